"""Kai's lesson at the combo board: its script (game.words.udo.kai_lesson) played at Master Udo's lesson board."""

from __future__ import annotations

from typing import Any

from game.scenes.lesson import Lesson
from game.scenes.udo.lesson import KEEP, PANEL, place, table
from game.words.udo.kai_lesson import STEPS, start


def lesson(ctx: Any) -> Lesson:
    return Lesson("Kai lesson", start, table, STEPS, panel=PANEL, place=place, keep=KEEP)
