"""The rulesets this build knows, by their stable ids (CONTRACTS.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.content.loader import udo_catalog
from game.engine.core import Event, Ruleset
from game.engine.udo import UdoRules

TITLES = {"udo": "Master Udo vs. the Four Martial Arts Masters"}


def ruleset(ruleset_id: str) -> Ruleset[Any]:
    if ruleset_id == "udo":
        return UdoRules(udo_catalog(), "udo")
    raise KeyError(ruleset_id)


def known() -> list[str]:
    return list(TITLES)


def event_types(ruleset_id: str) -> Mapping[str, type[Event]] | None:
    return ruleset(ruleset_id).event_types if ruleset_id in TITLES else None
