"""Overlays that hold a list in a panel over the screen below them: a choice from a list longer than the panel (a
saved deck, a starter deck), and lines to read (those of a text that could not be read, why something is not
allowed). Each pops with its answer (None when closed)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.layout.panel_list import CHOICE_ROWS, CHOICES, PANEL, choice_row
from game.scenes.base import Pop, Result
from game.scenes.dialog import default_pressed
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.dialog_panel import draw_dialog
from game.ui.scrollbar import ScrollBar
from game.ui.widgets import Button

LEAST = 15  # the least design size of a list's labels, and never under a legible size (text.legible)


def draw_panel(surface: pygame.Surface, scene: TableScene, title: str) -> None:
    """The overlay's panel (game.layout.panel_list) with its title, over the screen below it, dimmed."""
    draw_dialog(surface, scene.ctx.viewport, PANEL, title, 40)


@dataclass(frozen=True)
class Choice:
    """A row of a list of choices: its label, and beside it its detail on up to two lines."""

    label: str
    detail: str  # as a deck's: its size and whether it is legal, or why its file cannot be read
    value: Any  # what the overlay pops with; None: shown, cannot be chosen
    good: bool = True  # False: the detail is a problem, drawn in red


class ListChoiceScene(TableScene):
    """A list of choices, eight at a time; a click on one that can be chosen pops its value. The keys walk it too:
    Up and Down (Page Up, Page Down, Home, End) light a row, scrolled into sight, and Enter or Space chooses it; the
    list opens with the row of `current` lit (the value chosen now, found by equality), else the first."""

    overlay = True
    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
                          pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})

    def __init__(self, ctx, title: str, choices: list[Choice], empty: str, current: Any = None,
                 label_share: float = 0.5):
        super().__init__(ctx)
        self.title, self.choices, self.empty = title, choices, empty
        self.label_share = label_share  # of a row's width, the label's; the detail has the rest
        self.scroll = ScrollBar((PANEL.right - 34, PANEL.y + 80, 14, CHOICES[3]), pygame.Rect(CHOICES), CHOICE_ROWS,
                                total=len(choices))
        self.lit = next((k for k, choice in enumerate(choices) if current is not None and choice.value == current), 0)
        self._light(self.lit)
        self.mouse = (0, 0)
        self.buttons = [Button("Close", (PANEL.centerx - 110, PANEL.bottom - 74, 220, 52), self._close,
                               hotkey="Esc")]

    def _label_size(self) -> int:
        """One size for every label of the list: the largest up to 20 at which each fits its row whole, never under
        LEAST. A label too long to fit even at that least is cut whatever the size, so it
        shrinks no other (a 75-letter deck name was drawn smaller than its neighbours)."""
        vp = self.ctx.viewport
        box = vp.rect(choice_row(0))
        room = round(box.w * self.label_share) - vp.px(24)
        floor = text.legible(vp.px(LEAST))
        fits = [text.fit(choice.label, vp.px(20), room, True) for choice in self.choices]
        return max(floor, min((size for size in fits if size >= floor), default=vp.px(20)))

    def _close(self) -> None:
        self.outcome = Pop(None)

    def _at(self, pos: tuple[int, int]) -> Choice | None:
        vp = self.ctx.viewport
        for shown, choice in enumerate(self.choices[self.scroll.first:self.scroll.first + CHOICE_ROWS]):
            if vp.rect(choice_row(shown)).collidepoint(pos):
                return choice
        return None

    def _light(self, row: int) -> None:
        """Lights a row (kept within the list) and scrolls it into sight."""
        self.lit = max(0, min(row, len(self.choices) - 1))
        self.scroll.first = min(self.scroll.first, self.lit)
        self.scroll.first = max(self.scroll.first, self.lit - CHOICE_ROWS + 1)
        self.scroll.clamp()

    def _key(self, key: int) -> Result:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -CHOICE_ROWS, pygame.K_PAGEDOWN: CHOICE_ROWS,
                 pygame.K_HOME: -len(self.choices), pygame.K_END: len(self.choices)}
        if key in steps:
            self._light(self.lit + steps[key])
        elif self.choices and self.choices[self.lit].value is not None:
            return Pop(self.choices[self.lit].value)
        return None

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(None)
        if event.type == pygame.KEYDOWN and event.key in self.own_keys:
            return self._key(event.key)
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.scroll.handle(event, self.ctx.viewport, self.mouse):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            choice = self._at(event.pos)
            if choice is not None and choice.value is not None:
                return Pop(choice.value)
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_panel(surface, self, self.title)
        if not self.choices:
            text.draw(surface, self.empty, vp.px(20), palette.DIM_TEXT, center=vp.point(PANEL.centerx, 300))
        hovered = self._at(self.mouse)
        size = self._label_size()
        for shown, choice in enumerate(self.choices[self.scroll.first:self.scroll.first + CHOICE_ROWS]):
            box = vp.rect(choice_row(shown))
            lit = choice is hovered and choice.value is not None
            pygame.draw.rect(surface, palette.FELT_LINE if lit else palette.FELT_DARK, box, border_radius=vp.px(6))
            if self.scroll.first + shown == self.lit:
                pygame.draw.rect(surface, palette.GOLD, box, width=vp.px(3), border_radius=vp.px(6))
            split = box.x + round(box.w * self.label_share)
            room = split - box.x - vp.px(24)
            text.draw(surface, text.cut(choice.label, size, room, True), size, palette.TEXT, True,
                      midleft=(box.x + vp.px(12), box.centery))
            ink = palette.HIGHLIGHT if choice.good else palette.ERROR_RED
            width = box.right - split - vp.px(24)
            lines = text.wrap(choice.detail, vp.px(16), width)[:2]
            text.draw_lines(surface, [(line, ink) for line in lines], vp.px(16),
                            pygame.Rect(split, box.y, width, box.h), align="left")
        self.scroll.draw(surface, vp)
        self.draw_widgets(surface)


class ReportScene(TableScene):
    """Lines to read through (those of a text that could not be read, why a deck is not legal), a line each: as
    many as fit, and how many more there are."""

    overlay = True
    SHOWN = 14  # rows of text above the footer

    def __init__(self, ctx, title: str, lines: list[str], footer: str = "",
                 more: str = "lines that could not be read"):
        super().__init__(ctx)
        self.title, self.lines, self.footer, self.more = title, lines, footer, more
        self.buttons = [Button("Close", (PANEL.centerx - 110, PANEL.bottom - 74, 220, 52), self._close,
                               primary=True, hotkey="Esc")]

    def _close(self) -> None:
        self.outcome = Pop(None)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop(None)
        return self.handle_buttons(default_pressed(event, self.buttons, self.ctx.viewport))

    def rows(self) -> list[str]:
        """The lines as shown, wrapped to the panel: as many as fit, then how many more there are."""
        vp = self.ctx.viewport
        rows = [(part, k) for k, line in enumerate(self.lines[: self.SHOWN])
                for part in text.wrap(line, vp.px(18), vp.px(PANEL.w - 70))]
        if len(rows) > self.SHOWN:
            rows = rows[: self.SHOWN - 1]
            rows.append((f"\u2026 and {len(self.lines) - rows[-1][1] - 1:,} more {self.more}", -1))
        elif len(self.lines) > self.SHOWN:
            rows[-1] = (f"\u2026 and {len(self.lines) - self.SHOWN + 1:,} more {self.more}", -1)
        return [part for part, _ in rows]

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        draw_panel(surface, self, self.title)
        y = PANEL.y + 84
        for part in self.rows():
            text.draw(surface, part, vp.px(18), palette.TEXT, midleft=vp.point(PANEL.x + 35, y))
            y += 27
        for k, line in enumerate(text.wrap(self.footer, vp.px(18), vp.px(PANEL.w - 70))[:2]):
            text.draw(surface, line, vp.px(18), palette.GOLD_LIGHT, midleft=vp.point(PANEL.x + 35, 540 + k * 24))
        self.draw_widgets(surface)
