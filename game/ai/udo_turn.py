"""Searching the rest of a turn with the pure rules: resolution order, Charge, targets and hits.

From a state in Resolve Combos or Resolve Attacks, every sensible line is tried by applying commands
with `rules.decide` and `rules.evolve` to copies of the (frozen) state, until the turn is over; each
end of turn is scored by the Evaluator. Equal choices are merged (hearts of the same value, copies of
the same card) so the tree stays small.
"""

from __future__ import annotations

from game.ai.udo_eval import Evaluator
from game.engine.core import Command, Rejected
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.combos import payers, targets
from game.engine.udo.state import RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState

RECOVER_CHOICES = 3  # the most valuable distinct cards considered for each Recover


def apply(rules: UdoRules, state: UdoState, command: Command) -> UdoState | None:
    """The state after a command, or None when the rules reject it."""
    events = rules.decide(state, command, 0, 0)
    if isinstance(events, Rejected):
        return None
    for event in events:
        state = rules.evolve(state, event)
    return state


class TurnSearch:
    """Best play for the rest of the turn, by exhaustive search over merged choices."""

    def __init__(self, rules: UdoRules, evaluator: Evaluator):
        self.rules = rules
        self.evaluator = evaluator
        self._memo: dict[UdoState, tuple[float, Command | None]] = {}

    def best(self, state: UdoState) -> tuple[float, Command | None]:
        self._memo = {}
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
            after = apply(self.rules, state, command)
            if after is None:
                continue
            value = self._search(after)[0]
            if value > best[0]:
                best = (value, command)
        self._memo[state] = best
        return best

    def moves(self, state: UdoState) -> list[Command]:
        catalog = self.rules.catalog
        if state.phase == RESOLVE_ATTACKS:
            return self._hits(state)
        if state.resolving is None:
            spend = (False, True) if state.charge else (False,)
            seen: set[tuple[tuple[object, ...], ...]] = set()
            moves: list[Command] = []
            for index, combo in enumerate(state.combos):
                shape = tuple(self.evaluator.kind[c] for c in combo)
                if shape not in seen:
                    seen.add(shape)
                    moves += [cmd.ResolveCombo(combo=index, spend_charge=s) for s in spend]
            return moves
        step = state.pending[0]
        options = targets(catalog, state, step)
        if step[0] == "deal":
            return [cmd.CoverHeart(heart=h) for h in self._hearts(state, options)]
        if step[0] == "block":
            return [cmd.BlockAttack(attack=a) for a in options]
        ranked = sorted(self._distinct(options), key=lambda c: -self.evaluator.value[c])
        return [cmd.RecoverCard(card=c) for c in ranked[:RECOVER_CHOICES]]

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
        """Hits for the attack with the fewest ways to pay; one card per kind and place."""
        catalog = self.rules.catalog
        choices = [(attack, payers(catalog, state, attack)) for attack in dict.fromkeys(state.revealed)]
        attack, cards = min(choices, key=lambda pair: len(pair[1]))
        seen: set[tuple[object, ...]] = set()
        moves: list[Command] = []
        for card in cards:
            key = (self.evaluator.kind[card], card in state.hand)
            if key not in seen:
                seen.add(key)
                moves.append(cmd.TakeHit(attack=attack, card=card))
        return moves

    def _distinct(self, cards: list[str]) -> list[str]:
        seen: set[tuple[object, ...]] = set()
        out = []
        for card in cards:
            key = self.evaluator.kind[card]
            if key not in seen:
                seen.add(key)
                out.append(card)
        return out
