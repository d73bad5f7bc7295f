"""Antialiased drawing primitives and the small icons of the table (hearts, swords, coins, tokens,
the stick figure), drawn straight onto a surface at its own resolution, never scaled up.

Shapes with AA edges are meant to be drawn over opaque paint: pygame blends an AA edge with the
pixel below, so over a transparent pixel the edge would darken. Faces therefore paint an opaque
card first and draw everything else on it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.ui import palette
from game.ui.face_cache import SurfaceCache
from game.ui.palette import Rgb, Rgba
from game.ui.viewport import Viewport

Point = tuple[float, float]
BAND = 6  # design px: the band of colour along a banded panel's edge


def stroke(size: float, fraction: float) -> int:
    """A line width that scales with `size` but never vanishes."""
    return max(1, round(size * fraction))


def rounded_rect(surface: pygame.Surface, color: Rgb | Rgba, rect: pygame.Rect, radius: int) -> None:
    """A filled rectangle whose corners are antialiased quarter discs."""
    r = max(0, min(radius, rect.w // 2, rect.h // 2))
    if r < 2:
        pygame.draw.rect(surface, color, rect)
        return
    pygame.draw.rect(surface, color, rect.inflate(-2 * r, 0))
    pygame.draw.rect(surface, color, (rect.left, rect.top + r, r, rect.h - 2 * r))  # the sides beside it: a face's
    pygame.draw.rect(surface, color, (rect.right - r, rect.top + r, r, rect.h - 2 * r))  # middle is filled once
    left, right, top, bottom = rect.left + r, rect.right - 1 - r, rect.top + r, rect.bottom - 1 - r
    pygame.draw.aacircle(surface, color, (left, top), r, draw_top_left=True)
    pygame.draw.aacircle(surface, color, (right, top), r, draw_top_right=True)
    pygame.draw.aacircle(surface, color, (left, bottom), r, draw_bottom_left=True)
    pygame.draw.aacircle(surface, color, (right, bottom), r, draw_bottom_right=True)


def veil(surface: pygame.Surface, color: Rgb, alpha: int, rect: pygame.Rect | None = None) -> None:
    """`color` laid over `rect` (all of `surface` if None) at `alpha`, as blitting a veil of that colour and alpha
    would, within two units of each channel; in place, so a window-wide veil makes no window-sized surface."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), rect, special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(c * alpha // 255 for c in color), rect, special_flags=pygame.BLEND_RGB_ADD)


# The lit places, as drawn: bounded by their pixels, since a place may be a card or a whole row of them.
GLOWS = SurfaceCache(min_pixels=500_000, windows=0.25)


def glow(surface: pygame.Surface, color: Rgba, rect: pygame.Rect, radius: int) -> None:
    """A rounded panel of `color` at its alpha over `rect` (a place lit for a held card, say). Drawn once per size,
    colour and radius: a table lights a dozen places a frame."""
    surface.blit(_glow(color, rect, radius), rect)


def ready_glow(color: Rgba, rect: pygame.Rect, radius: int) -> None:
    """Makes the picture glow() blits for these arguments, drawing nothing."""
    _glow(color, rect, radius)


def _glow(color: Rgba, rect: pygame.Rect, radius: int) -> pygame.Surface:
    return GLOWS.get((rect.size, color, radius), None, lambda: _glow_image(rect.w, rect.h, color, radius))


def _glow_image(width: int, height: int, color: Rgba, radius: int) -> pygame.Surface:
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(image, color, image.get_rect(), border_radius=radius)
    return image


def framed_rect(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, rim: Rgb, fill: Rgb, rim_width: int
) -> pygame.Rect:
    """A rounded panel with a rim; returns the inner (fill) rectangle."""
    rounded_rect(surface, rim, rect, radius)
    inner = rect.inflate(-2 * rim_width, -2 * rim_width)
    rounded_rect(surface, fill, inner, max(0, radius - rim_width))
    return inner


def edged_panel(surface: pygame.Surface, rect: pygame.Rect, edge: Rgb, width: int, radius: int,
                fill: Rgb = palette.PANEL) -> None:
    """A panel of `fill` with corners rounded `radius` px and an edge of `edge` `width` px wide drawn over its own
    outer pixels: a dialog, a tip, a forecast, a choice over the table."""
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


def banded_panel(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, band: Rgb, radius: int,
                 left: bool = False) -> None:
    """A panel of the felt's dark shade at `rect` (design space), its corners rounded `radius` design px, with a band
    of `band` BAND deep along its top, or down its `left` side: a hero's panel, a game's tile on the menu."""
    corners = vp.px(radius)
    pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(rect), border_radius=corners)
    if left:
        pygame.draw.rect(surface, band, vp.rect((rect.x, rect.y, BAND, rect.h)), border_top_left_radius=corners,
                         border_bottom_left_radius=corners)
    else:
        pygame.draw.rect(surface, band, vp.rect((rect.x, rect.y, rect.w, BAND)), border_top_left_radius=corners,
                         border_top_right_radius=corners)


def polygon(surface: pygame.Surface, color: Rgb, points: Sequence[Point], samples: int = 4) -> None:
    """A filled polygon with smooth edges: drawn `samples` times larger, then averaged down.
    The scratch surface is `color` at zero alpha, so edges fade to the colour, never to black.
    The smoothed shape is kept: faces repeat the same arrows and marks many times over."""
    left = math.floor(min(x for x, _ in points)) - 1
    top = math.floor(min(y for _, y in points)) - 1
    right = math.ceil(max(x for x, _ in points)) + 1
    bottom = math.ceil(max(y for _, y in points)) + 1
    scaled = tuple((round((x - left) * samples), round((y - top) * samples)) for x, y in points)
    surface.blit(_smoothed(tuple(color), scaled, (right - left, bottom - top), samples), (left, top))


@lru_cache(maxsize=512)
def _smoothed(color: Rgb, scaled: tuple[tuple[int, int], ...], size: tuple[int, int], samples: int) -> pygame.Surface:
    big = pygame.Surface((size[0] * samples, size[1] * samples), pygame.SRCALPHA)
    big.fill((*color, 0))
    pygame.draw.polygon(big, color, scaled)
    return pygame.transform.smoothscale(big, size)


def arrow(surface: pygame.Surface, color: Rgb, start: Point, end: Point, width: float, head: float) -> None:
    """A filled arrow from start to end: a shaft `width` wide and a head `head` long (and as wide)."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length <= 0:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    px, py = -uy, ux
    neck = max(0.0, length - head)
    nx, ny = x0 + ux * neck, y0 + uy * neck
    half, wing = width / 2, head * 0.62
    polygon(surface, color, [
        (x0 + px * half, y0 + py * half), (nx + px * half, ny + py * half), (nx + px * wing, ny + py * wing),
        (x1, y1), (nx - px * wing, ny - py * wing), (nx - px * half, ny - py * half), (x0 - px * half, y0 - py * half),
    ])


def disc(surface: pygame.Surface, color: Rgb, center: Point, radius: float) -> None:
    pygame.draw.aacircle(surface, color, center, max(1, round(radius)))


def line(surface: pygame.Surface, color: Rgb, a: Point, b: Point, width: int) -> None:
    """A thick antialiased line with round caps."""
    pygame.draw.aaline(surface, color, a, b, width)
    if width > 2:
        disc(surface, color, a, width / 2)
        disc(surface, color, b, width / 2)


@lru_cache(maxsize=4)
def _unit_heart(steps: int) -> tuple[Point, ...]:
    """The classic parametric heart in a 32x29 box, computed once."""
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        points.append((16 * math.sin(t) ** 3 + 16, 12 - (13 * math.cos(t) - 5 * math.cos(2 * t)
                                                        - 2 * math.cos(3 * t) - math.cos(4 * t))))
    return tuple(points)


def _heart_points(rect: pygame.Rect | pygame.FRect, steps: int = 48) -> list[Point]:
    """The heart fitted to `rect`."""
    return [(rect.x + x / 32 * rect.w, rect.y + y / 29 * rect.h) for x, y in _unit_heart(steps)]


def heart(surface: pygame.Surface, rect: pygame.Rect, fill: Rgb, edge: Rgb) -> None:
    """A heart with a darker edge; the value is written by the caller. Drawn once per size and colour."""
    surface.blit(_heart_image(rect.w, rect.h, fill, edge), rect)


@lru_cache(maxsize=64)
def _heart_image(width: int, height: int, fill: Rgb, edge: Rgb) -> pygame.Surface:
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    box = pygame.FRect(0, 0, width, height)
    polygon(image, edge, _heart_points(box))
    border = max(1.0, width * 0.07)
    inner = box.inflate(-2 * border, -2 * border)
    polygon(image, fill, _heart_points(inner))
    disc(image, mix(fill, (255, 255, 255), 0.3), (inner.x + inner.w * 0.27, inner.y + inner.h * 0.24),
         inner.w * 0.09)
    return image


def sword(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A silver sword, point up, filling `rect` (about 1:3)."""
    x, y, w, h = rect.x, rect.y, rect.w, rect.h
    cx = x + w / 2
    half = w * 0.17
    guard_y = y + h * 0.68
    blade = [(cx, y), (cx + half, y + h * 0.16), (cx + half, guard_y), (cx - half, guard_y),
             (cx - half, y + h * 0.16)]
    polygon(surface, palette.SILVER_DARK, [(x + (x > cx) - (x < cx), y - (y == blade[0][1])) for x, y in blade])
    polygon(surface, palette.SILVER, blade)
    line(surface, palette.SILVER_DARK, (cx, y + h * 0.12), (cx, guard_y - h * 0.04), stroke(w, 0.06))
    guard = pygame.Rect(round(x), round(guard_y), round(w), max(2, round(h * 0.07)))
    rounded_rect(surface, palette.GOLD_DARK, guard, guard.h // 2)
    grip = pygame.Rect(round(cx - w * 0.1), guard.bottom, max(2, round(w * 0.2)), round(h * 0.2))
    pygame.draw.rect(surface, palette.INK_SOFT, grip)
    disc(surface, palette.GOLD_DARK, (cx, grip.bottom + w * 0.06), w * 0.14)


def _star_points(center: Point, outer: float, inner: float) -> list[Point]:
    cx, cy = center
    return [(cx + (outer if i % 2 == 0 else inner) * math.sin(i * math.pi / 5),
             cy - (outer if i % 2 == 0 else inner) * math.cos(i * math.pi / 5)) for i in range(10)]


def coin(surface: pygame.Surface, center: Point, radius: float) -> None:
    """A gold glory coin with a star."""
    disc(surface, palette.GOLD_DARK, center, radius)
    disc(surface, palette.GOLD, center, radius * 0.84)
    pygame.draw.aacircle(surface, palette.GOLD_DARK, center, max(2, round(radius * 0.66)), 1)
    polygon(surface, palette.GOLD_LIGHT, _star_points(center, radius * 0.5, radius * 0.22))


def token(surface: pygame.Surface, center: Point, radius: float) -> None:
    """The dark disc that covers a struck heart."""
    cx, cy = center
    disc(surface, palette.RIM, (cx, cy + max(1.0, radius * 0.08)), radius)
    disc(surface, palette.TOKEN_RIM, center, radius)
    disc(surface, palette.TOKEN, center, radius * 0.84)
    disc(surface, mix(palette.TOKEN, palette.TOKEN_RIM, 0.5), (cx - radius * 0.25, cy - radius * 0.3),
         radius * 0.18)


def x_mark(surface: pygame.Surface, color: Rgb, rect: pygame.Rect, width: int) -> None:
    line(surface, color, rect.topleft, (rect.right, rect.bottom), width)
    line(surface, color, (rect.right, rect.top), (rect.left, rect.bottom), width)


# ----- the stick figure ---------------------------------------------------------------------------
# Drawn as the player's own body seen from behind: the Right Arm is on the viewer's right.

_LIMBS: dict[str, tuple[Point, ...]] = {
    "Torso": ((0.5, 0.31), (0.5, 0.6)),
    "Right Arm": ((0.56, 0.35), (0.72, 0.46), (0.8, 0.31)),
    "Left Arm": ((0.44, 0.35), (0.28, 0.46), (0.2, 0.31)),
    "Right Leg": ((0.53, 0.6), (0.66, 0.76), (0.74, 0.95)),
    "Left Leg": ((0.47, 0.6), (0.34, 0.76), (0.26, 0.95)),
}
_HEAD = ((0.5, 0.16), 0.115)


def figure(surface: pygame.Surface, rect: pygame.Rect, area: str | None, color: Rgb, highlight: Rgb) -> None:
    """A stick figure in a fighting guard filling the square `rect`, `area` drawn thick in `highlight`."""
    size = min(rect.w, rect.h)
    ox, oy = rect.centerx - size / 2, rect.centery - size / 2

    def at(p: Point) -> Point:
        return ox + p[0] * size, oy + p[1] * size

    thin, thick = stroke(size, 0.07), stroke(size, 0.11)
    line(surface, color, at((0.44, 0.35)), at((0.56, 0.35)), thin)
    line(surface, color, at((0.47, 0.6)), at((0.53, 0.6)), thin)
    for name, joints in sorted(_LIMBS.items(), key=lambda limb: limb[0] == area):  # the lit limb on top
        lit = name == area
        points = [at(p) for p in joints]
        for a, b in zip(points, points[1:], strict=False):
            line(surface, highlight if lit else color, a, b, thick if lit else thin)
        if name.endswith("Arm"):
            disc(surface, highlight if lit else color, points[-1], (thick if lit else thin) * 0.75)
    (hx, hy), hr = _HEAD
    lit_head = area == "Head"
    disc(surface, highlight if lit_head else color, at((hx, hy)), hr * size * (1.12 if lit_head else 1))


def mix(a: Rgb, b: Rgb, amount: float) -> Rgb:
    return (round(a[0] + (b[0] - a[0]) * amount), round(a[1] + (b[1] - a[1]) * amount),
            round(a[2] + (b[2] - a[2]) * amount))

