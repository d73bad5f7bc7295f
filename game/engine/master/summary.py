"""What a match of Master came to for each player, counted from its event log: experience and rounds won, the sets
laid, the steals won, lost and defended, the cards discarded."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.core import Event
from game.engine.master import events as ev
from game.engine.summary import Figure, Summary, tally


def summary(log: Sequence[Event]) -> Summary:
    seats = next(e.players for e in log if isinstance(e, ev.MatchStarted))
    rounds = [e for e in log if isinstance(e, ev.RoundEnded)]
    stolen = [e for e in log if isinstance(e, ev.SetStolen)]

    def count(kind: type[ev.SetFormed | ev.StealAttempted | ev.StealDefended | ev.CardDiscarded]) -> tuple[int, ...]:
        return tally(seats, ((e.seat, 1) for e in log if isinstance(e, kind)))

    figures = (
        Figure("Experience", tally(seats, ((seat, xp) for e in rounds for seat, xp in enumerate(e.experience)))),
        Figure("Rounds won", tally(seats, ((seat, 1) for e in rounds for seat in e.winners))),
        Figure("Sets laid", count(ev.SetFormed)),
        Figure("Steals tried", count(ev.StealAttempted)),
        Figure("Steals won", tally(seats, ((e.seat, 1) for e in stolen))),
        Figure("Sets lost to steals", tally(seats, ((e.target, 1) for e in stolen))),
        Figure("Steals defended", count(ev.StealDefended)),
        Figure("Cards discarded", count(ev.CardDiscarded)),
    )
    return Summary(sum(isinstance(e, ev.TurnBegan) for e in log), figures)
