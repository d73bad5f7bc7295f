"""An overlay that asks which game in progress to continue, when a game keeps more of them than its menu tile has
rows for (one per kind of table and rule set: game.files.kinds): a button per game in progress, named by the line
that says how far along it is, and Back. It pops with the chosen game's key (the menu's Continue), or None (Back,
Esc)."""

from __future__ import annotations

import pygame

from game.scenes.base import Pop, Result
from game.scenes.in_progress import InProgress
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button

QUESTION = "Which game to continue?"
WIDTH, ROW = 980, 52  # the panel's width, and a row per game in progress (nine fit: a tournament and eight fights)


class ContinueChoiceScene(TableScene):
    overlay = True

    def __init__(self, ctx, title: str, saved: list[InProgress]):
        super().__init__(ctx)
        self.title = title
        height = 150 + ROW * len(saved) + 60
        self.panel = pygame.Rect(640 - WIDTH // 2, max(10, 360 - height // 2), WIDTH, height)
        self.buttons = [Button(found.line, (self.panel.x + 30, self.panel.y + 96 + ROW * k, WIDTH - 60, ROW - 8),
                               self._chooser(found.ruleset_id), primary=k == 0, size=18)
                        for k, found in enumerate(saved)]
        self.buttons.append(Button("Back", (640 - 90, self.panel.bottom - 66, 180, 50), self._back, hotkey="Esc"))

    def _chooser(self, key: str):
        def choose() -> None:
            self.outcome = Pop(key)

        return choose

    def _back(self) -> None:
        self.outcome = Pop(None)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(None)
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        box = vp.rect(self.panel)
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(16))
        pygame.draw.rect(surface, palette.GOLD, box, width=vp.px(3), border_radius=vp.px(16))
        text.draw(surface, QUESTION, vp.px(30), palette.GOLD_LIGHT, bold=True,
                  center=vp.point(self.panel.centerx, self.panel.y + 40))
        text.draw(surface, self.title, text.fit(self.title, vp.px(20), vp.px(WIDTH - 60)), palette.DIM_TEXT,
                  center=vp.point(self.panel.centerx, self.panel.y + 74))
        self.draw_widgets(surface)
