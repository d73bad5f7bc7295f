"""A small bar chart in design space: a title over one bar per count, each with its count above and its label below
(a deck's curves in a deck builder: how many of its cards have each value of a number)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import palette, text
from game.ui.viewport import Viewport


def draw_bars(surface: pygame.Surface, vp: Viewport, rect: tuple[float, float, float, float], title: str,
              bars: Sequence[tuple[str, int, tuple[int, int, int]]]) -> None:
    """A small bar chart: a title, one bar per (label, count, colour) with its count above and label below."""
    x, y, w, h = rect
    text.draw(surface, title, text.legible(vp.px(16)), palette.DIM_TEXT, bold=True, midleft=vp.point(x, y + 8))
    top = max([count for _, count, _ in bars] + [1])
    slot = w / max(1, len(bars))
    base, room = y + h - 18, h - 18 - 36
    for k, (label, count, colour) in enumerate(bars):
        centre = x + slot * (k + 0.5)
        height = room * count / top
        if count:
            pygame.draw.rect(surface, colour, vp.rect((centre - slot * 0.32, base - height, slot * 0.64, height)),
                             border_radius=vp.px(2))
        text.draw(surface, str(count), text.legible(vp.px(15)), palette.TEXT if count else palette.DIM_TEXT,
                  midbottom=vp.point(centre, base - height - 1))
        text.draw(surface, label, text.legible(vp.px(15)), palette.DIM_TEXT, midtop=vp.point(centre, base + 2))
