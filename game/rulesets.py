"""The rulesets this build knows, by their stable ids (CONTRACTS.md).

Each entry builds a ruleset from card data: the shipped data when `content` is None, or the data a
save was played with. A new ruleset is one entry in `_BUILDERS` and one in `TITLES`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.content import loader
from game.engine.core import Event, Ruleset
from game.engine.kenpo import KenpoRules
from game.engine.kenpo.cards import Catalog as KenpoCatalog
from game.engine.udo import UdoRules
from game.engine.udo.cards import Catalog
from game.engine.udo.kai_cards import KaiCatalog

TITLES = {
    "udo": "Master Udo vs. the Four Martial Arts Masters",
    "kai": "Kai, the Tempest vs. the Four Martial Arts Masters",
    "kenpo": "Ancient Arts: Kenpo Masters",
}


def _udo(content: Any) -> Ruleset[Any]:
    return UdoRules(loader.udo_catalog() if content is None else Catalog.model_validate(content), "udo")


def _kai(content: Any) -> Ruleset[Any]:
    return UdoRules(loader.kai_catalog() if content is None else KaiCatalog.model_validate(content), "kai")


def _kenpo(content: Any) -> Ruleset[Any]:
    return KenpoRules(loader.kenpo_catalog() if content is None else KenpoCatalog.model_validate(content))


_BUILDERS: dict[str, Callable[[Any], Ruleset[Any]]] = {"udo": _udo, "kai": _kai, "kenpo": _kenpo}


def ruleset(ruleset_id: str, content: Any = None) -> Ruleset[Any]:
    """The ruleset with the shipped card data, or with `content`: the card data a save was played with.

    Invalid content raises pydantic's ValidationError."""
    if ruleset_id not in _BUILDERS:
        raise KeyError(ruleset_id)
    return _BUILDERS[ruleset_id](content)


def known() -> list[str]:
    return list(TITLES)


def event_types(ruleset_id: str) -> Mapping[str, type[Event]] | None:
    return ruleset(ruleset_id).event_types if ruleset_id in TITLES else None
