"""The rules in our own words, with the rulings and the rulebook's figures, scrollable; one tab per game.

A line `![figure: NAME] Caption` in a rules.md places the figure NAME there with its caption under it: the game
draws it (its FRONT's optional `figures`, name -> maker of a picture at a window scale), so this screen knows no
game by name.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Callable, Mapping
from functools import cache
from typing import NamedTuple

import pygame

from game.files import settings
from game.files.paths import asset
from game.games import families, game
from game.scenes.base import Pop, Result, Scene
from game.ui import palette, text
from game.ui.face_cache import SurfaceCache, whole_faces
from game.ui.widgets import Button

PAGE = (160, 84, 960, 556)  # design space: the text column under one row of tabs
TABS_PER_ROW = 5
TAB_ROW = 52  # design pixels a further row of tabs takes from the top of the page
FIGURE = re.compile(r"^!\[figure:\s*([^\]]*?)\s*\]\s*(.*)$")  # ![figure: combo] Its caption
CAPTION = 17  # design size of a figure's caption

log = logging.getLogger(__name__)
# Pages laid out, kept for when the window is back at a size it had: every book at five sizes (40 kB at most each).
PAGES_KEPT = 24
FIGURE_WINDOWS = 1.0  # the figures an open page keeps, at the window sizes shown lately: a window's area of them


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


@cache
def rules_text(book: str) -> str:
    try:
        return asset(book, "rules.md").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return f"# Rules\nThe rules file could not be read ({error})."


STARTS = re.compile(r"^(#|- |\d+\. |\||!\[)")  # a line that starts its own: a heading, an item, a row, a figure
ENDS = re.compile(r"^(#|\||!\[)")  # a line nothing continues: a heading, a table's row, a figure


def paragraphs(book_text: str) -> list[str]:
    """The lines of a rules.md as the page shows them: a paragraph or a list's item whose words the file breaks over
    several lines joined into one, to be wrapped to the page's width (the file's own breaks, made for a text editor,
    broke lines mid-sentence on the page); headings, items, tables, figures and blank lines stay as they are."""
    shown: list[str] = []
    for raw in book_text.splitlines():
        words = raw.strip()
        if words and shown and shown[-1].strip() and not STARTS.match(words) and not ENDS.match(shown[-1]):
            shown[-1] = f"{shown[-1]} {words}"
        else:
            shown.append(raw)
    return shown


EMPHASIS = re.compile(r"\*{1,2}(?=\S)|(?<=\S)\*{1,2}")  # markdown's bold and italic marks, around the words


def _styled(line: str) -> tuple[str, int, bool, tuple[int, int, int], int]:
    """A markdown line as (text, design size, bold, colour, indent); its bold and italic marks go (a line is shown
    in one style)."""
    plain = EMPHASIS.sub("", line)
    if plain.startswith("# "):
        return plain[2:], 40, True, palette.GOLD, 0
    if plain.startswith("## "):
        return plain[3:], 28, True, palette.GOLD_LIGHT, 0
    if plain.startswith("### "):
        return plain[4:], 22, True, palette.GOLD_LIGHT, 0
    if plain.startswith("- "):
        return "\u2022 " + plain[2:], 19, False, palette.TEXT, 18
    return plain, 19, False, palette.TEXT, 0


def cells(raw: str) -> list[str] | None:
    """The cells of a markdown table's row, or None for the rule under its header."""
    if set(raw) <= set("|-: "):
        return None
    return [EMPHASIS.sub("", cell.strip()).replace("`", "") for cell in raw.strip().strip("|").split("|")]


def books() -> dict[str, str]:
    """Each family's rules book (its folder under assets/) and the label of its tab."""
    return {entry.family: entry.front().short for entry in families()}


@cache
def glossary_text(book: str) -> str:
    """A family's glossary page: every keyword of its game and what it means (its front's `glossary`, the same
    entries as the tables' tooltips)."""
    entry = next(entry for entry in families() if entry.family == book)
    return entry.front().glossary().page(entry.front().title)


def figure_makers(book: str) -> Mapping[str, Callable[[float], pygame.Surface]]:
    """The figures a family draws for its rules book, by name (none when its FRONT has no `figures`)."""
    for entry in families():
        if entry.family == book:
            return entry.front().figures
    return {}


def figure_names(book: str) -> list[str]:
    """The names of the figures a rules book places, in order."""
    return [found.group(1) for line in rules_text(book).splitlines() if (found := FIGURE.match(line))]


def figure_size(book: str, name: str, scale: float) -> tuple[int, int] | None:
    """The size of a book's figure drawn at `scale`, where its game tells it without drawing it (a
    game.ui.sketch.Figure); otherwise None."""
    size = getattr(figure_makers(book).get(name), "size", None)
    return size(scale) if callable(size) else None


def in_column(size: tuple[int, int], width: int) -> tuple[int, int]:
    """A figure's size on the page: never wider than the column, `width` pixels."""
    return size if size[0] <= width else (width, round(size[1] * width / size[0]))


def draw_figure(book: str, name: str, scale: float) -> tuple[pygame.Surface | None, str]:
    """A book's figure drawn at `scale` window pixels per design pixel, or None with the reason to show instead."""
    maker = figure_makers(book).get(name)
    if maker is None:
        return None, f"(This edition has no figure named \u201c{name}\u201d.)"
    try:
        with whole_faces():  # the page keeps the figure: no face in it stands in, scaled, after a resize
            return maker(scale), ""
    except Exception as error:  # a figure that fails must not take the rules away with it
        log.exception("figure %s of %s", name, book)
        return None, f"(The figure \u201c{name}\u201d could not be drawn: {error}.)"


def _line(words: str, size: int, color: tuple[int, int, int], bold: bool, x: int, y: int) -> Line:
    """A line laid out at (x, y), as tall as its rendered picture will be (the typeface's height), not rendered."""
    return Line(words, size, bold, color, x, y, text.font(size, bold).get_height())


class RulesScene(Scene):
    """One tab per game, in rows of five; the page of text shrinks by a row's height for each further row."""

    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN})  # they scroll

    def __init__(self, ctx, ruleset: str | None = None):
        super().__init__(ctx)
        self.books = books()
        self.book = game(ruleset).family if ruleset is not None else next(iter(self.books))
        self.scroll = 0.0
        self.back = Button("Back", (1140, 650, 120, 50), lambda: True, hotkey="Esc")
        self.glossary = False  # the game's glossary page shows, in place of its rules
        self.glossary_button = Button("Glossary", (990, 650, 140, 50), self._turn_page, hotkey="G")
        rows = -(-len(self.books) // TABS_PER_ROW)
        width = 1200 // min(len(self.books), TABS_PER_ROW) - 16
        self.tabs = [Button(label, (40 + (i % TABS_PER_ROW) * (width + 16), 20 + (i // TABS_PER_ROW) * TAB_ROW,
                                    width, 44), self._opener(book), primary=book == self.book)
                     for i, (book, label) in enumerate(self.books.items())]
        self.page = (PAGE[0], PAGE[1] + TAB_ROW * (rows - 1), PAGE[2], PAGE[3] - TAB_ROW * (rows - 1))
        self._lines: list[Line] | None = None
        self._figures: list[Placed] = []  # where the figures go
        # the figures drawn, by book and name at their size on the page, for as long as the page is open
        self._pictures = SurfaceCache(min_pixels=0, windows=FIGURE_WINDOWS)
        self._captions: list[Line] = []  # their captions

    def _opener(self, book: str):
        def open_book() -> None:
            self.book, self.scroll, self._lines = book, 0.0, None
            for tab, name in zip(self.tabs, self.books, strict=True):
                tab.primary = name == book

        return open_book

    def _turn_page(self) -> None:
        """From the rules to the glossary of the same game, or back."""
        self.glossary, self.scroll, self._lines = not self.glossary, 0.0, None
        self.glossary_button.label = "Rules" if self.glossary else "Glossary"

    def _text(self) -> str:
        return glossary_text(self.book) if self.glossary else rules_text(self.book)

    def resized(self) -> None:
        self._lines = None

    def focusable(self) -> list[Button]:
        return [*self.tabs, self.glossary_button, self.back]

    def _layout(self) -> list[Line]:
        """The page's lines with their x and y in window pixels relative to the page top (the figures laid out
        among them are kept in `_figures`, their captions in `_captions`). The scene keeps what the lines say, not
        their pictures: those in sight are taken from the text cache when drawn, and a whole rulebook's rendered
        lines, megabytes at a large window, are neither held nor pushed through the cache ahead of what the page
        shows. A page laid out before at this window scale is taken as it was (`_pages`): a window back at a size
        it had wraps no text again. The figures are drawn as they come into sight: a page is laid out from the size
        each figure's game gives (`figure_size`), drawing only those whose game gives none."""
        if self._lines is None:
            width = self.ctx.viewport.px(self.page[2])
            book = f"{self.book} glossary" if self.glossary else self.book
            key = (book, self.ctx.viewport.scale, width, settings.current().text_scale)
            if key not in _pages:
                _pages[key] = self._lay_out(width)
                while len(_pages) > PAGES_KEPT:
                    _pages.popitem(last=False)
            _pages.move_to_end(key)
            self._lines, self._figures, self._captions = _pages[key]
        return self._lines

    def _lay_out(self, width: int) -> Page:
        """The page laid out in a column `width` pixels wide (a figure whose game gives no size is drawn to be
        measured)."""
        self._figures, self._captions = [], []
        vp = self.ctx.viewport
        lines: list[Line] = []
        y = 0
        rows: list[list[str]] = []  # a table being read, one list of cells per row
        for raw in [*paragraphs(self._text()), ""]:
            figure = FIGURE.match(raw)
            if figure is not None:
                y = self._figure(figure.group(1), figure.group(2), self._captions, y, width)
                continue
            if raw.startswith("|"):
                row = cells(raw)
                if row is not None:
                    rows.append(row)
                continue
            if rows:
                y = self._table(rows, lines, y, width)
                rows = []
            if not raw.strip():
                y += vp.px(10)
                continue
            content, size, bold, color, indent = _styled(raw)
            size_px = text.legible(vp.px(size))
            for part in text.wrap(content, size_px, width - vp.px(indent), bold=bold):
                line = _line(part, size_px, color, bold, vp.px(indent), y)
                lines.append(line)
                y += line.height + vp.px(3)
        return Page(lines, self._figures, self._captions)

    def _figure(self, name: str, caption: str, lines: list[Line], y: int, width: int) -> int:
        """A figure centred in the column (placed in `_figures`), its caption under it (added to `lines`); a missing
        one leaves its caption and why. Returns the y under it."""
        vp = self.ctx.viewport
        size, problem = figure_size(self.book, name, vp.scale), ""
        if size is None:  # drawn to be measured
            picture, problem = self._fitted(name, width)
            if picture is not None:
                size = picture.get_size()
                self._pictures.get((self.book, name), size, lambda: picture)
        y += vp.px(6)
        if size is not None:
            size = in_column(size, width)
            self._figures.append(Placed(name, (width - size[0]) // 2, y, *size))
            y += size[1] + vp.px(6)
        caption_size = text.legible(vp.px(CAPTION))
        for words, colour in ((problem, palette.TEXT), (caption, palette.GOLD_LIGHT)):
            for part in text.wrap(words, caption_size, width - vp.px(80)) if words else []:
                line = _line(part, caption_size, colour, False, (width - text.width(part, caption_size)) // 2, y)
                lines.append(line)
                y += line.height + vp.px(2)
        return y + vp.px(12)

    def _fitted(self, name: str, width: int) -> tuple[pygame.Surface | None, str]:
        """The figure drawn at this window scale, never wider than the column `width`, or None and why not."""
        picture, problem = draw_figure(self.book, name, self.ctx.viewport.scale)
        if picture is not None and picture.get_width() > width:
            picture = pygame.transform.smoothscale(picture, in_column(picture.get_size(), width))
        return picture, problem

    def _picture(self, placed: Placed, width: int) -> pygame.Surface:
        """A figure of the page as drawn lately (`_pictures`): a window back at a size it had draws none again, and
        in a frame past its budget after a resize one drawn at another size stands in, scaled, as faces do
        (game.ui.face_cache). One that cannot be drawn says why in its place."""
        size = (placed.width, placed.height)

        def draw() -> pygame.Surface:
            picture, problem = self._fitted(placed.name, width)
            if picture is not None:
                return picture
            instead = pygame.Surface(size, pygame.SRCALPHA)
            words = text.legible(self.ctx.viewport.px(CAPTION))
            text.draw_lines(instead, [(line, palette.TEXT) for line in text.wrap(problem, words, size[0])], words,
                            instead.get_rect())
            return instead

        return self._pictures.get((self.book, placed.name), size, draw)

    def _table(self, rows: list[list[str]], lines: list[Line], y: int, width: int) -> int:
        """A markdown table as columns side by side: the first column a narrow label, the others sharing the rest
        alike; the header row in gold. Returns the y under it."""
        vp = self.ctx.viewport
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

    def _max_scroll(self) -> float:
        lines = self._layout() + self._captions
        total = max([*(line.y + line.height for line in lines), *(f.y + f.height for f in self._figures)],
                    default=0)
        return max(0.0, total - self.ctx.viewport.px(self.page[3]))

    def handle(self, event: pygame.event.Event) -> Result:
        step = self.ctx.viewport.px(60)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                return Pop()
            if event.key == pygame.K_g:
                self._turn_page()
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: step * 8, pygame.K_PAGEUP: -step * 8}
            self.scroll += moves.get(event.key, 0)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        if self.back.handle(event, self.ctx.viewport):
            return Pop()
        self.glossary_button.handle(event, self.ctx.viewport)
        for tab in self.tabs:
            tab.handle(event, self.ctx.viewport)
        self.scroll = min(max(0.0, self.scroll), self._max_scroll())
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        surface.fill(palette.FELT_DARK)
        page = vp.rect(self.page)
        pygame.draw.rect(surface, palette.FELT, page.inflate(vp.px(40), vp.px(20)), border_radius=vp.px(10))
        clip = surface.get_clip()
        surface.set_clip(page)
        for line in self._layout() + self._captions:
            top = page.top + line.y - round(self.scroll)
            if page.top - line.height < top < page.bottom:
                surface.blit(text.render(line.text, line.size, line.color, line.bold), (page.left + line.x, top))
        for placed in self._figures:
            top = page.top + placed.y - round(self.scroll)
            if page.top - placed.height < top < page.bottom:
                surface.blit(self._picture(placed, vp.px(self.page[2])), (page.left + placed.x, top))
        surface.set_clip(clip)
        if self._max_scroll() > 0:
            track = vp.rect((self.page[0] + self.page[2] + 14, self.page[1], 6, self.page[3]))
            pygame.draw.rect(surface, palette.FELT_LINE, track, border_radius=3)
            share = track.height * page.height / (page.height + self._max_scroll())
            thumb = pygame.Rect(track.x, track.y + (track.height - share) * self.scroll / self._max_scroll(),
                                track.width, share)
            pygame.draw.rect(surface, palette.DIM_TEXT, thumb, border_radius=3)
        self.back.draw(surface, vp)
        self.glossary_button.draw(surface, vp)
        for tab in self.tabs:
            tab.draw(surface, vp)
