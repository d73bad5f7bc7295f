"""How long each moment of the Master table is shown, as beats of the shared timeline (game.ui.timeline), each
showing its change at once: a set is laid, a card is discarded, a steal lands and is answered, cards are drawn, a
round is scored."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.master import events as ev
from game.ui.timeline import at_once

ROUND_BANNER = 2.4  # seconds a round's result stays up before the next deal


def seconds(event: Event | None) -> float:
    """How long a beat lasts after its change."""
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


pace = at_once(seconds)
