"""The Kenpo rulebook's figures (the Rules screen's `![figure: NAME]` lines): a move and its attack, a block, and a
Break, each drawn with the arena's ring and card faces at the position game.play.kenpo.figures plays to."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.content.kenpo import ruleset
from game.engine.kenpo import events as ev
from game.engine.kenpo.geometry import START
from game.files.kenpo.names import seat_name
from game.play.kenpo import figures
from game.ui import palette
from game.ui.kenpo import draw
from game.ui.kenpo.faces import DECK_COLOURS, SEAT_COLOURS, kenpo_face
from game.ui.sketch import Figure, Sketch
from game.words.kenpo.card_text import signed

CELL = 92  # design units: a square of the ring in a figure
CARD_W, CARD_H = 150, 210
Square = tuple[int, int]


def _centre(square: Square, left: float, top: float) -> tuple[float, float]:
    return left + (square[0] + 0.5) * CELL, top + (square[1] + 0.5) * CELL


def _ring(sketch: Sketch, positions: Sequence[Square], left: float, top: float) -> None:
    """The nine squares (start squares in their fighter's colour) and the two fighters, Red facing up."""
    vp = sketch.viewport()
    draw.ring(sketch.surface, vp, lambda at: pygame.Rect(left + at[0] * CELL + 3, top + at[1] * CELL + 3, CELL - 6,
                                                         CELL - 6), (SEAT_COLOURS[0][0], SEAT_COLOURS[1][0]))
    for seat in (0, 1):
        light, dark = SEAT_COLOURS[seat]
        draw.fighter(sketch.surface, vp, _centre(positions[seat], left, top), light, dark, seat == 1, seat_name(seat))


def _step(sketch: Sketch, before: Square, after: Square, left: float, top: float) -> None:
    """A movement: the yellow arrow of the cards from the square left to the square reached."""
    (x0, y0), (x1, y1) = _centre(before, left, top), _centre(after, left, top)
    sketch.arrow((x0 + (x1 - x0) * 0.12, y0 + (y1 - y0) * 0.12), (x0 + (x1 - x0) * 0.62, y0 + (y1 - y0) * 0.62),
                 palette.MOVE_YELLOW, 7)


def _card(sketch: Sketch, card_id: str, x: float, y: float, caption: str) -> None:
    card = ruleset("kenpo").catalog.card(card_id)
    colour = DECK_COLOURS[ruleset("kenpo").catalog.owners[card_id]]
    sketch.card(lambda size: kenpo_face(card, colour, size), x, y, CARD_W, CARD_H)
    sketch.label(caption, x + CARD_W / 2, y - 14, colour=palette.GOLD_LIGHT, bold=True)


def move(sketch: Sketch) -> None:
    """Yellow's Front Kick stepping forward: the move it shows, and its attack waiting toward Red."""
    kicked, _ = figures.kicked()
    left, top = 250, 16
    _card(sketch, "yellow_front_kick_1", 40, 60, "Yellow plays")
    _ring(sketch, kicked.positions, left, top)
    _step(sketch, START[0], kicked.positions[0], left, top)
    toward, points = figures.kick()
    draw.strike(sketch.surface, sketch.viewport(), _centre(kicked.positions[0], left, top),
                _centre(kicked.positions[1], left, top), [points], 20)
    notes = left + 3 * CELL + 30
    sketch.label("1. Move: forward (bonus 0)", notes, 90, 18, palette.MOVE_YELLOW, anchor="midleft")
    sketch.label(f"2. Attack: {toward.replace('_', '-')} arrow, {points} points", notes, 130, 18, palette.ERROR_RED,
                 anchor="midleft")
    sketch.label("It waits on the table and resolves", notes, 170, 17, anchor="midleft")
    sketch.label("at the end of Red's next turn.", notes, 196, 17, anchor="midleft")


def block(sketch: Sketch) -> None:
    """Red's Block against the waiting Front Kick: the arrow toward the attacker takes its value off the attack."""
    _, blocked = figures.kicked()
    left, top = 250, 16
    _card(sketch, "red_block_1", 40, 60, "Red blocks")
    _ring(sketch, blocked.positions, left, top)
    attack, guard = figures.block()
    draw.strike(sketch.surface, sketch.viewport(), _centre(blocked.positions[0], left, top),
                _centre(blocked.positions[1], left, top), [attack], 20)
    _card(sketch, "yellow_front_kick_1", left + 3 * CELL + 30, 60, "waiting attack")
    notes = left + 3 * CELL + 60 + CARD_W
    sketch.label(f"Attack {attack}", notes, 110, 18, palette.ERROR_RED, anchor="midleft")
    sketch.label(f"Block {signed(-guard)} (front)", notes, 145, 18, palette.BLOCK_LIGHT, anchor="midleft")
    sketch.label(f"Scores {max(0, attack - guard)}", notes, 185, 20, palette.HIGHLIGHT, bold=True, anchor="midleft")


def break_(sketch: Sketch) -> None:
    """The moment of a Break (both fighters on one row) and where it sends them: back to their start squares."""
    after, events = figures.broken()
    assert any(isinstance(e, ev.BreakCalled) for e in events), "the figure's position calls no Break"
    left, top, right = 60, 40, 520
    _ring(sketch, ((1, 1), (0, 1)), left, top)
    _step(sketch, (0, 2), (0, 1), left, top)
    row = sketch.rect(left, top + CELL, 3 * CELL, CELL)
    pygame.draw.rect(sketch.surface, palette.GOLD, row, width=sketch.px(4), border_radius=sketch.px(10))
    sketch.label("Red steps onto Yellow's row: Break!", left + 1.5 * CELL, 18, 18, palette.GOLD_LIGHT, bold=True)
    sketch.arrow((left + 3 * CELL + 30, top + 1.5 * CELL), (right - 30, top + 1.5 * CELL))
    _ring(sketch, after.positions, right, top)
    sketch.label("Every waiting attack resolves; both", right + 1.5 * CELL, top + 3 * CELL + 22, 17)
    sketch.label("return to their start squares and draw.", right + 1.5 * CELL, top + 3 * CELL + 46, 17)


FIGURES = {"move": Figure(310, move), "block": Figure(310, block), "break": Figure(384, break_)}
