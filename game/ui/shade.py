"""A surface shaded darker but for holes (the lesson's light: the table a shade darker outside the lit boxes)."""

from __future__ import annotations

import pygame

SHADE = 80  # how much darker the surface is outside the holes (of 255)


def outside(bounds: pygame.Rect, holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """The parts of `bounds` that no hole covers, as rects that do not overlap: the bands between the holes' top and
    bottom edges, each cut where holes cross it."""
    holes = [clipped for clipped in (hole.clip(bounds) for hole in holes) if clipped.w and clipped.h]
    edges = sorted({bounds.top, bounds.bottom, *(hole.top for hole in holes), *(hole.bottom for hole in holes)})
    parts = []
    for top, bottom in zip(edges, edges[1:], strict=False):
        x = bounds.left
        for hole in sorted((hole for hole in holes if hole.top < bottom and hole.bottom > top), key=lambda h: h.left):
            if hole.left > x:
                parts.append(pygame.Rect(x, top, hole.left - x, bottom - top))
            x = max(x, hole.right)
        if x < bounds.right:
            parts.append(pygame.Rect(x, top, bounds.right - x, bottom - top))
    return parts


def shade(surface: pygame.Surface, holes: list[pygame.Rect]) -> None:
    """The whole of `surface` SHADE darker but for `holes`: a multiplying fill of each part outside them, so that no
    pixel is set aside and put back and no surface is made, whatever the holes (a surface made anew for a hole as large
    as a lit row of cards, 1.5 MB at 1920x1080, has its pages mapped and cleared each time)."""
    lit = 255 - SHADE
    for part in outside(surface.get_rect(), holes):
        surface.fill((lit, lit, lit), part, special_flags=pygame.BLEND_RGB_MULT)
