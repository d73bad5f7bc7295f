"""Rendered text, cached. Sizes are in window pixels (the caller scales from design space).

Uses the font bundled with pygame-ce (Font(None, size)), so it works the same on every system
and inside a frozen app. Caches are LRU-bounded: rendering every frame costs a dict lookup and
memory stays flat however many sizes a resizing window asks for.

Returned surfaces are shared by the cache: blit them, never draw on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.ui.face_cache import SurfaceCache

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

MIN_SIZE = 8


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at `size` pixels (at least MIN_SIZE)."""
    if not pygame.font.get_init():
        pygame.font.init()
    face = pygame.font.Font(None, max(MIN_SIZE, size))
    face.bold = bold
    return face


# Rendered lines, bounded by pixels like the faces: a long rules line at 4K weighs a hundred labels.
TEXTS = SurfaceCache(min_pixels=1_500_000)


def render(text: str, size: int, color: ColorLike, bold: bool = False) -> pygame.Surface:
    """`text` in one line, antialiased on a transparent background."""
    rgba = tuple(pygame.Color(color))
    return TEXTS.get((text, rgba, bold), size, lambda: font(size, bold).render(text, True, rgba))


def width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def wrap(text: str, size: int, width_px: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to `width_px`; a word longer than the width gets a line of its own.
    Breaks only at plain spaces, so a no-break space (\\u00a0) holds a phrase together."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in filter(None, paragraph.split(" ")):
            candidate = f"{line} {word}" if line else word
            if line and width(candidate, size, bold) > width_px:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


@lru_cache(maxsize=2048)
def fit(text: str, max_size: int, width_px: int, bold: bool = False) -> int:
    """The largest size <= max_size at which `text` fits in one line of `width_px` (at least MIN_SIZE)."""
    low, high = MIN_SIZE, max(MIN_SIZE, max_size)
    while low < high:  # the answer stays in [low, high]: low fits (or is the floor), above high does not
        middle = (low + high + 1) // 2
        if width(text, middle, bold) <= width_px:
            low = middle
        else:
            high = middle - 1
    return low


def fit_block(
    text: str, max_size: int, width_px: int, height_px: int, bold: bool = False
) -> tuple[int, list[str]]:
    """The largest size <= max_size at which `text`, wrapped to `width_px`, fits in `height_px`,
    with its lines. Words are never split, so every line also fits the width."""
    size = max(MIN_SIZE, max_size)
    while True:
        lines = wrap(text, size, width_px, bold)
        fits_height = len(lines) * font(size, bold).get_linesize() <= height_px
        fits_width = all(width(line, size, bold) <= width_px for line in lines)
        if size == MIN_SIZE or (fits_height and fits_width):
            return size, lines
        size -= 1


def draw(surface: pygame.Surface, text: str, size: int, color: ColorLike, bold: bool = False,
         **anchor: tuple[float, float]) -> pygame.Rect:
    """Blit `text` placed by one pygame.Rect anchor (center=..., midleft=..., topleft=...)."""
    image = render(text, size, color, bold)
    return surface.blit(image, image.get_rect(**anchor))


def draw_lines(surface: pygame.Surface, lines: Sequence[tuple[str, ColorLike]], size: int,
               rect: pygame.Rect, bold: bool = False, align: str = "center") -> None:
    """Lines of (text, colour), as a block centred vertically in `rect`, aligned left or centre."""
    step = font(size, bold).get_linesize()
    top = rect.centery - step * len(lines) / 2
    for i, (line, color) in enumerate(lines):
        middle = top + step * (i + 0.5)
        if align == "left":
            draw(surface, line, size, color, bold, midleft=(rect.left, middle))
        else:
            draw(surface, line, size, color, bold, center=(rect.centerx, middle))
