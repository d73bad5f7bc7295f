"""The deck being built and the filters of the collection: what the deck builder shows, with no drawing in it.

A draft deck is copies by card id, judged at every change by the rule set's legality check (`count_problems`) for
the chosen rule set and Anything Goes setting; the collection is every card of the catalog, narrowed by type,
style, ranges of ATK, DEF, LNK, CPT and ADR cost, and words of the name or text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.content.matcg import catalog as shipped_catalog
from game.engine.matcg.cards import AnyCard, Catalog
from game.engine.matcg.legality import MAX_COPIES, count_problems
from game.engine.matcg.ruleset import RULESETS
from game.files import decks
from game.words.matcg.deck import CLASS_WORDS, KIND_NAMES, KINDS, STATS, stat
from game.words.matcg.seating import PLAYS

HAND = 7  # cards of an opening hand
FAMILY = "matcg"  # the folder of saved decks (game.files.paths.decks_dir), shared by both rule sets
EXAMPLE_CARD = "Shin Block"  # the card of the deck's line a player is shown as an example ("4 Shin Block")


def stat_bounds(catalog: Catalog) -> dict[str, tuple[int, int]]:
    """The lowest and highest value of each stat over the catalog: the ends of its range filter."""
    bounds = {}
    for _, name in STATS:
        values = [v for v in (stat(card, name) for card in catalog.cards) if v is not None]
        bounds[name] = (min(values), max(values))
    return bounds


def in_order(cards: list[AnyCard]) -> list[AnyCard]:
    """Attacks, then defences, strategies and events; by name within each."""
    return sorted(cards, key=lambda card: (KINDS.index(card.kind), card.name))


@dataclass
class Filters:
    """What narrows the collection. A stat's range narrows only when it is not its whole span, and then keeps only
    the cards that print that stat."""

    bounds: dict[str, tuple[int, int]]
    kind: str | None = None
    style: str | None = None
    search: str = ""
    ranges: dict[str, tuple[int, int]] = field(default_factory=dict)

    def range_of(self, name: str) -> tuple[int, int]:
        return self.ranges.get(name, self.bounds[name])

    def matches(self, card: AnyCard) -> bool:
        if self.kind is not None and card.kind != self.kind:
            return False
        if self.style is not None and card.style != self.style:
            return False
        for name, (low, high) in self.ranges.items():
            if (low, high) == self.bounds[name]:
                continue
            value = stat(card, name)
            if value is None or not low <= value <= high:
                return False
        words = self.search.casefold().split()
        seen = f"{card.name} {card.style} {card.text} {KIND_NAMES[card.kind]} {CLASS_WORDS.get(card.card_class, '')}"
        return all(word in seen.casefold() for word in words)

    @property
    def narrowed(self) -> bool:
        return (self.kind is not None or self.style is not None or bool(self.search.strip())
                or any(r != self.bounds[n] for n, r in self.ranges.items()))

    def clear(self) -> None:
        self.kind, self.style, self.search, self.ranges = None, None, "", {}


@dataclass
class Draft:
    """The deck on the bench: its name, copies by card id, the rules it is judged by, and the saved deck it was
    loaded from (None for a new one)."""

    catalog: Catalog
    ruleset_id: str
    anything_goes: bool = False
    name: str = "New deck"
    counts: dict[str, int] = field(default_factory=dict)
    loaded: str | None = None

    @classmethod
    def saved(cls, catalog: Catalog, saved: decks.SavedDeck, ruleset_id: str, anything_goes: bool) -> Draft:
        """A saved deck on a bench of its own, under its file's name, judged by the rules given."""
        draft = cls(catalog, ruleset_id, anything_goes)
        draft.set_by_name(saved.cards, saved.name, saved.name)
        return draft

    @property
    def size(self) -> int:
        return sum(self.counts.values())

    def copies(self, card_id: str) -> int:
        return self.counts.get(card_id, 0)

    def add(self, card_id: str) -> str | None:
        """Adds a copy; the reason when it may not (a deck holds at most 4 copies of a card)."""
        card = self.catalog.by_id[card_id]
        if self.copies(card_id) >= MAX_COPIES:
            return f"A deck holds at most {MAX_COPIES} copies of {card.name}."
        self.counts[card_id] = self.copies(card_id) + 1
        return None

    def remove(self, card_id: str) -> None:
        left = self.copies(card_id) - 1
        if left > 0:
            self.counts[card_id] = left
        else:
            self.counts.pop(card_id, None)

    def replace(self, counts: dict[str, int], name: str, loaded: str | None) -> None:
        self.counts = {card_id: n for card_id, n in counts.items() if n > 0}
        self.name, self.loaded = name, loaded

    def by_name(self) -> dict[str, int]:
        """Copies by printed name, in the deck's order: what is saved and exported."""
        return {card.name: self.counts[card.id] for card in self.cards()}

    def set_by_name(self, cards: dict[str, int], name: str, loaded: str | None) -> None:
        ids = {card.name: card.id for card in self.catalog.cards}
        self.replace({ids[card]: n for card, n in cards.items() if card in ids}, name, loaded)

    def cards(self) -> list[AnyCard]:
        return in_order([self.catalog.by_id[card_id] for card_id in self.counts])

    def problems(self) -> list[str]:
        return count_problems(self.catalog, self.by_name(), self.ruleset_id, self.anything_goes)

    def rules_words(self) -> str:
        return f"{RULESETS[self.ruleset_id].id.upper()}, {PLAYS[self.anything_goes]}"

    def starter(self, deck_id: str) -> None:
        """The starter deck as this rule set plays it (with its sideboard in Anything Goes)."""
        deck = self.catalog.decks_by_id[deck_id]
        counts: dict[str, int] = {}
        for card_id in deck.ids(self.ruleset_id, self.anything_goes):
            counts[card_id] = counts.get(card_id, 0) + 1
        self.replace(counts, deck.name.removesuffix(" Starter Deck") + " (mine)", None)

    def by_kind(self) -> dict[str, int]:
        return {kind: sum(n for card_id, n in self.counts.items() if self.catalog.by_id[card_id].kind == kind)
                for kind in KINDS}

    def curve(self, name: str, bounds: tuple[int, int]) -> dict[int, int]:
        """Copies by value of a stat, from its lowest to its highest over the catalog."""
        curve = dict.fromkeys(range(bounds[0], bounds[1] + 1), 0)
        for card_id, n in self.counts.items():
            value = stat(self.catalog.by_id[card_id], name)
            if value is not None:
                curve[value] = curve.get(value, 0) + n
        return curve

    def opening_hand(self, rng: random.Random) -> list[str]:
        """Seven cards (fewer from a smaller deck) of the deck shuffled, as a fight would deal them."""
        cards = [card_id for card_id, n in self.counts.items() for _ in range(n)]
        rng.shuffle(cards)
        return cards[:HAND]

    def options_value(self) -> dict[str, Any]:
        """What a fight's options take for this deck (game.engine.matcg.setup.start)."""
        return {"name": self.name, "cards": dict(self.counts)}


def saved_deck_choices(ruleset_id: str, anything_goes: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """The player's saved decks that are legal for the rule set (in Normal play, or with Anything Goes), as
    (label, the fight's options value for the deck), for the set-up to list after the starter decks and named as they
    are ("Tiger Style, 52 cards": a name of the builder's own, "Karate (mine)", takes no second brackets). A deck file
    with lines that could not be read is left out until it is mended in the builder."""
    catalog = shipped_catalog()
    choices = []
    for saved in decks.saved(FAMILY, card_names(catalog)):
        if saved.damaged is not None or saved.bad or not saved.cards:
            continue
        draft = Draft.saved(catalog, saved, ruleset_id, anything_goes)
        if not draft.problems():
            choices.append((f"{decks.shown_name(saved.name)}, {draft.size} cards", draft.options_value()))
    return choices


def card_names(catalog: Catalog) -> list[str]:
    """The names of the cards a deck may hold, as a deck's text gives them (game.files.deck_text): the card of its
    example line first."""
    names = [card.name for card in catalog.cards]
    return sorted(names, key=lambda name: name != EXAMPLE_CARD)
