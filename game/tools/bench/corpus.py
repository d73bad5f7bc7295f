"""Bot games recorded once per bench run: the commands, the log and every state along the way.

The engine, bot and scene benchmarks all draw on these games, so every figure of one run is
measured on the same positions. Games are played by the strongest bot a ruleset has (the last of its
levels), or by uniform choice over the legal commands for a ruleset without bots.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.core import Command, Event, Ruleset, Session
from game.rulesets import ruleset

MAX_COMMANDS = 5000




def bot_makers(ruleset_id: str) -> tuple[tuple[str, ...], Callable[[str, int], Any]]:
    """The bot levels of a ruleset (from the registry) and the function that makes them."""
    from game.games import game

    bots = game(ruleset_id).bots()
    return bots.levels, bots.make


@dataclass
class Game:
    """One finished (or capped) game: `states[k]` is the state after the first k + 1 batches."""

    rules: Ruleset[Any]
    seed: int
    commands: list[Command]
    batches: list[list[Event]]
    states: list[Any]

    def session_at(self, k: int) -> Session[Any]:
        """A live session standing where the game stood after k commands (undo works as in play)."""
        return Session(self.rules, self.seed, [list(batch) for batch in self.batches[: k + 1]])

    @property
    def events(self) -> int:
        return sum(len(batch) for batch in self.batches)


def play(ruleset_id: str, seed: int) -> Game:
    rules = ruleset(ruleset_id)
    levels, make_bot = bot_makers(ruleset_id)
    bots: dict[int, Any] = {}  # one bot per seat, each reading only its own seat's view
    session: Session[Any] = Session.new(rules, seed)
    commands: list[Command] = []
    states = [session.state]
    for _ in range(MAX_COMMANDS):
        if rules.is_over(session.state):
            break
        seat = rules.to_act(session.state) or 0
        if seat not in bots:
            bots[seat] = make_bot(levels[-1] if levels else "uniform", seed + seat)
        command = bots[seat].choose(rules, rules.view(session.state, seat))
        if not session.submit(command).ok:
            raise RuntimeError(f"{ruleset_id} bot chose a rejected command {command} (seed {seed})")
        commands.append(command)
        states.append(session.state)
    return Game(rules, seed, commands, session.batches, states)


def games(ruleset_id: str, count: int, first_seed: int = 1) -> list[Game]:
    return [play(ruleset_id, first_seed + i) for i in range(count)]
