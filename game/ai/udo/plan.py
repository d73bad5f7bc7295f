"""Choosing the combos of a turn: enumerate candidate sets, rank them fast, verify the best exactly.

A candidate is a main combo (a finisher that takes every card that fits) plus up to four side
combos of exact lengths, each length being the least that reaches something worth reaching: a heart
to cover, an attack to block. Every candidate is scored by a quick imagined resolution (`_quick`);
the best few are then played for real on copies of the state and searched to the end of the turn
with TurnSearch, which decides.

Cards are read on the side they show. For Kai, the quick resolution tries doubling each combo where
Udo's tries spending Charge on it, keeps the attacks she blocks, and imagines her ENRAGE and Planning.
`Planner.plan(state)` serves both heroes (the in-game Hint asks it for this turn's combos).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.udo.combo import Builder, Combo
from game.ai.udo.evaluate import LOST_SCORE, CardTables, Evaluator
from game.ai.udo.turn import TurnSearch, apply, resolve_group
from game.engine.udo import UdoRules
from game.engine.udo.combos import opening_for, steps_for
from game.engine.udo.commands import FinishPlaying, PlayCard
from game.engine.udo.kai import can_double
from game.engine.udo.sides import face
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
    tables: CardTables  # the cards as they show in `state`
    builder: Builder
    doubles: bool  # ENRAGED Kai may still double a combo this turn


@dataclass
class Imagined:
    """What a quick imagined resolution of the turn has won so far."""

    charge: int
    recover: int = 0  # discarded cards back to the hand as they are
    calmed: int = 0  # discarded cards back to the hand calm (Planning)
    rage: int = 0  # calm cards of the hand to ENRAGE
    kept: int = 0  # Charge on the attacks Kai keeps


class Planner:
    def __init__(self, rules: UdoRules, evaluator: Evaluator, verified: int = VERIFIED):
        self.rules = rules
        self.verified = verified  # the best ranked candidates played for real and searched
        self.catalog = rules.catalog
        self.evaluator = evaluator
        self.builder = Builder(rules.catalog, evaluator.value)
        self._builders: dict[frozenset[str], Builder] = {frozenset(): self.builder}
        self.turn = TurnSearch(rules, evaluator)

    def plan(self, state: UdoState) -> tuple[Combo, ...]:
        """The combos to play this turn (the state's combos, if any, count as back in hand)."""
        hand = tuple(sorted(state.hand + tuple(c for combo in state.combos for c in combo)))
        base = replace(state, hand=hand, combos=(), pending=() if state.resolving is None else state.pending)
        ctx = self._context(base)
        ranked = self._rank(ctx)
        best: tuple[float, tuple[Combo, ...]] = (self._verify(base, ()), ())
        tried: set[tuple[Combo, ...]] = set()
        for _, combos in ranked:
            if len(tried) >= self.verified:
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
        tables = self.evaluator.tables(state.enraged)
        builder = self._builders.get(state.enraged)
        if builder is None:
            builder = self._builders[state.enraged] = Builder(self.catalog, tables.value, state.enraged)
        return Context(state, tuple(hearts), openings, tables, builder, can_double(state))

    # ----- candidates ----------------------------------------------------------------------

    def _rank(self, ctx: Context) -> list[tuple[float, tuple[Combo, ...]]]:
        """Beam search: every main alone, then the best plans each grow by one side combo at a time."""
        specs = self._side_specs(ctx)
        scored: list[tuple[float, tuple[Combo, ...]]] = []
        beam: list[tuple[float, str | None, tuple[int, ...]]] = []
        for main in [None, *self._distinct(ctx)]:
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
        combos = ctx.builder.realize(ctx.state.hand, main, tuple(specs[i] for i in sides))
        if combos is not None:
            value = self._quick(ctx, combos)
            scored.append((value, tuple(combos)))
            beam.append((value, main, sides))

    def _distinct(self, ctx: Context) -> list[str]:
        kinds: dict[object, str] = {}
        for card in ctx.state.hand:
            kinds.setdefault(ctx.tables.kind[card], card)
        return list(kinds.values())

    def _side_specs(self, ctx: Context) -> list[Side]:
        """For each heart value and attack, the cheapest finishers able to reach it, at their least length."""
        jobs: dict[tuple[str, int], list[tuple[float, Side]]] = {}
        worth = ctx.tables.value
        for card in self._distinct(ctx):
            least = ctx.builder.min_length(card)
            most = min(ctx.builder.max_length(card), SIDE_LONGEST)
            base = least + ctx.openings[card]
            for kind, value in steps_for(face(self.catalog, ctx.state, card), base, self.evaluator.kai):
                goals = self._goals(ctx, kind)
                for goal in goals:
                    for boost in (0, ctx.state.charge) if ctx.state.charge else (0,):
                        length = max(least, least + goal - value - boost)
                        if length <= most:
                            jobs.setdefault((kind, goal), []).append((worth[card], (card, length)))
                if kind in ("charge", "recover", "enrage", "retrieve"):
                    jobs.setdefault((kind, 0), []).append((worth[card], (card, least)))
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
        if ctx.doubles or (not self.evaluator.kai and (state.charge or any(self._gains(ctx, c[-1]) for c in combos))):
            spenders += list(range(len(combos)))
        return max(self._imagine(ctx, combos, spender) for spender in spenders)

    def _gains(self, ctx: Context, card: str) -> bool:
        return any(kind == "charge" for kind, _ in steps_for(face(self.catalog, ctx.state, card), 1))

    def _imagine(self, ctx: Context, combos: list[Combo], spender: int | None) -> float:
        """The turn resolved quickly: `spender` is the combo that gets Udo's Charge, or Kai's doubling."""
        catalog, state, kai = self.catalog, ctx.state, self.evaluator.kai
        enraged = state.enraged
        order = sorted(range(len(combos)),
                       key=lambda i: (i == spender, resolve_group(catalog, combos[i][-1], enraged)))
        hearts, revealed, won = list(ctx.hearts), list(state.revealed), Imagined(state.charge)
        top = catalog.charge_max
        for i in order:
            finisher = combos[i][-1]
            x = len(combos[i]) + ctx.openings[finisher]
            if i == spender:
                x, won.charge = (2 * x, won.charge) if kai else (x + won.charge, 0)
            for kind, value in steps_for(face(catalog, state, finisher), x, kai):
                if kind == "deal":
                    heart = next((hv for hv in hearts if hv[1] <= value), None)
                    if heart is not None:
                        hearts.remove(heart)
                elif kind == "block":
                    able = [a for a in revealed if catalog.attack(a).block <= value]
                    if able:
                        attack = max(able, key=lambda a: catalog.attack(a).block)
                        revealed.remove(attack)
                        bonus = catalog.attack(attack).bonus
                        if kai:
                            won.kept += bonus.charge
                        else:
                            won.charge = min(top, won.charge + bonus.charge)
                        won.recover += bonus.recover
                elif kind == "charge":
                    won.charge = min(top, won.charge + value)
                elif kind == "recover":
                    won.recover += 1
                elif kind == "keep":
                    won.calmed += value
                elif kind == "enrage":
                    won.rage += value
        return self._after_hits(ctx, combos, hearts, revealed, won)

    def _after_hits(
        self, ctx: Context, combos: list[Combo], hearts: list[tuple[str, int]], revealed: list[str], won: Imagined
    ) -> float:
        state, value, pays = ctx.state, ctx.tables.value, self.evaluator.pays
        finishers = [c[-1] for c in combos]
        hand = [c for c in state.hand if c not in finishers]
        discard = list(state.discard) + finishers
        enraged = set(state.enraged)
        for card in sorted(discard, key=lambda c: -value[c])[: won.recover + won.calmed]:
            discard.remove(card)
            hand.append(card)
            if won.calmed and card in enraged:
                enraged.discard(card)
                won.calmed -= 1
        if won.rage:
            calm = [c for c in hand if c in self.evaluator.two_sided and c not in enraged]
            enraged.update(sorted(calm, key=lambda c: -self._gain(c))[: won.rage])
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
        glory, charge, kept = state.glory, won.charge, won.kept + self._kept(state)
        if not hearts:
            assert state.master is not None
            master = self.catalog.master(state.master)
            hand, discard, charge, kept = hand + discard + [master.special_move.id], [], 0, 0
            glory += master.glory
        return self.evaluator.parts(glory, hand, discard, hearts, charge, frozenset(enraged), kept)

    def _gain(self, card: str) -> float:
        """What ENRAGING a card adds to its worth."""
        return self.evaluator.tables(frozenset({card})).value[card] - self.evaluator.value[card]

    def _kept(self, state: UdoState) -> int:
        return sum(self.catalog.attack(a).bonus.charge for a in state.kept)
