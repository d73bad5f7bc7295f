"""The application icon, drawn by code: a red fist-circle on a dark disc with a gold rim."""

from __future__ import annotations

import pygame


def icon(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = size // 2
    pygame.draw.circle(surface, (212, 170, 72), (centre, centre), centre)
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
