"""The decks a seat may bring to a duel: the one list the set-up offers, as (label, value) pairs, each value what
the engine's options["decks"] takes for that seat."""

from __future__ import annotations

from game.games import game


def deck_choices(ruleset_id: str) -> list[tuple[str, object]]:
    """The starter decks, in the catalog's order, each named with its style and its size under the rule set."""
    rules = game(ruleset_id).rules()
    decks = rules.catalog.starter_decks
    return [(f"{deck.style}, {len(deck.ids(ruleset_id, False))} cards", deck.id) for deck in decks]


def deck_label(ruleset_id: str, value: object) -> str:
    """The label of a deck choice; a value no longer offered is named as it is."""
    return next((label for label, offered in deck_choices(ruleset_id) if offered == value), str(value))
