"""A table's status line and its turn, each drawn in its zone as large as fits and never under a legible size,
whatever the game (game.scenes.hinting sets a hint's line as large as the status line, through fitted_block)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.files import settings
from game.ui import palette, text
from game.ui.palette import Rgb
from game.ui.viewport import Viewport


def fitted_block(line: str, size: int, width: int, height: int) -> tuple[int, list[str]]:
    """`line` wrapped as large as fits up to `size` in `width` x `height`, never under text.least_legible() (11 px):
    what still does not fit is shortened after a whole word (at the Largest text, a Two-on-Two status was cut at the
    least readable size, 15 px, where it fitted whole at 12)."""
    return _fitted_block(line, size, width, height, settings.current().text_scale)


@lru_cache(maxsize=64)
def _fitted_block(line: str, size: int, width: int, height: int, scale: float) -> tuple[int, list[str]]:
    """fitted_block at the text size `scale` (a key of the cache: the least legible size changes with it)."""
    return text.readable_block(line, size, text.least_legible(), width, height)


def draw_panel(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect | tuple[float, float, float, float]) -> None:
    """The dark panel a table's status line, its turn or a tally sits on, in `zone` (design space)."""
    pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(zone), border_radius=vp.px(8))


def draw_status(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect, line: str, inset: int, largest: int = 18,
                align: str = "center") -> None:
    """A table's status line in its zone (design space), wrapped, as large as fits up to `largest` design px and
    legible, half as large again at the Largest text (text.as_large: its zone grows with it, Layout.laid_out), `inset`
    design px in from its top and bottom together; centred, or aligned to the left."""
    room, size, lines = _status_lines(vp, zone, line, inset, largest)
    text.draw_lines(surface, [(part, palette.TEXT) for part in lines], size, room, align=align)


def ready_status(vp: Viewport, zone: pygame.Rect, line: str, inset: int, largest: int = 18) -> None:
    """Makes the pictures draw_status blits for this line, drawing nothing: a table readies the line a card's first
    pick-up will show, so that frame only blits it."""
    _, size, lines = _status_lines(vp, zone, line, inset, largest)
    for part in lines:
        text.render(part, size, palette.TEXT)


def _status_lines(vp: Viewport, zone: pygame.Rect, line: str, inset: int,
                  largest: int) -> tuple[pygame.Rect, int, list[str]]:
    room = vp.rect(zone.inflate(-20, -inset))
    size, lines = fitted_block(line, text.as_large(vp.px(largest)), room.w, room.h)
    return room, size, lines


def draw_turn(surface: pygame.Surface, vp: Viewport, zone: pygame.Rect, lines: tuple[str, str, Rgb],
              sizes: tuple[tuple[int, int], tuple[int, int]]) -> None:
    """A table's turn in its zone (design space): a small line (how far the game is), and a large one in the
    colour of the seat the game waits for; `sizes`, each line's size and its centre's drop below the zone's top.
    Where the small line does not fit whole (the Largest text: "Turn 1 of 60 · Block Phase · attack…"), it takes
    two lines in its room above the large one, set smaller down to the least legible size before a word is cut."""
    small, big, colour = lines
    (small_size, small_drop), (big_size, big_drop) = sizes
    room = vp.rect((zone.x + 10, zone.y + 2, zone.w - 20, 2 * (small_drop - 2)))
    text.draw_block(surface, small, room, palette.DIM_TEXT, text.readable(vp.px(small_size)), text.least_legible())
    text.draw(surface, *text.legible_line(big, vp.px(big_size), vp.px(zone.w - 20), bold=True), colour, bold=True,
              center=vp.point(zone.centerx, zone.y + big_drop))
