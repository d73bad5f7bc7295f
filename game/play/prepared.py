"""A position prepared for a rulebook figure (game.ui.sketch): commands played through a game's engine from a given
state, each decided by the rules as at a table, so a figure shows only what the game can reach."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from game.engine.core import Command, Event, Rejected, state_after

S = TypeVar("S")  # a game's state


def played(rules: Any, state: S, commands: Sequence[Command], seed: int = 0) -> tuple[S, list[Event]]:
    """The state after the commands and their events, each command decided by the engine (a rejection is a bug of
    the figure)."""
    seen: list[Event] = []
    for command in commands:
        events = rules.decide(state, command, seed, 0)
        assert not isinstance(events, Rejected), events.message
        seen += events
        state = state_after(rules, state, events)
    return state, seen
