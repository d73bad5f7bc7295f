"""A position played out through the engine from a list of commands: how the rulebooks' figures (game.ui.<family>.
figures) find the states they show, so a figure can never show what the rules would not play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from game.engine.core import Command, Event, Rejected, state_after

S = TypeVar("S")  # a game's state


def played(rules: Any, state: S, commands: Sequence[Command], seed: int = 0) -> tuple[S, list[Event]]:
    """The state after the commands and their events, each command decided by the engine (a rejection is a bug of
    the example)."""
    seen: list[Event] = []
    for command in commands:
        events = rules.decide(state, command, seed, 0)
        assert not isinstance(events, Rejected), events.message
        seen += events
        state = state_after(rules, state, events)
    return state, seen
