"""Whole games played headless by bots, with an optional check of the engine after every event.

`run` writes outcome lines, then as its last line the CONTRACTS.md summary:
`autoplay ruleset=R games=N finished=F errors=E violations=V commands=C events=EV seconds=T events_per_s=X`.
Game i uses seed `seed + i`. Each command is chosen by the bot of the seat to act, from that seat's view.
With `check`, every intermediate state is checked (and, where a ruleset has them, the invariants of a game
waiting for a command after every command), a running game must offer a legal command to the seat
to act (and to no other seat), a finished one to nobody, the log is refolded at the end and compared to the
live state, and the game is played a second time to confirm a byte-identical log.

Every ruleset and its bots come from the registry (game.games), and how a game ended from its rules' `outcome`.
Solo rulesets report wins, losses and the histogram of their score (glory); rulesets of several seats report the
first places of each seat (seats that share first place each count it), the draws (every seat first) and the bot
of each seat; a mode of teams (its table's teams) adds the wins of each team, under the names the ruleset gives
that mode's sides (its optional `side_names`, such as "hero" and "enemy"). `options` (a mode, a number of seats) go
to every game's start.
"""

from __future__ import annotations

import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, TextIO

from game.engine.core import Ruleset, ScenarioError, Session, fold
from game.engine.log import dumps
from game.engine.tournament import KINDS, Tournament
from game.games import game
from game.play.bouts import GameError, make_bots, play, sole_winner
from game.rulesets import ruleset

SHOWN_VIOLATIONS = 5
__all__ = ["GameError", "run"]

@dataclass
class Tally:
    finished: int = 0
    errors: int = 0
    violations: int = 0
    commands: int = 0
    events: int = 0
    wins: int = 0
    glory: Counter[int] = field(default_factory=Counter)
    seat_wins: Counter[int] = field(default_factory=Counter)
    team_wins: Counter[int] = field(default_factory=Counter)
    draws: int = 0
    shown: int = 0


def run(ruleset_id: str, games: int, seed: int, bots: list[str], check: bool, out: TextIO,
        options: dict[str, Any] | None = None) -> int:
    """Plays `games` games and reports on `out`; 0 when there were no errors and no violations."""
    rules = ruleset(ruleset_id)
    options = dict(options or {})
    found = game(ruleset_id).bots()
    levels, make_bot = found.levels, found.make
    if options.get("mode") in getattr(rules, "tournaments", ()):
        return _tournaments(rules, games, seed, bots, check, out, options, found)
    table = Session.new(rules, seed, options).table
    seats, teams = table.seats, table.teams
    chosen = _levels(bots, seats, levels)
    tally = Tally()
    started = time.perf_counter()
    for number in range(games):
        game_seed = seed + number
        try:
            session = _play(rules, make_bots(make_bot, chosen, game_seed), game_seed, options, check, tally, out)
            if check:
                _recheck(rules, session, make_bots(make_bot, chosen, game_seed), options, tally, out)
        except Exception as error:  # a bug in a game must not stop the run: report it and go on
            tally.errors += 1
            summary = traceback.format_exception_only(type(error), error)[-1].strip()
            where = traceback.extract_tb(error.__traceback__)[-1]
            out.write(f"error seed={game_seed}: {summary} (at {where.filename}:{where.lineno})\n")
            continue
        tally.finished += 1
        tally.commands += len(session.batches) - 1
        tally.events += len(session.log)
        outcome = rules.outcome(session.state)
        if outcome is None:
            raise GameError("a finished game has no outcome")
        if seats == 1:
            tally.wins += int(outcome.places[0] == 1)
            tally.glory[outcome.scores[0]] += 1
        elif outcome.drawn:
            tally.draws += 1
        else:
            tally.seat_wins.update(outcome.winners)
            tally.team_wins.update(index for index, team in enumerate(teams) if set(team) <= set(outcome.winners))
    if seats == 1:
        _outcomes(tally, chosen[0], out)
    else:
        sides = getattr(rules, "side_names", {}).get(table.mode, ())
        _seat_outcomes(tally, chosen, out, teams, sides)
    return _summary(ruleset_id, games, tally, time.perf_counter() - started, out, options.get("mode"))


def _summary(ruleset_id: str, games: int, tally: Tally, seconds: float, out: TextIO, mode: str | None) -> int:
    """The last line (CONTRACTS.md), with the mode at its end when one was asked for; 0 for a clean run."""
    rate = int(tally.events / seconds) if seconds > 0 else 0
    out.write(
        f"autoplay ruleset={ruleset_id} games={games} finished={tally.finished} errors={tally.errors} "
        f"violations={tally.violations} commands={tally.commands} events={tally.events} "
        f"seconds={seconds:.2f} events_per_s={rate}" + (f" mode={mode}" if mode else "") + "\n"
    )
    return 0 if tally.errors == 0 and tally.violations == 0 else 1


def _tournaments(rules: Ruleset[Any], games: int, seed: int, bots: list[str], check: bool, out: TextIO,
                 options: dict[str, Any], found: Any) -> int:
    """`games` whole tournaments of two-seat games (game.engine.tournament), each match between the bots of its two
    entrants (one name for every entrant, or one per entrant), checked like any game; one "game" is a tournament."""
    mode = options.pop("mode")
    fewest, most = KINDS[mode]
    entrants = options.pop("seats", fewest)
    if not fewest <= entrants <= most:
        raise ScenarioError(f"a {mode} takes {fewest} to {most} players, not {entrants}")
    chosen = _levels(bots, entrants, found.levels)
    tally = Tally()
    started = time.perf_counter()
    for number in range(games):
        tournament = Tournament(mode, entrants, seed + number)
        try:
            while (match := tournament.next_match) is not None:
                duel = [chosen[p] for p in match.players]
                made = make_bots(found.make, duel, match.seed)
                session = _play(rules, made, match.seed, options, check, tally, out)
                if check:
                    _recheck(rules, session, make_bots(found.make, duel, match.seed), options, tally, out)
                tally.commands += len(session.batches) - 1
                tally.events += len(session.log)
                seat = sole_winner(rules, session)
                tournament = tournament.record(None if seat is None else match.players[seat])
        except Exception as error:  # a bug in a game must not stop the run: report it and go on
            tally.errors += 1
            summary = traceback.format_exception_only(type(error), error)[-1].strip()
            out.write(f"error tournament seed={seed + number}: {summary}\n")
            continue
        champion = tournament.champion
        assert champion is not None  # no match is left to play: the tournament is over
        tally.finished += 1
        tally.seat_wins[champion] += 1
        out.write(f"tournament seed={seed + number} matches={len(tournament.played)} "
                  f"champion={champion}\n")
    out.write(" ".join(f"titles_entrant{e}={tally.seat_wins[e]}" for e in range(entrants)) + "\n")
    out.write(f"bots={','.join(chosen)}\n")
    return _summary(rules.id, games, tally, time.perf_counter() - started, out, mode)


class BotError(ValueError):
    """Bots named that cannot seat the game: a level the game has not, or neither one bot nor one per seat."""


def _levels(bots: list[str], seats: int, levels: tuple[str, ...]) -> list[str]:
    """One bot level per seat: a solo game takes the first named; with more seats one name plays every seat,
    else there must be one name per seat. Naming none means the ruleset's strongest level (its last)."""
    unknown = [bot for bot in bots if bot not in levels]
    if unknown:
        raise BotError(f"unknown bot {unknown[0]!r}: the bots are {', '.join(levels)}")
    if not bots:
        bots = [levels[-1]]
    if seats == 1:
        return [bots[0]]
    if len(bots) == 1:
        return bots * seats
    if len(bots) != seats:
        raise BotError(f"{len(bots)} bots for {seats} seats: name one bot for every seat, or one bot per seat")
    return list(bots)


def _play(rules: Ruleset[Any], bots: list[Any], seed: int, options: dict[str, Any], check: bool, tally: Tally,
          out: TextIO) -> Session[Any]:
    """One game (game.play.bouts.play), checked after every command when `check` is on."""
    if not check:
        return play(rules, bots, seed, options)
    seats = range(len(bots))
    _check_events(rules, rules.initial(), Session.new(rules, seed, options).log, seed, tally, out)

    def before(session: Session[Any], seat: int | None) -> None:
        if seat is None:
            if any(session.legal(s) for s in seats):
                _violation(tally, out, seed, "a finished game offers a legal command")
            return
        if not session.legal(seat):
            _violation(tally, out, seed, "a running game offers no legal command")
        if any(session.legal(s) for s in seats if s != seat):
            _violation(tally, out, seed, "a seat that is not to act has legal commands")

    def after(session: Session[Any], state: Any, events: list[Any]) -> None:
        _check_events(rules, state, events, seed, tally, out)
        _check_at_rest(rules, session.state, seed, tally, out)

    return play(rules, bots, seed, options, before, after)


def _check_events(rules: Ruleset[Any], state: Any, events: list[Any], seed: int, tally: Tally, out: TextIO) -> None:
    for event in events:
        state = rules.evolve(state, event)
        for problem in rules.check(state):
            _violation(tally, out, seed, f"after {type(event).__name__}: {problem}")


def _check_at_rest(rules: Ruleset[Any], state: Any, seed: int, tally: Tally, out: TextIO) -> None:
    """A game's invariants that hold whenever it waits for a command (a ruleset's optional `check_at_rest`)."""
    at_rest = getattr(rules, "check_at_rest", None)
    for problem in at_rest(state) if at_rest is not None else ():
        _violation(tally, out, seed, f"between commands: {problem}")


def _recheck(rules: Ruleset[Any], session: Session[Any], bots: list[Any], options: dict[str, Any], tally: Tally,
             out: TextIO) -> None:
    """The refolded log must give the live state, and a replay of the seed the same bytes."""
    if fold(rules, session.log) != session.state:
        _violation(tally, out, session.seed, "refolding the log does not give the live state")
    replay = _play(rules, bots, session.seed, options, False, Tally(), out)
    header = {"ruleset": rules.id, "seed": session.seed}
    if dumps(header, replay.batches) != dumps(header, session.batches):
        _violation(tally, out, session.seed, "replaying the seed gave a different log")


def _violation(tally: Tally, out: TextIO, seed: int, message: str) -> None:
    tally.violations += 1
    if tally.shown < SHOWN_VIOLATIONS:
        tally.shown += 1
        out.write(f"violation seed={seed}: {message}\n")


def _outcomes(tally: Tally, level: str, out: TextIO) -> None:
    finished = tally.finished
    out.write(f"wins={tally.wins} losses={finished - tally.wins}\n")
    out.write(f"win_rate={tally.wins / finished if finished else 0.0:.2f}\n")
    mean = sum(g * n for g, n in tally.glory.items()) / finished if finished else 0.0
    out.write(f"glory mean={mean:.2f}\n")
    top = max(12, *tally.glory) if tally.glory else 12
    out.write("glory " + " ".join(f"{g}:{tally.glory[g]}" for g in range(top + 1)) + "\n")
    out.write(f"bot={level}\n")


def _seat_outcomes(tally: Tally, levels: list[str], out: TextIO, teams: tuple[tuple[int, ...], ...] = (),
                   sides: tuple[str, ...] = ()) -> None:
    out.write(" ".join(f"wins_seat{seat}={tally.seat_wins[seat]}" for seat in range(len(levels)))
              + f" draws={tally.draws}\n")
    if sides:
        out.write(" ".join(f"{name}_wins={tally.team_wins[index]}" for index, name in enumerate(sides))
                  + f" draws={tally.draws}\n")
    if teams:
        out.write(" ".join(f"wins_team{index}={tally.team_wins[index]}" for index in range(len(teams)))
                  + f" draws={tally.draws} teams=" + ",".join("+".join(map(str, team)) for team in teams) + "\n")
    out.write(f"bots={','.join(levels)}\n")
