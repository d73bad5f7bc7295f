"""Whether a deck may be played: the size the rule set asks, at most 4 copies of a card, and Weapons and Illegal
Moves only in Anything Goes. Pure: a deck builder asks it for every change."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Protocol

from game.engine.matcg.ruleset import RULESETS

MAX_COPIES = 4  # copies of one card a deck may hold


class Catalog(Protocol):
    """What the check reads of a card catalog (game.engine.matcg.cards.Catalog): its cards by printed name."""

    @property
    def by_name(self) -> Mapping[str, Any]: ...

CLASS_NAMES = {"weapon": "a Weapon", "illegal": "an Illegal Move"}


def deck_problems(catalog: Catalog, names: list[str], ruleset_id: str, anything_goes: bool = False) -> list[str]:
    """Every reason the deck (a list of card names) is not legal under the rule set; empty when it is."""
    return count_problems(catalog, Counter(names), ruleset_id, anything_goes)


def count_problems(catalog: Catalog, counts: Mapping[str, int], ruleset_id: str,
                   anything_goes: bool = False) -> list[str]:
    """Every reason the deck (copies by card name) is not legal under the rule set; empty when it is. Counts are
    never expanded, so a deck of a million copies is judged as fast as one of fifty."""
    rules = RULESETS.get(ruleset_id)
    if rules is None:
        return [f"there is no rule set {ruleset_id!r} (there are {', '.join(RULESETS)})"]
    problems = []
    size = sum(counts.values())
    if size < rules.deck_min or (rules.deck_max is not None and size > rules.deck_max):
        if rules.deck_max is None:
            problems.append(f"{size} cards: a deck holds at least {rules.deck_min}")
        else:
            problems.append(f"{size} cards: {rules.id.upper()} decks hold {rules.deck_min} to {rules.deck_max}")
    for name, count in counts.items():
        card = catalog.by_name.get(name)
        if card is None:
            problems.append(f"{name}: there is no such card")
            continue
        if count > MAX_COPIES:
            problems.append(f"{count} copies of {name}: at most {MAX_COPIES}")
        if card.card_class != "normal" and not anything_goes:
            problems.append(f"{name} is {CLASS_NAMES[card.card_class]}: only in Anything Goes")
    return problems
