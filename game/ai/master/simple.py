"""The plain Master bots: "random" (uniform over legal commands, for tests and soaks), "easy" (lays any set it
sees, else half the time attempts a steal at random, else throws a card away at random; always defends) and
"normal" (lays its most valuable set, else steals the most valuable set it can, else throws away its least
valuable card but never its last answer to a steal of its top set; always defends with its cheapest answer)."""

from __future__ import annotations

import random

from game.ai import seat_to_act
from game.ai.master.knowledge import Knowledge
from game.engine.core import Command
from game.engine.master import MasterRules
from game.engine.master import commands as cmd
from game.engine.master.state import MasterState


class EasyBot:
    name = "easy"
    STEAL_CHANCE = 0.5  # how often it attempts a steal it could attempt

    def __init__(self, seed: int):
        self._rng = random.Random(seed)

    def choose(self, rules: MasterRules, view: MasterState) -> Command:
        legal = rules.legal_commands(view, seat_to_act(rules, view))
        sets = [c for c in legal if isinstance(c, cmd.FormSet)]
        if sets:
            return sets[0]
        defences = [c for c in legal if isinstance(c, cmd.DefendSteal)]
        if defences:
            return self._rng.choice(defences)
        steals = [c for c in legal if isinstance(c, cmd.AttemptSteal)]
        if steals and self._rng.random() < self.STEAL_CHANCE:
            return self._rng.choice(steals)
        discards = [c for c in legal if isinstance(c, cmd.DiscardCard)]
        return self._rng.choice(discards or legal)


class NormalBot:
    name = "normal"
    STEAL_FROM = 4  # the least experience a set must be worth for this bot to try to steal it

    def __init__(self, seed: int):
        self._rng = random.Random(seed)

    def choose(self, rules: MasterRules, view: MasterState) -> Command:
        seat = seat_to_act(rules, view)
        legal = rules.legal_commands(view, seat)
        know = Knowledge(rules.catalog, view, seat)
        value = rules.catalog.value_of
        defences = [c for c in legal if isinstance(c, cmd.DefendSteal)]
        if defences or view.steal is not None:
            return min(defences, key=lambda c: value[c.card]) if defences else legal[-1]
        sets = [c for c in legal if isinstance(c, cmd.FormSet)]
        if sets:
            return max(sets, key=lambda c: know.set_value(c.cards))
        steals = [c for c in legal if isinstance(c, cmd.AttemptSteal)
                  and know.set_value(view.sets[c.target][-1].cards) >= self.STEAL_FROM]
        if steals:
            return max(steals, key=lambda c: (know.set_value(view.sets[c.target][-1].cards), -value[c.card]))
        discards = [c for c in legal if isinstance(c, cmd.DiscardCard)]
        wilds = rules.catalog.wild_ids
        guards = guarding(rules, view, seat)
        return min(discards, key=lambda c: (c.card in guards and len(guards) == 1, c.card in wilds, value[c.card],
                                            self._rng.random()))


def guarding(rules: MasterRules, view: MasterState, seat: int) -> set[str]:
    """The cards of the seat's hand that could answer a steal of its top set (none while its only set is its
    first, which nobody may steal)."""
    sets = view.sets[seat]
    if len(sets) < 2:
        return set()
    return {card for card in view.hands[seat] if rules.catalog.answers(card, sets[-1].skill)}
