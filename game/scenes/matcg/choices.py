"""The decks a seat may bring to a duel: the one list the set-up offers, as (label, value) pairs, each value what
the engine's options["decks"] takes for that seat: the starter decks, then the player's saved decks that are legal
under the rule set chosen (in Normal play, or with Anything Goes); and the list a seat's deck button opens (its label:
game.words.matcg.seating.picked)."""

from __future__ import annotations

from typing import Any

from game.files.matcg.draft import saved_deck_choices
from game.games import game
from game.scenes.listing import Choice, ListChoiceScene


def deck_choices(ruleset_id: str, anything_goes: bool = False) -> list[tuple[str, object]]:
    """The starter decks, in the catalog's order, each named with its style and its size under the rule set, then
    the saved decks that may be played."""
    rules = game(ruleset_id).rules()
    decks = rules.catalog.starter_decks
    starters: list[tuple[str, object]] = [(f"{deck.style}, {len(deck.ids(ruleset_id, False))} cards", deck.id)
                                          for deck in decks]
    return starters + saved_deck_choices(ruleset_id, anything_goes)


def deck_picker(ctx: Any, who: str, ruleset_id: str, anything_goes: bool, current: object) -> ListChoiceScene:
    """The list of the decks offered (deck_choices) to `who` (a seat's or an entrant's name), whole names and all, for
    any number of decks, with `current` lit; it pops the value of the deck chosen, or None when closed."""
    choices = [Choice(label, "saved" if isinstance(value, dict) else "starter", value)
               for label, value in deck_choices(ruleset_id, anything_goes)]
    return ListChoiceScene(ctx, f"A deck for {who}", choices, "", current, label_share=0.8)
