"""Master's lesson at the table: its script (game.words.master.lesson) played at the real table, the words left of
it, and where the lesson's own names of places lie."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.lesson import Lesson
from game.words.master.lesson import STEPS, start

PANEL = (8, 8, 356, 414)  # the lesson's words (and a puzzle's), left of the table
KEEP = ("area 0", "area 1", "draw_pile", "discard", "discard_instead", "status", "hand", "turn")  # never covered


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.master.board import MasterTableScene
    from game.words.master.seating import Seating

    return MasterTableScene(ctx, campaign, Seating.against_computers(campaign.session.table.seats, campaign.seat))


def place(scene: Any, name: str) -> pygame.Rect | None:
    """"area N": the area of seat N, where its sets lie (design space)."""
    kind, _, seat = name.partition(" ")
    return scene.seat_place(int(seat)) if kind == "area" else None


def lesson(ctx: Any) -> Lesson:
    return Lesson("Master lesson", start, table, STEPS, panel=PANEL, place=place, keep=KEEP)
