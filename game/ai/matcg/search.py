"""The "hard" fighter: the normal fighter's candidates weighed by playing each one out.

For a decision with a real choice it deals the cards it cannot see (the opponent's hand and both decks' order)
at random several times, consistently with everything its seat has seen, plays each distinct candidate in each
deal and lets both sides go on with the normal fighter (without slips) to the end of the next turn, then scores
the table: health, ADR and cards in hand. The candidate with the best total wins. It never reads hidden cards:
every deal is made from its own view.
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.matcg.policy import Judge, Policy, Style
from game.engine.core import Command
from game.engine.matcg import MatcgRules
from game.engine.matcg import values as v
from game.engine.matcg.state import MatcgState, revise

PLAYOUT = Style(slip=0.0)
WIN = 100.0


def unseen(view: MatcgState, seat: int) -> list[str]:
    """The seat's cards that are in its hand or deck: all of them but those on view."""
    shown = Counter(view.discards[seat] + view.table[seat] + view.aside[seat])
    event = view.events[seat]
    if event is not None:
        shown[event] += 1
    if view.challenge is not None:
        shown[view.challenge] += 1
    return list((Counter(view.cards[seat]) - shown).elements())


def deal(view: MatcgState, me: int, rng: random.Random) -> MatcgState:
    """A full state consistent with what `me` sees: the hidden cards dealt at random."""
    hands, decks = list(view.hands), list(view.decks)
    for seat in range(view.seats):
        pool = unseen(view, seat)
        if seat == me:
            for card in view.hands[me]:
                pool.remove(card)
        else:
            rng.shuffle(pool)
            hands[seat], pool = tuple(pool[: len(view.hands[seat])]), pool[len(view.hands[seat]) :]
        rng.shuffle(pool)
        decks[seat] = tuple(pool)
    return revise(view, hands=tuple(hands), decks=tuple(decks))


def score(state: MatcgState, me: int) -> float:
    if state.over:
        return 0.0 if state.winner is None else (WIN if state.winner == me else -WIN)
    other = 1 - me
    return ((state.health[me] - state.health[other]) + 0.6 * (state.adr[me] - state.adr[other])
            + 0.5 * (len(state.hands[me]) - len(state.hands[other])))


class SearchBot:
    name = "hard"

    def __init__(self, seed: int, deals: int = 6, budget: int = 1500):
        self._rng = random.Random(seed)
        self._deals = deals
        # Commands played out per decision: fewer deals are played when the playouts run long. Counted, not timed,
        # so the same seed gives the same fight on any machine under any load.
        self._budget = budget
        self._policy = Policy(PLAYOUT, self._rng)

    def choose(self, rules: MatcgRules, view: MatcgState) -> Command:
        seat = rules.to_act(view)
        if seat is None:
            raise ValueError("the fight is over: there is nothing to choose")
        legal = rules.legal_commands(view, seat)
        candidates = self._distinct(rules, legal)
        if len(candidates) == 1:
            return candidates[0]
        planned = Judge(rules, view, seat, legal, PLAYOUT).best()
        totals = dict.fromkeys(candidates, 0.0)
        totals[planned] = totals.get(planned, 0.0) + 0.5  # a small lean towards the plan on ties
        played = 0
        for number in range(self._deals):
            world = deal(view, seat, self._rng)
            for candidate in totals:
                worth, steps = self._playout(rules, world, candidate, seat)
                totals[candidate] += worth
                played += steps
            if number and played > self._budget:
                break
        return max(totals, key=lambda c: totals[c])

    @staticmethod
    def _distinct(rules: MatcgRules, legal: list[Command]) -> list[Command]:
        """One command per kind of play: two copies of a card make the same move."""
        seen: dict[tuple[str, str], Command] = {}
        for command in legal:
            physical = getattr(command, "card", "")
            key = (type(command).__name__, v.card(rules.catalog, physical).id if physical else "")
            seen.setdefault(key, command)
        return list(seen.values())

    def _playout(self, rules: MatcgRules, world: MatcgState, first: Command, me: int) -> tuple[float, int]:
        """The candidate's worth in this deal, and the commands it took to find out."""
        state = self._apply(rules, world, first)
        horizon = world.turn + 2
        steps = 1
        while steps < 200 and not state.over and state.turn < horizon:
            seat = rules.to_act(state)
            assert seat is not None
            state = self._apply(rules, state, self._policy.choose(rules, state))
            steps += 1
        return score(state, me), steps

    def _apply(self, rules: MatcgRules, state: MatcgState, command: Command) -> MatcgState:
        events = rules.decide(state, command, self._rng.randrange(1 << 30), 0)
        assert isinstance(events, list), events
        for event in events:
            state = rules.evolve(state, event)
        return state
