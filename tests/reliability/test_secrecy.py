"""What is hidden stays hidden: the picture a seat sees, and what its bot reads, do not depend on
cards that seat may not know (in the solo campaign: the order of the attack deck; at the Kenpo ring: the
other seat's hand and both decks' order)."""

from __future__ import annotations

from dataclasses import replace
from itertools import islice

import pygame

from game.ai.kenpo import make_bot as make_kenpo_bot
from game.engine.core import Session
from game.engine.kenpo.events import BreakCalled
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.udo.combo_board import ComboBoardScene
from game.tools.screenshot import played
from tests.scenes.helpers import context, still
from tests.scenes.kenpo.helpers import copy_of, greedy_played


class Swapped(Campaign):
    """A campaign whose real state has the attack deck in another order."""

    def __init__(self, session: Session, deck: tuple[str, ...]):
        super().__init__(session, autosave=False)
        session._state = replace(session.state, deck=deck)  # only the hidden part changes


def picture(campaign: Campaign) -> bytes:
    ctx, surface = context()
    stack = Stack(ComboBoardScene(ctx, campaign))
    still(stack, surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_board_looks_the_same_whatever_order_the_hidden_attack_deck_is_in():
    compared = 0
    for seed, steps in ((3, 6), (8, 14), (21, 30)):
        session = played("udo", seed, steps)
        if session.state.phase not in ("play", "resolve_combos", "resolve_attacks"):
            continue
        compared += 1
        deck = session.state.deck
        assert len(deck) > 1
        original = picture(Campaign(played("udo", seed, steps), autosave=False))
        reversed_deck = picture(Swapped(played("udo", seed, steps), tuple(reversed(deck))))
        assert original == reversed_deck, f"seed {seed}: the deck order shows"
    assert compared >= 2


def test_the_players_view_never_holds_the_deck_order():
    rules = ruleset("udo")
    session = played("udo", 5, 12)
    view = rules.view(session.state, 0)
    assert set(view.deck) <= {"hidden"} and len(view.deck) == len(session.state.deck)


# ----- Kenpo Masters: what one seat sees never depends on the other seat's hidden cards ---------------------


def kenpo_swapped(session: Session, hidden: int) -> Session:
    """The same match with the hidden seat's hand dealt from other cards of its deck and its deck reordered:
    everything the other seat may know stays as it was."""
    state = session.state
    cards = tuple(reversed(state.hands[hidden] + state.decks[hidden]))
    hand, deck = cards[: len(state.hands[hidden])], cards[len(state.hands[hidden]) :]
    hands = (hand, state.hands[1]) if hidden == 0 else (state.hands[0], hand)
    decks = (deck, state.decks[1]) if hidden == 0 else (state.decks[0], deck)
    session._state = replace(state, hands=hands, decks=decks)
    return session


def kenpo_picture(session: Session, seat: int, ticks: int = 0) -> list[bytes]:
    """Seat's view on the ring arena; with `ticks`, a command of the seat to act is played through the arena
    and the picture taken at every tick of its animation."""
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import OPEN, Table

    ctx, surface = context()
    scene = RingArenaScene(ctx, Campaign(session, autosave=False, seat=seat), Table(OPEN))

    def shot(dt: float) -> bytes:
        scene.update(dt)
        scene.draw(surface)  # unpaced: every face drawn in full, so the picture depends on nothing but the scene
        return pygame.image.tobytes(surface, "RGB")

    pictures = [shot(1.0)]
    rules = session.ruleset
    to_act = rules.to_act(session.state)
    if ticks and to_act is not None:
        scene.submit(make_kenpo_bot("greedy", 0).choose(rules, session.view(to_act)))
        pictures += [shot(0.12) for _ in range(ticks)]
    return pictures


def test_a_seats_picture_does_not_change_when_the_other_seats_hand_and_deck_are_swapped():
    compared = 0
    for seed, steps in ((1, 0), (3, 5), (4, 9), (7, 16), (11, 27), (12, 41)):
        session = greedy_played(seed, steps)
        for seat in (0, 1):
            hidden = 1 - seat
            if not session.state.decks[hidden]:
                continue
            compared += 1
            assert kenpo_swapped(copy_of(session), hidden).state.hands[hidden] != session.state.hands[hidden]
            original = kenpo_picture(copy_of(session), seat)
            swapped = kenpo_picture(kenpo_swapped(copy_of(session), hidden), seat)
            assert original == swapped, f"seed {seed} step {steps}: seat {seat} sees the other hand"
    assert compared >= 10


def before_a_break(seed: int) -> Session | None:
    """The match of this seed just before the greedy bot of the seat to act calls a Break, if one comes soon."""
    rules = ruleset("kenpo")
    session = greedy_played(seed, 0)
    for _ in range(80):
        seat = rules.to_act(session.state)
        if seat is None:
            return None
        command = make_kenpo_bot("greedy", 0).choose(rules, session.view(seat))
        trial = copy_of(session)
        if any(isinstance(e, BreakCalled) for e in trial.submit(command).events) and session.state.decks[1 - seat]:
            return session
        session.submit(command)
    return None


def test_no_moment_of_an_animation_shows_the_other_seats_hidden_cards():
    """A seat's command played through the arena, beat by beat (a Break's draws for both seats included), looks
    the same to that seat whichever cards the other seat holds and draws."""
    found = list(islice((s for s in (before_a_break(seed) for seed in range(1, 12)) if s is not None), 3))
    assert len(found) == 3
    for session in [*found, greedy_played(3, 5), greedy_played(9, 13)]:
        seat = ruleset("kenpo").to_act(session.state)
        assert seat is not None
        original = kenpo_picture(copy_of(session), seat, ticks=24)
        swapped = kenpo_picture(kenpo_swapped(copy_of(session), 1 - seat), seat, ticks=24)
        assert original == swapped, f"seed {session.seed}: an animation shows seat {1 - seat}'s cards"


def test_a_kenpo_view_holds_neither_the_other_hand_nor_either_deck_order():
    rules = ruleset("kenpo")
    state = greedy_played(6, 10).state
    for seat in (0, 1):
        view = rules.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        assert set(view.hands[1 - seat]) <= {"hidden"} and len(view.hands[1 - seat]) == len(state.hands[1 - seat])
        assert all(set(deck) <= {"hidden"} for deck in view.decks)
