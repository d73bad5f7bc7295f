"""A rounded rectangle fills each pixel once, and paints what two crossed bands and four antialiased quarter discs
paint, pixel for pixel."""

from __future__ import annotations

import random

import pygame

from game.ui import shapes


def crossed_bands(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: int) -> None:
    """The rounded rectangle as two bands across each other, the middle filled twice, and its corners."""
    r = max(0, min(radius, rect.w // 2, rect.h // 2))
    if r < 2:
        pygame.draw.rect(surface, color, rect)
        return
    pygame.draw.rect(surface, color, rect.inflate(-2 * r, 0))
    pygame.draw.rect(surface, color, rect.inflate(0, -2 * r))
    left, right, top, bottom = rect.left + r, rect.right - 1 - r, rect.top + r, rect.bottom - 1 - r
    pygame.draw.aacircle(surface, color, (left, top), r, draw_top_left=True)
    pygame.draw.aacircle(surface, color, (right, top), r, draw_top_right=True)
    pygame.draw.aacircle(surface, color, (left, bottom), r, draw_bottom_left=True)
    pygame.draw.aacircle(surface, color, (right, bottom), r, draw_bottom_right=True)


def test_a_rounded_rectangle_paints_what_crossed_bands_and_quarter_discs_paint() -> None:
    pygame.display.init()
    chooser = random.Random(3)
    for _ in range(400):
        rect = pygame.Rect(chooser.randrange(-20, 40), chooser.randrange(-20, 40), chooser.randrange(1, 200),
                           chooser.randrange(1, 200))
        color = tuple(chooser.randrange(256) for _ in range(chooser.choice([3, 4])))
        radius = chooser.randrange(0, 110)
        drawn = pygame.Surface((240, 240), pygame.SRCALPHA)
        drawn.fill((10, 20, 30, 40))
        expected = drawn.copy()
        shapes.rounded_rect(drawn, color, rect, radius)
        crossed_bands(expected, color, rect, radius)
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA"), (rect, color, radius)


def test_a_rounded_rectangle_fills_no_pixel_twice(monkeypatch) -> None:
    filled: list[int] = []
    real_rect = pygame.draw.rect

    def counted(surface, color, rect, *args, **kwargs):
        filled.append(pygame.Rect(rect).w * pygame.Rect(rect).h)
        return real_rect(surface, color, rect, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", counted)
    rect = pygame.Rect(0, 0, 300, 420)
    shapes.rounded_rect(pygame.Surface((300, 420), pygame.SRCALPHA), (200, 30, 30), rect, 24)
    assert sum(filled) == rect.w * rect.h - 4 * 24 * 24  # the corners are the quarter discs'
