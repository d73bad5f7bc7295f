"""How good a moment of the Udo campaign looks to a bot: a heuristic score over what seat 0 may see.

The score only reads the hand, the discard (exhausted cards count by their absence), Charge, the
current master's open hearts and the glory won; it never reads the attack deck. Card worth is derived
from the card data (effects and conditions), so rebalanced cards are valued without code changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from game.ai.udo_combo import facts_of, kinds_of
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
    reach: float = 0.5  # share of an open heart's weight won back if the hand could cover it next turn
    stranded: float = 12.0  # per open heart beyond the hits the deal cards in hand have left in this fight
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
        cards = catalog.cards_by_id.items()
        self.pays = {(keyword, cid): is_a(card.name, keyword) for keyword, _ in self.costs for cid, card in cards}
        self.pays_for = {  # for each card, the indices in `costs` of the attacks it could pay
            cid: tuple(i for i, (keyword, _) in enumerate(self.costs) if self.pays[keyword, cid]) for cid, _ in cards
        }
        self.hearts = {m.id: hearts(catalog, m.id) for m in catalog.masters}
        self.kind = kinds_of(catalog)
        self.facts = facts_of(catalog)
        self.deals = {cid: [(e.plus, e.times) for e in card.effects if isinstance(e, Deal)] for cid, card in cards}
        self._reach: dict[tuple[object, ...], tuple[int, ...]] = {}

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
            reach = self.reach(hand, tuple(v for _, v in uncovered), charge)
            total += w.reach * sum(w.heart + w.heart_point * v for v in reach)
            total += w.charge * charge
            shots = sum(times for c in hand for _, times in self.deals[c][:1] if self._playable(c, hand))
            total -= w.stranded * max(0, len(uncovered) - shots)
        in_hand, in_discard = [0] * len(self.costs), [0] * len(self.costs)
        for card in hand:
            for index in self.pays_for[card]:
                in_hand[index] += 1
        for card in discard:
            for index in self.pays_for[card]:
                in_discard[index] += 1
        for index, (_, attacks) in enumerate(self.costs):
            payers = in_hand[index] + in_discard[index]
            if payers == 0:
                total -= w.exposed * attacks
            elif payers == 1:
                total -= w.thin * attacks
            if payers and not in_hand[index] and uncovered:
                total -= w.at_risk * attacks
        return total

    def reach(self, hand: tuple[str, ...], uncovered: tuple[int, ...], charge: int) -> tuple[int, ...]:
        """Hearts the hand could cover next turn, by a rough plan that ignores attacks and openings."""
        key = (tuple(sorted(hand)), uncovered, charge)
        known = self._reach.get(key)
        if known is None:
            known = self._reach[key] = self._plan_reach(hand, uncovered, charge)[0]
        return known

    def turns_to_beat(self, cards: tuple[str, ...], hearts: tuple[int, ...], most: int = 6) -> int:
        """Turns the cards would need to cover these hearts, each finisher used once, ignoring attacks
        (`most` + 1 when they cannot)."""
        hand, left = list(cards), list(hearts)
        for turn in range(1, most + 1):
            covered, used = self._plan_reach(tuple(hand), tuple(left), 0)
            if not covered:
                break
            for heart in covered:
                left.remove(heart)
            if not left:
                return turn
            for card in used:
                hand.remove(card)
        return most + 1

    def _plan_reach(
        self, hand: tuple[str, ...], uncovered: tuple[int, ...], charge: int
    ) -> tuple[tuple[int, ...], list[str]]:
        shooters = [c for c in hand if self.deals[c] and self._playable(c, hand)]
        shooters.sort(key=lambda c: (-self.deals[c][0][1], -self.deals[c][0][0], c))
        left, cards, covered, used = sorted(uncovered, reverse=True), len(hand), [], []
        for card in shooters:
            if not left:
                break
            facts, (plus, times) = self.facts[card], self.deals[card][0]
            least, most = max(facts.min_size, 2 if facts.needs else 1), min(facts.max_size, cards)
            if least > most:
                continue
            length = max(least, left[0] - plus)
            if length > most and charge:
                length, plus, charge = max(least, min(most, left[0] - plus - charge)), plus + charge, 0
            length = min(length, most)
            hits = [h for h in left if h <= length + plus][:times]
            for heart in hits:
                left.remove(heart)
                covered.append(heart)
            if hits:
                cards -= length
                used.append(card)
        return tuple(covered), used

    def _playable(self, card: str, hand: tuple[str, ...]) -> bool:
        needs = self.facts[card].needs
        return needs is None or any(is_a(self.facts[c].name, needs) for c in hand if c != card)
