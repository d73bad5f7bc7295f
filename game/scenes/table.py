"""The common shape of the table's scenes: buttons and toasts on the felt.

Button actions run in the middle of handling an event; what an action asks of the stack is kept
in `outcome` and handed over at the end of handle() or update().
"""

from __future__ import annotations

import pygame

from game import storage
from game.scenes.base import Result, Scene
from game.ui import palette
from game.ui.widgets import Button, Toast


class TableScene(Scene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.toasts: list[Toast] = []
        self.outcome: Result = None

    def focusable(self) -> list[Button]:
        return self.buttons

    def take_outcome(self) -> Result:
        result, self.outcome = self.outcome, None
        return result

    def handle_buttons(self, event: pygame.event.Event) -> Result:
        for button in self.buttons:
            button.handle(event, self.ctx.viewport)
        return self.take_outcome()

    def update(self, dt: float) -> Result:
        # What the storage layer had to tell the player (a save that could not be written, a second copy of the
        # game using the same folder) shows on whichever table is open.
        self.toasts += [Toast(message, (640, 700), seconds=10.0) for message in storage.take_notices()]
        self.toasts = [toast for toast in self.toasts if toast.update(dt)]
        return self.take_outcome()

    def draw_felt(self, surface: pygame.Surface) -> None:
        """The felt, with darker bars where the window's shape differs from the table's."""
        table = self.ctx.viewport.rect((0, 0, 1280, 720))
        if table.size != surface.get_size():
            surface.fill(palette.FELT_DARK)
        surface.fill(palette.FELT, table)

    def keep_clear(self) -> list[pygame.Rect]:
        """What toasts must never cover (design space): a table's status line."""
        return []

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.ctx.viewport)
        self.focus.draw(surface, self.ctx.viewport, self.buttons)
        clear = self.keep_clear()
        for toast in self.toasts:
            toast.draw(surface, self.ctx.viewport, clear)
