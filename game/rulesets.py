"""The rulesets this build knows, by their stable ids (CONTRACTS.md), read from the registry (game.games)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.core import Event, Ruleset
from game.engine.log import VERSION
from game.games import game, ids


def ruleset(ruleset_id: str, content: Any = None) -> Ruleset[Any]:
    """The ruleset with the shipped card data, or with `content`: the card data a save was played with.

    KeyError for an unknown id; invalid content raises pydantic's ValidationError."""
    return game(ruleset_id).rules(content)  # type: ignore[no-any-return]


def known() -> list[str]:
    return ids()


def event_types(ruleset_id: str) -> Mapping[str, type[Event]] | None:
    return ruleset(ruleset_id).event_types if ruleset_id in ids() else None


def first_format(ruleset_id: str) -> int:
    """The oldest save format a released build wrote for the ruleset (an unknown one: the current format)."""
    return game(ruleset_id).first_format if ruleset_id in ids() else VERSION
