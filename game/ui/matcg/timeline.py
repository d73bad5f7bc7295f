"""The duel's animations as a queue of beats, one per event, each holding the seat's view before and after it.

A command's events arrive together (an attack lands, the damage is taken, ADR is earned, the next turn begins and
both players draw); the table plays them a beat at a time so each can be followed. `beats` reads the real state
only through game.play.seen, which keeps only what `rules.view` lets the seat see and an event the seat may not
see as None, so no beat can carry a hidden card.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from game.engine.core import Event
from game.engine.matcg import events as ev
from game.engine.matcg.state import MatcgState
from game.play.seen import seen
from game.ui.tween import scaled

PACE: dict[type, float] = {ev.AttackPlayed: 0.45, ev.BlockPlayed: 0.4, ev.AttackResolved: 0.55,
                           ev.StrategyPlayed: 0.4, ev.StrategyResolved: 0.3, ev.EventPlayed: 0.4,
                           ev.CardsDrawn: 0.25, ev.AdrEarned: 0.3, ev.Healed: 0.3, ev.RecoveryTaken: 1.2,
                           ev.TurnBegan: 0.3, ev.DamageReflected: 0.4, ev.AttackCancelled: 0.4,
                           ev.CardDiscarded: 0.2, ev.FightWon: 0.8, ev.FightDrawn: 0.8}


@dataclass(frozen=True)
class Beat:
    event: Event | None  # None: something the seat may not see happened (the other seat drew, a shuffle)
    before: MatcgState  # the seat's view before the event
    after: MatcgState  # ... and after it
    tail: float  # seconds the beat lasts after its change


def beats(rules: Any, real_before: MatcgState, events: list[Event], seat: int) -> list[Beat]:
    """The beats of these events, as `seat` may see them."""
    views = seen(rules, real_before, events, seat)
    return [Beat(shown, before, after, scaled(PACE.get(type(shown), 0.0))) for shown, before, after in views]


class Timeline:
    """Plays beats in order: `shown` is the view to draw, and `update` hands back each beat as it is applied."""

    def __init__(self, shown: MatcgState):
        self.shown = shown
        self._queue: deque[Beat] = deque()
        self._left = 0.0  # seconds of the current beat still to run

    @property
    def busy(self) -> bool:
        return self._left > 0 or bool(self._queue)

    def extend(self, more: list[Beat]) -> None:
        self._queue.extend(more)

    def reset(self, shown: MatcgState) -> None:
        """Drops every beat still to play and shows `shown` at once (undo, a new person at the screen)."""
        self._queue.clear()
        self._left = 0.0
        self.shown = shown

    def update(self, dt: float) -> list[Beat]:
        applied: list[Beat] = []
        budget = dt
        while True:
            if budget < self._left:
                self._left -= budget
                return applied
            budget -= self._left
            self._left = 0.0
            if not self._queue:
                return applied
            beat = self._queue.popleft()
            self.shown, self._left = beat.after, beat.tail
            applied.append(beat)

    def finish(self) -> list[Beat]:
        """Applies every beat still to come at once (a click while the animations run)."""
        applied = list(self._queue)
        self._queue.clear()
        self._left = 0.0
        if applied:
            self.shown = applied[-1].after
        return applied
