"""What a Kenpo Masters duel sounds like (game.ui.sound): cards laid, attacks that score or are blocked, a Break,
and the end, won or lost as the seat at the screen sees it."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.kenpo import events as ev


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the player of `seat`, or None."""
    if isinstance(event, ev.CardPlayed):
        return "lay"
    if isinstance(event, ev.AttackResolved):
        return "hit" if event.points else ("block" if event.prevented else None)
    if isinstance(event, ev.DefenceResolved):
        return "hit" if event.hit_back else ("block" if event.prevented else None)
    if isinstance(event, ev.BreakCalled):
        return "break"
    if isinstance(event, ev.MatchWon):
        return "win" if event.seat == seat else "loss"
    return None
