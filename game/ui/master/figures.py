"""The Master rulebook's figures (the Rules screen's `![figure: NAME]` lines): a set formed, and a steal with its
answer, each played through the engine from a prepared position and drawn with the set table's faces."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.content.master import ruleset
from game.engine.master import commands as cmd
from game.engine.master.state import ACROSS, MasterState
from game.play.example import played
from game.ui import palette
from game.ui.master.faces import card_name, master_face
from game.ui.sketch import Figure, Sketch

UPRIGHT = (96, 134)  # design units: a card standing; lying across it is the same turned
ACROSS_SIZE = (UPRIGHT[1], UPRIGHT[0])

# Seat 0 holds a pair of Sport 7s and a Sport 2; seat 1 holds the Train wild (it serves Sport).
POSITION: dict[str, Any] = {  # as a scenario reads it (JSON)
    "hands": [["sport_7_a", "sport_7_b", "sport_2_a", "knowledge_4_a"],
              ["train_a", "arts_6_a", "life_8_a", "life_1_a"]],
    "sets": [[["life_2_a", "life_2_b"]], [["arts_3_a", "arts_3_b"], ["sport_5_a", "sport_5_b"]]],
    "discard": ["knowledge_9_a"],
    "turn": 0,
}


@cache
def _start() -> MasterState:
    rules = ruleset("master")
    used = {card for part in ("hands", "sets") for seat in POSITION[part] for group in seat
            for card in ([group] if isinstance(group, str) else group)} | set(POSITION["discard"])
    draw = [card for card in rules.catalog.ids if card not in used]
    state = rules.initial()
    for event in rules.scenario({**POSITION, "draw": draw}):
        state = rules.evolve(state, event)
    return state


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
    before = _start()
    after, _ = played(ruleset("master"), before, [cmd.FormSet(cards=("sport_7_a", "sport_7_b"))])
    catalog = ruleset("master").catalog
    sketch.label("In your hand", 110, 20, colour=palette.GOLD_LIGHT, bold=True)
    for k, card_id in enumerate(("sport_7_a", "sport_7_b")):
        _card(sketch, card_id, 20 + k * 92, 50)
    sketch.arrow((230, 120), (300, 120))
    sketch.label("Your area", 320, 20, colour=palette.GOLD_LIGHT, bold=True, anchor="midleft")
    right = _sets(sketch, after, 0, 320, 50)
    top = after.sets[0][-1]
    sketch.label("first set: across", 320 + ACROSS_SIZE[0] / 2 + 9, 222, 15, palette.DIM_TEXT)
    sketch.label("top set: upright", right - 42 - UPRIGHT[0] / 2 - 9, 222, 15, palette.HIGHLIGHT)
    exp = sum(catalog.value_of[card] for placed in after.sets[0] for card in placed.cards)
    sketch.label(f"{card_name(catalog, top.cards[0])} + {card_name(catalog, top.cards[1])}", right + 10, 100, 17,
                 anchor="midleft")
    sketch.label(f"Sets now worth {exp} EXP", right + 10, 134, 17, palette.GOLD_LIGHT, anchor="midleft")


def steal(sketch: Sketch) -> None:
    """A Sport 2 laid on the other player's Sport top set, answered with the Train wild: both go to the discard
    pile and the set stays."""
    rules = ruleset("master")
    attempt, _ = played(rules, _start(), [cmd.AttemptSteal(target=1, card="sport_2_a")])
    answered, _ = played(rules, attempt, [cmd.DefendSteal(seat=1, card="train_a")])
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
