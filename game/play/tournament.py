"""A tournament as its director shows it, in plain values: the standings table of a round robin (each entrant's
place, played, won, drawn, lost and tie-break wins) and the places of a championship's bracket round by round (byes
and winners), with the score each pair's players kept at the end of their last match (what each had left, in the
game's own measure). The engine keeps the tournament (game.engine.tournament); a game's director draws its pictures
from these. And how a match's end is told to the director (game.scenes.director): `Played`, or `Skipped` (the match
so far, handed over from the table to be played on in the thinking process)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Event
from game.engine.tournament import Tournament, bracket, standings

BYE = "bye"


@dataclass(frozen=True)
class Played:
    number: int  # the match's number in the tournament
    seat: int | None  # the seat that won, or None for a draw
    scores: tuple[int, int] | None = None  # what each seat had left (its score)
    assisted: bool = False  # a hint was asked for in the match


@dataclass(frozen=True)
class Skipped:
    number: int  # the match's number in the tournament
    batches: list[list[Event]]  # its events so far, to be played on


@dataclass(frozen=True)
class Row:
    place: str
    entrant: int
    played: int
    wins: int
    draws: int
    losses: int
    tie_wins: int | None  # wins in tie-break rounds, for those who played them


def table_rows(tournament: Tournament) -> list[Row]:
    """The standings table: the round robin's own rounds as the engine counts them (game.engine.tournament
    standings), the tie-break rounds' wins beside them; the champion first once there is one, then by wins, tie-break
    wins, fewest losses. Entrants who cannot be told apart share a place ("=2")."""
    main = [m for m in tournament.played if not m.stage.startswith("Tie-break")]
    ties = [m for m in tournament.played if m.stage.startswith("Tie-break")]
    upcoming = tournament.next_match
    tie_wins = {row.entrant: row.wins for row in standings(tournament, ties)}
    tied: set[int] = set()
    if ties or (upcoming is not None and upcoming.stage.startswith("Tie-break")):  # the leaders play them
        counted_main = standings(tournament, main)
        tied = {row.entrant for row in counted_main if row.wins == counted_main[0].wins}
    champion = tournament.champion

    def key(row: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        entrant, wins, _, losses = row
        return 0 if entrant == champion else 1, -wins, -tie_wins.get(entrant, 0) if entrant in tied else 0, losses

    counted = [(s.entrant, s.wins, s.draws, s.losses) for s in standings(tournament, main)]
    counted.sort(key=lambda row: (key(row), row[0]))
    rows, places = [], [key(row) for row in counted]
    for index, (entrant, wins, draws, losses) in enumerate(counted):
        first = places.index(places[index])
        shared = places.count(places[index]) > 1
        rows.append(Row(f"={first + 1}" if shared else str(first + 1), entrant, wins + draws + losses, wins, draws,
                        losses, tie_wins.get(entrant, 0) if entrant in tied else None))
    return rows


def bracket_slots(tournament: Tournament) -> list[list[int | None | str]]:
    """Every round's places from the top of the bracket down, the final's last: an entrant, BYE for a bye's empty
    place, or None for one not yet known."""
    size = 1
    while size < tournament.entrants:
        size *= 2
    known = bracket(tournament)
    rounds: list[list[int | None | str]] = []
    count = size
    for number in range(max(1, size.bit_length() - 1)):
        if number < len(known):
            slots: list[int | None | str] = [p for a, b, _ in known[number] for p in (a, b)]
            if number == 0:
                slots = [BYE if p is None else p for p in slots]
        elif number - 1 < len(known):
            slots = [through for _, _, through in known[number - 1]]
        else:
            slots = [None] * count
        rounds.append(slots)
        count //= 2
    return rounds


def winners(tournament: Tournament) -> list[list[int | None]]:
    return [[through for _, _, through in row] for row in bracket(tournament)]


def bracket_scores(tournament: Tournament, scores: tuple[tuple[int, int], ...]) -> dict[frozenset[int], dict[int, int]]:
    """What each player of a pair had left at the end of their last match (a drawn match is fought again), by
    entrant; none where the scores were not kept (`scores`: each match's, in its players' order)."""
    if not scores:
        return {}
    return {frozenset(match.players): dict(zip(match.players, scores[match.number], strict=True))
            for match in tournament.played}
