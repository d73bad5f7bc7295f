"""Tournaments of two-seat games: a round robin and a single-elimination championship. Pure: no game is named.

A tournament is its set-up (kind, number of entrants, seed) and the result of each match played, in order: the
matches still to come, the standings, the bracket and the champion are all worked out from them, so a tournament
is saved as that short list and resumes exactly where it was. Entrants are numbered 0, 1, ... in the order of entry.

Rulings (the rulebook: "everyone will fight each other once and tally up how many wins they have. Any ties would be
found Round Robin until there is 1 winner"; "a bracket style play where players fight in pairs"):
- Round robin: each pair meets once, in rounds by the circle method. A drawn match is a win for nobody. The players
  with the most wins are first; if several are, they play a round robin of their own (a tie-break round), again
  and again while they stay tied. After TIE_BREAKS tie-break rounds that still leave players tied, the earliest
  entered of them goes through (every tie-break round was won alike by those still tied).
- Championship: the order of entry is the seeding (seed 1 first). The bracket is the next power of two; the
  places left over are byes, and they go to the top seeds. Seeds are placed so the top two can meet only in the
  final, the top four only in the semi-finals, and so on. A drawn match is fought again with a new seed; after
  REMATCHES drawn matches in a row the higher seed goes through.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

ROUND_ROBIN = "round-robin"
CHAMPIONSHIP = "championship"
KINDS = {ROUND_ROBIN: (3, 10), CHAMPIONSHIP: (2, 20)}  # the fewest and most entrants of each kind
TIE_BREAKS = 5
REMATCHES = 3


class TournamentError(ValueError):
    """A tournament that cannot be set up, or a result that does not fit it."""


@dataclass(frozen=True)
class Match:
    number: int  # its place among the tournament's matches, from 0: the result list's index
    players: tuple[int, int]  # entrants; the first takes the game's seat 0
    stage: str  # where it stands: "Round 2", "Tie-break 1", "Quarter-final", "Final", ...
    seed: int  # the game's seed


@dataclass(frozen=True)
class Standing:
    entrant: int
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True)
class Tournament:
    kind: str
    entrants: int
    seed: int
    results: tuple[int | None, ...] = field(default=())  # the winner of each match played, in order; None: drawn

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise TournamentError(f"no tournament {self.kind!r} (there are {', '.join(KINDS)})")
        fewest, most = KINDS[self.kind]
        if not fewest <= self.entrants <= most:
            raise TournamentError(f"a {self.kind} takes {fewest} to {most} players, not {self.entrants}")
        if self.results:
            _plan(self)  # every result must fit the match it is the result of

    @property
    def played(self) -> list[Match]:
        return _plan(self).played

    @property
    def next_match(self) -> Match | None:
        return _plan(self).next

    @property
    def champion(self) -> int | None:
        return _plan(self).champion

    @property
    def over(self) -> bool:
        return self.champion is not None

    def record(self, winner: int | None) -> Tournament:
        """The tournament after the next match ended: won by `winner` (one of its two players) or drawn (None)."""
        match = self.next_match
        if match is None:
            raise TournamentError("the tournament is over: there is no match to record")
        if winner is not None and winner not in match.players:
            raise TournamentError(f"entrant {winner} did not play match {match.number}")
        return Tournament(self.kind, self.entrants, self.seed, (*self.results, winner))


def match_seed(seed: int, number: int) -> int:
    """The seed of a tournament's match: spread so that neighbouring tournaments share no game."""
    return (seed * 1_000_003 + number * 7_919 + 1) % (1 << 31)


# ----- the round robin -------------------------------------------------------------------------------------------


def rounds(group: list[int]) -> list[list[tuple[int, int]]]:
    """Every pair of the group once, in rounds where nobody plays twice (the circle method; with an odd group one
    player rests each round). Who takes seat 0 alternates from round to round."""
    players: list[int | None] = list(group) + ([None] if len(group) % 2 else [])
    count = len(players)
    out = []
    for number in range(count - 1):
        pairs = []
        for i in range(count // 2):
            a, b = players[i], players[count - 1 - i]
            if a is not None and b is not None:
                pairs.append((a, b) if (number + i) % 2 == 0 else (b, a))
        out.append(pairs)
        players = [players[0], players[-1], *players[1:-1]]
    return out


def standings(tournament: Tournament, matches: list[Match] | None = None) -> list[Standing]:
    """Every entrant's wins, losses and draws over `matches` (all played ones by default), best first (most wins,
    then fewest losses, then the order of entry)."""
    played = tournament.played if matches is None else matches
    wins: Counter[int] = Counter()
    losses: Counter[int] = Counter()
    draws: Counter[int] = Counter()
    for match in played:
        winner = tournament.results[match.number]
        if winner is None:
            draws.update(match.players)
        else:
            wins[winner] += 1
            losses[match.players[0] if winner == match.players[1] else match.players[1]] += 1
    rows = [Standing(e, wins[e], losses[e], draws[e]) for e in range(tournament.entrants)]
    return sorted(rows, key=lambda row: (-row.wins, row.losses, row.entrant))


# ----- the championship bracket ----------------------------------------------------------------------------------


def bracket_order(size: int) -> list[int]:
    """The seeds (1 = the top seed) in bracket order for a bracket of `size` (a power of two): 1 and 2 at opposite
    ends, so they can meet only in the final; [1, 8, 4, 5, 2, 7, 3, 6] for 8."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def stage_name(players_left: int, round_number: int) -> str:
    return {2: "Final", 4: "Semi-final", 8: "Quarter-final"}.get(players_left, f"Round {round_number}")


@dataclass
class _Plan:
    played: list[Match] = field(default_factory=list)
    next: Match | None = None
    champion: int | None = None
    bracket: list[list[tuple[int | None, int | None, int | None]]] = field(default_factory=list)


class _Walk:
    """Goes through the tournament's matches in order, handing out the results already known."""

    def __init__(self, tournament: Tournament, plan: _Plan):
        self.tournament, self.plan = tournament, plan

    def play(self, players: tuple[int, int], stage: str) -> tuple[bool, int | None]:
        """(known, winner): the match's result if it was played; else the match becomes the next one."""
        number = len(self.plan.played)
        match = Match(number, players, stage, match_seed(self.tournament.seed, number))
        if number < len(self.tournament.results):
            winner = self.tournament.results[number]
            if winner is not None and winner not in players:
                raise TournamentError(
                    f"match {number} was between {players[0]} and {players[1]}, not won by {winner!r}")
            self.plan.played.append(match)
            return True, winner
        self.plan.next = match
        return False, None


def _plan(tournament: Tournament) -> _Plan:
    plan = _Plan()
    walk = _Walk(tournament, plan)
    if tournament.kind == ROUND_ROBIN:
        plan.champion = _round_robin(walk, list(range(tournament.entrants)))
    else:
        plan.champion = _championship(walk, tournament.entrants, plan)
    if len(plan.played) < len(tournament.results):
        raise TournamentError(f"{len(tournament.results)} results for a tournament of {len(plan.played)} matches")
    return plan


def _round_robin(walk: _Walk, group: list[int]) -> int | None:
    leaders = _robin(walk, group, "Round")
    tie_breaks = 0
    while leaders is not None and len(leaders) > 1:
        if tie_breaks == TIE_BREAKS:
            return min(leaders)
        tie_breaks += 1
        leaders = _robin(walk, leaders, f"Tie-break {tie_breaks}")
    return None if leaders is None else leaders[0]


def _robin(walk: _Walk, group: list[int], stage: str) -> list[int] | None:
    """Plays one round robin of the group: its leaders (most wins), or None while it is unfinished."""
    wins: Counter[int] = Counter()
    for number, pairs in enumerate(rounds(group), start=1):
        for pair in pairs:
            label = f"{stage} {number}" if stage == "Round" else f"{stage}, round {number}"
            known, winner = walk.play(pair, label)
            if not known:
                return None
            if winner is not None:
                wins[winner] += 1
    best = max(wins[e] for e in group)
    return [e for e in group if wins[e] == best]


def _championship(walk: _Walk, entrants: int, plan: _Plan) -> int | None:
    size = 1
    while size < entrants:
        size *= 2
    slots: list[int | None] = [seed - 1 if seed <= entrants else None for seed in bracket_order(size)]
    round_number = 1
    while len(slots) > 1:
        stage = stage_name(len(slots), round_number)
        row: list[tuple[int | None, int | None, int | None]] = []
        pending = False
        for a, b in zip(slots[::2], slots[1::2], strict=True):
            if a is None or b is None:  # a bye: the other goes through without a match
                through = a if b is None else b
            elif pending:
                through = None
            else:
                through = _decider(walk, (a, b), stage)
                pending = through is None
            row.append((a, b, through))
        plan.bracket.append(row)
        if pending:
            return None
        slots = [through for _, _, through in row]
        round_number += 1
    return slots[0]


def _decider(walk: _Walk, players: tuple[int, int], stage: str) -> int | None:
    """The winner of a bracket match, drawn matches fought again; None while it is not decided."""
    for attempt in range(REMATCHES):
        known, winner = walk.play(players, stage if attempt == 0 else f"{stage}, rematch {attempt}")
        if not known:
            return None
        if winner is not None:
            return winner
    return min(players)  # the higher seed: seeds follow the order of entry


def bracket(tournament: Tournament) -> list[list[tuple[int | None, int | None, int | None]]]:
    """A championship's rounds so far, each a list of (entrant, entrant, winner) from the top of the bracket down;
    None for a bye's empty place, or for a winner not yet known. Empty for a round robin."""
    return _plan(tournament).bracket if tournament.kind == CHAMPIONSHIP else []
