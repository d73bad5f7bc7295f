"""Every dialog takes Enter for its highlighted default, its gold button, as a click on it would, with no Tab
first (game.scenes.dialog): the lesson's choice, a question, a report, the history; one whose gold choice cannot be
chosen takes Enter for nothing."""

from __future__ import annotations

from typing import Any

import pygame

from game.files.in_progress import InProgress
from game.games import GAMES
from game.scenes.base import Push, Scene, Stack
from game.scenes.choice import ContinueChoiceScene, LessonChoiceScene
from game.scenes.confirm import ConfirmScene
from game.scenes.history import HistoryScene
from game.scenes.listing import ReportScene
from tests.scenes.helpers import context, frame, key


class Asking(Scene):
    """The scene under the dialog: it keeps every answer it resumes with."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.answers: list[Any] = []

    def resume(self, value: Any) -> None:
        self.answers.append(value)


def answer_to_enter(dialog: Any) -> list[Any]:
    """What the scene under `dialog` resumes with once Enter is pressed over it, nothing focused."""
    ctx = dialog.ctx
    under = Asking(ctx)
    stack = Stack(under)
    stack.apply(Push(dialog))
    frame(stack, None)
    key(stack, None, pygame.K_RETURN)
    return under.answers if stack.top is under else ["still open"]


def test_enter_takes_the_first_lesson_of_which_lesson():
    ctx, _ = context((1024, 600))
    games = [GAMES[0], GAMES[1]]
    assert answer_to_enter(LessonChoiceScene(ctx, games)) == [games[0].id]


def test_enter_keeps_things_as_they_are_at_a_question_its_gold_answer():
    ctx, _ = context((1024, 600))
    assert answer_to_enter(ConfirmScene(ctx, "Leave the table?", ["The game is saved."], "Leave", "Stay")) == [False]


def test_enter_closes_a_report_and_the_history():
    ctx, _ = context((1024, 600))
    assert answer_to_enter(ReportScene(ctx, "Lines that could not be read", ["line 3: no such card"])) == [None]
    assert answer_to_enter(HistoryScene(ctx, [], "History")) == [None]


def test_enter_chooses_nothing_when_the_gold_choice_cannot_be_chosen():
    ctx, _ = context((1024, 600))
    damaged = InProgress("udo", "A campaign, damaged: its start was kept", damaged=True)
    assert answer_to_enter(ContinueChoiceScene(ctx, "Udo", [damaged])) == ["still open"]
