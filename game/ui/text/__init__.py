"""Rendered text, cached. Sizes are in window pixels (the caller scales from design space).

Every text is set in DejaVu Sans, and the glyphs it lacks in a fallback face (game.ui.text.faces; both in
assets/fonts, with their licences), the same on every system and inside a frozen app. A size asked for is drawn at
EM of it (the scale the layouts were made for) times the player's text size (game.files.settings), so every
measurement here (width, wrap, fit) answers for the text as it will be drawn.

Every cache here is bounded: rendered lines by their pixels, open fonts by their count (a font per pixel size, once
used, holds its glyphs: about a quarter of a megabyte each). Fitting text to a box measures at the
size asked for and at the size it lands on, not at every size in between, so a resized window
opens few new fonts.

Returned surfaces are shared by the cache: blit them, never draw on them.

Each job has its module, and every name is also here, where the rest of the game reads it: sizes (the pixels a
size draws at, the floors of readable text), faces (the typefaces and the widths they measure), fitting (wrapping,
fitting, shortening); this module draws.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pygame

from game.ui.face_cache import SurfaceCache
from game.ui.text.faces import (
    FACES,
    FONTS_OPEN,
    LEADING,
    Metrics,
    face_at,
    line_height,
    metrics,
    open_fonts,
    runs,
    width,
)
from game.ui.text.fitting import (
    balanced,
    cut,
    first_fit,
    fit,
    fit_block,
    fit_box,
    fitted,
    floored_line,
    largest_wrapped,
    legible_line,
    newest,
    one_size,
    readable_block,
    readable_line,
    shorten,
    two_rows,
    wrap,
)
from game.ui.text.sizes import (
    EM,
    LEAST_PX,
    MIN_SIZE,
    READABLE,
    as_large,
    at_scale,
    enlarged,
    least_legible,
    least_readable,
    legible,
    pixels,
    readable,
    scale,
)

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

__all__ = [
    "EM", "FACES", "FONTS_OPEN", "LEADING", "LEAST_PX", "MIN_SIZE", "READABLE", "TEXTS", "ColorLike", "Metrics",
    "as_large", "at_scale", "balanced", "cut", "draw", "draw_lines", "draw_wrapped", "enlarged", "fit", "fit_block",
    "fit_box", "first_fit", "fitted", "floored_line", "largest_wrapped", "least_legible", "least_readable", "legible",
    "legible_line", "line_height", "metrics", "newest", "one_size", "open_fonts", "pixels", "readable",
    "readable_block", "readable_line", "render", "scale", "shorten", "two_rows", "width", "wrap",
]

# Rendered lines, bounded by pixels like the faces: a long rules line at 4K weighs a hundred labels. Half a window
# holds what any frame shows and what Settings sets ahead: the most a frame shows is the Rules page scrolling,
# 0.39 of a window (0.80 Mpx at 1920x1080), the tables a tenth or less; Settings' words and labels at each of its
# text sizes are 0.36 of a window. (A tenth more than before, which the buttons keep less since they are drawn from
# shared bodies: game.ui.widgets.BUTTON_WINDOWS.)
TEXTS = SurfaceCache(min_pixels=800_000, windows=0.5, keyed_whole=True)  # by the size in pixels: any text size


def render(text: str, size: int, color: ColorLike, bold: bool = False) -> pygame.Surface:
    """`text` in one line, antialiased on a transparent background. Text that draws nothing (U+200B, a lone
    combining mark) is an empty line, and a NUL or a lone surrogate is left out: a word read from a file never
    stops the window (game.files.names says which names show)."""
    rgba = tuple(pygame.Color(color))
    return TEXTS.get((text, rgba, bold), pixels(size), lambda: _rendered(text, size, rgba, bold))


def made(text: str, size: int, color: ColorLike, bold: bool = False) -> bool:
    """Whether `render` would take the line from the cache, drawing nothing."""
    return TEXTS.holds((text, tuple(pygame.Color(color)), bold), pixels(size))


def _rendered(text: str, size: int, rgba: tuple[int, ...], bold: bool) -> pygame.Surface:
    pixel_size = pixels(size)
    faces = [(piece, face_at(pixel_size, bold, fallback, script)) for piece, fallback, script in runs(text)]
    pieces = [(_piece(face, piece, rgba), face) for piece, face in faces]
    if len(pieces) == 1:
        return pieces[0][0]
    # the runs side by side on one baseline, in a picture tall enough for the tallest face's ascent and descent
    baseline = max(face.get_ascent() for _, face in pieces)
    depth = max(image.get_height() - face.get_ascent() for image, face in pieces)
    line = pygame.Surface((sum(image.get_width() for image, _ in pieces), baseline + depth), pygame.SRCALPHA)
    x = 0
    for image, face in pieces:
        line.blit(image, (x, baseline - face.get_ascent()))
        x += image.get_width()
    return line


def _piece(face: pygame.font.Font, text: str, rgba: tuple[int, ...]) -> pygame.Surface:
    try:
        return face.render(text, True, rgba)
    except (pygame.error, ValueError, UnicodeError):  # zero width, a NUL, a lone surrogate
        from game.files.names import shown

        return face.render(shown(text, ""), True, rgba)


def draw(surface: pygame.Surface, text: str, size: int, color: ColorLike, bold: bool = False,
         **anchor: tuple[float, float]) -> pygame.Rect:
    """Blit `text` placed by one pygame.Rect anchor (center=..., midleft=..., topleft=...)."""
    image = render(text, size, color, bold)
    placed = surface.blit(image, image.get_rect(**anchor))
    for onto, lines in _RECORDING:
        if surface is onto or surface.get_abs_parent() is onto:
            lines.append(placed.move(surface.get_abs_offset()))
    return placed


_RECORDING: list[tuple[pygame.Surface, list[pygame.Rect]]] = []  # a surface and where lines were drawn on it (recorded)


@contextmanager
def recorded(onto: pygame.Surface) -> Iterator[list[pygame.Rect]]:
    """While it lasts, where each line of text is drawn (draw) onto `onto` or a part of it, in `onto`'s pixels: a
    lesson's panel keeps its edges off the lines a table shows."""
    lines: list[pygame.Rect] = []
    _RECORDING.append((onto, lines))
    try:
        yield lines
    finally:
        _RECORDING.pop()


def draw_lines(surface: pygame.Surface, lines: Sequence[tuple[str, ColorLike]], size: int,
               rect: pygame.Rect, bold: bool = False, align: str = "center") -> None:
    """Lines of (text, colour), as a block centred vertically in `rect`, aligned left or centre."""
    step = line_height(size, bold)
    top = rect.centery - step * len(lines) / 2
    for i, (line, color) in enumerate(lines):
        middle = top + step * (i + 0.5)
        if align == "left":
            draw(surface, line, size, color, bold, midleft=(rect.left, middle))
        else:
            draw(surface, line, size, color, bold, center=(rect.centerx, middle))


def draw_wrapped(surface: pygame.Surface, words: str, size: int, color: ColorLike, width_px: int, x: int, y: int,
                 bold: bool = False, anchor: str = "topleft") -> int:
    """`words` wrapped to `width_px`, each line under the one before from `y`, placed by its `anchor` ("topleft",
    "midtop") at `x`; the y under the last line."""
    for part in wrap(words, size, width_px, bold):
        draw(surface, part, size, color, bold, **{anchor: (x, y)})
        y += line_height(size, bold)
    return y


def draw_block(surface: pygame.Surface, words: str, rect: pygame.Rect, color: ColorLike, most: int, floor: int,
               bold: bool = False, align: str = "center", top: bool = False) -> pygame.Rect:
    """`words` wrapped in `rect` at the largest size up to `most` at which they fit it, never under `floor`, where
    what does not fit is shortened (readable_block), in `color`: centred on its height, or from its top (`top`);
    the rect their lines take across its width."""
    size, lines = readable_block(words, most, floor, rect.w, rect.h, bold)
    height = len(lines) * line_height(size, bold)
    block = pygame.Rect(rect.x, rect.y if top else rect.centery - height // 2, rect.w, height)
    draw_lines(surface, [(line, color) for line in lines], size, block, bold, align)
    return block
