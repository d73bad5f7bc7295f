"""The "hard" fighter: the normal fighter's candidates weighed by playing each one out.

For a decision with a real choice it deals the cards it cannot see (the opponent's hand and both decks' order)
at random several times, consistently with everything its seat has seen, plays each distinct candidate in each
deal and lets both sides go on with the normal fighter (without slips) to the end of the next turn, then scores
the table: health, ADR and cards in hand. Every candidate of a deal is played out with the same dice, so that two
candidates differ by what they do, not by their luck. The candidate with the best total wins. It never reads hidden
cards: every deal is made from its own view.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from game.ai import seat_to_act
from game.ai.matcg.policy import Judge, Policy, Style
from game.engine.core import Command, state_after
from game.engine.matcg import MatcgRules
from game.engine.matcg import values as v
from game.engine.matcg.cards import card_id_of
from game.engine.matcg.commands import PlayAttack
from game.engine.matcg.state import MatcgState, revise, seat_of
from game.engine.matcg.teams import team_full, team_health, team_of

PLAYOUT = Style(slip=0.0)
WIN = 100.0
STEP_BUDGET = 1500  # commands played out per decision: a count, not a clock, so a seeded game replays exactly
DEALS = 12  # deals of the hidden cards per decision, while the budget lasts (short DGM playouts afford them all)
MAX_CANDIDATES = 12  # beyond this many (an Army of One Hero's attacks, each at nine enemies), each card keeps the
# enemy the normal fighter would aim it at
TEAM_SHARE = 12  # an Army of One's enemy, one of nine with teammates to defend for it, has a twelfth of the budget
# and plays out to the end of this turn only: its side has nine times a duel's decisions. A Two-on-Two fighter has a
# duel's budget and horizon: its choices weighed against the next enemy turn (a block card spent, an attack card kept)
HERO_SHARE = 2  # an Army of One's Hero, alone on its side, plays out to the end of the enemies' next turn as a duel
# does (its choices are weighed against the attack coming), with half the budget
PLAYOUT_STEPS = 200  # commands a playout goes on for past its first, at most
SURE = 2.0  # standard errors a Two-on-Two fighter's or an Army of One Hero's choice must gain over its plan by
LIMITED_HERO_SURE = 1.0  # ... and an Army of One Hero's under a hand limit (DGM), where it attacks on with the cards
# it may not keep: at two it left the normal fighter's plan in 12 of 155 decisions and won 52 of 100 fights against
# normal enemies, at one 48 of 168 and 61 of 100 (README, "Computer levels")


def unseen(view: MatcgState, seat: int) -> list[str]:
    """The seat's cards that are in its hand or deck, as far as `view` tells: its decklist but the cards on view,
    each named by a stand-in physical id ("s1_lead_jab_u2": seat 1's second unseen Lead Jab)."""
    shown = Counter(card_id_of(card) for card in view.discards[seat] + view.table[seat] + view.aside[seat])
    event = view.events[seat]
    if event is not None:
        shown[card_id_of(event)] += 1
    if view.challenge is not None and seat_of(view.challenge) == seat:
        shown[card_id_of(view.challenge)] += 1
    left = Counter(view.cards[seat]) - shown
    return [f"s{seat}_{card_id}_u{k}" for card_id, count in sorted(left.items()) for k in range(1, count + 1)]


def deal(view: MatcgState, me: int, rng: random.Random) -> MatcgState:
    """A full state consistent with what `me` sees: the hidden cards dealt at random."""
    hands, decks = list(view.hands), list(view.decks)
    for seat in range(view.seats):
        pool = unseen(view, seat)
        if seat == me:
            held = Counter(card_id_of(card) for card in view.hands[me])
            kept = []
            for card in pool:
                if held[card_id_of(card)]:
                    held[card_id_of(card)] -= 1
                else:
                    kept.append(card)
            pool = kept
        else:
            rng.shuffle(pool)
            hands[seat], pool = tuple(pool[: len(view.hands[seat])]), pool[len(view.hands[seat]) :]
        rng.shuffle(pool)
        decks[seat] = tuple(pool)
    dealt = revise(view, hands=tuple(hands), decks=tuple(decks))
    return revise(dealt, cards=tuple(dealt.holdings(seat) for seat in range(view.seats)))


def horizon_of(view: MatcgState, seat: int) -> int:
    """The turn a playout of `seat`'s choice stops at: the end of the next turn (a duel's, a Two-on-Two's and an Army
    of One Hero's), the end of this turn for one of an Army of One's enemies."""
    return view.turn + (2 if view.army is None or len(team_of(view, seat)) == 1 else 1)


def score(state: MatcgState, me: int) -> float:
    """The table as `me`'s side sees it: its health standing, its ADR and its cards in hand against the other
    side's (a team's ADR is one pool). Health is weighed as the judges weigh it, each side's share of the health its
    counted fighters began with, in points of `me`'s side: an Army of One's leader, begun with half the Hero's
    health, loses twice the share for each point."""
    mine = team_of(state, me)
    if state.over:
        return 0.0 if state.winner is None else (WIN if state.winner in mine else -WIN)
    theirs = tuple(seat for seat in range(state.seats) if seat not in mine)
    cards = sum(len(state.hands[seat]) for seat in mine) - sum(len(state.hands[seat]) for seat in theirs)
    full = team_full(state, mine)
    health = team_health(state, mine) - team_health(state, theirs) * full / team_full(state, theirs)
    return health + 0.6 * (state.adr[me] - state.adr[theirs[0]]) + 0.5 * cards


def best_aimed(judge: Judge, candidates: list[Command]) -> list[Command]:
    """The candidates with each card's attacks cut to the one best aimed (by the normal fighter's measure)."""
    best: dict[str, Command] = {}
    for command in candidates:
        if isinstance(command, PlayAttack):
            card_id = v.card(judge.catalog, command.card).id
            if card_id not in best or judge.aim(command) > judge.aim(best[card_id]):
                best[card_id] = command
    return [command for command in candidates if not isinstance(command, PlayAttack) or command in best.values()]


def clear_gain(scores: dict[Command, list[float]], planned: Command, sure: float = SURE) -> Command:
    """The candidate whose gain over the plan is the greatest of those clearly better, else the plan: its gain deal
    by deal (each deal played out with the same dice) averaging more than `sure` standard errors above nothing. A
    Two-on-Two fighter and an Army of One's Hero weigh their choices this way: their playouts through the turns of
    several enemies (and a teammate) scatter widely, and a choice that won one lucky deal is no better than the
    plan."""
    base = scores[planned]
    deals = len(base)
    chosen, best = planned, 0.0
    if deals < 2:
        return chosen
    for candidate, played in scores.items():
        gains = [mine - plan for mine, plan in zip(played, base, strict=True)]
        mean = sum(gains) / deals
        spread = math.sqrt(sum((gain - mean) ** 2 for gain in gains) / (deals - 1) / deals)
        if mean > best and mean > sure * spread:
            chosen, best = candidate, mean
    return chosen


class SearchBot:
    name = "hard"

    def __init__(self, seed: int, deals: int = DEALS, budget: int = STEP_BUDGET):
        self._rng = random.Random(seed)
        self._deals = deals
        self._budget = budget  # commands played out per decision: fewer deals are played when they run long
        self._steps = 0
        self._dice = random.Random(seed)  # the playouts' dice, dealt afresh for each deal of the hidden cards
        self._policy = Policy(PLAYOUT, self._dice)

    def choose(self, rules: MatcgRules, view: MatcgState) -> Command:
        seat = seat_to_act(rules, view)
        legal = rules.legal_commands(view, seat)
        candidates = self._distinct(rules, legal)
        if len(candidates) == 1:
            return candidates[0]
        judge = Judge(rules, view, seat, legal, PLAYOUT, self._rng)
        planned = judge.best()
        if len(candidates) > MAX_CANDIDATES:
            candidates = best_aimed(judge, candidates)
        scores: dict[Command, list[float]] = {candidate: [] for candidate in candidates}
        scores.setdefault(planned, [])
        self._steps = 0
        alone = len(team_of(view, seat)) == 1
        budget = self._budget // (HERO_SHARE if alone else TEAM_SHARE) if view.army is not None else self._budget
        horizon = horizon_of(view, seat)
        for number in range(self._deals):
            world, dice = deal(view, seat, self._rng), self._rng.randrange(1 << 30)
            for candidate, played in scores.items():  # each played out with the same dice: they differ by the move
                self._dice.seed(dice)
                played.append(self._playout(rules, world, candidate, seat, horizon))
            if number and self._steps > budget:
                break
        if view.teams and (view.army is None or alone):
            limited_hero = view.army is not None and rules.rules.hand_limit is not None
            return clear_gain(scores, planned, LIMITED_HERO_SURE if limited_hero else SURE)
        # a small lean towards the plan on ties
        return max(scores, key=lambda c: sum(scores[c]) + (0.5 if c == planned else 0.0))

    @staticmethod
    def _distinct(rules: MatcgRules, legal: list[Command]) -> list[Command]:
        """One command per kind of play: two copies of a card make the same move (aimed at the same enemy); an
        Army of One's calls to different teammates and namings of different leaders are different moves."""
        seen: dict[tuple[str, str, int | None], Command] = {}
        for command in legal:
            physical = getattr(command, "card", "")
            whom = next((getattr(command, name) for name in ("target", "teammate", "leader")
                         if getattr(command, name, None) is not None), None)
            key = (type(command).__name__, v.card(rules.catalog, physical).id if physical else "", whom)
            seen.setdefault(key, command)
        return list(seen.values())

    def _playout(self, rules: MatcgRules, world: MatcgState, first: Command, me: int, horizon: int,
                 reach: int = PLAYOUT_STEPS) -> float:
        """`first` played in `world`, then both sides as the normal fighter to the end of turn `horizon` (`reach`
        commands after `first` at most), and the table scored for `me`."""
        state = self._apply(rules, world, first)
        for _ in range(reach):
            if state.over or state.turn >= horizon:
                break
            seat = rules.to_act(state)
            assert seat is not None
            state = self._apply(rules, state, self._policy.choose(rules, state))
        return score(state, me)

    def _apply(self, rules: MatcgRules, state: MatcgState, command: Command) -> MatcgState:
        self._steps += 1
        events = rules.decide(state, command, self._dice.randrange(1 << 30), 0)
        assert isinstance(events, list), events
        return state_after(rules, state, events)
