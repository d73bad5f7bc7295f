"""Whole games played quickly by the computer, for tests of what a finished game shows."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from tests.reliability import monkey

QUICK = {"udo": "greedy", "kai": "greedy"}  # the quickest level of each game that still plays it to its end: easy


def finished(ruleset_id: str, seed: int, options: dict[str, Any] | None = None) -> Session:
    """A game of the ruleset from `seed` (started with `options`) played to its end by a quick computer player."""
    return monkey.finished(ruleset_id, seed, QUICK.get(ruleset_id, "easy"), options)
