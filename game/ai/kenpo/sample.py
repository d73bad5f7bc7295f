"""What a bot may guess about the cards it cannot see, and guesses made from its own view alone.

A seat sees its own hand, both tables, both discard piles and the size of every hand and deck. The
opponent's hand and deck together are the opponent's 26 cards less its discards and the cards on its table:
`unseen`. A guess (`determinize`) deals the opponent a hand of the right size from them at random. The random
generator is seeded by the bot's seed and the visible moment only, so the same view gives the same guesses
whatever the hidden cards really are.
"""

from __future__ import annotations

import random
from collections import Counter

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.evolve import put
from game.engine.kenpo.state import KenpoState, revise


def unseen(catalog: Catalog, view: KenpoState, seat: int) -> tuple[str, ...]:
    """The cards of `seat` that a view cannot place: in its hand or its deck (in the deck list's order)."""
    placed = Counter(view.discards[seat]) + Counter(p.card for p in view.tables[seat])
    pool = []
    for card in catalog.deck_ids(seat):
        if placed[card]:
            placed[card] -= 1
        else:
            pool.append(card)
    return tuple(pool)


def guesser(seed: int, view: KenpoState) -> random.Random:
    """A generator for this decision: the bot's seed and what the view shows of the moment, nothing hidden."""
    seat = view.seat
    moment = (view.turn, seat, len(view.tables[seat]), view.scores, view.positions, len(view.hands[1 - seat]))
    return random.Random(f"kenpo/{seed}/{moment}")


def determinize(catalog: Catalog, view: KenpoState, seat: int, rng: random.Random) -> KenpoState:
    """The view with the opponent of `seat` holding a hand drawn at random from its unseen cards (and the rest
    of them as its deck, in a random order)."""
    other = 1 - seat
    pool = list(unseen(catalog, view, other))
    rng.shuffle(pool)
    size = len(view.hands[other])
    hand, deck = tuple(pool[:size]), tuple(pool[size:])
    return revise(view, hands=put(view.hands, other, hand), decks=put(view.decks, other, deck))
