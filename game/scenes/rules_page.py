"""A rulebook's page laid out at a window's scale (game.ui.book_text reads the book): its lines wrapped to the
column with where each goes, its tables as columns side by side, its figures centred with their captions. What the
lines say is kept, not their pictures, and a page laid out before at the same scale, column and text size is taken as
it was (`laid_out`)."""

from __future__ import annotations

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
# Pages laid out, kept for when the window is back at a size it had: every book at five sizes (40 kB at most each).
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


class Page(NamedTuple):
    """A book laid out at one window scale: its lines, where its figures go, and their captions."""

    lines: list[Line]
    figures: list[Placed]
    captions: list[Line]


_pages: OrderedDict[tuple[str, float, int, float], Page] = OrderedDict()  # by book, scale, column, text size


def laid_out(name: str, book: str, book_text: Callable[[], str], viewport: Viewport, width: int,
             pictures: SurfaceCache) -> Page:
    """The page `name` (a book's rules or its glossary) of `book`, whose text is `book_text()`, in a column `width`
    pixels wide: laid out as it was at this window scale, column and text size when it was, else now (a figure drawn
    to be measured is kept in `pictures`)."""
    key = (name, viewport.scale, width, settings.current().text_scale)
    if key not in _pages:
        _pages[key] = Layout(book, viewport, width, pictures).page(book_text())
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
    """One page of `book` being laid out in a column `width` pixels wide: the figures are placed from the size each
    figure's game gives (`figure_size`), drawing only those whose game gives none, kept in `pictures`."""

    def __init__(self, book: str, viewport: Viewport, width: int, pictures: SurfaceCache) -> None:
        self.book = book
        self.vp = viewport
        self.width = width
        self.pictures = pictures
        self.figures: list[Placed] = []
        self.captions: list[Line] = []

    def page(self, book_text: str) -> Page:
        """The page of `book_text` laid out."""
        vp, width = self.vp, self.width
        lines: list[Line] = []
        y = 0
        rows: list[list[str]] = []  # a table being read, one list of cells per row
        for raw in [*paragraphs(book_text), ""]:
            figure = FIGURE.match(raw)
            if figure is not None:
                y = self._figure(figure.group(1), figure.group(2), y)
                continue
            if raw.startswith("|"):
                row = cells(raw)
                if row is not None:
                    rows.append(row)
                continue
            if rows:
                y = self._table(rows, lines, y)
                rows = []
            if not raw.strip():
                y += vp.px(10)
                continue
            content, size, bold, color, indent = styled(raw)
            size_px = text.legible(vp.px(size))
            for part in text.wrap(content, size_px, width - vp.px(indent), bold=bold):
                line = _line(part, size_px, color, bold, vp.px(indent), y)
                lines.append(line)
                y += line.height + vp.px(3)
        return Page(lines, self.figures, self.captions)

    def _figure(self, name: str, caption: str, y: int) -> int:
        """A figure centred in the column (placed in `figures`), its caption under it (added to `captions`); a
        missing one leaves its caption and why. Returns the y under it."""
        vp, width = self.vp, self.width
        size, problem = figure_size(self.book, name, vp.scale), ""
        if size is None:  # drawn to be measured
            picture, problem = fitted(self.book, name, vp.scale, width)
            if picture is not None:
                size = picture.get_size()
                self.pictures.get((self.book, name), size, lambda: picture)
        y += vp.px(6)
        if size is not None:
            size = in_column(size, width)
            self.figures.append(Placed(name, (width - size[0]) // 2, y, *size))
            y += size[1] + vp.px(6)
        caption_size = text.legible(vp.px(CAPTION))
        for words, colour in ((problem, palette.TEXT), (caption, palette.GOLD_LIGHT)):
            for part in text.wrap(words, caption_size, width - vp.px(80)) if words else []:
                line = _line(part, caption_size, colour, False, (width - text.width(part, caption_size)) // 2, y)
                self.captions.append(line)
                y += line.height + vp.px(2)
        return y + vp.px(12)

    def _table(self, rows: list[list[str]], lines: list[Line], y: int) -> int:
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
                    line = _line(part, size, palette.DIM_TEXT if column == 0 and not header else colour,
                                 header or column == 0, x, line_y)
                    lines.append(line)
                    line_y += line.height
                bottom = max(bottom, line_y)
            y = bottom + vp.px(8)
        return y
