"""Records: what the games keep of finished games, after PySolFC's statistics. A tab for every game and mode (each
family's front gives its tabs from the record book: game.words.tallies.RecordTab), down the left; the tab's sections
in two columns on the right, scrolled by the wheel, Page Up and Page Down, Home and End, and the scroll bar
(game.ui.scrollbar), clicked or dragged, when they run past the window. The tabs are buttons: the mouse, or Tab, the
arrows and Enter reach each one."""

from __future__ import annotations

from functools import partial

import pygame

from game.files import records
from game.games import families
from game.scenes.base import Pop, Result
from game.scenes.notices import told_alone
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.scrollbar import ScrollBar
from game.ui.toasts import Toast
from game.ui.widgets import Button, one_size
from game.words.tallies import RecordSection, RecordTab

TAB_X, TAB_W, TAB_TOP, TAB_H, TAB_GAP = 24, 236, 78, 42, 6
PAGE = (284, 72, 968, 568)  # the tab's sections: (x, y, width, height) in design space
COLUMN_W = 452
COLUMNS = (PAGE[0] + 12, PAGE[0] + 12 + COLUMN_W + 28)
GAP = 22  # between sections
ROW = 30  # a row of a table
WHEEL = 60  # design pixels a notch of the wheel scrolls
LABEL_W, VALUE_W, BAR_W = 205, 95, 96
LEADING = 4  # design pixels between two lines of a block
FADE = 28  # design pixels over which the page's last lines fade into the felt while more is below


def tabs_of(book: records.RecordBook) -> list[RecordTab]:
    """Every game's tabs, in the registry's order."""
    return [tab for entry in families() if (made := entry.front().screens().records) is not None for tab in made(book)]


class RecordsScene(TableScene):
    own_keys = frozenset({pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END})

    def __init__(self, ctx, book: records.RecordBook | None = None, opened: str | None = None):
        """The record book read through the door (or `book`, prepared), opened at the first tab of the ruleset
        `opened` (or the first tab)."""
        super().__init__(ctx)
        if book is None:
            book, notice = records.load_book()
            if notice:
                self.toasts.append(Toast(told_alone(notice), (640, 690), seconds=8.0))
        self.tabs = tabs_of(book)
        self.tab = next((tab for tab in self.tabs if opened in tab.rulesets), self.tabs[0] if self.tabs else None)
        self.scroll = 0.0
        self.height = 0  # the tab's sections from top to bottom, as last drawn (design space)
        self.bar = ScrollBar((PAGE[0] + PAGE[2] + 4, PAGE[1], 8, PAGE[3]), None, PAGE[3], WHEEL)  # a row a design px
        self._open(self.tab)

    @property
    def sections(self) -> tuple[RecordSection, ...]:
        return self.tab.sections if self.tab is not None else ()

    def _open(self, tab: RecordTab | None) -> None:
        self.tab, self.scroll = tab, 0.0
        self.buttons = [Button("Back", (1140, 650, 120, 50), lambda: None, hotkey="Esc")]
        self.buttons += [Button(each.title, (TAB_X, TAB_TOP + n * (TAB_H + TAB_GAP), TAB_W, TAB_H),
                                partial(self._open, each), primary=each is tab, size=19)
                         for n, each in enumerate(self.tabs)]
        one_size(self.buttons[1:])  # the tabs' names at one size

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            return Pop()
        if event.type == pygame.KEYDOWN and event.key in self.own_keys:
            page = PAGE[3] - 60
            moves = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            self._scroll_by(moves[event.key])
            return None
        if self._measured().handle(event, self.ctx.viewport):  # the wheel, or the bar clicked or dragged
            self.scroll = float(self.bar.first)
            return None
        if self.buttons[0].handle(event, self.ctx.viewport):
            return Pop()
        for tab in self.buttons[1:]:
            if tab.handle(event, self.ctx.viewport):  # the tab opened (its buttons are made anew)
                break
        return None

    def _scroll_by(self, amount: float) -> None:
        self.scroll = min(max(0.0, self.scroll + amount), float(self.most_scroll))

    def _measured(self) -> ScrollBar:
        """The page's bar, measured for the tab as last drawn and set where the page is scrolled."""
        self.bar.total, self.bar.first = self.height, round(self.scroll)
        return self.bar

    @property
    def most_scroll(self) -> int:
        return max(0, self.height - PAGE[3])

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Records", vp.px(40), palette.GOLD, bold=True, center=vp.point(640, 36))
        if self.tab is None:
            text.draw(surface, "No game keeps records yet.", vp.px(22), palette.DIM_TEXT, center=vp.point(640, 300))
        page = vp.rect(PAGE)
        surface.set_clip(page)
        tops = [PAGE[1] + 8 - self.scroll] * len(COLUMNS)
        for section in self.sections:
            column = tops.index(min(tops))
            tops[column] = self._section(surface, section, COLUMNS[column], tops[column]) + GAP
        surface.set_clip(None)
        self._fade(surface, page)
        self.height = round(max(tops) - (PAGE[1] + 8 - self.scroll))
        self.scroll = min(self.scroll, self.most_scroll)
        self._measured().draw(surface, vp)
        self.draw_widgets(surface)

    def _fade(self, surface: pygame.Surface, page: pygame.Rect) -> None:
        """The felt fading over the lines cut by the page's bottom edge while more is below."""
        if self.scroll >= self.most_scroll:
            return
        strip = pygame.Surface((page.width, self.ctx.viewport.px(FADE)), pygame.SRCALPHA)
        for row in range(strip.get_height()):
            strip.fill((*palette.FELT, round(255 * (row + 1) / strip.get_height())), (0, row, page.width, 1))
        surface.blit(strip, (page.left, page.bottom - strip.get_height()))

    def _section(self, surface: pygame.Surface, section: RecordSection, x: int, y: float) -> float:
        """Draws a section from y down; returns where it ends. Lines are wrapped and spaced at the size they are
        drawn, the player's text size included."""
        y = self._lines(surface, section.heading, x, y, 23, palette.GOLD, bold=True) + 8
        if not section.rows:
            return self._lines(surface, section.empty, x, y, 18, palette.DIM_TEXT)
        table = any(row.rate is not None for row in section.rows)
        # a table's labels at one size, on two lines where one is too short ("Easy, Normal and Hard (2)"), and its
        # values beside their bars at one size: no row shrunk alone
        values = self._one_size([row.value for row in section.rows if row.rate is not None], 18, VALUE_W - 6, True)
        for row in section.rows:
            if not table:
                y = self._lines(surface, row.label, x, y, 18, palette.GOLD_LIGHT, bold=True)
                y = self._lines(surface, row.value, x, y, 17, palette.TEXT) + 10
                continue
            label_end = self._lines(surface, row.label, x, y, 18, palette.TEXT, width=LABEL_W - 8) + 6
            if row.rate is None:
                y = max(y + ROW, label_end, self._lines(surface, row.value, x + LABEL_W, y, 18, palette.TEXT,
                                                        bold=True, width=COLUMN_W - LABEL_W) + 6)
                continue
            self._line(surface, row.value, x + LABEL_W, y, values, palette.TEXT, bold=True, width=VALUE_W - 6)
            self._bar(surface, x + LABEL_W + VALUE_W, y + 4, row.rate)
            y = max(y + max(ROW, self._spacing(18) + 6), label_end)
        return y

    def _spacing(self, size: int, bold: bool = False) -> float:
        """A line's height at `size` as drawn now, in design space."""
        vp = self.ctx.viewport
        return text.line_height(text.legible(vp.px(size)), bold) / vp.scale + LEADING

    def _lines(self, surface: pygame.Surface, words: str, x: int, y: float, size: int, color: palette.Rgb,
               bold: bool = False, width: int = COLUMN_W) -> float:
        """Draws words wrapped to `width` from y down; returns where they end."""
        vp = self.ctx.viewport
        for line in text.wrap(words, text.legible(vp.px(size)), vp.px(width), bold=bold):
            self._line(surface, line, x, y, self._one_size([line], size, width, bold), color, bold=bold, width=width)
            y += self._spacing(size, bold)
        return y

    def _one_size(self, lines: list[str], size: int, width: int, bold: bool = False) -> int:
        """The size, in the window, at which all of `lines` fit `width` (design space) each on one line, set no larger
        than `size` and never under the least legible size."""
        vp = self.ctx.viewport
        return text.one_size(lines, vp.px(size), vp.px(width), bold)

    def _line(self, surface: pygame.Surface, line: str, x: int, y: float, size: int, color: palette.Rgb,
              bold: bool = False, width: int = COLUMN_W) -> None:
        """One line at `size` (in the window, as _one_size gives it), cut short only where even the least legible
        size is too large."""
        vp = self.ctx.viewport
        rendered = text.render(text.cut(line, size, vp.px(width), bold), size, color, bold=bold)
        surface.blit(rendered, vp.point(x, y))

    def _bar(self, surface: pygame.Surface, x: int, y: float, rate: float) -> None:
        vp = self.ctx.viewport
        track = vp.rect((x, y, BAR_W, 16))
        pygame.draw.rect(surface, palette.FELT_LINE, track, border_radius=vp.px(5))
        if rate > 0:
            fill = track.copy()
            fill.width = max(vp.px(4), round(track.width * rate))
            pygame.draw.rect(surface, palette.GOLD, fill, border_radius=vp.px(5))
        label = text.render(f"{rate:.0%}", text.legible(vp.px(16)), palette.TEXT)
        surface.blit(label, label.get_rect(midleft=(track.right + vp.px(8), track.centery)))
