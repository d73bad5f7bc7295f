"""A veil laid over part of the window in place looks as a veil surface blitted there would."""

from __future__ import annotations

import pygame
import pytest

from game.ui import palette, shapes


@pytest.mark.parametrize("alpha", [0, 90, 170, 255])
def test_a_veil_laid_in_place_matches_a_veil_blitted_within_two_units(alpha):
    pygame.display.init()
    size = (256, 32)
    below = pygame.Surface(size)
    for x in range(size[0]):
        for y in range(size[1]):
            below.set_at((x, y), (x, (x * 7 + y * 3) % 256, (255 - x + y * 5) % 256))
    blitted, laid = below.copy(), below.copy()
    area = pygame.Rect(16, 4, 200, 20)
    cover = pygame.Surface(area.size, pygame.SRCALPHA)
    cover.fill((*palette.FELT_DARK, alpha))
    blitted.blit(cover, area)
    shapes.veil(laid, palette.FELT_DARK, alpha, area)
    for x in range(size[0]):
        for y in range(size[1]):
            a, b = blitted.get_at((x, y)), laid.get_at((x, y))
            assert all(abs(p - q) <= 2 for p, q in zip(a[:3], b[:3], strict=True)), (x, y, a, b)
