"""The ring arena's animations as a queue of beats, one per event, each showing the seat's view before and after.

A command's events arrive together; the arena plays them one beat at a time (a card lands, the fighter steps,
BREAK is called, points fly to the scores, the fighters slide back) so each moment can be followed. `beats` reads
the game's real state only through game.play.seen, which keeps only what `rules.view` lets the seat see and an
event the seat may not see as None. So no beat can carry the other seat's hand, in a picture or in an animation.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from game.engine.core import Event
from game.engine.kenpo import events as ev
from game.engine.kenpo.state import KenpoState
from game.play.seen import seen
from game.ui.tween import scaled

POINTS_FLIGHT = 0.7  # seconds the points of a resolved attack take to fly to the score race
BREAK_HOLD = 1.0  # seconds the BREAK banner stands alone before the points start flying (it stays up longer)


@dataclass(frozen=True)
class Beat:
    event: Event | None  # None: something the seat may not see happened (the other seat drew, a shuffle)
    before: KenpoState  # the seat's view before the event
    after: KenpoState  # ... and after it
    lead: float  # seconds shown before the change (the points in flight)
    tail: float  # seconds after it (a card gliding, the banner held)


def pace(event: Event | None) -> tuple[float, float]:
    """How long a beat lasts, before and after its change."""
    if isinstance(event, ev.CardPlayed):
        return 0.0, 0.45
    if isinstance(event, ev.FighterMoved):
        return 0.0, 0.4
    if isinstance(event, ev.BreakCalled):
        return 0.0, BREAK_HOLD
    if isinstance(event, ev.AttackResolved):
        return (POINTS_FLIGHT, 0.15) if event.points else (0.0, 0.45)
    if isinstance(event, ev.DefenceResolved):
        return (POINTS_FLIGHT, 0.15) if event.hit_back else (0.0, 0.3)
    if isinstance(event, ev.FightersReset):
        return 0.0, 0.6
    if isinstance(event, ev.FighterRested):
        return 0.0, 0.9
    if isinstance(event, ev.CardsDrawn | ev.CardsCleared):
        return 0.0, 0.3
    if isinstance(event, ev.MatchWon | ev.MatchDrawn):
        return 0.0, 0.8
    return 0.0, 0.0


def beats(rules: Any, real_before: KenpoState, events: list[Event], seat: int) -> list[Beat]:
    """The beats of these events, as `seat` may see them."""
    out = []
    for shown, before, after in seen(rules, real_before, events, seat):
        lead, tail = pace(shown)
        out.append(Beat(shown, before, after, scaled(lead), scaled(tail)))
    return out


class Timeline:
    """Plays beats in order. `shown` is the view to draw; `update` reports each beat as it starts and as its
    change is applied, so the scene can start a flight or sync its sprites."""

    def __init__(self, shown: KenpoState):
        self.shown = shown
        self._queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.elapsed = 0.0
        self._applied = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    def extend(self, more: list[Beat]) -> None:
        self._queue.extend(more)

    def reset(self, shown: KenpoState) -> None:
        """Drops every beat still to play and shows `shown` at once (undo, a new seat at the screen)."""
        self._queue.clear()
        self.current = None
        self.shown = shown

    def update(self, dt: float) -> list[tuple[str, Beat]]:
        """Advances by dt; returns ("start", beat) and ("apply", beat) notices in order."""
        notices: list[tuple[str, Beat]] = []
        budget = dt
        while True:
            if self.current is None:
                if not self._queue:
                    return notices
                self.current, self.elapsed, self._applied = self._queue.popleft(), 0.0, False
                notices.append(("start", self.current))
            beat = self.current
            if not self._applied and self.elapsed + budget >= beat.lead:
                budget -= max(0.0, beat.lead - self.elapsed)
                self.elapsed = beat.lead
                self._apply(beat, notices)
            if not self._applied:
                self.elapsed += budget
                return notices
            end = beat.lead + beat.tail
            if self.elapsed + budget < end:
                self.elapsed += budget
                return notices
            budget -= end - self.elapsed
            self.current = None

    def finish(self) -> list[tuple[str, Beat]]:
        """Plays every beat to its end at once (a click while animations run)."""
        notices: list[tuple[str, Beat]] = []
        while self.busy:
            if self.current is None:
                self.current, self._applied = self._queue.popleft(), False
                notices.append(("start", self.current))
            if not self._applied:
                self._apply(self.current, notices)
            self.current = None
        return notices

    def _apply(self, beat: Beat, notices: list[tuple[str, Beat]]) -> None:
        self._applied = True
        self.shown = beat.after
        notices.append(("apply", beat))
