"""A rulebook's page laid out at a window's scale (game.ui.book_text reads the book): its lines wrapped to the
column with where each goes, its tables as columns side by side, its figures centred with their captions, a paragraph
at a time (`Layout.more`), so that a page turned shows its first screen without waiting for the rest of the book. What
the lines say is kept, not their pictures, and a page laid out before (or begun) at the same scale, column and text
size is taken as it was (`laid_out`)."""

from __future__ import annotations

from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.files import settings
from game.scenes.rulebook import draw_figure, figure_size
from game.ui import palette, text
from game.ui.book_text import FIGURE, cells, paragraphs, styled
from game.ui.face_cache import SurfaceCache
from game.ui.viewport import Viewport

CAPTION = 17  # design size of a figure's caption
# Pages laid out, kept for when the window is back at a size it had: every book at five sizes (50 kB at most each,
# Martial Arts at 1920x1080: what its lines say and where each paragraph begins, not the book's text).
PAGES_KEPT = 24


class Placed(NamedTuple):
    """A figure laid out in the page, centred in the column (window pixels, from the page's top)."""

    name: str
    x: int
    y: int
    width: int
    height: int


class Line(NamedTuple):
    """A line of the page, laid out: what it says, how, and where (window pixels, from the page's top)."""

    text: str
    size: int
    bold: bool
    color: tuple[int, int, int]
    x: int
    y: int
    height: int


_pages: OrderedDict[tuple[str, float, int, float], Layout] = OrderedDict()  # by book, scale, column, text size


def laid_out(name: str, book: str, book_text: Callable[[], str], viewport: Viewport, width: int) -> Layout:
    """The page `name` (a book's rules or its glossary) of `book`, whose text is `book_text()`, in a column `width`
    pixels wide, as far as it has been laid out at this window scale, column and text size, or not begun."""
    key = (name, viewport.scale, width, settings.current().text_scale)
    if key not in _pages:
        _pages[key] = Layout(book, viewport, width, book_text())
        while len(_pages) > PAGES_KEPT:
            _pages.popitem(last=False)
    _pages.move_to_end(key)
    return _pages[key]


def in_column(size: tuple[int, int], width: int) -> tuple[int, int]:
    """A figure's size on the page: never wider than the column, `width` pixels."""
    return size if size[0] <= width else (width, round(size[1] * width / size[0]))


def fitted(book: str, name: str, scale: float, width: int) -> tuple[pygame.Surface | None, str]:
    """A book's figure drawn at the window `scale`, never wider than the column `width`, or None and why not."""
    picture, problem = draw_figure(book, name, scale)
    if picture is not None and picture.get_width() > width:
        picture = pygame.transform.smoothscale(picture, in_column(picture.get_size(), width))
    return picture, problem


def _line(words: str, size: int, color: tuple[int, int, int], bold: bool, x: int, y: int) -> Line:
    """A line laid out at (x, y), as tall as its rendered picture will be (the typeface's height), not rendered."""
    return Line(words, size, bold, color, x, y, text.metrics(size, bold).height)


class Layout:
    """One page of `book_text` (a book of `book`) laid out in a column `width` pixels wide, a paragraph at a time
    (`more`): its `lines`, where its `figures` go and their `captions`, down to `y`. The figures are placed from the
    size each figure's game gives (`figure_size`), drawing only those whose game gives none, kept in the `pictures`
    of the screen laying the page out (a page is kept when its screen closes; its pictures are not)."""

    def __init__(self, book: str, viewport: Viewport, width: int, book_text: str) -> None:
        self.book = book
        self.vp = viewport
        self.width = width
        self.lines: list[Line] = []
        self.figures: list[Placed] = []
        self.captions: list[Line] = []
        self.y = 0  # where the next paragraph goes
        self.bottom = 0  # the foot of the lowest line or figure laid out
        self.tops: list[int] = []  # where each paragraph laid out begins
        self._paragraphs = [*paragraphs(book_text), ""]  # let go of once laid out: a page is kept without its text
        self._count = len(self._paragraphs)
        self._at = 0  # the paragraphs laid out
        self._rows: list[list[str]] = []  # a table being read, one list of cells per row
        self._letters = sum(len(raw) + 1 for raw in self._paragraphs)
        self._letters_done = 0

    @property
    def done(self) -> bool:
        return self._at == self._count

    def whole(self, pictures: SurfaceCache) -> Layout:
        """The page laid out to its end."""
        while not self.done:
            self.more(pictures)
        return self

    def height(self) -> int:
        """How tall the page is: once laid out, its foot; before, as far as it has got stretched by the letters left
        (a scroll bar's measure while the rest is laid out)."""
        if self.done or not self._letters_done:
            return self.bottom
        return round(self.bottom * self._letters / self._letters_done)

    def place(self, y: int) -> tuple[int, float]:
        """Where in the book the page at `y` is: the paragraph there (its index) and how far into it."""
        at = max(0, bisect_right(self.tops, y) - 1)
        top = self.tops[at] if self.tops else 0
        foot = self.tops[at + 1] if at + 1 < len(self.tops) else self.y
        return at, min(1.0, max(0.0, (y - top) / max(1, foot - top)))

    def found(self, place: tuple[int, float]) -> int | None:
        """Where a place in the book (`place`) lies on this page, or None while it is not laid out that far."""
        at, into = place
        if not self.done and at + 1 >= len(self.tops):
            return None
        at = min(at, len(self.tops) - 1)
        foot = self.tops[at + 1] if at + 1 < len(self.tops) else self.y
        return round(self.tops[at] + into * (foot - self.tops[at]))

    def more(self, pictures: SurfaceCache) -> None:
        """Lays out the next paragraph (a table's rows are laid out together, with the paragraph after them)."""
        vp, width = self.vp, self.width
        self.tops.append(self.y)
        raw = self._paragraphs[self._at]
        self._at += 1
        if self.done:
            self._paragraphs = []
        self._letters_done += len(raw) + 1
        figure = FIGURE.match(raw)
        if figure is not None:
            self.y = self._figure(figure.group(1), figure.group(2), self.y, pictures)
            return
        if raw.startswith("|"):
            row = cells(raw)
            if row is not None:
                self._rows.append(row)
            return
        if self._rows:
            self.y = self._table(self._rows, self.y)
            self._rows = []
        if not raw.strip():
            self.y += vp.px(10)
            return
        content, size, bold, color, indent = styled(raw)
        size_px = text.legible(vp.px(size))
        for part in text.wrap(content, size_px, width - vp.px(indent), bold=bold):
            line = self._laid(self.lines, _line(part, size_px, color, bold, vp.px(indent), self.y))
            self.y += line.height + vp.px(3)

    def _laid(self, into: list[Line], line: Line) -> Line:
        into.append(line)
        self.bottom = max(self.bottom, line.y + line.height)
        return line

    def _figure(self, name: str, caption: str, y: int, pictures: SurfaceCache) -> int:
        """A figure centred in the column (placed in `figures`), its caption under it (added to `captions`); a
        missing one leaves its caption and why. Returns the y under it."""
        vp, width = self.vp, self.width
        size, problem = figure_size(self.book, name, vp.scale), ""
        if size is None:  # drawn to be measured
            picture, problem = fitted(self.book, name, vp.scale, width)
            if picture is not None:
                size = picture.get_size()
                pictures.get((self.book, name), size, lambda: picture)
        y += vp.px(6)
        if size is not None:
            size = in_column(size, width)
            self.figures.append(Placed(name, (width - size[0]) // 2, y, *size))
            self.bottom = max(self.bottom, y + size[1])
            y += size[1] + vp.px(6)
        caption_size = text.legible(vp.px(CAPTION))
        for words, colour in ((problem, palette.TEXT), (caption, palette.GOLD_LIGHT)):
            for part in text.wrap(words, caption_size, width - vp.px(80)) if words else []:
                line = self._laid(self.captions, _line(part, caption_size, colour, False,
                                                       (width - text.width(part, caption_size)) // 2, y))
                y += line.height + vp.px(2)
        return y + vp.px(12)

    def _table(self, rows: list[list[str]], y: int) -> int:
        """A markdown table as columns side by side: the first column a narrow label, the others sharing the rest
        alike; the header row in gold. Returns the y under it."""
        vp, width = self.vp, self.width
        columns = max(len(row) for row in rows)
        first = width // 5 if columns > 1 else width
        rest = (width - first) // max(1, columns - 1)
        gap = vp.px(14)
        size = text.legible(vp.px(17))
        for number, row in enumerate(rows):
            header = number == 0
            colour = palette.GOLD_LIGHT if header else palette.TEXT
            bottom = y
            for column, cell in enumerate(row):
                x = 0 if column == 0 else first + (column - 1) * rest
                room = (first if column == 0 else rest) - gap
                line_y = y
                for part in text.wrap(cell, size, room, bold=header or column == 0):
                    line = self._laid(self.lines, _line(part, size, palette.DIM_TEXT if column == 0 and not header
                                                        else colour, header or column == 0, x, line_y))
                    line_y += line.height
                bottom = max(bottom, line_y)
            y = bottom + vp.px(8)
        return y
