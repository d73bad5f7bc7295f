"""What moves in the ring arena besides its cards (the kit's CardSprite, gliding and growing or shrinking between
zones): fighters that slide from square to square, and points flying to the score race. Positions are in design
space."""

from __future__ import annotations

from game.ui.tween import GLIDE, Tween

Point = tuple[float, float]


class Token:
    """A fighter on the ring, sliding between square centres."""

    def __init__(self, pos: Point):
        self.pos = pos
        self.tween: Tween | None = None

    def slide(self, end: Point, duration: float = GLIDE) -> None:
        goal = self.tween.end if self.tween is not None else self.pos
        if goal != end:
            self.tween = Tween(self.pos, end, duration)

    @property
    def moving(self) -> bool:
        return self.tween is not None

    def advance(self, dt: float) -> None:
        if self.tween is not None:
            self.pos = self.tween.advance(dt)
            if self.tween.done:
                self.tween = None

    def finish(self) -> None:
        if self.tween is not None:
            self.pos, self.tween = self.tween.end, None



Points = tuple[str, tuple[int, int, int]]  # on their way from a struck fighter to the scorer's track: label, colour
