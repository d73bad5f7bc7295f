"""Bots for the Udo solo campaign. They read only `rules.view(state, 0)`: never the attack deck's order.

A bot has a `name` and `choose(rules, view) -> Command`, and always returns one of
`rules.legal_commands(view, 0)`. Levels: "random" (uniform over legal commands), "greedy" (one big
combo, single cards where they help, one-step choices while resolving) and "search" (game/ai/udo/search.py).
Every level plays both heroes, Master Udo and Kai (rulesets `udo` and `kai`), reading cards on the side
they show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.ai import RandomBot
from game.ai.udo.combo import Builder, Combo, step_towards
from game.ai.udo.evaluate import card_value
from game.ai.udo.rage import spend_kept
from game.ai.udo.search import SearchBot
from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog, Master
from game.engine.udo.combos import hearts, opening_for, steps_for, targets
from game.engine.udo.sides import face
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, UdoState

LEVELS = ("random", "greedy", "search")
GREEDY_TOUGHEST = 6  # hearts plus swords of the toughest master the greedy bot takes on while others remain
GREEDY_CALM_REACH = 7  # the biggest heart the greedy bot expects calm Kai to cover
GREEDY_RAGE = 1.5  # a card Kai's finisher would ENRAGE is worth this much damage to the greedy bot


class Bot(Protocol):
    name: str

    def choose(self, rules: UdoRules, view: UdoState) -> Command: ...


class GreedyBot:
    """Hits as hard as it can with one combo, adds single cards that block or cover something,
    and takes the obvious choice at every step (biggest heart, hardest attack, cheapest card lost)."""

    name = "greedy"

    def __init__(self) -> None:
        self._catalog: Catalog | None = None
        self._tables: dict[frozenset[str], tuple[dict[str, float], Builder]] = {}  # per set of ENRAGED cards
        self._planned: tuple[tuple[object, ...], tuple[Combo, ...]] | None = None  # the last plan and what it read

    def _read(self, catalog: Catalog, enraged: frozenset[str]) -> tuple[dict[str, float], Builder]:
        """Each card's value on the side it shows, and a combo builder, for one set of ENRAGED cards (made once)."""
        if catalog is not self._catalog:
            self._catalog, self._tables, self._planned = catalog, {}, None
        known = self._tables.get(enraged)
        if known is None:
            value = {cid: card_value(catalog.face(cid, cid in enraged)) for cid in catalog.cards_by_id}
            known = self._tables[enraged] = (value, Builder(catalog, value, enraged))
        return known

    def choose(self, rules: UdoRules, view: UdoState) -> Command:
        legal = rules.legal_commands(view, 0)
        value, builder = self._read(rules.catalog, view.enraged)
        spend = spend_kept(rules, view)
        if view.phase == CHOOSE_MASTER:
            choice: Command = cmd.ChooseMaster(master=self._master(rules, view))
        elif spend is not None:
            choice = spend
        elif view.pending:
            choice = self._target(rules, view, value)
        elif view.phase == PLAY:
            choice = step_towards(view.combos, self._plan(rules, view, value, builder))
        elif view.phase == RESOLVE_ATTACKS:
            hits = [c for c in legal if isinstance(c, cmd.TakeHit)]
            choice = min(hits, key=lambda c: (c.card not in view.hand, value[c.card])) if hits else cmd.EndTurn()
        else:
            choice = self._resolve(rules, view, legal, value)
        return choice if choice in legal else legal[0]

    @staticmethod
    def _master(rules: UdoRules, view: UdoState) -> str:
        """The most glory among masters that do not look too tough (hearts plus swords), else the easiest.
        Kai, with no Charge, also counts the hearts her calm cards cannot reach while she is not ENRAGED."""
        calm_kai = rules.catalog.is_kai and not view.kai_enraged

        def toughness(master: Master) -> int:
            high = sum(1 for body in master.bodies for heart in body.hearts if heart > GREEDY_CALM_REACH)
            return sum(len(body.hearts) + body.swords for body in master.bodies) + (3 * high if calm_kai else 0)

        remaining = [m for m in rules.catalog.masters if m.id not in view.defeated]
        fair = [m for m in remaining if toughness(m) <= GREEDY_TOUGHEST]
        if not fair:
            return min(remaining, key=lambda m: (toughness(m), -m.glory, m.id)).id
        return min(fair, key=lambda m: (-m.glory, toughness(m), m.id)).id

    def _plan(self, rules: UdoRules, view: UdoState, value: dict[str, float], builder: Builder) -> tuple[Combo, ...]:
        """The turn's combos. Playing a card only moves it between the hand and the table, so the plan is made
        once a turn and followed card by card: it is made anew only when something it reads has changed."""
        hand = tuple(sorted(view.hand + tuple(c for combo in view.combos for c in combo)))
        read = (hand, view.enraged, view.turn_attacks, view.master, view.covered, view.revealed)
        if self._planned is None or self._planned[0] != read:
            self._planned = (read, self._make_plan(rules, view, value, builder, hand))
        return self._planned[1]

    def _make_plan(self, rules: UdoRules, view: UdoState, value: dict[str, float], builder: Builder,
                   hand: tuple[str, ...]) -> tuple[Combo, ...]:
        catalog = rules.catalog
        calm = sum(1 for c in hand if catalog.two_sided(c) and c not in view.enraged)
        best: tuple[float, list[Combo]] = (0.0, [])
        for main in hand:
            combos = builder.realize(hand, main, ())
            if combos:
                x = len(combos[0]) + opening_for(catalog, view, main)
                steps = steps_for(face(catalog, view, main), x, catalog.is_kai)
                damage = sum(v for kind, v in steps if kind == "deal")
                rage = min(calm, sum(v for kind, v in steps if kind == "enrage"))  # Kai: cards her finisher flips
                if damage + GREEDY_RAGE * rage > best[0]:
                    best = (damage + GREEDY_RAGE * rage, combos)
        plan = best[1]
        used = {c for combo in plan for c in combo}
        assert view.master is not None
        open_hearts = [v for h, v in hearts(catalog, view.master) if h not in view.covered]
        attacks = [catalog.attack(a).block for a in view.revealed]
        for card in hand:
            if card in used or builder.min_length(card) > 1:
                continue
            steps = steps_for(face(catalog, view, card), 1 + opening_for(catalog, view, card))
            if any((k == "deal" and any(h <= v for h in open_hearts)) or (k == "block" and any(a <= v for a in attacks))
                   for k, v in steps):
                plan.append((card,))
        return tuple(plan)

    def _resolve(self, rules: UdoRules, view: UdoState, legal: list[Command], value: dict[str, float]) -> Command:
        """The next combo: blocks first; Charge (or Kai's doubling) on the biggest combo that deals damage."""
        catalog = rules.catalog

        def order(c: cmd.ResolveCombo) -> tuple[bool, bool, int]:
            combo = view.combos[c.combo]
            kinds = {k for k, _ in steps_for(face(catalog, view, combo[-1]), 1, catalog.is_kai)}
            boosted = c.spend_charge or c.double
            return ("block" not in kinds, boosted != ("deal" in kinds), -len(combo) if c.double else 0)

        return min((c for c in legal if isinstance(c, cmd.ResolveCombo)), key=order)

    def _target(self, rules: UdoRules, view: UdoState, value: dict[str, float]) -> Command:
        """The obvious pick for the step waiting: the biggest heart, the hardest attack, the best card."""
        catalog = rules.catalog
        kind = view.pending[0][0]
        options = targets(catalog, view, view.pending[0])
        if kind == "deal":
            assert view.master is not None
            worth = dict(hearts(catalog, view.master))
            return cmd.CoverHeart(heart=max(options, key=lambda h: worth[h]))
        if kind == "block":
            return cmd.BlockAttack(attack=max(options, key=lambda a: catalog.attack(a).block))
        if kind == "enrage":
            gain = {c: card_value(catalog.face(c, True)) - value[c] for c in options}
            return cmd.EnrageCard(card=max(options, key=lambda c: (gain[c], c)))
        if kind == "retrieve":
            return cmd.RetrieveCard(card=max(options, key=lambda c: (card_value(catalog.face(c)), c)))
        if kind == "keep":
            return cmd.KeepCard(card=max(options, key=lambda c: (value[c], c)))
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


def hint_planner(rules: UdoRules) -> tuple[Callable[[UdoState], bool], Callable[[UdoState], object]]:
    """The board's Hint as the bench times it: it plans a whole turn's combos in Play Combos."""
    from game.ai.udo.hint import Hinter

    return (lambda view: view.phase == PLAY), Hinter(rules).combos
