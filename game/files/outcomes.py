"""How the player fared, read from the record book (game.files.records): fights won and fought per master of the
campaign, the outcome of a duel, a match or a tournament for the person at it, and the figures of a list of outcomes
(played, won, lost, drawn, the streaks)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game.files.records import DuelRecord, MatchRecord, Record, TournamentRecord


@dataclass(frozen=True)
class MasterSummary:
    fought: int
    defeated: int

    @property
    def win_rate(self) -> float:
        return self.defeated / self.fought if self.fought else 0.0


def by_master(records: Iterable[Record]) -> dict[str, MasterSummary]:
    """Fights won and fought per master: every defeat of a master, and the master a campaign fell to."""
    fought: dict[str, int] = {}
    defeated: dict[str, int] = {}
    for record in records:
        for master in record.masters:
            fought[master] = fought.get(master, 0) + 1
            defeated[master] = defeated.get(master, 0) + 1
        if record.lost_to is not None:
            fought[record.lost_to] = fought.get(record.lost_to, 0) + 1
    return {m: MasterSummary(fought[m], defeated.get(m, 0)) for m in fought}


# ----- statistics, after PySolFC's: played, won, lost, drawn, the streaks -----------------------------------------

Outcome = Literal["won", "lost", "drawn"]  # a game as the person (or the people's side) at it fared


@dataclass(frozen=True)
class Tally:
    """The games of a list, in the order they ended: how many were won, lost and drawn, the run the last of them
    belongs to (its outcome and length) and the longest run of wins."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    current: tuple[Outcome, int] | None = None
    best_streak: int = 0

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drawn

    @property
    def rate(self) -> float:
        """The share of the games played that were won."""
        return self.won / self.played if self.played else 0.0


def tally(outcomes: Iterable[Outcome]) -> Tally:
    counts = {"won": 0, "lost": 0, "drawn": 0}
    current: tuple[Outcome, int] | None = None
    best = 0
    for outcome in outcomes:
        counts[outcome] += 1
        current = (outcome, current[1] + 1) if current is not None and current[0] == outcome else (outcome, 1)
        if outcome == "won":
            best = max(best, current[1])
    return Tally(counts["won"], counts["lost"], counts["drawn"], current, best)


def duel_outcome(duel: DuelRecord) -> Outcome | None:
    """How the person fared in a duel against the computer; None for a duel between people."""
    if duel.mode != "versus":
        return None
    if duel.winner is None:
        return "drawn"
    return "won" if duel.winner == duel.human else "lost"


def said(outcome: Outcome | None) -> str:
    """An outcome as a sentence says it after the one who fared so: "you won", "you lost", "you drew"."""
    return {"won": "won", "lost": "lost", "drawn": "drew"}.get(outcome or "", "")


def match_outcome(match: MatchRecord) -> Outcome | None:
    """How the people fared against the computer in a match of several seats: won when only people share first
    place, drawn when people share it with the computer, lost when none of them has it; None with no computer
    at the table."""
    people = set(match.people)
    if len(people) == len(match.levels):
        return None
    winners = set(match.winners)
    if not winners & people:
        return "lost"
    return "won" if winners <= people else "drawn"


def tournament_outcome(cup: TournamentRecord) -> Outcome | None:
    """Won when a person is the champion, lost when the computer is; None for a tournament no person entered."""
    if not cup.people:
        return None
    return "won" if cup.champion in cup.people else "lost"
