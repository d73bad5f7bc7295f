"""The Master rulebook's figures (the Rules screen's `![figure: NAME]` lines): a set formed, and a steal with its
answer, each played through the engine from a prepared position (game.play.master.figures) and drawn with the set
table's faces."""

from __future__ import annotations

import pygame

from game.content.master import ruleset
from game.engine.master.scoring import experience
from game.engine.master.state import ACROSS, MasterState
from game.play.master.figures import PAIR, formed, stolen
from game.ui import palette
from game.ui.master.faces import master_face
from game.ui.sketch import Figure, Sketch
from game.words.master.telling import card_name

UPRIGHT = (96, 134)  # design units: a card standing; lying across it is the same turned
ACROSS_SIZE = (UPRIGHT[1], UPRIGHT[0])


def _card(sketch: Sketch, card_id: str, x: float, y: float, across: bool = False) -> pygame.Rect:
    w, h = ACROSS_SIZE if across else UPRIGHT
    catalog = ruleset("master").catalog
    return sketch.card(lambda size: master_face(catalog, card_id, size), x, y, w, h)


def _sets(sketch: Sketch, state: MasterState, seat: int, x: float, y: float) -> float:
    """A seat's sets left to right, first laid first, each lying as the engine says; returns the right edge."""
    for placed in state.sets[seat]:
        across = placed.orientation == ACROSS
        w, h = ACROSS_SIZE if across else UPRIGHT
        top = y + (UPRIGHT[1] - h) / 2
        for k, card_id in enumerate(placed.cards):
            _card(sketch, card_id, x + k * 18, top + k * 18, across)
        x += w + 18 + 24
    return x


def set_(sketch: Sketch) -> None:
    """Two identical Sport 7s from the hand become a set: the second set of the area, upright, the new top set."""
    after = formed()
    catalog = ruleset("master").catalog
    sketch.label("In your hand", 110, 20, colour=palette.GOLD_LIGHT, bold=True)
    for k, card_id in enumerate(PAIR):
        _card(sketch, card_id, 20 + k * 92, 50)
    sketch.arrow((230, 120), (300, 120))
    sketch.label("Your area", 320, 20, colour=palette.GOLD_LIGHT, bold=True, anchor="midleft")
    right = _sets(sketch, after, 0, 320, 50)
    top = after.sets[0][-1]
    sketch.label("first set: across", 320 + ACROSS_SIZE[0] / 2 + 9, 222, 15, palette.DIM_TEXT)
    sketch.label("top set: upright", right - 42 - UPRIGHT[0] / 2 - 9, 222, 15, palette.HIGHLIGHT)
    sketch.label(f"{card_name(catalog, top.cards[0])} + {card_name(catalog, top.cards[1])}", right + 10, 100, 17,
                 anchor="midleft")
    sketch.label(f"Sets now worth {experience(catalog, after)[0]} EXP", right + 10, 134, 17, palette.GOLD_LIGHT,
                 anchor="midleft")


def steal(sketch: Sketch) -> None:
    """A Sport 2 laid on the other player's Sport top set, answered with the Train wild: both go to the discard
    pile and the set stays."""
    attempt, answered = stolen()
    sketch.label("1. You lay Sport 2 on their top set", 20, 20, 17, palette.GOLD_LIGHT, bold=True, anchor="midleft")
    right = _sets(sketch, attempt, 1, 20, 56)
    top_x = right - 42 - UPRIGHT[0]
    _card(sketch, "sport_2_a", top_x + 36, 96)
    pygame.draw.rect(sketch.surface, palette.STEAL_RED, sketch.rect(top_x + 36, 96, *UPRIGHT), width=sketch.px(4),
                     border_radius=sketch.px(8))
    middle = right + 20
    sketch.label("2. They answer with", middle, 20, 17, palette.GOLD_LIGHT, bold=True, anchor="midleft")
    sketch.label("the Train wild (Sport)", middle, 44, 17, palette.GOLD_LIGHT, bold=True, anchor="midleft")
    _card(sketch, "train_a", middle + 40, 76)
    pile = middle + 240
    sketch.arrow((middle + 160, 150), (pile - 14, 150))
    sketch.label("3. Discard pile", pile, 20, 17, palette.GOLD_LIGHT, bold=True, anchor="midleft")
    for k, card_id in enumerate(answered.discard[-2:]):
        _card(sketch, card_id, pile + k * 30, 66 + k * 20)
    sketch.label("Their set stays.", pile, 248, 16, palette.HIGHLIGHT, anchor="midleft")


FIGURES = {"set": Figure(250, set_), "steal": Figure(270, steal)}
