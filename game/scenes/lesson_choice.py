"""An overlay that asks which of a family's lessons to take, when it teaches more than one game (a lesson for each
hero, one for each set of rules): a button per game, by its title, and Back. It pops with the chosen ruleset id,
or None (Back, Esc)."""

from __future__ import annotations

import pygame

from game.games import Game
from game.scenes.base import Pop, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button

QUESTION = "Which lesson?"
WIDTH, ROW, TOP = 760, 66, 150  # the panel's width, a row per game, and how far down the panel starts


class LessonChoiceScene(TableScene):
    overlay = True

    def __init__(self, ctx, games: list[Game]):
        super().__init__(ctx)
        self.panel = pygame.Rect(640 - WIDTH // 2, TOP, WIDTH, 110 + ROW * len(games) + 70)
        self.buttons = [Button(entry.title, (self.panel.x + 40, self.panel.y + 90 + ROW * k, WIDTH - 80, 54),
                               self._chooser(entry.id), primary=k == 0) for k, entry in enumerate(games)]
        self.buttons.append(Button("Back", (640 - 90, self.panel.bottom - 70, 180, 50), self._back, hotkey="Esc"))

    def _chooser(self, ruleset_id: str):
        def choose() -> None:
            self.outcome = Pop(ruleset_id)

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
                  center=vp.point(self.panel.centerx, self.panel.y + 48))
        self.draw_widgets(surface)
