"""The coach's judge of a decision in Kenpo Masters (game.play.coach), by the "hard" bot's own evaluation: every
way to play the rest of the turn (its Turns, at the hard level's reach) is worth what its Evaluator says of the
match it leaves, averaged over hands guessed for the opponent from the seat's view alone (as the hard search ranks
its lines before answering them). A command is worth its best line; the best move is the first command of the best
line of all. It reads the seat's view only. Of a match longer than MOST decisions (a match with a person in it may
go on as long as both keep apart), each is first glanced at in one guessed hand (game.play.coach.Judging)."""

from __future__ import annotations

import random

from game.ai.kenpo.bot import SETTINGS
from game.ai.kenpo.evaluate import WIN, Evaluator
from game.ai.kenpo.sample import determinize
from game.ai.kenpo.search import dealt, distinct
from game.ai.kenpo.turns import Line, Turns, call_break, play_card
from game.engine.core import Command
from game.engine.kenpo import KenpoRules
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.state import KenpoState
from game.play.coach import Appraisal

LEVEL = "hard"
WORLDS = 3  # hands guessed for the opponent (the hard search's own first look guesses more: a coach has a game of
# decisions to weigh, not one)
GLANCE_WORLDS = 1  # a glance's
MOST = 150  # decisions of one match judged in full at most (10 ms of a core each, a few 150 ms)


class KenpoAppraiser:
    unit = "points"
    decisive = WIN / 2  # a match is 20 points or so: a swing past half a win is the match won instead of lost

    def __init__(self) -> None:
        self.settings = SETTINGS[LEVEL]
        self._made: tuple[KenpoRules, Evaluator, Turns, Turns] | None = None

    def _parts(self, rules: KenpoRules) -> tuple[Evaluator, Turns, Turns]:
        """The evaluator, the turn's lines and the lines after one card, made once for these rules."""
        if self._made is None or self._made[0] is not rules:
            s = self.settings
            self._made = (rules, Evaluator(rules.catalog, s.weights), Turns(rules.catalog, s.max_cards, s.budget),
                          Turns(rules.catalog, s.max_cards - 1, s.budget))
        return self._made[1], self._made[2], self._made[3]

    def most(self, view: KenpoState) -> int:
        return MOST

    def appraise(self, rules: KenpoRules, view: KenpoState, seat: int, made: Command) -> Appraisal | None:
        return self._weighed(rules, view, seat, made, WORLDS)

    def glance(self, rules: KenpoRules, view: KenpoState, seat: int, made: Command) -> float | None:
        judged = self._weighed(rules, view, seat, made, GLANCE_WORLDS)
        return None if judged is None else judged.swing

    def _weighed(self, rules: KenpoRules, view: KenpoState, seat: int, made: Command,
                 guesses: int) -> Appraisal | None:
        """The decision judged in `guesses` hands guessed for the opponent."""
        legal = rules.legal_commands(view, seat)
        if len(legal) < 2 or made not in legal or view.seat != seat:
            return None
        evaluator, turns, after = self._parts(rules)
        catalog = rules.catalog
        rng = random.Random(f"coach/{view.turn}/{len(view.tables[seat])}/{view.scores}/{view.positions}")
        worlds = [determinize(catalog, view, seat, rng) for _ in range(guesses)]
        known: dict[int, float] = {}

        def guessed(line: Line) -> float:
            if id(line) not in known:
                known[id(line)] = sum(evaluator.value(dealt(line.state, world, seat), seat, line.drawn)
                                      for world in worlds) / len(worlds)
            return known[id(line)]

        def screened(lines: list[Line]) -> list[Line]:
            """The lines the hard search looks at in the guessed worlds: the best `screen` by the evaluator alone."""
            ranked = sorted(lines, key=lambda line: -evaluator.value(line.state, seat, line.drawn))
            return ranked[: self.settings.screen or len(ranked)]

        lines = distinct(catalog, turns.lines(view), seat)
        if not lines:
            return None
        if isinstance(made, cmd.PlayCard):  # every way on from the card played (a line of the turn playing the same
            # cards in another order may stand for it among `lines`)
            state, broke = play_card(catalog, view, made)
            if broke:
                mine = [Line((made,), call_break(catalog, state), True, (catalog.break_draw, catalog.break_draw))]
            else:
                mine = [Line((made, *line.commands), line.state, line.broke, line.drawn)
                        for line in after.lines(state)]
        else:  # ending the turn or resting: a line of its own
            mine = [line for line in lines if line.commands[0] == made]
        if not mine:
            return None
        looked = screened(mine)
        best = max(screened(lines) + looked, key=guessed)
        return Appraisal(max(guessed(line) for line in looked), best.commands[:1], guessed(best))


def appraiser() -> KenpoAppraiser:
    return KenpoAppraiser()
