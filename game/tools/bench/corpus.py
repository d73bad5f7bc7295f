"""Bot games recorded once per bench run: the commands, the log and every state along the way.

The engine, bot and scene benchmarks all draw on these games, so every figure of one run is
measured on the same positions. Games are played by the strongest bot a ruleset has (the last of its
levels), or by uniform choice over the legal commands for a ruleset without bots. The test suite's run, which
only proves that every part runs, has short games played by a quicker level instead (`bots_at`), the games the
screenshot scenes stand on too.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

from game.ai import Bots
from game.engine.core import Command, Ruleset, Session
from game.rulesets import ruleset
from game.tools.rig import Game

MAX_COMMANDS = 5000
STRONGEST = -1  # the index of the level that records the games: the last, the strongest


def at_level(levels: tuple[str, ...], level: int) -> str:
    """The level of that index among a game's `levels` (weakest first); the strongest where it has fewer."""
    return levels[level] if -len(levels) <= level < len(levels) else levels[-1]


@contextmanager
def bots_at(level: int) -> Iterator[None]:
    """While it lasts, each game's bot of `level` stands for its strongest (game.ai.Bots.strongest), which plays the
    games the screenshot scenes stand on (game.tools.shooting): the test suite's run, which proves only that every
    scene is benched, has them played in a fraction of the time. At STRONGEST it changes nothing."""
    if level == STRONGEST:
        yield
        return
    strongest = vars(Bots)["strongest"]
    Bots.strongest = property(lambda bots: at_level(bots.levels, level))  # type: ignore[assignment,method-assign]
    try:
        yield
    finally:
        Bots.strongest = strongest  # type: ignore[method-assign]


def bot_makers(ruleset_id: str) -> tuple[tuple[str, ...], Callable[[str, int], Any]]:
    """The bot levels of a ruleset (from the registry) and the function that makes them."""
    from game.games import game

    bots = game(ruleset_id).bots()
    return bots.levels, bots.make


Chooser = Callable[[Ruleset[Any], Any], Command]  # the rules and the state -> the next command


def _record(ruleset_id: str, seed: int, choose: Chooser, limit: int = MAX_COMMANDS) -> Game:
    """The game of `ruleset_id` from `seed`, with `choose` giving each command until it is over or `limit` ran."""
    rules = ruleset(ruleset_id)
    session: Session[Any] = Session.new(rules, seed)
    commands: list[Command] = []
    states = [session.state]
    for _ in range(limit):
        if rules.is_over(session.state):
            break
        command = choose(rules, session.state)
        if not session.submit(command).ok:
            raise RuntimeError(f"{ruleset_id} chose a rejected command {command} (seed {seed})")
        commands.append(command)
        states.append(session.state)
    return Game(rules, seed, commands, session.batches, states)


def play(ruleset_id: str, seed: int, level: int = STRONGEST, limit: int = MAX_COMMANDS) -> Game:
    """A game played by the ruleset's bot of that `level` (an index into its levels) at every seat, for at most
    `limit` commands."""
    levels, make_bot = bot_makers(ruleset_id)
    bots: dict[int, Any] = {}  # one bot per seat, each reading only its own seat's view

    def choose(rules: Ruleset[Any], state: Any) -> Command:
        seat = rules.to_act(state) or 0
        if seat not in bots:
            bots[seat] = make_bot(at_level(levels, level) if levels else "uniform", seed + seat)
        return bots[seat].choose(rules, rules.view(state, seat))

    return _record(ruleset_id, seed, choose, limit)


def replay(ruleset_id: str, seed: int, commands: list[Command]) -> Game:
    """The game those commands played from `seed`, every state along the way made again without a bot."""
    chosen = iter(commands)
    return _record(ruleset_id, seed, lambda rules, state: next(chosen), len(commands))


def games(ruleset_id: str, count: int, first_seed: int = 1, level: int = STRONGEST,
          limit: int = MAX_COMMANDS) -> list[Game]:
    return [play(ruleset_id, first_seed + i, level, limit) for i in range(count)]


def _commands(ruleset_id: str, count: int, level: int, limit: int) -> list[list[Command]]:
    return [game.commands for game in games(ruleset_id, count, 1, level, limit)]


def games_played_apart(ruleset_ids: Iterable[str], count: int, level: int = STRONGEST,
                       limit: int = MAX_COMMANDS) -> dict[str, list[Game]]:
    """`games(ruleset_id, count)` for each ruleset, its bots playing in a process of their own (as the game's
    computer players think in one) and the games replayed here: what their searches made and let go of never
    lies in this process's memory."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        played = {ruleset_id: pool.submit(_commands, ruleset_id, count, level, limit)
                  for ruleset_id in dict.fromkeys(ruleset_ids)}
        return {ruleset_id: [replay(ruleset_id, 1 + i, commands) for i, commands in enumerate(future.result())]
                for ruleset_id, future in played.items()}
