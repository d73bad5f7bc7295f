"""Kenpo Masters' lesson at the ring: its script (game.words.kenpo.lesson) played at the real table, the words over
the opponent's hand."""

from __future__ import annotations

from typing import Any

from game.scenes.lesson import Lesson
from game.words.kenpo.lesson import STEPS, YOU, start

PANEL = (8, 2, 1004, 97)  # the lesson's words (and a puzzle's), over the opponent's hand
KEEP = ("ring", "score_race", "status", "opp_table", "my_table", "hand", "my_deck", "my_discard")  # never covered


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import VERSUS, Table

    return RingArenaScene(ctx, campaign, Table(VERSUS, "normal", campaign.seat))


def lesson(ctx: Any) -> Lesson:
    return Lesson("Kenpo lesson", start, table, STEPS, panel=PANEL, seat=YOU, keep=KEEP)
