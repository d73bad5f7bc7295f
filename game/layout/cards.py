"""A card's frame as every game's faces draw it (game.ui.card_parts.card_frame): the width of its rim and the inside
it leaves, in pixels of the face, the cells of a square grid on a face (a back's emblem), and cards side by side in a
row (the masters a campaign defeated, at its end). Pure arithmetic."""

from __future__ import annotations

import pygame

Size = tuple[int, int]
SIDE_LABEL = 26  # design px over a side of a card read enlarged (a two-sided card's): the room for its label


def rim_width(width: int) -> int:
    """The width of the rim of a card `width` pixels wide."""
    return max(2, round(width * 0.028))


def inside(size: Size) -> pygame.Rect:
    """The inside of the frame of a face of `size` (card_frame's), in pixels of the face."""
    w, h = size
    return pygame.Rect(0, 0, w, h).inflate(-2 * rim_width(w), -2 * rim_width(w))


def grid(centre: tuple[float, float], count: int, step: float, side: float) -> list[pygame.Rect]:
    """The cells of a `count` by `count` grid around `centre`, their centres `step` apart, each `side` square, row by
    row from the top left."""
    cells = []
    for row in range(count):
        for column in range(count):
            cell = pygame.Rect(0, 0, round(side), round(side))
            cell.center = (round(centre[0] + (column - (count - 1) / 2) * step),
                           round(centre[1] + (row - (count - 1) / 2) * step))
            cells.append(cell)
    return cells


def row(centre_x: float, top: float, count: int, size: Size, gap: int) -> list[pygame.Rect]:
    """`count` cards of `size` side by side, `gap` apart, centred on `centre_x`, their tops at `top`."""
    left = centre_x - (count * (size[0] + gap) - gap) / 2
    return [pygame.Rect(round(left + i * (size[0] + gap)), round(top), *size) for i in range(count)]
