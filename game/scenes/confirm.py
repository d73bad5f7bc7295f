"""An overlay that asks before something is lost: a question, what would be lost, and two buttons. It pops with True
for the first (do it) and False for the second (keep things as they are), which Esc and Enter also choose. A player
who has chosen in Settings not to be asked before a game in progress is replaced or left gets the first answer at
once (`ask`, `ask_to_leave`). A new game that would replace one in progress is offered through `Replacing`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.files import settings, userlock, writer
from game.files.newer import newer
from game.scenes.base import Pop, Push, Replace, Result, Scene
from game.scenes.context import Context
from game.scenes.dialog import default_pressed
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.dialog_panel import draw_dialog
from game.ui.widgets import Button

PANEL = pygame.Rect(290, 220, 700, 250)  # design px: the dialog as it stands for lines that fit in two
FIRST_LINE, LINE_STEP, CLEAR = 96, 28, 42  # design px: the first line's centre under the top, a line's step, and
# from the last line's centre to the buttons' top (as the panel stands for two lines)
BUTTONS_UP = 84  # design px: the buttons' top above the panel's bottom


class ConfirmScene(TableScene):
    overlay = True

    def __init__(self, ctx, question: str, lines: list[str], yes: str | None = "Replace it", no: str = "Keep it"):
        """With `yes` None, only the second button is offered: the player is told, not asked."""
        super().__init__(ctx)
        self.question = question
        self.lines = lines
        self.answers = (yes, no)
        self.resized()

    def resized(self) -> None:
        """The panel as tall as its lines need at this window's and text's size (they wrap to its width), the buttons
        under them: a line's question stands in a shorter panel than two lines', with no empty band under its line."""
        vp = self.ctx.viewport
        width = vp.rect(PANEL).w - vp.px(60)
        count = sum(len(text.balanced(line, vp.px(20), width)) for line in self.lines)
        height = FIRST_LINE + LINE_STEP * (count - 1) + CLEAR + BUTTONS_UP
        self.panel = PANEL.inflate(0, height - PANEL.h)
        yes, no = self.answers
        panel = self.panel
        keep = (panel.centerx + (10 if yes else -110), panel.bottom - BUTTONS_UP, 220, 56)
        self.buttons = [Button(no, keep, lambda: self._answer(False), primary=True, hotkey="Esc")]
        if yes:
            self.buttons.insert(0, Button(yes, (panel.centerx - 230, panel.bottom - BUTTONS_UP, 220, 56),
                                          lambda: self._answer(True)))

    def _answer(self, replace: bool) -> None:
        self.outcome = Pop(replace)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(False)
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        box = draw_dialog(surface, vp, self.panel, self.question, 48)
        y = self.panel.y + FIRST_LINE
        for line in self.lines:
            for part in text.balanced(line, vp.px(20), box.w - vp.px(60)):
                text.draw(surface, part, vp.px(20), palette.TEXT, center=vp.point(self.panel.centerx, y))
                y += LINE_STEP
        self.draw_widgets(surface)


class Asker(Protocol):
    """A scene that puts a question: it pushes the question through `outcome` and resumes with the answer."""

    ctx: Context
    outcome: Result

    def resume(self, value: Any) -> None: ...


class Replacing:
    """A new game that takes the place of the game in progress only once the player has agreed: a set-up (or the
    hero's choice) offers it here, and hands over every answer it resumes with."""

    def __init__(self) -> None:
        self._begin: Callable[[], Scene] | None = None  # the first scene of the new game the player is asked about

    def offer(self, asker: Asker, begin: Callable[[], Scene], saved: str | None, question: str, new: str,
              where: Path) -> None:
        """The new game `begin` opens, at once when nothing is `saved` (else a line about the game in progress),
        otherwise once the player has said yes to `question`; `new`: what the new one is ("duel"), saved at `where`.
        A game in progress a newer version of the game saved there is never replaced (game.files.newer): the player
        is told so, and nothing is begun."""
        self._begin = begin
        writer.wait_for(where)  # the file as last meant: a write of it may still be waiting
        if newer(where) is not None:
            self._begin = None
            asker.outcome = Push(ConfirmScene(asker.ctx, f"A new {new} cannot be started here", [
                f"{where.name} was saved by a newer version of the game, and is never saved over here.",
                f"Open it with that version, or move it away to start a new {new} here."], yes=None, no="Back"))
            return
        if saved is None:
            self.answer(asker, True)
            return
        ask(asker, ConfirmScene(asker.ctx, question, [
            f"In progress: {saved}.", f"A new {new} takes its place, and that one cannot be continued again."]))

    def answer(self, asker: Asker, value: object) -> bool:
        """`asker` resumed with `value`: if it is the player's yes to the question, the new game replaces `asker`
        (True); otherwise nothing is begun (False)."""
        begin, self._begin = self._begin, None
        if value is not True or begin is None:
            return False
        asker.outcome = Replace(begin())
        return True


def ask(asker: Asker, question: ConfirmScene) -> None:
    """Puts the question to the player over `asker`, which resumes with the answer; when the player's settings say
    not to ask before a game in progress is replaced, `asker` resumes with True at once."""
    if settings.current().confirm_replace:
        asker.outcome = Push(question)
    else:
        asker.resume(True)


SAVED = "The game is saved as it stands: its Continue on the menu brings it back."
UNSAVED = "This game is not saved (a lesson, a game watched): once left, it cannot be continued."
HELD_BACK = ("Another copy of the game owns the user folder: what is played here is kept in a folder of this window's "
             "own, and joins your saves as soon as either copy is closed.")


def kept_words(autosave: bool) -> str:
    """What leaving a game keeps of it, in words: saved, not saved at all, or kept by a second copy of the game in
    its side folder until the copy that owns the user folder adopts it (game.files.userlock)."""
    if not autosave:
        return UNSAVED
    return HELD_BACK if userlock.holding() else SAVED


def ask_to_leave(asker: Asker, question: str, lines: list[str]) -> None:
    """Asks before the player leaves something under way (a table, a lesson, the game itself); `asker` resumes with
    True once the player agrees, at once when the player's settings say not to ask."""
    ask(asker, ConfirmScene(asker.ctx, question, lines, yes="Leave", no="Stay"))
