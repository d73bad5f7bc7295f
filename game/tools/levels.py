"""`python -m game bench --levels [--games N] [--ruleset R]`: the level table. Every table of several seats of every
ruleset of the registry (each mode; a mode of several seat counts at its fewest, middle and most) plays each pairing
of a stronger level against a weaker one (`PAIRINGS`) for N games, the stronger level's place rotated round the table,
and each decision of each bot is timed.

At a table where every seat plays for itself, one seat is the stronger level and every other the weaker, that seat
moving round the table game by game. At a table of teams (its `teams`), the stronger level plays every seat of one
side and the weaker every seat of the others, the sides taking turns. A game's win is the stronger seats' share of
the winners: a sole win 1, a draw of two seats or a first place shared by two 1/2, and so on; the fair share is one
side's (1/seats, or 1/sides). The rules and the bots come from the registry, which names no game here.

It prints per pairing `levels_<ruleset>[_<mode>][_<seats>]_<strong>_<weak>=<win %>` (the mode where the ruleset has
several, the seats where the mode takes several) and per level `levels_p95_s_<table>_<level>`, the 95th percentile
of its think time (CPU time) at that table; the LAST line is the same key=value pairs.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from game.engine.core import Ruleset, Session
from game.games import GAMES, game
from game.play.bouts import make_bots, play
from game.tools.bench.stats import percentile

PAIRINGS = (("hard", "normal"), ("normal", "easy"), ("normal", "random"))
AGAINST_RANDOM = 80.0  # the win % a level wants against `random`, at every table
HEAD_TO_HEAD = 60.0  # the win % a stronger level wants against the level below it, one side against one
FAIR_TIMES = 1.5  # ... and against several sides: this many times its fair share
JUDGED_LEAST = 20  # games a pairing plays at least before its win % is judged (the full bench's few are for timing)


@dataclass(frozen=True)
class Table:
    """One table the levels are measured at: a ruleset, its mode and its number of seats."""

    ruleset: str
    mode: str
    seats: int
    name: str  # the key's middle: <ruleset>[_<mode>][_<seats>]
    sides: tuple[tuple[int, ...], ...]  # the teams, or each seat alone
    rules: Ruleset[Any] = field(compare=False, repr=False)

    def options(self) -> dict[str, Any]:
        return {"mode": self.mode, "seats": self.seats}


def seat_counts(fewest: int, most: int) -> list[int]:
    """The seat counts a mode is measured at: its fewest, the middle and its most (master: 2, 4 and 6)."""
    return sorted({fewest, (fewest + most) // 2, most})


def tables(ruleset_id: str | None = None) -> Iterator[Table]:
    """Every table of several seats, ruleset by ruleset in registry order (only `ruleset_id`'s when given)."""
    for entry in GAMES:
        if ruleset_id is not None and entry.id != ruleset_id:
            continue
        rules = entry.rules()
        modes = rules.modes
        for mode, (fewest, most) in modes.items():
            for seats in seat_counts(fewest, most):
                if seats < 2:
                    continue
                name = "_".join([entry.id, *([mode] if len(modes) > 1 else []),
                                 *([str(seats)] if fewest < most else [])])
                teams = Session.new(rules, 0, {"mode": mode, "seats": seats}).table.teams
                sides = teams or tuple((seat,) for seat in range(seats))
                yield Table(entry.id, mode, seats, name, sides, rules)


class Timed:
    """A bot whose every decision is timed into `think` (seconds, per level): this thread's CPU time, as the bench
    times its bots, so that other programs on a shared machine do not lengthen it."""

    def __init__(self, bot: Any, level: str, think: dict[str, list[float]]):
        self.bot, self.name, self.think = bot, level, think

    def choose(self, rules: Ruleset[Any], view: Any) -> Any:
        began = time.thread_time()
        command = self.bot.choose(rules, view)
        self.think.setdefault(self.name, []).append(time.thread_time() - began)
        return command


@dataclass
class Pairing:
    """The games of one pairing at one table."""

    table: Table
    strong: str
    weak: str
    games: int = 0
    credit: float = 0.0  # the stronger seats' share of the winners, summed over the games
    think: dict[str, list[float]] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"levels_{self.table.name}_{self.strong}_{self.weak}"

    @property
    def win_pct(self) -> float:
        return 100 * self.credit / self.games if self.games else float("nan")

    @property
    def fair_pct(self) -> float:
        return 100 / len(self.table.sides)

    @property
    def wanted_pct(self) -> float:
        """The win % that makes the stronger level clearly stronger (AGAINST_RANDOM, HEAD_TO_HEAD, FAIR_TIMES)."""
        if self.weak == "random":
            return AGAINST_RANDOM
        return HEAD_TO_HEAD if len(self.table.sides) == 2 else FAIR_TIMES * self.fair_pct

    @property
    def met(self) -> bool:
        return self.win_pct >= self.wanted_pct

    @property
    def verdict(self) -> str:
        """The table's last column: met or MISSED, or "too few" games to judge (fewer than JUDGED_LEAST)."""
        if self.games < JUDGED_LEAST:
            return "too few"
        return "met" if self.met else "MISSED"


def pairing(table: Table, strong: str, weak: str, games: int, seed: int = 1) -> Pairing:
    """`games` games of `strong` against `weak` at `table`, game i from seed `seed + i`, the stronger side i mod
    the number of sides."""
    rules = table.rules
    make = game(table.ruleset).bots().make
    result = Pairing(table, strong, weak)
    for number in range(games):
        side = table.sides[number % len(table.sides)]
        levels = [strong if seat in side else weak for seat in range(table.seats)]
        bots = [Timed(bot, level, result.think) for bot, level in
                zip(make_bots(make, levels, seed + number), levels, strict=True)]
        session = play(rules, bots, seed + number, table.options())
        outcome = rules.outcome(session.state)
        assert outcome is not None  # play returns only a finished game
        result.games += 1
        result.credit += share(outcome.winners, side)
    return result


def share(winners: Sequence[int], side: Sequence[int]) -> float:
    """The side's share of a game's winners: 1 for a win of the side alone, 1/2 for a draw of two, 0 for a loss."""
    return len(set(winners) & set(side)) / len(winners) if winners else 0.0


def run(games: int, out: TextIO, ruleset_id: str | None = None, seed: int = 1) -> dict[str, str]:
    """Plays the level table and writes it to `out`, the key=value pairs last; returns the pairs."""
    keys: dict[str, str] = {}
    started = time.perf_counter()
    out.write(f"Levels: {games} games per pairing, the stronger level's seat (or side) rotated round the table\n")
    header = f"  {'table':<16}{'pairing':<16}{'games':>6}{'win %':>8}{'fair %':>8}{'wanted %':>10}" \
             f"{'p95 s strong':>14}{'p95 s weak':>12}\n"
    out.write(header)
    for table in tables(ruleset_id):
        think: dict[str, list[float]] = {}
        for strong, weak in PAIRINGS:
            result = pairing(table, strong, weak, games, seed)
            keys[result.key] = f"{result.win_pct:.1f}"
            for level, times in result.think.items():
                think.setdefault(level, []).extend(times)
            p95 = {level: percentile(times, 95) for level, times in result.think.items()}
            out.write(f"  {table.name:<16}{strong + '-' + weak:<16}{result.games:>6}{result.win_pct:>8.1f}"
                      f"{result.fair_pct:>8.1f}{result.wanted_pct:>10.1f}{p95.get(strong, float('nan')):>14.4f}"
                      f"{p95.get(weak, float('nan')):>12.4f}  {result.verdict}\n")
            out.flush()
        for level in sorted(think):
            keys[f"levels_p95_s_{table.name}_{level}"] = f"{percentile(think[level], 95):.4f}"
    out.write(f"  win %: the stronger seats' share of the winners (a draw or a shared first place counts as that "
              f"share); fair %: one side's share; wanted %: {AGAINST_RANDOM:g} against random, else {HEAD_TO_HEAD:g} "
              f"one side against one and {FAIR_TIMES:g} x fair against more, judged from {JUDGED_LEAST} games a "
              f"pairing; p95: CPU s a decision; {time.perf_counter() - started:.1f} s\n")
    out.write(" ".join(f"{name}={value}" for name, value in keys.items()) + "\n")
    return keys
