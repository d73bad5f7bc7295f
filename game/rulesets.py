"""The rulesets this build knows, by their stable ids (CONTRACTS.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.content.loader import udo_catalog
from game.engine.core import Event, Ruleset
from game.engine.udo import UdoRules
from game.engine.udo.cards import Catalog

TITLES = {"udo": "Master Udo vs. the Four Martial Arts Masters"}


def ruleset(ruleset_id: str, content: Any = None) -> Ruleset[Any]:
    """The ruleset with the shipped card data, or with `content`: the card data a save was played with.

    Invalid content raises pydantic's ValidationError."""
    if ruleset_id == "udo":
        return UdoRules(udo_catalog() if content is None else Catalog.model_validate(content), "udo")
    raise KeyError(ruleset_id)


def known() -> list[str]:
    return list(TITLES)


def event_types(ruleset_id: str) -> Mapping[str, type[Event]] | None:
    return ruleset(ruleset_id).event_types if ruleset_id in TITLES else None
