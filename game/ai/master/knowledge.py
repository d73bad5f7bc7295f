"""What a seat may work out from its own view of a match of Master: where every face-up card lies, which cards it
cannot see (the other hands and the draw pile, together), and the chance that another seat holds a card of a kind.

A view shows the seat's own hand, every set, the whole discard pile, the card of a waiting steal, and the size of
every other hand and of the draw pile. Every card not placed by the view is `unseen`: it lies in another hand or
in the draw pile, and nothing in the view tells which.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from math import comb

from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState


@dataclass(frozen=True)
class Knowledge:
    catalog: Catalog
    view: MasterState
    seat: int

    @cached_property
    def hand(self) -> tuple[str, ...]:
        return self.view.hands[self.seat]

    @cached_property
    def unseen(self) -> tuple[str, ...]:
        placed = set(self.hand) | set(self.view.discard)
        placed.update(card for seat_sets in self.view.sets for one in seat_sets for card in one.cards)
        if self.view.steal is not None:
            placed.add(self.view.steal.card)
        return tuple(card for card in self.catalog.ids if card not in placed)

    @cached_property
    def unseen_by_skill(self) -> Counter[str]:
        """How many unseen cards answer each skill (its cards and its wild cards)."""
        return Counter(self.catalog.skill_of[card] for card in self.unseen)

    @cached_property
    def unseen_faces(self) -> Counter[tuple[str, int]]:
        """How many unseen cards bear each face: (skill, number), or (wild kind, 0)."""
        return Counter(self.catalog.face[card] for card in self.unseen)

    @cached_property
    def unseen_wilds(self) -> Counter[str]:
        """How many unseen wild cards serve each skill."""
        wilds = self.catalog.wild_ids
        return Counter(self.catalog.skill_of[card] for card in self.unseen if card in wilds)

    def hand_size(self, seat: int) -> int:
        return len(self.view.hands[seat])

    def chance_holds(self, seat: int, good: int) -> float:
        """The chance that `seat` holds at least one of `good` unseen cards (its hand dealt from the unseen)."""
        size, total = self.hand_size(seat), len(self.unseen)
        if good <= 0 or size <= 0:
            return 0.0
        if total - good < size:
            return 1.0
        return 1.0 - comb(total - good, size) / comb(total, size)

    def chance_answers(self, seat: int, skill: str) -> float:
        """The chance that `seat` holds a card of `skill` or a wild card serving it."""
        return self.chance_holds(seat, self.unseen_by_skill[skill])

    def pair_chance(self, seat: int, card: str) -> float:
        """The chance that `seat` holds a card that makes a set with `card` (as the top of the discard pile)."""
        return self.chance_holds(seat, self.partners(card))

    def partners(self, card: str) -> int:
        """How many unseen cards make a set with `card`."""
        catalog = self.catalog
        skill = catalog.skill_of[card]
        if catalog.is_wild(card):
            return self.unseen_by_skill[skill] - self.unseen_wilds[skill]
        return self.unseen_faces[catalog.face[card]] + self.unseen_wilds[skill]

    def set_value(self, cards: tuple[str, ...]) -> int:
        value = self.catalog.value_of
        return sum(value[card] for card in cards)

    def order_after(self, seat: int) -> list[int]:
        """The other seats in play order after `seat`."""
        players = self.view.players
        return [(seat + step) % players for step in range(1, players)]
