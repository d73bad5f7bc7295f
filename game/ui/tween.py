"""Short eased movements between two points, advanced by the frame's dt, and a point that slides where it is sent
(`Slide`: a fighter from square to square); and the one place every animation's duration is scaled to the player's
animation speed (game.files.settings): tweens here, the beats of each table's timeline through `scaled`. A card's
glide lasts GLIDE at every table."""

from __future__ import annotations

from dataclasses import dataclass

from game.files import settings

GLIDE = 0.3  # seconds at 1x a card takes to glide from one place to another, a computer's move included, at every table


def scaled(seconds: float) -> float:
    """A duration at the player's animation speed: 0 when animations are instant."""
    return seconds * settings.current().speed


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float = 0.25
    elapsed: float = 0.0
    delay: float = 0.0

    def __post_init__(self) -> None:
        self.duration, self.delay = scaled(self.duration), scaled(self.delay)

    def advance(self, dt: float) -> tuple[float, float]:
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return self.start
            dt = -self.delay
            self.delay = 0.0
        self.elapsed = min(self.duration, self.elapsed + dt)
        t = ease_out(self.elapsed / self.duration) if self.duration > 0 else 1.0
        return self.start[0] + (self.end[0] - self.start[0]) * t, self.start[1] + (self.end[1] - self.start[1]) * t

    @property
    def done(self) -> bool:
        return self.delay <= 0 and self.elapsed >= self.duration


class Slide:
    """A point that stands where it was last sent, sliding there (design space): a piece of a table's Glide
    (game.scenes.glide), which moves it on each frame and lands it at once when the beats are skipped."""

    def __init__(self, pos: tuple[float, float]) -> None:
        self.pos = pos
        self.tween: Tween | None = None

    def slide(self, end: tuple[float, float], duration: float = GLIDE) -> None:
        """Sent to `end`: from where it stands now, unless it is already on its way there."""
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
