"""What a Kenpo Masters match came to for each fighter, counted from its event log: the points scored (by attacks
and by defences hitting back), the biggest attack, the points blocked, the cards played, the Breaks and rests."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.core import Event
from game.engine.kenpo import events as ev
from game.engine.summary import Figure, Summary, most, tally

SEATS = 2


def summary(log: Sequence[Event]) -> Summary:
    attacks = [e for e in log if isinstance(e, ev.AttackResolved)]
    defences = [e for e in log if isinstance(e, ev.DefenceResolved)]

    def count(kind: type[ev.CardPlayed | ev.BreakCalled | ev.FighterRested]) -> tuple[int, ...]:
        return tally(SEATS, ((e.seat, 1) for e in log if isinstance(e, kind)))

    figures = (
        Figure("Points scored", tally(SEATS, [*((e.seat, e.points) for e in attacks),
                                              *((e.seat, e.hit_back) for e in defences)])),
        Figure("Biggest attack", most(SEATS, ((e.seat, e.points) for e in attacks))),
        Figure("Points blocked", tally(SEATS, ((e.seat, e.prevented) for e in defences))),
        Figure("Cards played", count(ev.CardPlayed)),
        Figure("Breaks called", count(ev.BreakCalled)),
        Figure("Rests", count(ev.FighterRested)),
    )
    turns = max((e.turn for e in log if isinstance(e, ev.TurnBegan)), default=0)
    return Summary(turns, figures)
