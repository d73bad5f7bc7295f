"""The cards of Martial Arts: The Trading Card Game, read from assets/matcg/cards.json, and the rules built on them
for either rule set (`matcg`, `dgm`)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import ValidationError

from game.content.loader import ContentError, load_model
from game.engine.matcg import MatcgRules
from game.engine.matcg.cards import Catalog
from game.files.paths import asset


@cache
def catalog() -> Catalog:
    """The card pool, the starter decks and the rulings, read once per process."""
    return load_model(asset("matcg", "cards.json"), Catalog)


@cache
def _rules(ruleset_id: str) -> MatcgRules:
    return MatcgRules(catalog(), ruleset_id)


def ruleset(ruleset_id: str, content: Any = None) -> MatcgRules:
    """The rules of `matcg` or `dgm` with the shipped cards, or with the plain JSON card data a save carries."""
    if content is None:
        return _rules(ruleset_id)
    try:
        return MatcgRules(Catalog.model_validate(content), ruleset_id)
    except ValidationError as error:
        problems = [f"{'.'.join(str(p) for p in e.get('loc', ())) or '(top level)'}: {e.get('msg', 'invalid')}"
                    for e in error.errors()]
        raise ContentError(asset("matcg", "cards.json"), problems) from None


def challenge_offered(ruleset_id: str) -> bool:
    """The rule set offers the challenge Event (the DGM house rules: one random Event dealt as the game's
    challenge)."""
    return bool(_rules(ruleset_id).rules.challenge_option)


def duel_options(ruleset_id: str, decks: list[object], anything_goes: bool, challenge: bool) -> dict[str, object]:
    """A duel's options as the engine takes them: each seat's deck, Anything Goes, and the challenge Event where
    the rule set offers it."""
    chosen: dict[str, object] = {"decks": list(decks), "anything_goes": anything_goes}
    if challenge and challenge_offered(ruleset_id):
        chosen["challenge_event"] = True
    return chosen
