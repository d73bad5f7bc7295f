"""A surface shaded darker but for holes (the lesson's light: the table a shade darker outside the lit boxes)."""

from __future__ import annotations

import pygame

SHADE = 80  # how much darker the surface is outside the holes (of 255)


class Shade:
    """The whole of a surface SHADE darker but for holes: their pixels are set aside and put back after one multiplying
    fill, which costs half the blit of a window-sized shade with an alpha channel (0.4 ms against 0.8 at 1920x1080)
    and holds no such surface. The surfaces the pixels are set aside in are kept from one frame to the next, whose
    holes are most often the same: a surface made anew each frame for a hole as large as a lit row of cards (1.5 MB
    at 1920x1080) has its pages mapped and cleared each time, and the shade cost up to 1.2 ms where it costs 0.4."""

    def __init__(self) -> None:
        self._aside: list[pygame.Surface] = []  # the last shade's holes' pixels, made for it

    def __call__(self, surface: pygame.Surface, holes: list[pygame.Rect]) -> None:
        bounds = surface.get_rect()
        holes = [clipped for clipped in (hole.clip(bounds) for hole in holes) if clipped.w and clipped.h]
        spare: dict[tuple[int, int], list[pygame.Surface]] = {}
        for pixels in self._aside:
            spare.setdefault(pixels.get_size(), []).append(pixels)
        aside = []
        for hole in holes:
            same = spare.get(hole.size)
            pixels = same.pop() if same else pygame.Surface(hole.size, 0, surface)
            pixels.blit(surface, (0, 0), hole)
            aside.append(pixels)
        lit = 255 - SHADE
        surface.fill((lit, lit, lit), special_flags=pygame.BLEND_RGB_MULT)
        for hole, pixels in zip(holes, aside, strict=True):
            surface.blit(pixels, hole)
        self._aside = aside
