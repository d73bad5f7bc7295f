"""What is hidden stays hidden: the picture a seat sees, and what its bot reads, do not depend on
cards that seat may not know (in the solo campaign: the order of the attack deck)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.campaign import Campaign
from game.engine.core import Session
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.combo_board import ComboBoardScene
from game.screenshot import played
from tests.scenes.helpers import context, frame


class Swapped(Campaign):
    """A campaign whose real state has the attack deck in another order."""

    def __init__(self, session: Session, deck: tuple[str, ...]):
        super().__init__(session, autosave=False)
        session._state = replace(session.state, deck=deck)  # only the hidden part changes


def picture(campaign: Campaign) -> bytes:
    ctx, surface = context()
    stack = Stack(ComboBoardScene(ctx, campaign))
    frame(stack, surface)
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
