"""A game's tile on the main menu, in design space: its title beside Tutorial and Play, the line about it under them,
and at its foot a row for each of its games in progress (a Continue button and how far that game is), or a line
saying there is none. Every text is wrapped to its part of the tile and never drawn under a readable size; what still
does not fit is shortened after a whole word, so nothing runs past the tile.

Tiles share the height between the menu's title and its footer among the rows of tiles a page shows: with four games
to a page they have room for the line about the game at the larger text sizes."""

from __future__ import annotations

import pygame

from game.ui import palette, text
from game.ui.viewport import Viewport

COLUMNS, ROWS = 2, 3
TILE_W, TILE_H, GAP = 560, 235, 12  # TILE_H: the most a tile takes, on a page of two rows or fewer
GRID_TOP, GRID_BOTTOM = 140, 622  # over the footer's buttons and the page's number
HEADER = 58  # the title's band, beside Tutorial and Play
MARGIN = 12  # below the last row
ROW_STEP = 46  # a row of a game in progress, with the space under it: two lines of the largest text size
ABOUT_GAP, ABOUT_LINE = 4, 22  # over the line about the game, and the least room it keeps: a line at the Largest text
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


def saved_rows(box: pygame.Rect, saved: int) -> list[pygame.Rect]:
    """The rows at the tile's foot (design space), one per game in progress shown (one for the line saying there is
    none); closer together when the tile is short, leaving a line for the words about the game."""
    slots = max(1, min(saved, MOST_SAVED))
    step = min(ROW_STEP, (box.h - MARGIN - HEADER - 2 * ABOUT_GAP - ABOUT_LINE) // slots)
    top = box.bottom - MARGIN - slots * step
    return [pygame.Rect(box.x + 18, top + k * step, box.w - 36, step - 4) for k in range(slots)]


def title_rect(box: pygame.Rect, lesson: bool) -> pygame.Rect:
    """The title's room, short of Play (and Tutorial, when the game has a lesson)."""
    return pygame.Rect(box.x + 22, box.y + 14, box.w - 40 - 150 - (TUTORIAL_W + 8 if lesson else 0), HEADER - 14)


def about_rect(box: pygame.Rect, saved: int) -> pygame.Rect:
    """The room of the line about the game: between the title's band and the first row."""
    top = box.y + HEADER + ABOUT_GAP
    return pygame.Rect(box.x + 22, top, box.w - 40, saved_rows(box, saved)[0].y - ABOUT_GAP - top)


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
    size, lines = text.readable_block(words, text.readable(vp.px(largest)), floor, box.w, box.h, bold)
    if top:
        box.h = len(lines) * text.line_height(size, bold)
    text.draw_lines(surface, [(line, colour) for line in lines], size, box, bold, align="left")


def draw_tile(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, title: str, about: str,
              progress: list[str], lesson: bool) -> None:
    """A tile with its words: `progress` says how far each game in progress is (the menu draws the buttons); the
    line about the game gives way to them in a tile too short for both."""
    pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(box), border_radius=vp.px(12))
    pygame.draw.rect(surface, palette.GOLD, vp.rect((box.x, box.y, 6, box.h)), border_top_left_radius=vp.px(12),
                     border_bottom_left_radius=vp.px(12))
    draw_words(surface, vp, title, 25, title_rect(box, lesson), palette.GOLD_LIGHT, bold=True)
    draw_words(surface, vp, about, 18, about_rect(box, len(progress)), palette.TEXT, top=True, least=14)
    rows = saved_rows(box, len(progress))
    if not progress:
        draw_words(surface, vp, "No game in progress: Play starts one.", 16, rows[0].inflate(-8, 0),
                   palette.DIM_TEXT)
    for row, line in zip(rows, progress, strict=False):
        draw_words(surface, vp, line, 17, progress_rect(row), palette.TEXT)
