"""A rulebook figure being drawn: a picture laid out in design units (the 1280x720 space of the layouts) and painted
at the window's scale, so it is as sharp and as legible at 1024x600 as at 1920x1080.

The games draw their figures (game.ui.<family>.figures) with their own card faces on a Sketch, each from a position
its game's engine plays (game.play.example.played); the Rules screen only places the finished surface in its text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import palette, shapes, text
from game.ui.palette import Rgb
from game.ui.viewport import DESIGN_H, DESIGN_W, Viewport

WIDTH = 880  # design units: a figure's width, inside the Rules page's 960
LABEL = 16  # design size of a figure's labels: never smaller than the rules' own table text
FaceMaker = Callable[[tuple[int, int]], pygame.Surface]


def _px(length: float, scale: float) -> int:
    return max(1, round(length * scale))


class Sketch:
    """A transparent surface of `width` x `height` design units at `scale` window pixels per unit."""

    def __init__(self, scale: float, height: float, width: float = WIDTH) -> None:
        self.scale = scale
        self.width, self.height = width, height
        self.surface = pygame.Surface(_size(width, height, scale), pygame.SRCALPHA)

    def px(self, length: float) -> int:
        return _px(length, self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.scale), round(y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, right - left, bottom - top)

    def viewport(self) -> Viewport:
        """A viewport of this scale whose design origin is the sketch's top-left, for drawing code that takes one."""
        return Viewport(round(DESIGN_W * self.scale), round(DESIGN_H * self.scale))

    def card(self, face: FaceMaker, x: float, y: float, w: float, h: float, shadow: bool = True) -> pygame.Rect:
        """A card face drawn at its exact pixel size, with a soft shadow under it; returns its window rectangle."""
        box = self.rect(x, y, w, h)
        if shadow:
            shapes.rounded_rect(self.surface, (0, 0, 0, 90), box.move(self.px(3), self.px(4)), self.px(8))
        self.surface.blit(face(box.size), box)
        return box

    def label(self, line: str, x: float, y: float, size: float = LABEL, colour: Rgb = palette.TEXT,
              bold: bool = False, anchor: str = "center", width: float | None = None) -> pygame.Rect:
        """One line of text at (x, y) by its `anchor` ("center", "midtop", "midleft", ...), shrunk to `width` but never
        under the least legible size (what still does not fit is cut with an ellipsis): at 1024x600 a label's design
        size draws under it, so there the label is set larger than the picture's scale."""
        size_px = text.legible(self.px(size))
        if width is not None:
            line, size_px = text.legible_line(line, size_px, self.px(width), bold=bold)
        rendered = text.render(line, size_px, colour, bold=bold)
        box = rendered.get_rect(**{anchor: self.point(x, y)})
        self.surface.blit(rendered, box)
        return box

    def chip(self, line: str, x: float, y: float, fill: Rgb, ink: Rgb = palette.TEXT, size: float = LABEL) -> None:
        """A rounded badge with one bold line, centred on (x, y)."""
        rendered = text.render(line, text.legible(self.px(size)), ink, bold=True)
        box = rendered.get_rect(center=self.point(x, y)).inflate(self.px(16), self.px(8))
        shapes.rounded_rect(self.surface, palette.FELT_DARK, box.inflate(self.px(4), self.px(4)), box.h // 2 + 2)
        shapes.rounded_rect(self.surface, fill, box, box.h // 2)
        self.surface.blit(rendered, rendered.get_rect(center=box.center))

    def arrow(self, start: tuple[float, float], end: tuple[float, float], colour: Rgb = palette.GOLD,
              width: float = 8) -> None:
        """A filled arrow between two design points, with a dark outline so it reads over cards and felt."""
        a, b = self.point(*start), self.point(*end)
        shapes.arrow(self.surface, palette.FELT_DARK, a, b, self.px(width + 4), self.px(width * 3 + 4))
        shapes.arrow(self.surface, colour, a, b, self.px(width), self.px(width * 3))

    def frame(self, x: float, y: float, w: float, h: float, colour: Rgb = palette.FELT_LINE) -> pygame.Rect:
        """A faint outline, as the tables draw a zone."""
        box = self.rect(x, y, w, h)
        pygame.draw.rect(self.surface, colour, box, width=self.px(2), border_radius=self.px(10))
        return box


def _size(width: float, height: float, scale: float) -> tuple[int, int]:
    return _px(width, scale), _px(height, scale)


@dataclass(frozen=True)
class Figure:
    """A rulebook figure of `width` x `height` design units, painted by `paint` on a Sketch. Called with a window
    scale, it gives the picture; `size(scale)` says how large that picture is without painting it (the Rules page
    lays a book out before its figures come into sight)."""

    height: float
    paint: Callable[[Sketch], None]
    width: float = WIDTH

    def size(self, scale: float) -> tuple[int, int]:
        return _size(self.width, self.height, scale)

    def __call__(self, scale: float) -> pygame.Surface:
        sketch = Sketch(scale, self.height, self.width)
        self.paint(sketch)
        return sketch.surface

