"""What a game of Master sounds like (game.ui.sound): sets laid and cards discarded, a steal laid on a set, the
answer that blocks it or the set taken, and the end, won or lost as the seat at the screen sees it."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.master import events as ev

EFFECTS: dict[type, str] = {ev.SetFormed: "lay", ev.CardDiscarded: "lay", ev.StealAttempted: "lay",
                            ev.StealDefended: "block", ev.SetStolen: "hit"}  # by kind of event; the end aside


def cue(event: Event, seat: int) -> str | None:
    """The effect an event plays for the player of `seat`, or None."""
    if isinstance(event, ev.MatchEnded):
        return "win" if seat in event.winners else "loss"
    return EFFECTS.get(type(event))
