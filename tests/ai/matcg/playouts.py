"""Playouts of the hard fighter's search scored by hand, for tests of how it chooses between its candidates."""

from __future__ import annotations

from typing import Any

from game.ai.matcg import search
from game.engine.core import Command


def lucky_playouts(monkeypatch: Any, planned: Command) -> list[Command]:
    """From now on each playout of the search scores 0 for `planned`, 30 for any other choice the first time it is
    played out (one lucky deal) and -1 after; the choices played out, in order."""
    played: list[Command] = []

    def playout(self: Any, rules: Any, world: Any, first: Command, me: int, horizon: Any) -> float:
        self._steps += 100
        lucky = first != planned and not played.count(first)
        played.append(first)
        return 0.0 if first == planned else 30.0 if lucky else -1.0

    monkeypatch.setattr(search.SearchBot, "_playout", playout)
    return played
