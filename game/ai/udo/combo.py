"""Turning a wish ("Left Leg with as many cards as possible, Left Arm Guard with 2") into real combos.

A combo's effect depends only on its finisher and its length, and every card but the finisher goes
back to the hand, so the only question about the other cards is where the conditions let them
stand. `Builder.realize` hands them out: side combos take the cards the big combo could not hold,
the main combo takes every card left that fits, and `arrange` orders each combo so that every
"on a <keyword> card" condition has its card right beneath it. Cards are read on the side they
show: `enraged` lists Kai's cards showing their ENRAGED side (empty for Udo).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command
from game.engine.udo.cards import Catalog, MaxComboSize, MinComboSize, OnCard, OnlyCards, is_a
from game.engine.udo.commands import FinishPlaying, PlayCard, TakeBackCard

Combo = tuple[str, ...]
NO_LIMIT = 99


@dataclass(frozen=True)
class Facts:
    """The conditions of one card, flattened for quick checks."""

    name: str
    needs: str | None  # keyword of the card that must lie right beneath it
    max_size: int
    min_size: int
    only: tuple[str, ...] | None


NONE_ENRAGED: frozenset[str] = frozenset()


def facts_of(catalog: Catalog, enraged: frozenset[str] = NONE_ENRAGED) -> dict[str, Facts]:
    table: dict[str, Facts] = {}
    for cid in catalog.cards_by_id:
        card = catalog.face(cid, cid in enraged)
        needs, most, least, only = None, NO_LIMIT, 1, None
        for condition in card.conditions:
            if isinstance(condition, OnCard):
                needs = condition.keyword
            elif isinstance(condition, MaxComboSize):
                most = min(most, condition.cards)
            elif isinstance(condition, MinComboSize):
                least = max(least, condition.cards)
            elif isinstance(condition, OnlyCards):
                only = condition.keywords
        table[cid] = Facts(card.name, needs, most, least, only)
    return table


def kinds_of(catalog: Catalog, enraged: frozenset[str] = NONE_ENRAGED) -> dict[str, tuple[object, ...]]:
    """Cards that only differ by id (the two Right Arms) are the same choice; two sides are two kinds."""
    faces = {cid: catalog.face(cid, cid in enraged) for cid in catalog.cards_by_id}
    return {cid: (card.name, card.conditions, card.effects) for cid, card in faces.items()}


def step_towards(combos: tuple[Combo, ...], target: tuple[Combo, ...]) -> Command:
    """The next Play Combos command that turns the combos on the table into the target ones."""
    for index, combo in enumerate(combos):
        if index >= len(target) or combo != target[index][: len(combo)]:
            return TakeBackCard(combo=index)
    for index, combo in enumerate(combos):
        if len(combo) < len(target[index]):
            return PlayCard(card=target[index][len(combo)], combo=index)
    if len(combos) < len(target):
        return PlayCard(card=target[len(combos)][0], combo=len(combos))
    return FinishPlaying()


class Builder:
    """Builds combos for one hand; `value` ranks cards (cheaper cards are used first as supports)."""

    def __init__(self, catalog: Catalog, value: dict[str, float], enraged: frozenset[str] = NONE_ENRAGED):
        self.facts = facts_of(catalog, enraged)
        self.value = value
        self.kind = kinds_of(catalog, enraged)

    def min_length(self, card: str) -> int:
        facts = self.facts[card]
        return max(facts.min_size, 2 if facts.needs else 1)

    def max_length(self, card: str) -> int:
        return self.facts[card].max_size

    def realize(
        self, hand: tuple[str, ...], main: str | None, sides: tuple[tuple[str, int], ...]
    ) -> list[Combo] | None:
        """Side combos of exact lengths plus a main combo holding every other card that fits.

        `main` and the side finishers are card ids of the hand (each used once). None when the
        hand cannot make them.
        """
        finishers: list[str] = []
        for card in [card for card, _ in sides] + ([main] if main is not None else []):
            copy = next((c for c in hand if self.kind[c] == self.kind[card] and c not in finishers), None)
            if copy is None:
                return None
            finishers.append(copy)
        sides = tuple((finisher, length) for finisher, (_, length) in zip(finishers, sides, strict=False))
        main = finishers[-1] if main is not None else None
        pool = sorted((c for c in hand if c not in finishers), key=self._filler_order)
        reserved = None
        if main is not None and self.facts[main].needs:
            supports = self._supports(pool, main, 2)
            if not supports:
                return None
            reserved = max(supports, key=lambda c: (self.facts[c].max_size, -self.value[c]))
            pool.remove(reserved)
        combos: list[Combo] = []
        for finisher, length in sides:
            combo = self._side(pool, finisher, length)
            if combo is None:
                return None
            combos.append(combo)
        if main is not None:
            combo = self._main(pool, main, reserved)
            if combo is None:
                return None
            combos.append(combo)
        return combos

    def _filler_order(self, card: str) -> tuple[int, float, str]:
        facts = self.facts[card]
        return (facts.max_size, self.value[card], card)  # cards that only fit small combos first

    def _fits(self, card: str, length: int, finisher: str) -> bool:
        facts, top = self.facts[card], self.facts[finisher]
        if facts.needs or facts.only or not facts.min_size <= length <= facts.max_size:
            return False
        return top.only is None or any(is_a(facts.name, k) for k in top.only)

    def _supports(self, pool: list[str], finisher: str, length: int) -> list[str]:
        """Cards of the pool that may lie right beneath `finisher` in a combo of this length."""
        keyword = self.facts[finisher].needs or ""
        return [c for c in pool if is_a(self.facts[c].name, keyword) and self._fits(c, length, finisher)]

    def _side(self, pool: list[str], finisher: str, length: int) -> Combo | None:
        facts = self.facts[finisher]
        if not max(facts.min_size, 1) <= length <= facts.max_size:
            return None
        under: list[str] = []
        if facts.needs:
            support = next(iter(self._supports(pool, finisher, length)), None)
            if support is None:
                return None
            under.append(support)
            pool.remove(support)
        while len(under) < length - 1:
            filler = next((c for c in pool if self._fits(c, length, finisher)), None)
            if filler is None:
                return None
            under.insert(0, filler)
            pool.remove(filler)
        return (*under, finisher)

    def _main(self, pool: list[str], main: str, support: str | None) -> Combo | None:
        """The longest combo topped by `main` (on `support`, if it needs one) from the pool."""
        fixed = [support] if support else []
        cap = min(self.facts[c].max_size for c in [main, *fixed])
        plain = [c for c in pool if not self.facts[c].needs and not self.facts[c].only]
        best: list[str] = []
        for length in range(min(cap, len(plain) + len(fixed) + 1), 0, -1):
            fitting = [c for c in plain if self._fits(c, length, main)]
            if len(fitting) + len(fixed) + 1 >= length:
                ranked = sorted(fitting, key=lambda c: (-self.facts[c].max_size, self.value[c], c))
                best = ranked[: length - 1 - len(fixed)] + fixed
                break
        most = min(self.facts[c].max_size for c in [main, *best])
        extra = [c for c in pool if self.facts[c].needs and self._fits_on_top(c, len(best) + 2, main)]
        combo = self.arrange(main, best, extra, most)
        if combo is None or len(combo) < self.facts[main].min_size:
            return None
        for card in combo[:-1]:
            if card in pool:
                pool.remove(card)
        return combo

    def _fits_on_top(self, card: str, length: int, main: str) -> bool:
        facts, top = self.facts[card], self.facts[main]
        if facts.only or not facts.min_size <= length <= facts.max_size:
            return False
        return top.only is None or any(is_a(facts.name, k) for k in top.only)

    def arrange(self, finisher: str, plain: list[str], needy: list[str], most: int) -> Combo | None:
        """Orders plain cards, as many needy ones as can be supported, then the finisher on top."""
        below: dict[str, str] = {}  # card -> the card right beneath it
        cards = list(plain)

        def support_for(card: str) -> str | None:
            keyword = self.facts[card].needs
            for other in cards:
                if other != card and other not in below.values() and is_a(self.facts[other].name, keyword or ""):
                    if not self._reaches(below, other, card):
                        return other
            return None

        if self.facts[finisher].needs:
            support = support_for(finisher)
            if support is None:
                return None
            below[finisher] = support
        for card in needy:
            if len(cards) + 2 > most:
                break
            cards.append(card)
            support = support_for(card)
            if support is None:
                cards.pop()
            else:
                below[card] = support
        above = {under: card for card, under in below.items()}
        chains = []
        for root in cards:
            if root not in below:
                chain = [root]
                while chain[-1] in above:
                    chain.append(above[chain[-1]])
                chains.append(chain)
        chains.sort(key=lambda chain: chain[-1] == finisher)
        order = [card for chain in chains for card in chain]
        return tuple(order) if order and order[-1] == finisher else (*order, finisher)

    @staticmethod
    def _reaches(below: dict[str, str], start: str, goal: str) -> bool:
        card: str | None = start
        while card is not None:
            if card == goal:
                return True
            card = below.get(card)
        return False
