"""Choosing the combos of a turn: enumerate candidate sets, rank them fast, verify the best exactly.

A candidate is a main combo (a finisher that takes every card that fits) plus up to four side
combos of exact lengths, each length being the least that reaches something worth reaching: a heart
to cover, an attack to block. Every candidate is scored by a quick imagined resolution (`_quick`);
the best few are then played for real on copies of the state and searched to the end of the turn
with TurnSearch, which decides.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.udo_combo import Builder, Combo
from game.ai.udo_eval import LOST_SCORE, Evaluator
from game.ai.udo_turn import TurnSearch, apply, resolve_group
from game.engine.udo import UdoRules
from game.engine.udo.combos import opening_for, steps_for
from game.engine.udo.commands import FinishPlaying, PlayCard
from game.engine.udo.state import UdoState

Side = tuple[str, int]
SIDE_LONGEST = 6  # side combos are short; the main combo takes the rest
SPECS_PER_JOB = 3  # cheapest finishers kept for each heart or attack
MOST_SIDES = 4  # side combos added to a main, one at a time
BEAM = 10  # plans kept at each size
VERIFIED = 6  # candidates played for real and searched to the end of the turn


@dataclass(frozen=True)
class Context:
    state: UdoState
    hearts: tuple[tuple[str, int], ...]  # uncovered, biggest first
    openings: dict[str, int]


class Planner:
    def __init__(self, rules: UdoRules, evaluator: Evaluator):
        self.rules = rules
        self.catalog = rules.catalog
        self.evaluator = evaluator
        self.builder = Builder(rules.catalog, evaluator.value)
        self.turn = TurnSearch(rules, evaluator)

    def plan(self, state: UdoState) -> tuple[Combo, ...]:
        """The combos to play this turn (the state's combos, if any, count as back in hand)."""
        hand = tuple(sorted(state.hand + tuple(c for combo in state.combos for c in combo)))
        base = replace(state, hand=hand, combos=())
        ctx = self._context(base)
        ranked = self._rank(ctx)
        best: tuple[float, tuple[Combo, ...]] = (self._verify(base, ()), ())
        tried: set[tuple[Combo, ...]] = set()
        for _, combos in ranked:
            if len(tried) >= VERIFIED:
                break
            if combos in tried:
                continue
            tried.add(combos)
            value = self._verify(base, combos)
            if value > best[0]:
                best = (value, combos)
        return best[1]

    def _verify(self, base: UdoState, combos: tuple[Combo, ...]) -> float:
        state: UdoState | None = base
        for index, combo in enumerate(combos):
            for card in combo:
                assert state is not None
                state = apply(self.rules, state, PlayCard(card=card, combo=index))
                if state is None:
                    return float("-inf")
        assert state is not None
        state = apply(self.rules, state, FinishPlaying())
        return float("-inf") if state is None else self.turn.outcome(state)

    def _context(self, state: UdoState) -> Context:
        assert state.master is not None
        hearts = [(h, v) for h, v in self.evaluator.hearts[state.master] if h not in state.covered]
        hearts.sort(key=lambda hv: -hv[1])
        openings = {c: opening_for(self.catalog, state, c) for c in state.hand}
        return Context(state, tuple(hearts), openings)

    # ----- candidates ----------------------------------------------------------------------

    def _rank(self, ctx: Context) -> list[tuple[float, tuple[Combo, ...]]]:
        """Beam search: every main alone, then the best plans each grow by one side combo at a time."""
        specs = self._side_specs(ctx)
        scored: list[tuple[float, tuple[Combo, ...]]] = []
        beam: list[tuple[float, str | None, tuple[int, ...]]] = []
        for main in [None, *self._distinct(ctx.state.hand)]:
            self._score(ctx, main, (), specs, scored, beam)
        for _ in range(MOST_SIDES):
            beam.sort(key=lambda entry: -entry[0])
            grown: list[tuple[float, str | None, tuple[int, ...]]] = []
            for _, main, sides in beam[:BEAM]:
                for index in range(sides[-1] + 1 if sides else 0, len(specs)):
                    self._score(ctx, main, (*sides, index), specs, scored, grown)
            beam = grown
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def _score(
        self, ctx: Context, main: str | None, sides: tuple[int, ...], specs: list[Side],
        scored: list[tuple[float, tuple[Combo, ...]]], beam: list[tuple[float, str | None, tuple[int, ...]]],
    ) -> None:
        combos = self.builder.realize(ctx.state.hand, main, tuple(specs[i] for i in sides))
        if combos is not None:
            value = self._quick(ctx, combos)
            scored.append((value, tuple(combos)))
            beam.append((value, main, sides))

    def _distinct(self, cards: tuple[str, ...]) -> list[str]:
        kinds: dict[object, str] = {}
        for card in cards:
            kinds.setdefault(self.evaluator.kind[card], card)
        return list(kinds.values())

    def _side_specs(self, ctx: Context) -> list[Side]:
        """For each heart value and attack, the cheapest finishers able to reach it, at their least length."""
        jobs: dict[tuple[str, int], list[tuple[float, Side]]] = {}
        for card in self._distinct(ctx.state.hand):
            least = self.builder.min_length(card)
            most = min(self.builder.max_length(card), SIDE_LONGEST)
            base = least + ctx.openings[card]
            for kind, value in steps_for(self.catalog.card(card), base):
                goals = self._goals(ctx, kind)
                for goal in goals:
                    for boost in (0, ctx.state.charge) if ctx.state.charge else (0,):
                        length = max(least, least + goal - value - boost)
                        if length <= most:
                            jobs.setdefault((kind, goal), []).append((self.evaluator.value[card], (card, length)))
                if kind in ("charge", "recover"):
                    jobs.setdefault((kind, 0), []).append((self.evaluator.value[card], (card, least)))
        specs: list[Side] = []
        for options in jobs.values():
            options.sort()
            for _, side in options[:SPECS_PER_JOB]:
                if side not in specs:
                    specs.append(side)
        return specs

    def _goals(self, ctx: Context, kind: str) -> list[int]:
        if kind == "deal":
            return sorted({v for _, v in ctx.hearts})
        if kind == "block":
            return sorted({self.catalog.attack(a).block for a in ctx.state.revealed})
        return []

    # ----- the quick imagined turn ---------------------------------------------------------

    def _quick(self, ctx: Context, combos: list[Combo]) -> float:
        state = ctx.state
        spenders: list[int | None] = [None]
        if state.charge or any(self._gains(c[-1]) for c in combos):
            spenders += list(range(len(combos)))
        return max(self._imagine(ctx, combos, spender) for spender in spenders)

    def _gains(self, card: str) -> bool:
        return any(kind == "charge" for kind, _ in steps_for(self.catalog.card(card), 1))

    def _imagine(self, ctx: Context, combos: list[Combo], spender: int | None) -> float:
        catalog, state = self.catalog, ctx.state
        order = sorted(range(len(combos)), key=lambda i: (i == spender, resolve_group(catalog, combos[i][-1])))
        charge, hearts, revealed, recover = state.charge, list(ctx.hearts), list(state.revealed), 0
        top = catalog.charge_max
        for i in order:
            finisher = combos[i][-1]
            x = len(combos[i]) + ctx.openings[finisher]
            if i == spender:
                x, charge = x + charge, 0
            for kind, value in steps_for(catalog.card(finisher), x):
                if kind == "deal":
                    heart = next((hv for hv in hearts if hv[1] <= value), None)
                    if heart is not None:
                        hearts.remove(heart)
                elif kind == "block":
                    able = [a for a in revealed if catalog.attack(a).block <= value]
                    if able:
                        attack = max(able, key=lambda a: catalog.attack(a).block)
                        revealed.remove(attack)
                        charge = min(top, charge + catalog.attack(attack).bonus.charge)
                        recover += catalog.attack(attack).bonus.recover
                elif kind == "charge":
                    charge = min(top, charge + value)
                else:
                    recover += 1
        return self._after_hits(ctx, combos, hearts, revealed, charge, recover)

    def _after_hits(
        self, ctx: Context, combos: list[Combo], hearts: list[tuple[str, int]], revealed: list[str], charge: int,
        recover: int,
    ) -> float:
        state, value, pays = ctx.state, self.evaluator.value, self.evaluator.pays
        finishers = [c[-1] for c in combos]
        hand = [c for c in state.hand if c not in finishers]
        discard = list(state.discard) + finishers
        for card in sorted(discard, key=lambda c: -value[c])[:recover]:
            discard.remove(card)
            hand.append(card)
        for attack in revealed:
            cost = self.catalog.attack(attack).cost
            payer = min((c for c in hand if pays[cost, c]), key=lambda c: value[c], default=None)
            if payer is not None:
                hand.remove(payer)
                discard.append(payer)
                continue
            payer = min((c for c in discard if pays[cost, c]), key=lambda c: value[c], default=None)
            if payer is None:
                return LOST_SCORE
            discard.remove(payer)
        glory = state.glory
        if not hearts:
            assert state.master is not None
            master = self.catalog.master(state.master)
            hand, discard, charge = hand + discard + [master.special_move.id], [], 0
            glory += master.glory
        return self.evaluator.parts(glory, hand, discard, hearts, charge)
