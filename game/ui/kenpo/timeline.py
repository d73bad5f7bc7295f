"""How long each moment of the ring arena is shown, as beats of the shared timeline (game.ui.timeline): a card
lands, the fighter steps, BREAK is called, points fly to the scores (before the change: the beat's lead), the
fighters slide back."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.kenpo import events as ev

POINTS_FLIGHT = 0.7  # seconds the points of a resolved attack take to fly to the score race
BREAK_HOLD = 1.0  # seconds the BREAK banner stands alone before the points start flying (it stays up longer)


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
