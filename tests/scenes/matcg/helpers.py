"""Duel tables for scene tests: prepared positions on a scene stack, and the mouse doing what a command asks."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Command, Session
from game.engine.matcg import commands as cmd
from game.engine.matcg.state import put, revise
from game.engine.matcg.teamplay import SEATS
from game.games import game
from game.layout.matcg.places import fighter_zone
from game.play.campaign import Campaign
from game.play.matcg.targets import ZONES, held_targets
from game.scenes import hand_row
from game.scenes.base import Push, Stack
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.result import DuelResultScene
from game.scenes.opening import campaign_for
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import Chair, Seating
from tests.engine.matcg.helpers import fight
from tests.scenes.helpers import click, context, drag, frame, frames_until, still, zone_point

__all__ = ["fight"]

PEOPLE = Seating((Chair(PERSON), Chair(PERSON)))


def versus(person: int = 0, level: str = "easy", seats: int = 2) -> Seating:
    """One person at `person`'s seat, every other seat the computer at `level`."""
    return Seating(tuple(Chair(PERSON) if s == person else Chair(COMPUTER, level) for s in range(seats)))


def opened(session: Session[Any], seat: int, seating: Seating | None = None, autosave: bool = False,
           size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, DuelTableScene]:
    """The table showing `seat`'s view, opened from the menu as in the game; at one screen that person has already
    clicked the curtain away."""
    from game.scenes.menu import MenuScene

    seating = seating or versus(seat)
    ctx, surface = context(size)
    scene = DuelTableScene(ctx, Campaign(session, autosave=autosave, seat=seat), seating)
    scene.curtain_first, scene.claimed = False, True
    scene._sync(snap=True)
    scene.buttons = scene._buttons()
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    return stack, surface, scene


def settle(stack: Stack, surface: pygame.Surface, seconds: float = 20.0) -> None:
    """Frames until nothing animates any more."""
    for _ in range(int(seconds / 0.1)):
        frame(stack, surface, 0.1)
        scene: Any = stack.top
        if not isinstance(scene, DuelTableScene) or not scene.timeline.busy:
            break
    frame(stack, surface, 1.0)


def card_point(scene: DuelTableScene, card: str) -> tuple[int, int]:
    """Where a hand card is on the screen, turning the hand's row until it shows."""
    for _ in range(20):
        if card in scene.row.cards:
            return scene.by_key[card].rect.center
        right = scene.state.hands[scene.viewer].index(card) > scene.row.first
        hand_row.turn(scene, scene.row.shown - 1 if right else 1 - scene.row.shown)
        for sprite in scene.by_key.values():
            sprite.finish()
        scene.animate(0.0)
    raise AssertionError(f"{card} never shows in the hand")


def mouse_play(stack: Stack, surface: pygame.Surface, scene: DuelTableScene, command: Command) -> None:
    """Does `command` the way a player would: a card dragged onto its zone, or a step's button."""
    card = getattr(command, "card", None)
    if card is not None:
        lit = held_targets(scene.catalog, scene.rule_set, scene.campaign.state, scene.viewer, scene._legal(), card,
                           scene.names)
        zone = next((target.zone for target in lit if target.command == command), ZONES[type(command)])
        drag(stack, surface, card_point(scene, card), zone_point(scene, zone))
        return
    button = next((b for b in scene.buttons if b.enabled and b.label == scene.steps.label(command)), None)
    if button is None:  # a command made on another fighter's panel: naming the leader, calling a teammate
        seat = next(seat for seat, pick in scene.steps.panel_picks().items() if pick == command)
        click(stack, surface, zone_point(scene, fighter_zone(scene.campaign.state, scene.viewer, seat)))
        return
    click(stack, surface, button.screen_rect(scene.ctx.viewport).center)


def step_commands() -> tuple[type, ...]:
    return (cmd.EndBlock, cmd.EndCombo, cmd.DeclineCounter, cmd.LetResolve, cmd.EndPhase, cmd.EndTurn)


def bots_played(ruleset_id: str, seed: int, until: Any, most: int = 600, mode: str = "duel") -> Session[Any]:
    """A fight of the mode played by normal bots from their own views until `until(state)` holds."""
    rules = game(ruleset_id).rules()
    seats = SEATS[mode]
    decks = ["karate", "muay_thai", "kung_fu", "taekwondo"] * seats
    session: Session[Any] = Session.new(rules, seed, {"mode": mode, "decks": decks[:seats]})
    bots = {seat: game(ruleset_id).bots().make("normal", seed + seat) for seat in range(seats)}
    for _ in range(most):
        if until(session.state):
            return session
        seat = rules.to_act(session.state)
        assert seat is not None, "the fight ended first"
        session.submit(bots[seat].choose(rules, session.view(seat)))
    raise AssertionError("never came to the moment")


def swapped(session: Session[Any], seat: int) -> Session[Any]:
    """The same fight, but `seat`'s hidden hand dealt from other cards (the top of its deck, which takes the hand's
    cards in their place)."""
    copy: Session[Any] = Session(session.ruleset, session.seed, session.batches, session.notes, session.table)
    state = copy.state
    hand, deck = state.hands[seat], state.decks[seat]
    assert len(deck) >= len(hand) and not set(hand) & set(deck[: len(hand)])
    copy._state = revise(state, hands=put(state.hands, seat, deck[: len(hand)]),
                         decks=put(state.decks, seat, hand + deck[len(hand):]))
    return copy


def picture(session: Session[Any], seat: int) -> bytes:
    """What the screen shows `seat`, a person at a table of computers."""
    stack, surface, _ = opened(session, seat, versus(seat, seats=session.table.seats))
    still(stack, surface, 0.0)
    return pygame.image.tobytes(surface, "RGB")


def mouse_duel(stack: Stack, surface: pygame.Surface, session: Session[Any], people: frozenset[int],
               most: int = 1500) -> tuple[int, int]:
    """Plays the duel to its end: each person's command chosen by a normal bot from that person's view, and made
    with the mouse (a drag or a button); the curtain clicked away. Returns the curtains and the answers made."""
    players = {seat: game(session.ruleset.id).bots().make("normal", 40 + seat) for seat in people}
    curtains = answers = 0
    for _ in range(most):
        top = stack.top
        if isinstance(top, DuelResultScene):
            break
        if isinstance(top, CurtainScene):
            curtains += 1
            click(stack, surface, (640, 360))
            continue
        scene = top
        assert isinstance(scene, DuelTableScene)
        seat = session.ruleset.to_act(session.state)
        if seat not in people or scene.timeline.busy:  # a computer thinks: wait for it, however busy the machine
            frame(stack, surface, 1.0)
            frames_until(stack, surface, lambda table=scene: stack.top is not table or session.state.over or (
                session.ruleset.to_act(session.state) in people and not table.timeline.busy), dt=1.0)
            continue
        assert scene.viewer == seat
        answers += scene.answering
        before = len(session.batches)
        mouse_play(stack, surface, scene, players[seat].choose(session.ruleset, session.view(seat)))
        assert len(session.batches) == before + 1, scene.toasts[-1].message if scene.toasts else "nothing played"
        frame(stack, surface, 2.0)
    assert isinstance(stack.top, DuelResultScene) and session.state.over
    return curtains, answers


def at_one_screen(session: Session[Any], seating: Seating) -> tuple[Stack, pygame.Surface, DuelTableScene]:
    """The table as the game opens it for this seating: with several people, behind the curtain."""
    ctx, surface = context()
    scene = DuelTableScene(ctx, campaign_for(ctx, session, seating), seating)
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def hidden_from(session: Session[Any], viewer: int) -> bytes:
    """`viewer`'s picture, checked to be the same whatever any other seat holds in its hand and deck."""
    seen = picture(session, viewer)
    for other in range(session.table.seats):
        if other != viewer:
            assert seen == picture(swapped(session, other), viewer), f"seat {other}'s cards show to seat {viewer}"
    return seen


def set_up(mode: str | None = None, size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, Any]:
    """The Martial Arts set-up opened from the menu in a window of `size`, with the mode of that button's label
    chosen."""
    from game.scenes.matcg.setup import DuelSetupScene
    from game.scenes.menu import MenuScene
    from tests.scenes.helpers import button_point, open_game

    ctx, surface = context(size)
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "matcg")
    setup = stack.top
    assert isinstance(setup, DuelSetupScene)
    if mode is not None:
        click(stack, surface, button_point(setup, mode))
    return stack, surface, setup


def deck_buttons(setup: Any) -> list[Any]:
    """The set-up's deck buttons, a seat's each, in the seats' order: each shows the seat's deck and opens the list."""
    from game.words.matcg.seating import PICK

    return [button for button in setup.buttons if button.label.endswith(PICK)]


def choose_deck(stack: Stack, surface: pygame.Surface, seat: int, label: str, by_keys: bool = False) -> None:
    """Opens a seat's list of decks with its button and chooses the deck of `label`: by the keys (Home, Down, Enter)
    or with the mouse (the wheel until it is in sight, then a click)."""
    from game.layout.panel_list import CHOICE_ROWS, choice_row
    from game.scenes.listing import ListChoiceScene

    setup = stack.top
    click(stack, surface, deck_buttons(setup)[seat].screen_rect(setup.ctx.viewport).center)
    picker = stack.top
    assert isinstance(picker, ListChoiceScene)
    at = [choice.label for choice in picker.choices].index(label)
    vp = picker.ctx.viewport
    if by_keys:
        for code in [pygame.K_HOME] + [pygame.K_DOWN] * at + [pygame.K_RETURN]:
            stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    else:
        inside = vp.rect(choice_row(0)).center
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)))
        while not picker.scroll.first <= at < picker.scroll.first + CHOICE_ROWS:
            stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if at >= picker.scroll.first else 1))
        click(stack, surface, vp.rect(choice_row(at - picker.scroll.first)).center)
    frame(stack, surface)
    assert stack.top is setup
