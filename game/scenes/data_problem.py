"""The game's own data is damaged: what is wrong, file by file, and a way out. Nothing can be played on it."""

from __future__ import annotations

import pygame

from game.scenes.base import Quit, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button

BOX = (120, 150, 1040, 460)  # where the problems are listed, in table pixels


class DataProblemScene(TableScene):
    def __init__(self, ctx, problems: list[str]):
        super().__init__(ctx)
        self.problems = problems
        self.buttons = [Button("Quit", (540, 630, 200, 54), lambda: None, primary=True, hotkey="Esc")]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            return Quit()
        if self.buttons[0].handle(event, self.ctx.viewport):
            return Quit()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "The game's data files are damaged", vp.px(40), palette.GOLD, bold=True,
                  center=vp.point(640, 60))
        text.draw(surface, "Reinstall the game to repair them. Your saves and records are not touched.",
                  vp.px(20), palette.TEXT, center=vp.point(640, 110))
        box = vp.rect(BOX)
        lines = [(line.strip(), line[:1].isspace()) for problem in self.problems for line in problem.splitlines()]
        indent = vp.px(28)
        size = vp.px(22)
        for line, indented in lines:  # every line whole on one line: a path or a problem is never broken
            size = min(size, text.fit(line, size, box.width - (indent if indented else 0), bold=not indented))
        step = text.line_height(size)
        size = max(text.MIN_SIZE, min(size, size * box.height // max(1, step * len(lines))))
        step = text.line_height(size)
        for i, (line, indented) in enumerate(lines):
            colour = palette.TEXT if indented else palette.GOLD_LIGHT
            text.draw(surface, line, size, colour, bold=not indented,
                      topleft=(box.left + (indent if indented else 0), box.top + i * step))
        self.draw_widgets(surface)
