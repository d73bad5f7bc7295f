"""The speeds a game watched runs at (a replay, a tournament's match between computers): 1x, 2x or 4x, turned by
one button or set by the keys 1, 2 and 4."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.widgets import Button

SPEEDS = (1, 2, 4)
SPEED_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_4: 4}


def faster(speed: int) -> int:
    """The next speed, round to 1x after the fastest."""
    return SPEEDS[(SPEEDS.index(speed) + 1) % len(SPEEDS)]


def speed_button(speed: int, rect: tuple[float, float, float, float], action: Callable[[], None]) -> Button:
    return Button(f"Speed {speed}x", rect, action, hotkey="1 2 4")
