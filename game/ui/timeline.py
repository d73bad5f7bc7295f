"""A table's animations as a queue of beats, whatever the game: one beat per event, each holding the seat's view
before and after it, so that a command's events, which arrive together, are shown one moment at a time.

A beat lasts `lead` seconds before its change (something flying toward where the change lands) and `tail` seconds
after it (cards gliding, a banner held). `beats` reads the real state only through game.play.seen, which keeps only
what `rules.view` lets the seat see and an event the seat may not see as None: no beat can carry a hidden card, in
a picture or in an animation. Each game declares only how long each of its events is shown (its `Pace`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.engine.core import Event
from game.play.seen import seen
from game.ui.tween import scaled

V = TypeVar("V")  # a seat's view of the game

START, APPLY = "start", "apply"  # the notices of Timeline.update: a beat begins; its change is applied
Pace = Callable[[Event | None], tuple[float, float]]  # an event's (lead, tail), in seconds at normal speed


@dataclass(frozen=True)
class Beat(Generic[V]):
    event: Event | None  # None: something the seat may not see happened (another seat drew, a shuffle)
    before: V  # the seat's view before the event
    after: V  # ... and after it
    lead: float  # seconds shown before the change
    tail: float  # seconds after it


def at_once(tails: Mapping[type, float]) -> Pace:
    """The pace of a game whose every beat shows its change at once and lasts, after it, the seconds `tails` gives
    its kind of event (any other kind, none)."""
    return lambda event: (0.0, tails.get(type(event), 0.0))


class Timeline(Generic[V]):
    """Plays beats in order, each as long as the game's `pace` says. `shown` is the view to draw; `update` reports
    each beat as it starts and as its change is applied, so the table can start what flies or move its cards."""

    def __init__(self, shown: V, pace: Pace):
        self.shown = shown
        self.pace = pace
        self._queue: deque[Beat[V]] = deque()
        self.current: Beat[V] | None = None
        self.elapsed = 0.0
        self._applied = False

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    def beats(self, rules: Any, real_before: V, events: list[Event], seat: int) -> list[Beat[V]]:
        """The beats of these events, as `seat` may see them."""
        out = []
        for shown, before, after in seen(rules, real_before, events, seat):
            lead, tail = self.pace(shown)
            out.append(Beat(shown, before, after, scaled(lead), scaled(tail)))
        return out

    def extend(self, more: list[Beat[V]]) -> None:
        self._queue.extend(more)

    def reset(self, shown: V) -> None:
        """Drops every beat still to play and shows `shown` at once (undo, a new person at the screen)."""
        self._queue.clear()
        self.current = None
        self.shown = shown

    def update(self, dt: float) -> list[tuple[str, Beat[V]]]:
        """Advances by dt; returns (START, beat) and (APPLY, beat) notices in order."""
        notices: list[tuple[str, Beat[V]]] = []
        budget = dt
        while True:
            if self.current is None:
                if not self._queue:
                    return notices
                self.current, self.elapsed, self._applied = self._queue.popleft(), 0.0, False
                notices.append((START, self.current))
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

    def finish(self) -> list[tuple[str, Beat[V]]]:
        """Plays every beat to its end at once (a click while animations run)."""
        notices: list[tuple[str, Beat[V]]] = []
        while self.busy:
            if self.current is None:
                self.current, self._applied = self._queue.popleft(), False
                notices.append((START, self.current))
            if not self._applied:
                self._apply(self.current, notices)
            self.current = None
        return notices

    def _apply(self, beat: Beat[V], notices: list[tuple[str, Beat[V]]]) -> None:
        self._applied = True
        self.shown = beat.after
        notices.append((APPLY, beat))

