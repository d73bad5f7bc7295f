"""A lesson: a short game begun from a prepared position, played at the family's real table, one step at a time.

A family offers one through its front (game.scenes.front: `lesson(ctx, ruleset_id)`); this module knows no game.
Each step says what to do, names the hand card and the place to drop it in the table's own terms (lit on the
table), and the one command that goes on; the computer's answer is a scripted command. Every other command the
table makes is refused with the step's hint, so the card snaps home with a word of why. A lesson's game is never
saved and never recorded: its campaign has autosave off and cannot be undone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

DO, WATCH, TOLD = "do", "watch", "told"  # a step's phases: waiting for the player, the answer playing, explained

if TYPE_CHECKING:
    import pygame

    from game.engine.core import Session
    from game.play.campaign import Campaign
    from game.scenes.context import Context
    from game.scenes.seated import GameTable
    from game.words.lesson import Step


@dataclass(frozen=True)
class Lesson:
    """A family's lesson: its game (`start`, a session begun from the prepared position), its real table on that
    game (`table(ctx, campaign)`, whose computers the lesson takes away: it plays their answers), its steps, where
    the words go (`panel`, a design-space box the steps leave clear), how its own names of places become boxes
    (`place(scene, name)`, design space, or None) and the places the words never cover, grown with a larger text
    (`keep`: the turn box, the cards in play)."""

    title: str
    start: Callable[[], Session[Any]]
    table: Callable[[Context, Campaign], GameTable]
    steps: tuple[Step, ...]
    panel: tuple[int, int, int, int]
    seat: int = 0
    place: Callable[[Any, str], pygame.Rect | None] | None = None
    keep: tuple[str, ...] = ()


def has_lesson(ruleset_id: str) -> bool:
    """Whether its family offers a lesson for a ruleset (the menu's Tutorial button, the screenshot scene): one of the
    rulesets its front's `lessons` names."""
    from game.games import game

    return ruleset_id in game(ruleset_id).front().lessons


def lesson_for(ctx: Context, ruleset_id: str) -> Lesson:
    from game.games import game

    lesson = game(ruleset_id).front().screens().lesson
    assert lesson is not None, f"{ruleset_id} has no lesson"  # asked only of the rulesets has_lesson names
    return lesson(ctx, ruleset_id)
