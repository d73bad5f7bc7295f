"""Where the heroes lie on the hero choice, in design space: a panel per hero, side by side and centred on the table,
the button that plays each at its panel's foot, and the one that continues a hero's campaign in progress above it.
Pure arithmetic."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

PANEL_W, PANEL_H, TOP, GAP = 440, 360, 252, 60  # under the Continue above a hero's panel, and its line
CONTINUE_Y, KEPT_Y = 150, 226  # the top of a Continue above a panel, and the middle of its line under it
BACK = (40, 644, 170, 50)  # the Back button, at the screen's foot


def hero_panels(heroes: Sequence[str]) -> dict[str, pygame.Rect]:
    """Each hero's panel, by its id, left to right in the order given."""
    left = 640 - (len(heroes) * PANEL_W + (len(heroes) - 1) * GAP) // 2
    return {hero: pygame.Rect(left + i * (PANEL_W + GAP), TOP, PANEL_W, PANEL_H) for i, hero in enumerate(heroes)}


def play_button(panel: pygame.Rect) -> tuple[float, float, float, float]:
    """The button that plays the hero of `panel`, at its foot."""
    return (panel.x + 60, panel.bottom - 76, panel.width - 120, 52)


def continue_button(panel: pygame.Rect) -> tuple[float, float, float, float]:
    """The button that continues the campaign in progress of the hero of `panel`, above it (its line at KEPT_Y
    between the two)."""
    return (panel.x + 50, CONTINUE_Y, panel.w - 100, 58)
