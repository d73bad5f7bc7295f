"""How long each moment of the Master table is shown, as beats of the shared timeline (game.ui.timeline), each
showing its change at once: a set is laid, a card is discarded, a steal lands and is answered, cards are drawn, a
round is scored."""

from __future__ import annotations

from game.engine.master import events as ev
from game.ui.timeline import at_once

ROUND_BANNER = 2.4  # seconds a round's result stays up before the next deal
SECONDS: dict[type, float] = {
    ev.SetFormed: 0.5, ev.SetStolen: 0.5, ev.CardDiscarded: 0.4, ev.StealDefended: 0.4, ev.StealAttempted: 0.55,
    ev.CardsDrawn: 0.3, ev.CardsDealt: 0.3, ev.DiscardStarted: 0.3, ev.DeckShuffled: 0.3, ev.HandFilled: 0.15,
    ev.RoundEnded: ROUND_BANNER, ev.MatchEnded: 0.6,
}  # how long a beat of each kind of event lasts after its change; any other, none

pace = at_once(SECONDS)
