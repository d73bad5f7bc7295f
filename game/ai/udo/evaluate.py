"""How good a moment of the Udo campaign looks to a bot: a heuristic score over what seat 0 may see.

The score only reads the hand, the discard (exhausted cards count by their absence), Charge, the
current master's open hearts and the glory won; it never reads the attack deck. Card worth is derived
from the card data (effects and conditions), so rebalanced cards are valued without code changes.

Kai's cards are worth what the side they show is worth (`Evaluator.tables(enraged)`), and for her the
score also weighs how close her hand is to ENRAGING her at the next reveal and the attacks she keeps.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from game.ai.udo.combo import NONE_ENRAGED, Facts, facts_of, kinds_of
from game.engine.udo.cards import (
    Block,
    Card,
    Catalog,
    Deal,
    Enrage,
    GainCharge,
    MaxComboSize,
    MinComboSize,
    OnCard,
    OnlyCards,
    Plan,
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
    # Kai only
    calm: float = 3.0  # per calm card of Kai's in hand: each keeps her from being ENRAGED at the reveal
    tempest: float = 15.0  # a hand that will ENRAGE Kai at the next reveal (she may double a combo)
    kept: float = 0.8  # per card a kept attack could still ENRAGE


@dataclass(frozen=True)
class CardTables:
    """What a bot knows of each card id, read on the side it shows under one set of ENRAGED cards."""

    value: dict[str, float]
    kind: dict[str, tuple[object, ...]]
    facts: dict[str, Facts]
    deals: dict[str, list[tuple[int, int]]]


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
        elif isinstance(effect, Enrage):
            value += 0.8 + (0.8 if effect.uses_x else 0.0) + 0.3 * effect.plus
        elif isinstance(effect, Plan):
            value += 0.8 * (effect.keep + (2 if effect.uses_x else 0))
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
        self.kai = catalog.is_kai
        self.two_sided = frozenset(card.id for card in catalog.starters) if self.kai else NONE_ENRAGED
        self._tables: dict[frozenset[str], CardTables] = {}
        calm = self.tables(NONE_ENRAGED)
        self.value = calm.value  # the tables of calm cards (every card of Udo's)
        self.costs = tuple(Counter(attack.cost for attack in catalog.attacks).items())
        cards = catalog.cards_by_id.items()
        self.pays = {(keyword, cid): is_a(card.name, keyword) for keyword, _ in self.costs for cid, card in cards}
        self.pays_for = {  # for each card, the indices in `costs` of the attacks it could pay
            cid: tuple(i for i, (keyword, _) in enumerate(self.costs) if self.pays[keyword, cid]) for cid, _ in cards
        }
        self.hearts = {m.id: hearts(catalog, m.id) for m in catalog.masters}
        self.kind = calm.kind
        self.facts = calm.facts
        self.deals = calm.deals
        self._reach: dict[tuple[object, ...], tuple[int, ...]] = {}

    def tables(self, enraged: frozenset[str]) -> CardTables:
        """The card tables with the cards of `enraged` on their ENRAGED side (built once per set)."""
        enraged = enraged & self.two_sided if enraged else NONE_ENRAGED
        known = self._tables.get(enraged)
        if known is None:
            catalog = self.catalog
            faces = {cid: catalog.face(cid, cid in enraged) for cid in catalog.cards_by_id}
            known = self._tables[enraged] = CardTables(
                value={cid: card_value(card) for cid, card in faces.items()},
                kind=kinds_of(catalog, enraged),
                facts=facts_of(catalog, enraged),
                deals={cid: [(e.plus, e.times) for e in card.effects if isinstance(e, Deal)]
                       for cid, card in faces.items()},
            )
        return known

    def score(self, state: UdoState) -> float:
        if state.phase == LOST:
            return LOST_SCORE + self.w.glory * state.glory
        won = self.w.won if state.phase == WON else 0.0
        uncovered: list[tuple[str, int]] = []
        if state.master is not None:
            uncovered = [(h, v) for h, v in self.hearts[state.master] if h not in state.covered]
        kept = sum(self.catalog.attack(a).bonus.charge for a in state.kept)
        return won + self.parts(state.glory, state.hand, state.discard, uncovered, state.charge, state.enraged, kept)

    def parts(
        self, glory: int, hand: Iterable[str], discard: Iterable[str], uncovered: list[tuple[str, int]], charge: int,
        enraged: frozenset[str] = NONE_ENRAGED, kept: int = 0,
    ) -> float:
        """The score of a moment given as parts; `uncovered` lists the current master's open hearts.
        For Kai, `enraged` are her cards showing their ENRAGED side and `kept` the Charge on her kept attacks."""
        w = self.w
        hand, discard = tuple(hand), tuple(discard)
        tables = self.tables(enraged) if enraged else self.tables(NONE_ENRAGED)
        value = tables.value
        total = w.glory * glory
        total += w.hand * sum(value[c] for c in hand) + w.discard * sum(value[c] for c in discard)
        rages = self.kai and self.rages(hand, enraged)
        if self.kai:
            total += self._rage(hand, discard, enraged, kept if uncovered else 0)
        if uncovered:
            total -= sum(w.heart + w.heart_point * v for _, v in uncovered)
            total -= w.body * len({h.split(".")[0] for h, _ in uncovered})
            reach = self.reach(hand, tuple(v for _, v in uncovered), charge, tables, rages)
            total += w.reach * sum(w.heart + w.heart_point * v for v in reach)
            total += w.charge * charge
            shots = sum(times for c in hand for _, times in tables.deals[c][:1] if self._playable(c, hand, tables))
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

    def rages(self, hand: Iterable[str], enraged: frozenset[str]) -> bool:
        """Whether this hand ENRAGES Kai at the reveal: some of her cards, all ENRAGED."""
        own = [c for c in hand if c in self.two_sided]
        return bool(own) and all(c in enraged for c in own)

    def _rage(self, hand: tuple[str, ...], discard: tuple[str, ...], enraged: frozenset[str], kept: int) -> float:
        """Kai: calm cards in hand keep her from being ENRAGED at the reveal; kept attacks can fix that."""
        w, two_sided = self.w, self.two_sided
        calm = sum(1 for c in hand if c in two_sided and c not in enraged)
        total = -w.calm * calm + (w.tempest if self.rages(hand, enraged) else 0.0)
        if kept:
            calm_owned = calm + sum(1 for c in discard if c in two_sided and c not in enraged)
            total += w.kept * min(kept, calm_owned)
        return total

    def reach(
        self, hand: tuple[str, ...], uncovered: tuple[int, ...], charge: int, tables: CardTables | None = None,
        double: bool = False,
    ) -> tuple[int, ...]:
        """Hearts the hand could cover next turn, by a rough plan that ignores attacks and openings
        (`double`: Kai will be ENRAGED and may double one combo)."""
        tables = tables or self.tables(NONE_ENRAGED)
        key = (tuple(sorted(hand)), uncovered, charge, id(tables), double)
        known = self._reach.get(key)
        if known is None:
            known = self._reach[key] = self._plan_reach(hand, uncovered, charge, tables, double)[0]
        return known

    def turns_to_beat(
        self, cards: tuple[str, ...], hearts: tuple[int, ...], most: int = 6, enraged: frozenset[str] = NONE_ENRAGED
    ) -> int:
        """Turns the cards would need to cover these hearts, each finisher used once, ignoring attacks
        (`most` + 1 when they cannot)."""
        tables = self.tables(enraged)
        hand, left = list(cards), list(hearts)
        for turn in range(1, most + 1):
            double = self.kai and self.rages(hand, enraged)
            covered, used = self._plan_reach(tuple(hand), tuple(left), 0, tables, double)
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
        self, hand: tuple[str, ...], uncovered: tuple[int, ...], charge: int, tables: CardTables, double: bool = False
    ) -> tuple[tuple[int, ...], list[str]]:
        deals = tables.deals
        shooters = [c for c in hand if deals[c] and self._playable(c, hand, tables)]
        shooters.sort(key=lambda c: (-deals[c][0][1], -deals[c][0][0], c))
        left, cards, covered, used = sorted(uncovered, reverse=True), len(hand), [], []
        for card in shooters:
            if not left:
                break
            facts, (plus, times) = tables.facts[card], deals[card][0]
            least, most = max(facts.min_size, 2 if facts.needs else 1), min(facts.max_size, cards)
            if least > most:
                continue
            factor = 2 if double else 1  # ENRAGED Kai doubles the first shot
            length = max(least, -((plus - left[0]) // factor))
            if length > most and charge:
                length, plus, charge = max(least, min(most, left[0] - plus - charge)), plus + charge, 0
            length = min(length, most)
            hits = [h for h in left if h <= factor * length + plus][:times]
            double = double and not hits
            for heart in hits:
                left.remove(heart)
                covered.append(heart)
            if hits:
                cards -= length
                used.append(card)
        return tuple(covered), used

    def _playable(self, card: str, hand: tuple[str, ...], tables: CardTables) -> bool:
        facts = tables.facts
        needs = facts[card].needs
        return needs is None or any(is_a(facts[c].name, needs) for c in hand if c != card)
