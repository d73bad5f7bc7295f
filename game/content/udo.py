"""The campaign's card data: Udo's (assets/udo/cards.json) and Kai's, which builds on it (assets/kai/)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import ValidationError

from game.content.loader import ContentError, load_model
from game.engine.udo import UdoRules
from game.engine.udo.cards import Catalog
from game.engine.udo.kai_cards import KaiCards, KaiCatalog
from game.files.paths import asset
from game.files.reading import describe


@cache
def udo_catalog() -> Catalog:
    """The Udo campaign's cards, read once per process."""
    return load_model(asset("udo", "cards.json"), Catalog)


@cache
def kai_catalog() -> KaiCatalog:
    """Kai's campaign: the Udo campaign's masters and attacks with Kai's two-sided cards (assets/kai/)."""
    path = asset("kai", "cards.json")
    cards = load_model(path, KaiCards)
    try:
        return KaiCatalog.model_validate(cards.catalog_data(udo_catalog()))
    except ValidationError as error:
        raise ContentError(path, [describe(e) for e in error.errors()]) from None


@cache
def special_move_ids() -> frozenset[str]:
    """The ids of the masters' special moves."""
    return frozenset(master.special_move.id for master in udo_catalog().masters)


@cache
def hero_titles() -> tuple[str, ...]:
    """The titles of every card a hero may hold, Udo's and Kai's (both sides), which share one size on a face."""
    udo, kai = udo_catalog(), kai_catalog()
    cards = (*udo.starters, *(master.special_move for master in udo.masters), *kai.starters, *kai.enraged)
    return tuple(sorted({card.name for card in cards}))


def ruleset(ruleset_id: str, content: Any = None) -> UdoRules:
    """The campaign of hero `ruleset_id` ("udo" or "kai") on the shipped cards, or on a save's `content`."""
    if ruleset_id == "kai":
        return UdoRules(kai_catalog() if content is None else KaiCatalog.model_validate(content), "kai")
    return UdoRules(udo_catalog() if content is None else Catalog.model_validate(content), "udo")
