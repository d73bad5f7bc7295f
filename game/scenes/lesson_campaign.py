"""The lesson's game as its table sees it: a campaign that takes only the command the lesson's step asks for (the
lesson itself plays the other seats' answers), and refuses any other with the step's hint, said for the mouse and the
keyboard; once the step is made, with what is true then: its words are to be read, and Next goes on."""

from __future__ import annotations

from typing import Any

from game.engine.core import Command, Rejected, Session, Submitted
from game.play.campaign import ScriptedCampaign
from game.words.lesson import Step, refusal


class LessonCampaign(ScriptedCampaign):
    """The lesson's game as the table sees it: taking only the command the step asks for (the lesson itself plays
    the other seats' answers)."""

    def __init__(self, session: Session[Any], seat: int):
        super().__init__(session, seat)
        self.expected: tuple[Command, ...] = ()  # the step's command and those it takes as the same (Step.alike)
        self.step: Step | None = None
        self.made = False  # the step's command has been made
        self.said: set[str] = set()  # what it has refused with: a toast of it that is no longer true goes

    def expect(self, step: Step) -> None:
        self.expected = () if step.command is None else (step.command, *step.alike)
        self.step, self.made = step, False

    @property
    def hint(self) -> str:
        """What a move is refused with now (game.words.lesson.refusal)."""
        assert self.step is not None, "a lesson's campaign is asked only once its first step is expected"
        return refusal(self.step, self.made)

    def refused(self, command: Command) -> Rejected | None:
        if self.made or command not in self.expected:
            self.said.add(self.hint)
            return Rejected("lesson", self.hint)
        return None

    def submit(self, command: Command) -> Submitted:
        result = super().submit(command)
        if result.ok and not self.scripted:
            self.made = True
        return result
