"""How long each moment of the ring arena is shown, as beats of the shared timeline (game.ui.timeline): a card
lands, the fighter steps, BREAK is called, points fly to the scores (before the change: the beat's lead), the
fighters slide back."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.kenpo import events as ev

POINTS_FLIGHT = 0.7  # seconds the points of a resolved attack take to fly to the score race
BREAK_HOLD = 1.0  # seconds the BREAK banner stands alone before the points start flying (it stays up longer)
SECONDS: dict[type, float] = {
    ev.CardPlayed: 0.45, ev.FighterMoved: 0.4, ev.BreakCalled: BREAK_HOLD, ev.AttackResolved: 0.45,
    ev.DefenceResolved: 0.3, ev.FightersReset: 0.6, ev.FighterRested: 0.9, ev.CardsDrawn: 0.3, ev.CardsCleared: 0.3,
    ev.MatchWon: 0.8, ev.MatchDrawn: 0.8,
}  # how long a beat of each kind of event lasts after its change; any other, none


def pace(event: Event | None) -> tuple[float, float]:
    """How long a beat lasts, before and after its change: points that score fly first (POINTS_FLIGHT)."""
    return (POINTS_FLIGHT, 0.15) if scored(event) else (0.0, SECONDS.get(type(event), 0.0))


def scored(event: Event | None) -> int:
    """The points an event scores, which fly to the score race: an attack's that lands, a defence's hit back."""
    if isinstance(event, ev.AttackResolved):
        return event.points
    return event.hit_back if isinstance(event, ev.DefenceResolved) else 0
