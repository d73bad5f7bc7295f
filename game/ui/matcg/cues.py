"""What a duel of Martial Arts sounds like (game.ui.sound): cards laid (an attack, a block, a Strategy or Event
card), an attack that lands or is stopped, a card cancelled, and the end, won or lost as the seat at the screen
sees it."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.matcg import events as ev


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the player of `seat`, or None."""
    if isinstance(event, ev.AttackPlayed | ev.BlockPlayed | ev.StrategyPlayed | ev.EventPlayed):
        return "lay"
    if isinstance(event, ev.AttackResolved):
        return "hit" if event.damage else "block"
    if isinstance(event, ev.DamageReflected):
        return "hit"
    if isinstance(event, ev.AttackCancelled | ev.StrategyCancelled | ev.CardCancelled):
        return "break"
    if isinstance(event, ev.FightWon):
        return "win" if event.seat == seat else "loss"
    return None
