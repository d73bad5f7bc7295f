"""The four skills' symbols (book, brush, leaf, ball) and the wild cards' star, drawn with antialiased shapes at
the size asked for. The card data names each skill's symbol, so the symbol and not the colour tells a skill apart.

Every symbol is laid out in a unit square and fitted to the square `rect`: `fill` is its body, `detail` the lines
drawn over it (pages, ribs, seams) and `shade` its darker parts (a cover, a handle, a stem).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import shapes
from game.ui.palette import Rgb

Point = tuple[float, float]
Draw = Callable[[pygame.Surface, pygame.Rect, Rgb, Rgb, Rgb], None]


def _at(rect: pygame.Rect) -> Callable[[float, float], Point]:
    size = min(rect.w, rect.h)
    left, top = rect.centerx - size / 2, rect.centery - size / 2
    return lambda x, y: (left + x * size, top + y * size)


def book(surface: pygame.Surface, rect: pygame.Rect, fill: Rgb, detail: Rgb, shade: Rgb) -> None:
    """An open book: two pages rising from the spine, lines of writing on each."""
    at, size = _at(rect), min(rect.w, rect.h)
    shapes.polygon(surface, shade, [at(0.5, 0.34), at(0.03, 0.22), at(0.03, 0.86), at(0.5, 0.97), at(0.97, 0.86),
                                    at(0.97, 0.22)])
    shapes.polygon(surface, fill, [at(0.47, 0.27), at(0.08, 0.14), at(0.08, 0.78), at(0.47, 0.9)])
    shapes.polygon(surface, fill, [at(0.53, 0.27), at(0.92, 0.14), at(0.92, 0.78), at(0.53, 0.9)])
    width = shapes.stroke(size, 0.045)
    for k in range(3):
        y = 0.33 + 0.15 * k
        shapes.line(surface, detail, at(0.15, y), at(0.4, y + 0.085), width)
        shapes.line(surface, detail, at(0.6, y + 0.085), at(0.85, y), width)


def brush(surface: pygame.Surface, rect: pygame.Rect, fill: Rgb, detail: Rgb, shade: Rgb) -> None:
    """A paintbrush held slanting: the handle, its band, the loaded tip and a stroke of paint."""
    at, size = _at(rect), min(rect.w, rect.h)
    shapes.polygon(surface, fill, [at(0.05, 0.93), at(0.2, 0.8), at(0.5, 0.84), at(0.72, 0.8), at(0.62, 0.9),
                                   at(0.32, 0.95)])
    shapes.line(surface, shade, at(0.9, 0.07), at(0.5, 0.47), shapes.stroke(size, 0.1))
    shapes.line(surface, detail, at(0.52, 0.45), at(0.42, 0.55), shapes.stroke(size, 0.15))
    base, tip = (0.41, 0.56), (0.14, 0.83)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    px, py = -uy, ux

    def off(along: float, side: float) -> Point:
        return at(base[0] + ux * along + px * side, base[1] + uy * along + py * side)

    shapes.polygon(surface, fill, [off(0, 0.08), off(0.12, 0.1), off(0.27, 0.05), off(length, 0), off(0.27, -0.05),
                                   off(0.12, -0.1), off(0, -0.08)])


def leaf(surface: pygame.Surface, rect: pygame.Rect, fill: Rgb, detail: Rgb, shade: Rgb) -> None:
    """A leaf on its stem, with its midrib and veins."""
    at, size = _at(rect), min(rect.w, rect.h)
    base, tip = (0.22, 0.8), (0.9, 0.1)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy)
    px, py = -dy / length, dx / length

    def point(t: float, side: float) -> Point:
        bulge = math.sin(math.pi * t) ** 0.8 * 0.28 * side
        return at(base[0] + dx * t + px * bulge, base[1] + dy * t + py * bulge)

    steps = [i / 16 for i in range(17)]
    shapes.line(surface, shade, at(0.08, 0.95), at(0.25, 0.77), shapes.stroke(size, 0.06))
    shapes.polygon(surface, fill, [point(t, 1) for t in steps] + [point(t, -1) for t in reversed(steps)])
    shapes.line(surface, detail, point(0.04, 0), point(0.9, 0), shapes.stroke(size, 0.04))
    for t in (0.3, 0.5, 0.7):
        for side in (1, -1):
            shapes.line(surface, detail, point(t, 0), point(t + 0.13, side * 0.7), shapes.stroke(size, 0.03))


def ball(surface: pygame.Surface, rect: pygame.Rect, fill: Rgb, detail: Rgb, shade: Rgb) -> None:
    """A ball with its seams."""
    at, size = _at(rect), min(rect.w, rect.h)
    shapes.disc(surface, shade, at(0.5, 0.52), size * 0.45)
    shapes.disc(surface, fill, at(0.5, 0.5), size * 0.44)
    width = shapes.stroke(size, 0.04)
    shapes.line(surface, detail, at(0.5, 0.08), at(0.5, 0.92), width)
    shapes.line(surface, detail, at(0.08, 0.5), at(0.92, 0.5), width)
    for centre_x, turn in ((-0.02, 1), (1.02, -1)):
        arc = [at(centre_x + turn * 0.38 * math.cos(math.radians(a)), 0.5 + 0.38 * math.sin(math.radians(a)))
               for a in range(-58, 59, 8)]
        pygame.draw.aalines(surface, detail, False, arc)
        pygame.draw.lines(surface, detail, False, arc, width)


def star(surface: pygame.Surface, centre: Point, radius: float, fill: Rgb, edge: Rgb) -> None:
    """The wild cards' mark: a five-pointed star."""
    cx, cy = centre

    def points(outer: float, inner: float) -> list[Point]:
        return [(cx + (outer if i % 2 == 0 else inner) * math.sin(i * math.pi / 5),
                 cy - (outer if i % 2 == 0 else inner) * math.cos(i * math.pi / 5)) for i in range(10)]

    shapes.polygon(surface, edge, points(radius, radius * 0.45))
    shapes.polygon(surface, fill, points(radius * 0.72, radius * 0.32))


SYMBOLS: dict[str, Draw] = {"book": book, "brush": brush, "leaf": leaf, "ball": ball}


def symbol(surface: pygame.Surface, name: str, rect: pygame.Rect, fill: Rgb, detail: Rgb, shade: Rgb) -> None:
    """The symbol the card data names; an unknown name (data from a newer release) draws a plain disc."""
    draw = SYMBOLS.get(name)
    if draw is None:
        shapes.disc(surface, fill, rect.center, min(rect.w, rect.h) * 0.42)
        return
    draw(surface, rect, fill, detail, shade)
