"""Maps the design space (1280x720, where layouts are drawn) onto the real window.

Everything is drawn at the window's own resolution: positions and sizes are scaled, then
text and card faces are rendered at the scaled size, so nothing is a stretched bitmap.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

import pygame

K = TypeVar("K")
DESIGN_W, DESIGN_H = 1280, 720


class Viewport:
    """The window's size in pixels, and how the design space is scaled and centred on it. A value: two of the same
    size are equal."""

    __slots__ = ("width", "height", "scale", "offset")

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.scale = min(width / DESIGN_W, height / DESIGN_H)
        self.offset = round((width - DESIGN_W * self.scale) / 2), round((height - DESIGN_H * self.scale) / 2)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Viewport) and (self.width, self.height) == (other.width, other.height)

    def __hash__(self) -> int:
        return hash((self.width, self.height))

    def __repr__(self) -> str:
        return f"Viewport({self.width}, {self.height})"

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

    def in_design(self, box: pygame.Rect) -> pygame.Rect:
        """A box in window pixels, in design space, to the nearest design pixel (a lesson's places, a Hint's)."""
        left, top = self.to_design(box.topleft)
        return pygame.Rect(round(left), round(top), round(box.w / self.scale), round(box.h / self.scale))

    def under(self, pos: tuple[int, int], boxes: Mapping[K, pygame.Rect]) -> K | None:
        """The key of the first of `boxes` (design space) that holds the window's point `pos`, or None."""
        point = self.to_design(pos)
        return next((key for key, box in boxes.items() if box.collidepoint(point)), None)
