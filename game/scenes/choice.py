"""An overlay that asks the player to choose one of a few things: a question, an optional line under it, a button
per choice (the first one primary, which Enter chooses: game.scenes.dialog) and Back. It pops with the chosen key,
or None (Back, Esc).

Two ask through it: which game in progress to continue, when a game keeps more of them than its menu tile has rows
for (one per kind of table and rule set: game.files.kinds), each named by the line that says how far along it is and
popping with its key (the menu's Continue); and which of a family's lessons to take, when it teaches more than one
game (a lesson for each hero, one for each set of rules), each by its title and popping with its ruleset id."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.files.in_progress import InProgress
from game.games import Game
from game.scenes.base import Pop, Result
from game.scenes.dialog import default_pressed
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.dialog_panel import draw_dialog
from game.ui.menu_tile import draw_words
from game.ui.widgets import Button


@dataclass(frozen=True)
class Look:
    """The panel's measures (design space): its width, a row per choice and the button in it, the buttons' inset
    from the panel's sides, where the first row and the question stand from its top, the space under the last row,
    where Back stands from its bottom, the choices' label size, and its top (None: centred)."""

    width: int
    row: int
    button: int
    inset: int
    head: int
    question: int
    foot: int
    back: int
    size: int = 22
    top: int | None = None


CONTINUE = Look(width=980, row=52, button=44, inset=30, head=96, question=40, foot=114, back=66, size=18)  # nine
# rows fit: a tournament and eight fights
DAMAGED_INSET = 20  # a damaged save's words from its row's sides
LESSON = Look(width=760, row=66, button=54, inset=40, head=90, question=48, foot=90, back=70, top=150)


class ChoiceScene(TableScene):
    overlay = True

    def __init__(self, ctx, question: str, choices: list[tuple[str, str]], look: Look, title: str = ""):
        """`choices`: each button's label and the key it pops with; `title`, a line under the question."""
        super().__init__(ctx)
        self.question, self.title, self.look = question, title, look
        height = look.head + look.row * len(choices) + look.foot
        top = max(10, 360 - height // 2) if look.top is None else look.top
        self.panel = pygame.Rect(640 - look.width // 2, top, look.width, height)
        self.buttons = [Button(label, (self.panel.x + look.inset, self.panel.y + look.head + look.row * k,
                                       look.width - 2 * look.inset, look.button),
                               self._chooser(key), primary=k == 0, size=look.size)
                        for k, (label, key) in enumerate(choices)]
        self.buttons.append(Button("Back", (640 - 90, self.panel.bottom - look.back, 180, 50), self._back,
                                   hotkey="Esc"))

    def _chooser(self, key: str):
        def choose() -> None:
            self.outcome = Pop(key)

        return choose

    def _back(self) -> None:
        self.outcome = Pop(None)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(None)
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_dialog(surface, vp, self.panel, self.question, self.look.question)
        if self.title:
            width = vp.px(self.look.width - 2 * self.look.inset)
            text.draw(surface, self.title, text.fit(self.title, vp.px(20), width), palette.DIM_TEXT,
                      center=vp.point(self.panel.centerx, self.panel.y + 74))
        self.draw_widgets(surface)


class ContinueChoiceScene(ChoiceScene):
    """Which of a game's games in progress to continue (`title`: the game's); one whose save was found damaged is
    listed in its row, saying so and what was kept in red as the menu's tile does, with no button to choose it."""

    def __init__(self, ctx, title: str, saved: list[InProgress]):
        super().__init__(ctx, "Which game to continue?", [(found.line, found.ruleset_id) for found in saved],
                         CONTINUE, title)
        rows = list(zip(self.buttons, saved, strict=False))
        self.damaged = [(pygame.Rect(button.rect), found.line) for button, found in rows if found.damaged]
        self.buttons = [button for button, found in rows if not found.damaged] + self.buttons[len(rows):]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        vp = self.ctx.viewport
        for row, line in self.damaged:
            pygame.draw.rect(surface, palette.ERROR_RED, vp.rect(row), max(1, vp.px(2)), border_radius=vp.px(6))
            draw_words(surface, vp, line, self.look.size, row.inflate(-2 * DAMAGED_INSET, -6), palette.ERROR_RED)


class LessonChoiceScene(ChoiceScene):
    """Which of a family's lessons to take."""

    def __init__(self, ctx, games: list[Game]):
        super().__init__(ctx, "Which lesson?", [(entry.title, entry.id) for entry in games], LESSON)
