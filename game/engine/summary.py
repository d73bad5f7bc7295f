"""The shape of a finished game's summary, whatever the game: its figures, each a label and a value per seat (one
value for a solo game), counted by each game's own `summary(log)` from its event log (game.engine.<family>.summary).
The result screens show them; anything else that tallies a game (records, statistics) may read the same figures."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    label: str  # what it counts, in a player's words: "Damage dealt"
    values: tuple[int, ...]  # one per seat, in seat order (one for a solo game)


@dataclass(frozen=True)
class Summary:
    turns: int
    figures: tuple[Figure, ...]

    def figure(self, label: str) -> Figure:
        return next(figure for figure in self.figures if figure.label == label)


def tally(seats: int, counted: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Each seat's total of the (seat, amount) pairs."""
    totals = [0] * seats
    for seat, amount in counted:
        totals[seat] += amount
    return tuple(totals)


def most(seats: int, counted: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Each seat's largest of the (seat, amount) pairs (0 when it has none)."""
    best = [0] * seats
    for seat, amount in counted:
        best[seat] = max(best[seat], amount)
    return tuple(best)
