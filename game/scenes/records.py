"""Records: what each game keeps of finished games, a tab per game that keeps any (its front's `records`)."""

from __future__ import annotations

from functools import partial

import pygame

from game.games import Game, families
from game.scenes.base import Pop, Result
from game.scenes.front import RecordSection
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button, Toast

COLUMN_W = 560
TOP = 150


def _keeping() -> list[Game]:
    """The games whose records Records shows: those whose front keeps any."""
    return [entry for entry in families() if entry.front().records is not None]


class RecordsScene(TableScene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.books = _keeping()
        self.book = self.books[0] if self.books else None
        self.sections: list[RecordSection] = []
        self._open(self.book)

    def _open(self, book: Game | None) -> None:
        self.book = book
        records = book.front().records if book is not None else None
        if records is not None:
            self.sections, notice = records(self.ctx)
            if notice:
                self.toasts.append(Toast(notice, (640, 690), seconds=8.0))
        self.buttons = [Button("Back", (1140, 650, 120, 50), lambda: None, hotkey="Esc")]
        if len(self.books) > 1:
            width = min(300, (1120 - 12 * (len(self.books) - 1)) // len(self.books))
            self.buttons += [Button(entry.front().short, (80 + i * (width + 12), 86, width, 44),
                                    partial(self._open, entry), primary=entry is self.book)
                             for i, entry in enumerate(self.books)]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            return Pop()
        if self.buttons[0].handle(event, self.ctx.viewport):
            return Pop()
        for tab in self.buttons[1:]:
            tab.handle(event, self.ctx.viewport)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Records", vp.px(52), palette.GOLD, bold=True, center=vp.point(640, 46))
        if self.book is None:
            text.draw(surface, "No game keeps records yet.", vp.px(22), palette.DIM_TEXT, center=vp.point(640, 300))
        # Sections fill two columns: the first down the left, the rest down the right.
        columns = ([s for s in self.sections[:2]], [s for s in self.sections[2:]])
        for x, column in zip((80, 660), columns, strict=True):
            y = TOP if len(self.books) > 1 else TOP - 40
            for section in column:
                y = self._section(surface, section, x, y) + 24
        self.draw_widgets(surface)

    def _section(self, surface: pygame.Surface, section: RecordSection, x: int, y: int) -> int:
        """Draws a section from y down; returns where it ends."""
        self._line(surface, section.heading, x, y, 26, palette.GOLD, bold=True)
        y += 40
        if not section.rows:
            self._line(surface, section.empty, x, y, 19, palette.DIM_TEXT)
            return y + 30
        bars = any(row.rate is not None for row in section.rows)
        for row in section.rows:
            if bars:
                self._line(surface, row.label, x, y, 19, palette.TEXT, width=240)
                self._line(surface, row.value, x + 250, y, 19, palette.TEXT, width=70)
                if row.rate is not None:
                    self._bar(surface, x + 320, y + 4, row.rate)
                y += 30
            else:
                self._line(surface, row.label, x, y, 20, palette.GOLD_LIGHT, bold=True)
                self._line(surface, row.value, x, y + 26, 18, palette.TEXT)
                y += 58
        return y

    def _line(self, surface: pygame.Surface, line: str, x: int, y: int, size: int, color: palette.Rgb,
              bold: bool = False, width: int = COLUMN_W) -> None:
        vp = self.ctx.viewport
        fitted = text.fit(line, vp.px(size), vp.px(width), bold=bold)
        rendered = text.render(line, fitted, color, bold=bold)
        surface.blit(rendered, vp.point(x, y))

    def _bar(self, surface: pygame.Surface, x: int, y: int, rate: float) -> None:
        vp = self.ctx.viewport
        track = vp.rect((x, y, 160, 16))
        pygame.draw.rect(surface, palette.FELT_LINE, track, border_radius=vp.px(5))
        if rate > 0:
            fill = track.copy()
            fill.width = max(vp.px(4), round(track.width * rate))
            pygame.draw.rect(surface, palette.GOLD, fill, border_radius=vp.px(5))
        label = text.render(f"{rate:.0%}", vp.px(16), palette.TEXT)
        surface.blit(label, label.get_rect(midleft=(track.right + vp.px(8), track.centery)))
