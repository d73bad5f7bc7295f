"""How good a moment of the Udo campaign looks to a bot: a heuristic score over what seat 0 may see.

The score only reads the hand, discard, exhausted cards, Charge, the current master's hearts and the
glory won; it never reads the attack deck. Card worth is derived from the card data (effects and
conditions), so rebalanced cards are valued without code changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from game.engine.udo.cards import (
    Block,
    Card,
    Catalog,
    Deal,
    GainCharge,
    MaxComboSize,
    MinComboSize,
    OnCard,
    OnlyCards,
    Recover,
    is_a,
)
from game.engine.udo.combos import hearts
from game.engine.udo.state import LOST, WON, UdoState

LOST_SCORE = -1_000_000.0


@dataclass(frozen=True)
class Weights:
    glory: float = 40.0  # per glory point won
    won: float = 10_000.0  # the campaign won
    heart: float = 4.0  # per heart still uncovered
    heart_point: float = 1.5  # per point of those hearts (big hearts are harder to cover)
    body: float = 3.0  # per clone still standing (each one draws an attack every turn)
    hand: float = 1.0  # a card in hand is worth its value
    discard: float = 0.55  # a discarded card only comes back after the fight (or by Recover)
    charge: float = 0.8  # per point of Charge kept for the next turn of the fight
    exposed: float = 40.0  # per attack in the deck that no owned card could pay: it would end the campaign
    thin: float = 3.0  # per attack that only one owned card could pay
    at_risk: float = 1.0  # per attack whose payers are all discarded (a hit would exhaust one)


def card_value(card: Card) -> float:
    """A rough worth of a card from what it does and how hard it is to play."""
    value = 1.0
    for effect in card.effects:
        if isinstance(effect, Deal):
            value += 2.0 * effect.times + 0.5 * effect.plus
        elif isinstance(effect, Block):
            value += 1.2 * effect.times + 0.3 * effect.plus
        elif isinstance(effect, GainCharge):
            value += 1.0 + (1.0 if effect.uses_x else 0.0) + 0.3 * effect.plus
        elif isinstance(effect, Recover):
            value += 1.0 * effect.cards
    for condition in card.conditions:
        if isinstance(condition, OnCard):
            value -= 0.3
        elif isinstance(condition, MaxComboSize):
            value -= 1.0 if condition.cards <= 2 else 0.5
        elif isinstance(condition, MinComboSize):
            value -= 0.1 * condition.cards
        elif isinstance(condition, OnlyCards):
            value -= 0.5
    return value


class Evaluator:
    """Scores states (or the parts of a state a planner imagines) for seat 0."""

    def __init__(self, catalog: Catalog, weights: Weights | None = None):
        self.catalog = catalog
        self.w = weights or Weights()
        self.value = {cid: card_value(card) for cid, card in catalog.cards_by_id.items()}
        self.costs = tuple(Counter(attack.cost for attack in catalog.attacks).items())
        self.pays = {
            (keyword, cid): is_a(card.name, keyword) for keyword, _ in self.costs for cid, card in catalog.cards_by_id.items()
        }
        self.hearts = {m.id: hearts(catalog, m.id) for m in catalog.masters}
        # cards that only differ by id (the two Right Arms) are the same choice
        self.kind = {cid: (card.name, card.conditions, card.effects) for cid, card in catalog.cards_by_id.items()}

    def score(self, state: UdoState) -> float:
        if state.phase == LOST:
            return LOST_SCORE + self.w.glory * state.glory
        won = self.w.won if state.phase == WON else 0.0
        uncovered: list[tuple[str, int]] = []
        if state.master is not None:
            uncovered = [(h, v) for h, v in self.hearts[state.master] if h not in state.covered]
        return won + self.parts(state.glory, state.hand, state.discard, uncovered, state.charge)

    def parts(
        self, glory: int, hand: Iterable[str], discard: Iterable[str], uncovered: list[tuple[str, int]], charge: int
    ) -> float:
        """The score of a moment given as parts; `uncovered` lists the current master's open hearts."""
        w = self.w
        hand, discard = tuple(hand), tuple(discard)
        total = w.glory * glory
        total += w.hand * sum(self.value[c] for c in hand) + w.discard * sum(self.value[c] for c in discard)
        if uncovered:
            total -= sum(w.heart + w.heart_point * v for _, v in uncovered)
            total -= w.body * len({h.split(".")[0] for h, _ in uncovered})
            total += w.charge * charge
        for keyword, attacks in self.costs:
            in_hand = sum(1 for c in hand if self.pays[keyword, c])
            payers = in_hand + sum(1 for c in discard if self.pays[keyword, c])
            if payers == 0:
                total -= w.exposed * attacks
            elif payers == 1:
                total -= w.thin * attacks
            if payers and not in_hand and uncovered:
                total -= w.at_risk * attacks
        return total
