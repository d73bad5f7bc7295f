"""Chips, at any table: a short label on a rounded pill with a dark rim (what a place or a strike is worth, points in
flight, what a held card would give there), and a pile's count on one. A chip's picture is painted once and blitted
after (game.ui.stamps); ready_chip makes it ahead, drawing nothing, so a card's first pick-up only blits its chips."""

from __future__ import annotations

import pygame

from game.ui import palette, shapes, stamps, text
from game.ui.palette import Rgb
from game.ui.piles import STACKED
from game.ui.viewport import Viewport

Chip = tuple[str, tuple[float, float], Rgb, Rgb, float]  # chip()'s label, centre, fill, ink and height


def chip_box(vp: Viewport, label: str, height: float) -> pygame.Rect:
    """The window-pixel size of chip(label, height), at the origin."""
    h = vp.px(height)
    return pygame.Rect(0, 0, max(h, text.width(label, vp.px(height * 0.86), bold=True) + vp.px(12)), h)


def chip_at(vp: Viewport, label: str, centre: tuple[float, float], height: float) -> pygame.Rect:
    """Where chip() draws (window pixels), its rim aside."""
    box = chip_box(vp, label, height)
    box.center = (round(centre[0]), round(centre[1]))
    return box


def chip(surface: pygame.Surface, vp: Viewport, label: str, centre: tuple[float, float], fill: Rgb, ink: Rgb,
         height: float) -> pygame.Rect:
    """A rounded label in window pixels around `centre` (already in window pixels); height in design px."""
    box, area, key, paint = _chip(vp, (label, centre, fill, ink, height))
    stamps.stamp(surface, key, area, paint)
    return box


def ready_chip(vp: Viewport, label: str, centre: tuple[float, float], fill: Rgb, ink: Rgb, height: float) -> None:
    """Makes the picture chip() blits for these arguments, drawing nothing."""
    _, area, key, paint = _chip(vp, (label, centre, fill, ink, height))
    stamps.ready(key, area, paint)


def _chip(vp: Viewport, shown: Chip) -> tuple[pygame.Rect, pygame.Rect, tuple[object, ...], stamps.Paint]:
    """Where a chip goes (its box, and the area of its picture with the rim's soft edge), its picture's key and
    what paints it."""
    label, centre, fill, ink, height = shown
    box = chip_at(vp, label, centre, height)

    def paint(target: pygame.Surface, shift: tuple[int, int]) -> None:
        inner = box.move(shift)
        shapes.rounded_rect(target, palette.FELT_DARK, inner.inflate(vp.px(4), vp.px(4)), inner.h // 2 + vp.px(2))
        shapes.rounded_rect(target, fill, inner, inner.h // 2)
        rendered = text.render(label, vp.px(height * 0.86), ink, bold=True)
        target.blit(rendered, rendered.get_rect(center=(inner.centerx, inner.centery + vp.px(1))))

    area = box.inflate(vp.px(4) + 4, vp.px(4) + 4)  # the rim and its soft edge
    return box, area, ("chip", label, fill, ink, height, vp.scale), paint


def count_chip(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, word: str, count: int,
               beside: str = "") -> None:
    """A pile's count on a chip at its foot, or just outside its stack `beside` it ("above" or "left"), no wider than
    the pile (`rect`, design px): with large text, a smaller chip, never under a readable size; where even that is
    wider than the pile, the count alone (the pile's look says which it is)."""
    box = vp.rect(rect)
    least = 14
    while text.pixels(vp.px(least * 0.86)) < text.LEAST_PX:
        least += 1
    label, height = f"{word} {count}", max(20, least)
    while height > least and chip_box(vp, label, height).w > box.w:
        height -= 1
    if chip_box(vp, label, height).w > box.w:
        label = str(count)
    size = chip_box(vp, label, height).size
    clear = vp.px(2 * STACKED + 3)  # past the backs stacked under the top one
    centre = {"above": (box.centerx, box.top - clear - size[1] / 2),
              "left": (box.left - clear - size[0] / 2, box.centery)}.get(beside, (box.centerx, box.bottom - vp.px(12)))
    chip(surface, vp, label, centre, palette.FELT_DARK, palette.TEXT, height)
