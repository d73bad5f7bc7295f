"""Where an overlay's panel stands over the screen below it, in design space (1280x720), and the rows of a list of
choices in it, eight at a time (game.scenes.listing)."""

from __future__ import annotations

import pygame

PANEL = pygame.Rect(190, 60, 900, 600)
CHOICE_ROW, CHOICE_ROWS = 50, 8
CHOICES = (PANEL.x + 30, PANEL.y + 80, PANEL.w - 74, CHOICE_ROWS * CHOICE_ROW)  # the list's area


def choice_row(shown: int) -> tuple[float, float, float, float]:
    """The rect of the `shown`-th visible row of a list of choices."""
    x, y, w, _ = CHOICES
    return (x, y + shown * CHOICE_ROW, w, CHOICE_ROW - 6)
