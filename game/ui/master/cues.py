"""What a game of Master sounds like (game.ui.sound): sets laid and cards discarded, a steal laid on a set, the
answer that blocks it or the set taken, and the end, won or lost as the seat at the screen sees it."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.master import events as ev


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the player of `seat`, or None."""
    if isinstance(event, ev.SetFormed | ev.CardDiscarded | ev.StealAttempted):
        return "lay"
    if isinstance(event, ev.StealDefended):
        return "block"
    if isinstance(event, ev.SetStolen):
        return "hit"
    if isinstance(event, ev.MatchEnded):
        return "win" if seat in event.winners else "loss"
    return None
