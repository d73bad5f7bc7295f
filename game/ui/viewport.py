"""Maps the design space (1280x720, where layouts are drawn) onto the real window.

Everything is drawn at the window's own resolution: positions and sizes are scaled, then
text and card faces are rendered at the scaled size, so nothing is a stretched bitmap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

DESIGN_W, DESIGN_H = 1280, 720


@dataclass(frozen=True)
class Viewport:
    """The window's size in pixels, and how the design space is scaled and centred on it."""

    width: int
    height: int

    @cached_property
    def scale(self) -> float:
        return min(self.width / DESIGN_W, self.height / DESIGN_H)

    @cached_property
    def offset(self) -> tuple[int, int]:
        s = self.scale
        return round((self.width - DESIGN_W * s) / 2), round((self.height - DESIGN_H * s) / 2)

    def px(self, length: float) -> int:
        """A design-space length in window pixels (at least 1)."""
        return max(1, round(length * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.offset
        return round(ox + x * self.scale), round(oy + y * self.scale)

    def rect(self, rect: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        x, y, w, h = rect
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, right - left, bottom - top)

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        ox, oy = self.offset
        return (pos[0] - ox) / self.scale, (pos[1] - oy) / self.scale
