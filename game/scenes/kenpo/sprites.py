"""What moves in the ring arena: cards that glide (and grow or shrink) between zones, fighters that slide from
square to square, and points flying to the score race. Positions are in design space."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.drag import CardSprite
from game.ui.tween import Tween
from game.ui.viewport import Viewport

Point = tuple[float, float]


class RingCard(CardSprite):
    """A card sprite whose size depends on where it lies: the hand, the table or a pile."""

    def __init__(self, key: str, pos: Point, size: Point):
        super().__init__(key, "card", pos)
        self.size = size
        self._resize: Tween | None = None

    def settle(self, pos: Point, size: Point, delay: float = 0.0, duration: float = 0.3) -> None:
        """Glide to `pos`, growing or shrinking to `size` on the way."""
        target = self.tween.end if self.tween is not None else self.pos
        if target != pos:
            self.glide(pos, delay=delay, duration=duration)
        if size != self.size and (self._resize is None or self._resize.end != size):
            self._resize = Tween(self.size, size, duration, delay=delay)

    def snap_to(self, pos: Point, size: Point) -> None:
        self.snap(pos)
        self.size, self._resize = size, None

    def advance(self, dt: float) -> None:
        super().advance(dt)
        if self._resize is not None:
            self.size = self._resize.advance(dt)
            if self._resize.done:
                self._resize = None

    @property
    def moving(self) -> bool:
        return self.tween is not None or self._resize is not None

    def finish(self) -> None:
        """Jump to the end of any glide (a resize of the window)."""
        if self.tween is not None:
            self.snap(self.tween.end)
        if self._resize is not None:
            self.size, self._resize = self._resize.end, None

    def place(self, viewport: Viewport, image) -> None:  # type: ignore[no-untyped-def]
        self.image = image
        self.rect = viewport.rect((*self.pos, *self.size))

    def centre(self) -> Point:
        return self.pos[0] + self.size[0] / 2, self.pos[1] + self.size[1] / 2


class Token:
    """A fighter on the ring, sliding between square centres."""

    def __init__(self, pos: Point):
        self.pos = pos
        self.tween: Tween | None = None

    def slide(self, end: Point, duration: float = 0.35) -> None:
        goal = self.tween.end if self.tween is not None else self.pos
        if goal != end:
            self.tween = Tween(self.pos, end, duration)

    def advance(self, dt: float) -> None:
        if self.tween is not None:
            self.pos = self.tween.advance(dt)
            if self.tween.done:
                self.tween = None

    def finish(self) -> None:
        if self.tween is not None:
            self.pos, self.tween = self.tween.end, None


@dataclass
class Flyer:
    """Points on their way from a struck fighter to the scorer's track."""

    label: str
    colour: tuple[int, int, int]
    tween: Tween

    def __post_init__(self) -> None:
        self.pos: Point = self.tween.start

    def advance(self, dt: float) -> bool:
        """Moves on; False once it has landed."""
        self.pos = self.tween.advance(dt)
        return not self.tween.done
