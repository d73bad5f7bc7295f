"""The application icon, drawn by code: a red fist-circle on a dark disc with a gold rim.

It is drawn larger and scaled down smoothly, so its edges stay clean from 16 pixels (the task bar) to 1024
(the macOS .icns); `game.packaging.icons` writes it to the icon files of the built executables.
"""

from __future__ import annotations

import pygame

GOLD = (212, 170, 72)
SUPERSAMPLE = 4
LARGEST_DRAWING = 1024


def icon(size: int) -> pygame.Surface:
    side = max(size, min(size * SUPERSAMPLE, LARGEST_DRAWING))
    drawn = _draw(side)
    return drawn if side == size else pygame.transform.smoothscale(drawn, (size, size))


def _draw(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*GOLD, 0))  # transparent, but gold underneath, so scaling down leaves no dark fringe
    centre = size // 2
    pygame.draw.circle(surface, GOLD, (centre, centre), centre)
    pygame.draw.circle(surface, (24, 28, 36), (centre, centre), round(centre * 0.88))
    pygame.draw.circle(surface, (196, 48, 48), (centre, centre), round(centre * 0.6))
    knuckle = max(1, size // 10)
    for step in range(4):
        x = round(size * 0.32 + step * size * 0.12)
        pygame.draw.circle(surface, (245, 238, 224), (x, round(size * 0.42)), knuckle)
    pygame.draw.rect(surface, (245, 238, 224),
                     pygame.Rect(round(size * 0.27), round(size * 0.45), round(size * 0.46), round(size * 0.2)),
                     border_radius=max(1, size // 16))
    return surface
