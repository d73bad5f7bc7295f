"""The cards that move on the Master table: each glides (growing, shrinking or turning across) between the slots
the shown view gives it. Positions and sizes are in design space."""

from __future__ import annotations

from game.ui.drag import CardSprite
from game.ui.tween import GLIDE, Tween

Point = tuple[float, float]


class TableCard(CardSprite):
    """A face-up card whose size depends on where it lies: the hand, a set (upright or across), a pile."""

    def __init__(self, key: str, pos: Point, size: Point):
        super().__init__(key, "card", pos)
        self.size = size
        self.goal: Point = size  # the size it glides to: its face is drawn at it, then scaled (CardSprite.drawn)

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
