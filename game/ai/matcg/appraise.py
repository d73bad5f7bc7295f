"""The coach's judge of a decision in Martial Arts (game.play.coach), under either rule set, by the "hard" fighter's
own search (search.py): each distinct candidate played out in the same deals of the cards the seat cannot see,
made from its view alone, both sides going on as the normal fighter to the end of the next turn, and the table then
scored as the hard fighter scores it. A command is worth its mean score; the best move is the best candidate. Every
candidate of a deal is played out with the same dice, so that two moves differ by what they do, not by their luck. It
reads the seat's view only.

At a table of more than two seats the judgement is made cheaper, so that a long Army of One fight is judged in
seconds as a duel is: a choice made in the other side's turn (a block, a counter-attack) is played out to the end of
that turn only (playout_horizon), and an Army of One decision in one deal of the hidden cards (ARMY_DEALS), an
attack answered in the normal fighter's cheapest ways only (ARMY_BLOCKS).

A fight with a person in it has no turn limit: of a longer one than MOST decisions, each is first glanced at, its
candidates played out in one deal for a few commands only (GLANCE_STEPS), and the MOST (ARMY_MOST) most promising
judged in full (game.play.coach.Judging)."""

from __future__ import annotations

import random

from game.ai.matcg.policy import Judge
from game.ai.matcg.search import MAX_CANDIDATES, PLAYOUT, PLAYOUT_STEPS, WIN, SearchBot, best_aimed, deal, horizon_of
from game.engine.core import Command
from game.engine.matcg import MatcgRules
from game.engine.matcg.state import BLOCK, MatcgState
from game.engine.matcg.teams import team_of
from game.play.coach import Appraisal

DEALS = 4  # deals each candidate is played out in, at most
STEPS = 100  # commands played out per decision: once the deals played pass it no further deal is played (a count,
# not a clock, so a game is judged the same on any machine; a decision whose playouts run long has fewer deals)
ARMY_DEALS = 1  # an Army of One's: each deal plays ten seats' turns, the nine enemies' hands dealt at once
ARMY_BLOCKS = 6  # an Army of One's ways to answer an attack played out: the normal fighter's cheapest (Judge's
# block_options), and the one made; a Hero holding back holds a card of nearly every kind to block with
MOST = 120  # decisions of one fight judged in full at most (a duel's cost 15 ms of a core each, 80 ms at most)
ARMY_MOST = 60  # an Army of One's: each costs four times a duel's (the most promising, where the Hero falls, more)
GLANCE_STEPS = 3  # commands each candidate is played out for past itself, in a glance: its attack met by the block
ARMY_GLANCE_STEPS = 1  # an Army of One's: a playout goes on through nine enemies


def playout_horizon(view: MatcgState, seat: int) -> int:
    """The turn the playouts of `seat`'s choice stop at: the hard fighter's own (search.horizon_of, the end of the
    next turn), but at a table of more than two seats a choice made in the other side's turn ends with that turn,
    where what it did (the damage blocked or taken, the counter-attack's, the cards spent) already shows."""
    full = horizon_of(view, seat)
    if view.seats > 2 and view.owner not in team_of(view, seat):
        return min(full, view.turn + 1)
    return full


class MatcgAppraiser:
    unit = "health"
    decisive = WIN / 2  # a health of 30 at most: a swing past half a win is a game won instead of lost

    def most(self, view: MatcgState) -> int:
        """MOST, ARMY_MOST at an Army of One."""
        return MOST if view.army is None else ARMY_MOST

    def appraise(self, rules: MatcgRules, view: MatcgState, seat: int, made: Command) -> Appraisal | None:
        return self._weighed(rules, view, seat, made, DEALS if view.army is None else ARMY_DEALS, PLAYOUT_STEPS)

    def glance(self, rules: MatcgRules, view: MatcgState, seat: int, made: Command) -> float | None:
        """The swing in one deal, each candidate played out for GLANCE_STEPS commands (ARMY_GLANCE_STEPS)."""
        judged = self._weighed(rules, view, seat, made, 1, GLANCE_STEPS if view.army is None else ARMY_GLANCE_STEPS)
        return None if judged is None else judged.swing

    def _weighed(self, rules: MatcgRules, view: MatcgState, seat: int, made: Command, deals: int,
                 reach: int) -> Appraisal | None:
        """The decision judged in `deals` deals at most, each candidate played out for `reach` commands at most."""
        legal = rules.legal_commands(view, seat)
        if made not in legal:
            return None
        candidates = SearchBot._distinct(rules, legal)
        if len(candidates) < 2:
            return None
        judge = Judge(rules, view, seat, legal, PLAYOUT, random.Random(0))
        if len(candidates) > MAX_CANDIDATES:
            candidates = best_aimed(judge, candidates)
        if view.army is not None and view.phase == BLOCK and view.responder != seat and len(candidates) > ARMY_BLOCKS:
            costs = {command: cost for cost, command in judge.block_options()}
            candidates = sorted((c for c in candidates if c in costs), key=lambda c: costs[c])[:ARMY_BLOCKS]
        # the move made, as the candidate that stands for it (copies of a card make the same move)
        mine = next((c for c in candidates if len(SearchBot._distinct(rules, [c, made])) == 1), made)
        if mine not in candidates:
            candidates.append(mine)
        rng = random.Random(f"coach/{view.turn}/{view.phase}/{len(view.discards[seat])}/{view.hands[seat]}")
        totals = dict.fromkeys(candidates, 0.0)
        played, steps, horizon = 0, 0, playout_horizon(view, seat)
        while played < deals and steps <= STEPS:
            world, dice = deal(view, seat, rng), rng.randrange(1 << 30)
            for candidate in candidates:  # each played out with the same dice: they differ by the move alone
                bot = SearchBot(dice)
                totals[candidate] += bot._playout(rules, world, candidate, seat, horizon, reach)
                steps += bot._steps
            played += 1
        best = max(candidates, key=lambda c: totals[c])
        return Appraisal(totals[mine] / played, (made if best == mine else best,), totals[best] / played)


def appraiser() -> MatcgAppraiser:
    return MatcgAppraiser()
