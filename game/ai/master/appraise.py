"""The coach's judge of a decision in Master (game.play.coach), by the "hard" bot's own judgement: while the draw
pile lasts, each legal command's worth in experience as its Judge counts it (hard.py); once it is empty, each
command played out to the end of the round in guessed deals of the cards the seat cannot see (endgame.py), as the
bot then searches. It reads the seat's view only. Of a game of more than MOST decisions of the seat's, each is
first glanced at, the endgame played out in one deal (game.play.coach.Judging)."""

from __future__ import annotations

import math
import random

from game.ai.master.endgame import deal, playout
from game.ai.master.hard import HardBot, Judge, Weights
from game.ai.master.knowledge import Knowledge
from game.engine.core import Command
from game.engine.master import MasterRules
from game.engine.master.state import MasterState
from game.play.coach import Appraisal

DEALS = 6  # guessed deals each command is played out in, in the endgame (the bot's own count is its Weights')
GLANCE_DEALS = 1  # a glance's
MOST = 300  # decisions of one game judged in full at most (under a millisecond each, the endgame's 20 ms or so)


class MasterAppraiser:
    unit = "experience"
    decisive = math.inf  # its worths are experience to the end, no win counted apart

    def __init__(self, weights: Weights | None = None):
        self.weights = weights or HardBot(0).weights

    def most(self, view: MasterState) -> int:
        return MOST

    def appraise(self, rules: MasterRules, view: MasterState, seat: int, made: Command) -> Appraisal | None:
        return self._weighed(rules, view, seat, made, min(DEALS, self.weights.deals))

    def glance(self, rules: MasterRules, view: MasterState, seat: int, made: Command) -> float | None:
        judged = self._weighed(rules, view, seat, made, GLANCE_DEALS)
        return None if judged is None else judged.swing

    def _weighed(self, rules: MasterRules, view: MasterState, seat: int, made: Command,
                 deals: int) -> Appraisal | None:
        """The decision judged, the endgame's commands played out in `deals` guessed deals."""
        legal = rules.legal_commands(view, seat)
        if len(legal) < 2 or made not in legal:
            return None
        if len(view.draw) <= self.weights.endgame:
            worth = self._played_out(rules, view, seat, legal, deals)
        else:
            judge = Judge(rules, view, seat, self.weights)
            worth = {command: judge.worth(command) for command in legal}
        best = max(legal, key=lambda command: worth[command])
        return Appraisal(worth[made], (best,), worth[best])

    def _played_out(self, rules: MasterRules, view: MasterState, seat: int, legal: list[Command],
                    played: int) -> dict[Command, float]:
        """Each command's mean lead at the end of the round over the same `played` guessed deals."""
        rng = random.Random(f"coach/{view.round}/{view.turn}/{len(view.discard)}")
        know = Knowledge(rules.catalog, view, seat)
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(played):
            world, dice = deal(know, rng), rng.randrange(1 << 30)
            for command in legal:
                totals[command] += playout(rules, world, command, seat, random.Random(dice))
        return {command: total / played for command, total in totals.items()}


def appraiser() -> MasterAppraiser:
    return MasterAppraiser()
