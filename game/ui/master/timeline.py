"""The table's animations as a queue of beats, one per event, each holding the seat's view before and after it.

A command's events arrive together; the table plays them a beat at a time (a set is laid, a card is discarded,
a steal lands and is answered, cards are drawn, a round is scored) so each moment can be followed. `beats` reads
the real state only through game.play.seen, which keeps only what `rules.view` lets the seat see and an event the
seat may not see as None. So no beat can carry a hidden card, in a picture or in an animation.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from game.engine.core import Event
from game.engine.master import events as ev
from game.engine.master.state import MasterState
from game.play.seen import seen
from game.ui.tween import scaled

ROUND_BANNER = 2.4  # seconds a round's result stays up before the next deal


@dataclass(frozen=True)
class Beat:
    event: Event | None  # None: something the seat may not see happened (another seat drew, a shuffle)
    before: MasterState  # the seat's view before the event
    after: MasterState  # ... and after it
    tail: float  # seconds the beat lasts after its change (cards gliding, a banner held)


def pace(event: Event | None) -> float:
    if isinstance(event, ev.SetFormed | ev.SetStolen):
        return 0.5
    if isinstance(event, ev.CardDiscarded | ev.StealDefended):
        return 0.4
    if isinstance(event, ev.StealAttempted):
        return 0.55
    if isinstance(event, ev.CardsDrawn | ev.CardsDealt | ev.DiscardStarted | ev.DeckShuffled):
        return 0.3
    if isinstance(event, ev.HandFilled):
        return 0.15
    if isinstance(event, ev.RoundEnded):
        return ROUND_BANNER
    if isinstance(event, ev.MatchEnded):
        return 0.6
    return 0.0


def beats(rules: Any, real_before: MasterState, events: list[Event], seat: int) -> list[Beat]:
    """The beats of these events, as `seat` may see them."""
    views = seen(rules, real_before, events, seat)
    return [Beat(shown, before, after, scaled(pace(shown))) for shown, before, after in views]


class Timeline:
    """Plays beats in order. `shown` is the view to draw; `update` reports each beat as its change is applied, so
    the scene can move its cards."""

    def __init__(self, shown: MasterState):
        self.shown = shown
        self._queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.elapsed = 0.0

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    def extend(self, more: list[Beat]) -> None:
        self._queue.extend(more)

    def reset(self, shown: MasterState) -> None:
        """Drops every beat still to play and shows `shown` at once (undo, a new person at the screen)."""
        self._queue.clear()
        self.current = None
        self.shown = shown

    def update(self, dt: float) -> list[Beat]:
        """Advances by dt; returns the beats applied, in order."""
        applied: list[Beat] = []
        budget = dt
        while True:
            if self.current is None:
                if not self._queue:
                    return applied
                self.current, self.elapsed = self._queue.popleft(), 0.0
                self.shown = self.current.after
                applied.append(self.current)
            beat = self.current
            if self.elapsed + budget < beat.tail:
                self.elapsed += budget
                return applied
            budget -= beat.tail - self.elapsed
            self.current = None

    def finish(self) -> list[Beat]:
        """Applies every beat still to come at once (a click while the animations run)."""
        applied = list(self._queue)
        self._queue.clear()
        self.current = None
        if applied:
            self.shown = applied[-1].after
        return applied
