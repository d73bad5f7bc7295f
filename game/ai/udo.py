"""Bots for the Udo solo campaign. They read only `rules.view(state, 0)`: never the attack deck's order.

A bot has a `name` and `choose(rules, view) -> Command`, and always returns one of
`rules.legal_commands(view, 0)`. Levels: "random" (uniform over legal commands), "greedy" (one big
combo, single cards where they help, one-step choices while resolving) and "search" (game/ai/udo_search.py).
"""

from __future__ import annotations

import random
from typing import Protocol

from game.ai.udo_combo import Builder, Combo, step_towards
from game.ai.udo_eval import card_value
from game.ai.udo_search import SearchBot
from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Master
from game.engine.udo.combos import hearts, opening_for, steps_for, targets
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, UdoState

LEVELS = ("random", "greedy", "search")
GREEDY_TOUGHEST = 6  # hearts plus swords of the toughest master the greedy bot takes on while others remain


class Bot(Protocol):
    name: str

    def choose(self, rules: UdoRules, view: UdoState) -> Command: ...


class RandomBot:
    name = "random"

    def __init__(self, seed: int):
        self._rng = random.Random(seed)

    def choose(self, rules: UdoRules, view: UdoState) -> Command:
        return self._rng.choice(rules.legal_commands(view, 0))


class GreedyBot:
    """Hits as hard as it can with one combo, adds single cards that block or cover something,
    and takes the obvious choice at every step (biggest heart, hardest attack, cheapest card lost)."""

    name = "greedy"

    def choose(self, rules: UdoRules, view: UdoState) -> Command:
        legal = rules.legal_commands(view, 0)
        value = {cid: card_value(card) for cid, card in rules.catalog.cards_by_id.items()}
        if view.phase == CHOOSE_MASTER:
            choice: Command = cmd.ChooseMaster(master=self._master(rules, view))
        elif view.phase == PLAY:
            choice = step_towards(view.combos, self._plan(rules, view, value))
        elif view.phase == RESOLVE_ATTACKS:
            hits = [c for c in legal if isinstance(c, cmd.TakeHit)]
            choice = min(hits, key=lambda c: (c.card not in view.hand, value[c.card]))
        else:
            choice = self._resolve(rules, view, legal, value)
        return choice if choice in legal else legal[0]

    @staticmethod
    def _master(rules: UdoRules, view: UdoState) -> str:
        """The most glory among masters that do not look too tough (hearts plus swords), else the easiest."""
        def toughness(master: Master) -> int:
            return sum(len(body.hearts) + body.swords for body in master.bodies)

        remaining = [m for m in rules.catalog.masters if m.id not in view.defeated]
        fair = [m for m in remaining if toughness(m) <= GREEDY_TOUGHEST]
        if not fair:
            return min(remaining, key=lambda m: (toughness(m), -m.glory, m.id)).id
        return min(fair, key=lambda m: (-m.glory, toughness(m), m.id)).id

    def _plan(self, rules: UdoRules, view: UdoState, value: dict[str, float]) -> tuple[Combo, ...]:
        catalog, builder = rules.catalog, Builder(rules.catalog, value)
        hand = tuple(sorted(view.hand + tuple(c for combo in view.combos for c in combo)))
        best: tuple[float, list[Combo]] = (0.0, [])
        for main in hand:
            combos = builder.realize(hand, main, ())
            if combos:
                x = len(combos[0]) + opening_for(catalog, view, main)
                damage = sum(v for kind, v in steps_for(catalog.card(main), x) if kind == "deal")
                if damage > best[0]:
                    best = (damage, combos)
        plan = best[1]
        used = {c for combo in plan for c in combo}
        assert view.master is not None
        open_hearts = [v for h, v in hearts(catalog, view.master) if h not in view.covered]
        attacks = [catalog.attack(a).block for a in view.revealed]
        for card in hand:
            if card in used or builder.min_length(card) > 1:
                continue
            steps = steps_for(catalog.card(card), 1 + opening_for(catalog, view, card))
            if any((k == "deal" and any(h <= v for h in open_hearts)) or (k == "block" and any(a <= v for a in attacks))
                   for k, v in steps):
                plan.append((card,))
        return tuple(plan)

    def _resolve(self, rules: UdoRules, view: UdoState, legal: list[Command], value: dict[str, float]) -> Command:
        catalog = rules.catalog
        if view.resolving is None:
            def order(c: Command) -> tuple[bool, bool]:
                assert isinstance(c, cmd.ResolveCombo)
                kinds = {k for k, _ in steps_for(catalog.card(view.combos[c.combo][-1]), 1)}
                return ("block" not in kinds, c.spend_charge != ("deal" in kinds))
            return min(legal, key=order)
        kind = view.pending[0][0]
        options = targets(catalog, view, view.pending[0])
        if kind == "deal":
            assert view.master is not None
            worth = dict(hearts(catalog, view.master))
            return cmd.CoverHeart(heart=max(options, key=lambda h: worth[h]))
        if kind == "block":
            return cmd.BlockAttack(attack=max(options, key=lambda a: catalog.attack(a).block))
        return cmd.RecoverCard(card=max(options, key=lambda c: value[c]))


def make_bot(level: str, seed: int) -> Bot:
    """A fresh bot of this level; `seed` makes the random level repeatable."""
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot()
    if level == "search":
        return SearchBot()
    raise KeyError(level)
