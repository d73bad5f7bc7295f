"""The end of a match over the dimmed table, whatever the game: each game's result scene draws who won and how,
and this gives it Rematch (Enter) and Menu (Esc), answered to the table below."""

from __future__ import annotations

import pygame

from game.scenes.base import Pop, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.palette import Rgb
from game.ui.widgets import Button

REMATCH, MENU = "rematch", "menu"
GAP = 20  # between the two buttons


class ResultOverlay(TableScene):
    overlay = True

    def __init__(self, ctx, buttons_at: tuple[float, float], button_width: float):
        """`buttons_at`: the top left of Rematch (design space); Menu stands to its right."""
        super().__init__(ctx)
        x, y = buttons_at
        self.buttons = [
            Button("Rematch", (x, y, button_width, 56), self._rematch, primary=True, hotkey="Enter"),
            Button("Menu", (x + button_width + GAP, y, button_width, 56), self._menu, hotkey="Esc"),
        ]

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect, edge: Rgb, headline: str, size: int,
                   ink: Rgb, drop: int) -> None:
        """The result's panel (design space), edged in `edge`, its `headline` across the top: `size` design px in
        `ink`, its centre `drop` below the panel's top."""
        vp = self.ctx.viewport
        box = vp.rect(panel)
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(16))
        pygame.draw.rect(surface, edge, box, width=vp.px(4), border_radius=vp.px(16))
        text.draw(surface, headline, text.fit(headline, vp.px(size), vp.px(panel.w - 60), bold=True), ink, bold=True,
                  center=vp.point(panel.centerx, panel.y + drop))

    def _rematch(self) -> None:
        self.outcome = Pop(REMATCH)

    def _menu(self) -> None:
        self.outcome = Pop(MENU)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(MENU)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop(REMATCH)
        return self.handle_buttons(event)
