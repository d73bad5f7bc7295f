"""The lesson's game as its table sees it: a campaign that takes only the command the lesson's step asks for (the
lesson itself plays the other seats' answers), and refuses any other with the step's hint."""

from __future__ import annotations

from typing import Any

from game.engine.core import Command, Rejected, Session, Submitted
from game.play.campaign import ScriptedCampaign
from game.words.lesson import Step

WAIT_HINT = "Read the lesson's words first, then press \"Next\"."


class LessonCampaign(ScriptedCampaign):
    """The lesson's game as the table sees it: taking only the command the step asks for (the lesson itself plays
    the other seats' answers)."""

    def __init__(self, session: Session[Any], seat: int):
        super().__init__(session, seat)
        self.expected: tuple[Command, ...] = ()  # the step's command and those it takes as the same (Step.alike)
        self.hint = WAIT_HINT
        self.made = False  # the step's command has been made

    def expect(self, step: Step) -> None:
        self.expected = () if step.command is None else (step.command, *step.alike)
        self.hint, self.made = step.hint or WAIT_HINT, False

    def refused(self, command: Command) -> Rejected | None:
        return Rejected("lesson", self.hint) if self.made or command not in self.expected else None

    def submit(self, command: Command) -> Submitted:
        result = super().submit(command)
        if result.ok and not self.scripted:
            self.made = True
        return result
