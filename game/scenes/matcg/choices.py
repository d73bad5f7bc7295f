"""The decks a seat may bring to a duel: the one list the set-up offers, as (label, value) pairs, each value what
the engine's options["decks"] takes for that seat: the starter decks, then the player's saved decks that are legal
under the rule set chosen (in Normal play, or with Anything Goes)."""

from __future__ import annotations

from game.games import game


def deck_choices(ruleset_id: str, anything_goes: bool = False) -> list[tuple[str, object]]:
    """The starter decks, in the catalog's order, each named with its style and its size under the rule set, then
    the saved decks that may be played."""
    from game.scenes.matcg.deckbuilder import saved_deck_choices

    rules = game(ruleset_id).rules()
    decks = rules.catalog.starter_decks
    starters: list[tuple[str, object]] = [(f"{deck.style}, {len(deck.ids(ruleset_id, False))} cards", deck.id)
                                          for deck in decks]
    return starters + list(saved_deck_choices(ruleset_id, anything_goes))



def challenge_offered(ruleset_id: str) -> bool:
    """The rule set offers the challenge Event (the DGM house rules: one random Event dealt as the game's
    challenge)."""
    return bool(game(ruleset_id).rules().rules.challenge_option)


def duel_options(ruleset_id: str, decks: list[object], anything_goes: bool, challenge: bool) -> dict[str, object]:
    """A duel's options as the engine takes them: each seat's deck, Anything Goes, and the challenge Event where
    the rule set offers it."""
    chosen: dict[str, object] = {"decks": list(decks), "anything_goes": anything_goes}
    if challenge and challenge_offered(ruleset_id):
        chosen["challenge_event"] = True
    return chosen
