"""The bots, one package per game (`game.ai.<family>`: `LEVELS`, strongest last, and `make_bot(level, seed)`), and
how the registry hands them out (game.games.Game.bots)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


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
