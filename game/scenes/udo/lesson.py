"""Master Udo's lesson at the combo board: its script (game.words.udo.lesson) played at the real board, the words
over the middle of the board, and where the lesson's own names of places lie."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.lesson import Lesson
from game.words.udo.lesson import STEPS, start

PANEL = (344, 326, 526, 176)  # the lesson's words (and a puzzle's), over the middle of the board


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.udo.combo_board import ComboBoardScene

    return ComboBoardScene(ctx, campaign)


KEEP = ("master", "attacks", "charge", "status", "glory", "hand", "combos in play")  # never under the words
COMBO_LABEL = 26  # design px over a combo: the line saying what it does ("X=2: Deal 2 ×2")


def place(board: Any, name: str) -> pygame.Rect | None:
    """"combo N": the N-th combo on the table; "combos in play": all of them, with the lines over them; "heart H": a
    heart of the master (design space)."""
    from game.layout.udo.board import combo_rects, combos_area
    from game.scenes.lesson_panel import in_design

    kind, _, which = name.partition(" ")
    if name == "combos in play":
        rects = combo_rects(combos_area(board.zones), board.state.combos)
        return rects[0].unionall(rects).inflate(0, 2 * COMBO_LABEL) if rects else None
    if kind == "combo":
        rects = combo_rects(combos_area(board.zones), board.state.combos)
        return rects[int(which)] if int(which) < len(rects) else None
    box = getattr(board, "heart_boxes", {}).get(which) if kind == "heart" else None  # (window pixels)
    return None if box is None else in_design(board.ctx.viewport, box)


def lesson(ctx: Any) -> Lesson:
    return Lesson("Master Udo lesson", start, table, STEPS, panel=PANEL, place=place, keep=KEEP,
                  close=lambda board: board.hint.dismiss())
