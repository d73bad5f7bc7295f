"""The cards that move on the Master table: each glides (growing, shrinking or turning across) between the slots
the shown view gives it. Positions and sizes are in design space."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.drag import CardSprite
from game.ui.tween import GLIDE, Tween
from game.ui.viewport import Viewport

Point = tuple[float, float]
Face = Callable[[str, tuple[int, int]], pygame.Surface]  # a card's face at a size in window pixels


class TableCard(CardSprite):
    """A face-up card whose size depends on where it lies: the hand, a set (upright or across), a pile."""

    def __init__(self, key: str, pos: Point, size: Point):
        super().__init__(key, "card", pos)
        self.size = size
        self.goal: Point = size  # the size it is gliding to: its face is drawn at that size, then scaled

    def settle(self, pos: Point, size: Point, delay: float = 0.0, duration: float = GLIDE) -> None:
        """Glide to `pos`, growing or shrinking to `size` on the way."""
        target = self.tween.end if self.tween is not None else self.pos
        if target != pos:
            self.glide(pos, delay=delay, duration=duration)
        if size != self.goal:
            self._resize = Tween(self.size, size, duration, delay=delay)
            self.goal = size

    def snap_to(self, pos: Point, size: Point) -> None:
        super().snap_to(pos, size)
        self.goal = size

    def drawn(self, vp: Viewport, face: Face) -> pygame.Surface:
        """Its face, drawn at the size it glides to and scaled to the size it has now; it is placed in the window
        (its rect) where it is drawn."""
        goal = vp.rect((0, 0, *self.goal)).size
        size = vp.rect((0, 0, *self.size)).size
        image = face(self.key, goal)
        if size != goal and size[0] > 0 and size[1] > 0:
            image = pygame.transform.smoothscale(image, size)
        self.place(vp, image)
        return image
