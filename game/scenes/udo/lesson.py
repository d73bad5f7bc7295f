"""Each hero's lesson at the combo board: its script (Master Udo's: game.words.udo.lesson; Kai's:
game.words.udo.kai_lesson) played at the real board, the words over the middle of the board, and where the lesson's
own names of places lie."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.lesson import Lesson
from game.words.udo import kai_lesson
from game.words.udo import lesson as udo_lesson

PANEL = (344, 326, 526, 176)  # the lesson's words, over the middle of the board
PUZZLE_PANEL = (344, 300, 526, 212)  # the lesson's panel, taller: a brief and its goal readable with the Largest text


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.udo.combo_board import ComboBoardScene

    return ComboBoardScene(ctx, campaign)


KEEP = ("master", "attacks", "charge", "status", "glory", "hand", "combos in play")  # never under the words


def place(board: Any, name: str) -> pygame.Rect | None:
    """"heart H": a heart of the master; else a place of the combos (game.layout.udo.board.combo_place), in design
    space."""
    from game.layout.udo.board import combo_place

    kind, _, which = name.partition(" ")
    if kind != "heart":
        return combo_place(board.zones, board.state.combos, name)
    box = board.heart_boxes.get(which)  # (window pixels)
    return None if box is None else board.ctx.viewport.in_design(box)


def lesson(ctx: Any, ruleset_id: str) -> Lesson:
    """The lesson of the hero of `ruleset_id` ("udo", "kai")."""
    script, title = (kai_lesson, "Kai lesson") if ruleset_id == "kai" else (udo_lesson, "Master Udo lesson")
    return Lesson(title, script.start, table, script.STEPS, panel=PANEL, place=place, keep=KEEP)
