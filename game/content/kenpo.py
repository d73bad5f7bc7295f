"""Ancient Arts: Kenpo Masters' card data: the two decks (assets/kenpo/cards.json)."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.content.loader import load_model
from game.engine.kenpo import KenpoRules
from game.engine.kenpo.cards import Catalog
from game.files.paths import asset


@cache
def kenpo_catalog() -> Catalog:
    """The two decks, read once per process."""
    return load_model(asset("kenpo", "cards.json"), Catalog)


@cache
def kenpo_titles() -> tuple[str, ...]:
    """The titles of every card of both decks, which share one size on a face."""
    return tuple(sorted({card.name for deck in kenpo_catalog().decks for card in deck.cards}))


def ruleset(ruleset_id: str, content: Any = None) -> KenpoRules:
    return KenpoRules(kenpo_catalog() if content is None else Catalog.model_validate(content))
