"""Master's card data: the shipped catalog (assets/master/cards.json), or the data a save was played with."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.content.loader import load_model
from game.engine.master import MasterRules
from game.engine.master.cards import Catalog
from game.files.paths import asset


@cache
def master_catalog() -> Catalog:
    """Master's 120 cards and this edition's rulings, read once per process."""
    return load_model(asset("master", "cards.json"), Catalog)


def ruleset(ruleset_id: str, content: Any = None) -> MasterRules:
    """The `master` rules with the shipped cards, or with `content` (plain JSON data a save carries).

    Invalid content raises pydantic's ValidationError."""
    if ruleset_id != MasterRules.id:
        raise KeyError(ruleset_id)
    return MasterRules(master_catalog() if content is None else Catalog.model_validate(content))
