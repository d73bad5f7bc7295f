"""The bots, one package per game (`game.ai.<family>`: `LEVELS`, strongest last, and `make_bot(level, seed)`), and
how the registry hands them out (game.games.Game.bots)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.core import Command, Ruleset


@dataclass(frozen=True)
class Bots:
    """A game's bots as the registry gives them."""

    levels: tuple[str, ...]  # weakest first: the last is the strongest
    make: Callable[[str, int], Any]  # (level, seed) -> a bot with .name and .choose(rules, view)
    # A game whose table offers a Hint: its ai module's hint_planner(rules) gives (applies(view), plan(view)), the
    # moments it plans a whole turn and the planning, which the bench times.
    hint: Callable[[Any], tuple[Callable[[Any], bool], Callable[[Any], object]]] | None = None

    @property
    def strongest(self) -> str:
        return self.levels[-1]


def seat_to_act(rules: Ruleset[Any], view: Any) -> int:
    """The seat the game waits for in `view`: a bot is asked to choose only while the game goes on."""
    seat = rules.to_act(view)
    if seat is None:
        raise ValueError("the game is over: there is nothing to choose")
    return seat


class RandomBot:
    """Every game's "random" level: any legal command of the seat to act, uniformly (for tests and soaks)."""

    name = "random"

    def __init__(self, seed: int):
        self._rng = random.Random(seed)

    def choose(self, rules: Ruleset[Any], view: Any) -> Command:
        return self._rng.choice(rules.legal_commands(view, seat_to_act(rules, view)))
