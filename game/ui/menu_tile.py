"""A game's tile on the main menu, in design space: its title beside Tutorial and Play (the game's short name where
its full title would be no larger than the text under it), the line about it under them, and at its foot a row for
each of its games in progress (a Continue button and how far that game is), or a line saying there is none. Every
text is wrapped to its part of the tile and never drawn under a readable size; what still does not fit is shortened
after a whole word, so nothing runs past the tile.

Tiles share the height between the menu's title and its footer among the rows of tiles a page shows. The line about
the game is set whole; the rows of games in progress take the room under it, as many as fit with a Continue of two
lines at a readable size, the last of them listing the rest (Continue…) when there are more."""

from __future__ import annotations

import math

import pygame

from game.ui import palette, shapes, text
from game.ui.viewport import Viewport

COLUMNS, ROWS = 2, 3
TILE_W, TILE_H, GAP = 560, 235, 12  # TILE_H: the most a tile takes, on a page of two rows or fewer
GRID_TOP, GRID_BOTTOM = 140, 622  # over the footer's buttons and the page's number
HEADER = 58  # the title's band, beside Tutorial and Play
MARGIN = 12  # below the last row
ROW_STEP = 46  # a row of a game in progress, with the space under it: two lines of the largest text size
ROW_GAP = 4  # the space under a row
ABOUT_GAP = 4  # over and under the line about the game
ABOUT_LEAST, ABOUT_MOST = 14, 18  # the least and the largest size of the line about the game (design px)
TITLE_MOST = 25  # the title's largest size (design px)
TITLE_OVER = 1.2  # the title's least size over the largest of the text under it (the line about the game's)
CONTINUE_W = 230  # room for "Continue DGM Army of One" at a readable size
TUTORIAL_W = 118  # the Tutorial button, left of Play
MOST_SAVED = 3  # a family keeps at most three games in progress


def tile_height(shown: int) -> int:
    """The height of every tile on a page showing `shown` games."""
    rows = max(1, -(-shown // COLUMNS))
    return min(TILE_H, (GRID_BOTTOM - GRID_TOP - (rows - 1) * GAP) // rows)


def tile_rect(index: int, shown: int) -> pygame.Rect:
    """The design-space box of the index-th of `shown` tiles on the page."""
    column, row = index % COLUMNS, index // COLUMNS
    height, left = tile_height(shown), 640 - (COLUMNS * TILE_W + (COLUMNS - 1) * GAP) // 2
    return pygame.Rect(left + column * (TILE_W + GAP), GRID_TOP + row * (height + GAP), TILE_W, height)


def saved_rows(vp: Viewport, box: pygame.Rect, saved: int, about: str) -> list[pygame.Rect]:
    """The rows at the tile's foot (design space), one per game in progress shown (one for the line saying there is
    none), under the line `about` the game set whole at its least size: as many as fit at the least height of a row
    (least_row), closer together when the tile is short."""
    room = box.h - MARGIN - HEADER - 2 * ABOUT_GAP - about_height(vp, box, about)
    slots = max(1, min(saved, MOST_SAVED, room // least_row(vp)))
    step = min(ROW_STEP, room // slots)
    top = box.bottom - MARGIN - slots * step
    return [pygame.Rect(box.x + 18, top + k * step, box.w - 36, step - ROW_GAP) for k in range(slots)]


def least_row(vp: Viewport) -> int:
    """The least design height of a row and the space under it: a Continue's label in two lines at a readable size
    (game.ui.widgets.two_lines), with a little room around them."""
    return math.ceil((2 * text.line_height(text.least_readable(), bold=True) + vp.px(4)) / vp.scale) + ROW_GAP


def about_height(vp: Viewport, box: pygame.Rect, about: str) -> int:
    """The design height the line `about` the game takes, wrapped whole to its width at its least size."""
    size = text.readable(vp.px(ABOUT_LEAST))
    lines = text.wrap(about, size, vp.rect(about_width(box)).w)
    return math.ceil(len(lines) * text.line_height(size) / vp.scale)


def about_width(box: pygame.Rect) -> pygame.Rect:
    """The band across the tile the line about the game is set in, from the title's band down."""
    return pygame.Rect(box.x + 22, box.y + HEADER + ABOUT_GAP, box.w - 40, 1)


def title_rect(box: pygame.Rect, lesson: bool) -> pygame.Rect:
    """The title's room, short of Play (and Tutorial, when the game has a lesson)."""
    return pygame.Rect(box.x + 22, box.y + 14, box.w - 40 - 150 - (TUTORIAL_W + 8 if lesson else 0), HEADER - 14)


def title_words(vp: Viewport, box: pygame.Rect, title: str, short: str, lesson: bool) -> tuple[str, int]:
    """The tile's title and the size it is set at, larger than the text under it by TITLE_OVER: the game's full title
    as large as fits its room up to TITLE_MOST, or where it fits only smaller (the largest text size in a small
    window) the game's short name, as its tab on the Rules screen has it, shortened if need be."""
    room = vp.rect(title_rect(box, lesson))
    most, least = text.readable(vp.px(TITLE_MOST)), math.ceil(text.readable(vp.px(ABOUT_MOST)) * TITLE_OVER)
    for words in (title, short):
        size = text.fit_block(words, most, room.w, room.h, bold=True)[0]
        if size >= least:
            return words, size
    return short, min(most, least)


def about_rect(box: pygame.Rect, rows: list[pygame.Rect]) -> pygame.Rect:
    """The room of the line about the game: between the title's band and the first row."""
    band = about_width(box)
    return pygame.Rect(band.x, band.y, band.w, rows[0].y - ABOUT_GAP - band.y)


def continue_rect(row: pygame.Rect) -> tuple[float, float, float, float]:
    """A Continue button's design rect, at the start of its row."""
    return (row.x, row.y, CONTINUE_W, row.h)


def progress_rect(row: pygame.Rect) -> pygame.Rect:
    """Beside a Continue button: the room of how far its game is."""
    return pygame.Rect(row.x + CONTINUE_W + 10, row.y, row.w - CONTINUE_W - 10, row.h)


def draw_words(surface: pygame.Surface, vp: Viewport, words: str, largest: int, room: pygame.Rect,
               colour: tuple[int, int, int], bold: bool = False, top: bool = False, least: int = 0) -> None:
    """`words` left-aligned in `room` (design space), wrapped, as large as fits up to `largest` design px and never
    under a readable size nor under `least` design px (in a large window, words that do not fit are then shortened
    rather than set tiny); centred on the room's height, or from its top."""
    box = vp.rect(room)
    floor = text.readable(vp.px(least))
    if box.h < text.line_height(floor, bold):
        return
    text.draw_block(surface, words, box, colour, text.readable(vp.px(largest)), floor, bold, "left", top)


def draw_tile(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, titles: tuple[str, str], about: str,
              progress: list[tuple[str, bool]], lesson: bool) -> None:
    """A tile with its words: `titles` are the game's full title and short name (title_words); `progress` says how
    far each game in progress shown is, one for each of its rows (saved_rows; the menu draws the buttons), and whether
    its save was found damaged: then its row has no Continue, and says so in red across the row."""
    shapes.banded_panel(surface, vp, box, palette.GOLD, 12, left=True)
    title, size = title_words(vp, box, *titles, lesson)
    text.draw_block(surface, title, vp.rect(title_rect(box, lesson)), palette.GOLD_LIGHT, size, size, True, "left")
    rows = saved_rows(vp, box, len(progress), about)
    draw_words(surface, vp, about, ABOUT_MOST, about_rect(box, rows), palette.TEXT, top=True, least=ABOUT_LEAST)
    if not progress:
        draw_words(surface, vp, "No game in progress: Play starts one.", 16, rows[0].inflate(-8, 0),
                   palette.DIM_TEXT)
    for row, (line, damaged) in zip(rows, progress, strict=False):
        if damaged:
            draw_words(surface, vp, line, 17, row.inflate(-8, 0), palette.ERROR_RED)
        else:
            draw_words(surface, vp, line, 17, progress_rect(row), palette.TEXT)
