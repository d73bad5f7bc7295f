"""The history panel: what each seat did, in words, as the seat at the screen may know it (game.play.history).

An overlay over any table (or the replay), newest last: it opens scrolled to the end; the wheel, the arrows,
Page Up and Page Down, Home and End scroll it, and so does its scroll bar (game.ui.scrollbar), clicked or dragged;
the History key (J), Esc, Enter or Close put it away. Tables open it with
`history_button` and `HISTORY_KEY`, and know nothing else of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.core import SPECTATOR
from game.play.history import Entry, told, under_way
from game.scenes.base import Pop, Result
from game.scenes.dialog import default_pressed
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.dialog_panel import draw_dialog
from game.ui.scrollbar import ScrollBar
from game.ui.widgets import Button

HISTORY_KEY = pygame.K_j
PANEL = pygame.Rect(190, 40, 900, 640)
LINE_H = 28
SIZE = 19
TOP = PANEL.y + 78  # the first row of the list
ROWS = (PANEL.bottom - 84 - TOP) // LINE_H
PAGE = ROWS - 2


def history_button(rect: tuple[float, float, float, float], action: Callable[[], object]) -> Button:
    """The tables' History button."""
    return Button("History", rect, action, hotkey="J")


def as_known_by(viewer: int, name: str) -> str:
    """"as you know it", "as Red knows it", "as everyone knows it" (SPECTATOR)."""
    if viewer == SPECTATOR:
        return "as everyone knows it"
    return "as you know it" if name == "You" else f"as {name} knows it"


def rows_of(entries: list[Entry], width_px: int, size: int) -> list[tuple[str, bool]]:
    """The list's rows: a heading when a new turn begins, then each line wrapped to the width (heading: True)."""
    rows: list[tuple[str, bool]] = []
    turn = None
    for entry in entries:
        if entry.turn != turn:
            turn = entry.turn
            rows.append((f"Turn {turn}" if turn else "Before the first turn", True))
        rows += [(part, False) for part in text.wrap(entry.text, size, width_px)]
    return rows


class HistoryScene(TableScene):
    overlay = True
    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN})  # they scroll

    def __init__(self, ctx: Any, entries: list[Entry], title: str):
        super().__init__(ctx)
        self.entries = entries
        self.title = title
        self._rows: tuple[int, list[tuple[str, bool]]] | None = None  # laid out for a window scale
        self.bar = ScrollBar((PANEL.right - 26, TOP, 8, ROWS * LINE_H), None, ROWS)  # its `first` row is shown first
        self.buttons = [Button("Close", (PANEL.centerx - 90, PANEL.bottom - 66, 180, 50), self._close,
                               primary=True, hotkey="Esc")]

    @classmethod
    def of(cls, ctx: Any, session: Any, viewer: int, name: str = "You") -> HistoryScene:
        """The history of a session's game as `viewer` (SPECTATOR: everyone) may know it, and last what is under way
        awaiting an answer (a steal at Master); `name` is the seat's."""
        return cls(ctx, told(session, viewer) + under_way(session, viewer), f"History, {as_known_by(viewer, name)}")

    def rows(self) -> list[tuple[str, bool]]:
        """The rows laid out for the window's scale; the list stays at its end when it was there (it opens there)."""
        vp = self.ctx.viewport
        if self._rows is None or self._rows[0] != vp.px(1000):
            at_end = self.bar.first >= self.bar.total - ROWS
            self._rows = (vp.px(1000), rows_of(self.entries, vp.px(PANEL.w - 80), text.legible(vp.px(SIZE))))
            self.bar.total = len(self._rows[1])
            self.bar.first = self.bar.total if at_end else self.bar.first
            self.bar.clamp()
        return self._rows[1]

    def _close(self) -> None:
        self.outcome = Pop()

    def handle(self, event: pygame.event.Event) -> Result:
        rows = len(self.rows())
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -PAGE, pygame.K_PAGEDOWN: PAGE,
                     pygame.K_HOME: -rows, pygame.K_END: rows}
            if event.key in (pygame.K_ESCAPE, HISTORY_KEY):
                return Pop()
            if event.key in steps:
                self.bar.first += steps[event.key]
                self.bar.clamp()
        elif self.bar.handle(event, self.ctx.viewport):
            return None
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))

    def resized(self) -> None:
        self._rows = None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_dialog(surface, vp, PANEL, self.title, 36, size=28)
        rows = self.rows()
        if not rows:
            text.draw(surface, "Nothing has happened yet.", text.legible(vp.px(SIZE)), palette.DIM_TEXT,
                      center=vp.point(PANEL.centerx, TOP + 2 * LINE_H))
        first = self.bar.first
        for k, (line, heading) in enumerate(rows[first : first + ROWS]):
            ink = palette.GOLD if heading else palette.TEXT
            text.draw(surface, line, text.legible(vp.px(SIZE)), ink, bold=heading,
                      midleft=vp.point(PANEL.x + (40 if heading else 56), TOP + LINE_H * k + LINE_H / 2))
        self.bar.draw(surface, vp)
        self.draw_widgets(surface)
