"""Searching the rest of a turn with the pure rules: resolution order, Charge, targets and hits.

From a state in Resolve Combos or Resolve Attacks, every sensible line is tried by applying commands
with `rules.decide` and `rules.evolve` to copies of the (frozen) state, until the turn is over; each
end of turn is scored by the Evaluator. Equal choices are merged (hearts of the same value, copies of
the same card) so the tree stays small. For Kai the search also tries doubling each combo, and picks the
cards to ENRAGE, to take back and to keep by what their side is worth.
"""

from __future__ import annotations

from game.ai.udo.evaluate import Evaluator
from game.engine.core import Command, Rejected, state_after
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import NONE_ENRAGED, payers, steps_for, targets
from game.engine.udo.kai import can_double
from game.engine.udo.state import RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState

RECOVER_CHOICES = 3  # the most valuable distinct cards considered for each Recover
HIT_CHOICES = 2  # the cheapest cards considered to pay each unblocked attack
MOVE_BUDGET = 150  # moves tried per search; past it each state only follows its first (canonical) move


def apply(rules: UdoRules, state: UdoState, command: Command) -> UdoState | None:
    """The state after a command, or None when the rules reject it."""
    events = rules.decide(state, command, 0, 0)
    if isinstance(events, Rejected):
        return None
    return state_after(rules, state, events)


def resolve_group(catalog: Catalog, finisher: str, enraged: frozenset[str] = NONE_ENRAGED) -> int:
    """When a combo is resolved in the canonical order: blocks first (their bonuses add Charge),
    then Charge and Recover, then pure damage, then Kai's ENRAGE and Planning (they pick from the
    hand and the discard pile, fullest once the other combos are resolved)."""
    kinds = {kind for kind, _ in steps_for(catalog.face(finisher, finisher in enraged), 1, catalog.is_kai)}
    if "block" in kinds:
        return 0
    return 1 if kinds & {"charge", "recover"} else 3 if kinds & {"enrage", "retrieve", "keep"} else 2


class TurnSearch:
    """Best play for the rest of the turn, by exhaustive search over merged choices."""

    def __init__(self, rules: UdoRules, evaluator: Evaluator):
        self.rules = rules
        self.evaluator = evaluator
        self._memo: dict[UdoState, tuple[float, Command | None]] = {}
        self._budget = MOVE_BUDGET

    def best(self, state: UdoState) -> tuple[float, Command | None]:
        self._memo, self._budget = {}, MOVE_BUDGET
        return self._search(state)

    def outcome(self, state: UdoState) -> float:
        """The value of the best end of this turn from `state` (a leaf is scored as it is)."""
        return self.best(state)[0]

    def _search(self, state: UdoState) -> tuple[float, Command | None]:
        if state.over or state.phase not in (RESOLVE_COMBOS, RESOLVE_ATTACKS):
            return self.evaluator.score(state), None
        known = self._memo.get(state)
        if known is not None:
            return known
        best: tuple[float, Command | None] = (float("-inf"), None)
        for command in self.moves(state):
            self._budget -= 1
            after = apply(self.rules, state, command)
            if after is None:
                continue
            value = self._search(after)[0]
            if value > best[0]:
                best = (value, command)
            if self._budget <= 0:
                break
        self._memo[state] = best
        return best

    def moves(self, state: UdoState) -> list[Command]:
        catalog = self.rules.catalog
        if not state.pending and state.phase == RESOLVE_ATTACKS and not state.revealed:
            return self._turn_end(state)
        if not state.pending:
            return self._hits(state) if state.phase == RESOLVE_ATTACKS else self._resolutions(state)
        step = state.pending[0]
        options = targets(catalog, state, step)
        if step[0] == "deal":
            return [cmd.CoverHeart(heart=h) for h in self._hearts(state, options)]
        if step[0] == "block":
            return [cmd.BlockAttack(attack=a) for a in options]
        if step[0] == "enrage":
            return [cmd.EnrageCard(card=c) for c in self.enrage_order(state, options)[:RECOVER_CHOICES]]
        worth = self.evaluator.tables(state.enraged).value
        if step[0] == "retrieve":  # each comes back calm: the calm worth counts
            worth = self.evaluator.value
        ranked = sorted(self._distinct(state, options), key=lambda c: -worth[c])[:RECOVER_CHOICES]
        choice = {"recover": cmd.RecoverCard, "retrieve": cmd.RetrieveCard, "keep": cmd.KeepCard}[step[0]]
        return [choice(card=c) for c in ranked]

    def enrage_order(self, state: UdoState, options: list[str]) -> list[str]:
        """Calm cards to ENRAGE, the one whose ENRAGED side adds the most first."""
        calm, tables = self.evaluator.value, self.evaluator.tables
        return sorted(self._distinct(state, options), key=lambda c: (calm[c] - tables(frozenset({c})).value[c], c))

    def _resolutions(self, state: UdoState) -> list[Command]:
        """The next combo in a fixed order (blocks, then Charge, then the biggest deals), or any combo
        that spends the Charge now: which combo gets the Charge is the choice that matters."""
        catalog = self.rules.catalog

        def rank(index: int) -> tuple[int, int]:
            combo = state.combos[index]
            return (resolve_group(catalog, combo[-1], state.enraged), -len(combo))

        moves: list[Command] = [cmd.ResolveCombo(combo=min(range(len(state.combos)), key=rank))]
        boost = {"spend_charge": True} if state.charge else {"double": True} if can_double(state) else None
        if boost:
            kind = self.evaluator.tables(state.enraged).kind
            seen: set[tuple[object, ...]] = set()
            for index, combo in enumerate(state.combos):
                shape = tuple(kind[c] for c in combo)
                if shape not in seen:
                    seen.add(shape)
                    moves.append(cmd.ResolveCombo(combo=index, **boost))
        return moves

    @staticmethod
    def _turn_end(state: UdoState) -> list[Command]:
        """Every attack has hit and Kai keeps attacks: discard one of them now (to ENRAGE before she is checked),
        or end the turn."""
        return [*(cmd.SpendKeptAttack(attack=a) for a in dict.fromkeys(state.kept)), cmd.EndTurn()]

    def _hearts(self, state: UdoState, options: list[str]) -> list[str]:
        """One heart per value: the one on the clone closest to falling."""
        assert state.master is not None
        values = dict(self.evaluator.hearts[state.master])
        open_on = {h.split(".")[0]: 0 for h in values}
        for h in values:
            if h not in state.covered:
                open_on[h.split(".")[0]] += 1
        chosen: dict[int, str] = {}
        for h in sorted(options, key=lambda h: open_on[h.split(".")[0]]):
            chosen.setdefault(values[h], h)
        return list(chosen.values())

    def _hits(self, state: UdoState) -> list[Command]:
        """For the attack with the fewest ways to pay, the cards whose loss looks cheapest on its own."""
        catalog = self.rules.catalog
        choices = [(attack, payers(catalog, state, attack)) for attack in dict.fromkeys(state.revealed)]
        attack, cards = min(choices, key=lambda pair: len(pair[1]))
        seen: set[tuple[object, ...]] = set()
        scored: list[tuple[float, Command]] = []
        kind = self.evaluator.tables(state.enraged).kind
        for card in cards:
            key = (kind[card], card in state.hand)
            if key not in seen:
                seen.add(key)
                hit = cmd.TakeHit(attack=attack, card=card)
                scored.append((-self._lose(state, card), hit))
        scored.sort(key=lambda pair: pair[0])
        return [hit for _, hit in scored[:HIT_CHOICES]]

    def _lose(self, state: UdoState, card: str) -> float:
        """The score of the moment with `card` lost (discarded from hand, or exhausted)."""
        hand, discard = list(state.hand), list(state.discard)
        if card in hand:
            hand.remove(card)
            discard.append(card)
        else:
            discard.remove(card)
        return self.evaluator.parts(state.glory, hand, discard, [], state.charge, state.enraged)

    def _distinct(self, state: UdoState, cards: list[str]) -> list[str]:
        seen: set[tuple[object, ...]] = set()
        out = []
        kind = self.evaluator.tables(state.enraged).kind
        for card in cards:
            key = kind[card]
            if key not in seen:
                seen.add(key)
                out.append(card)
        return out
