"""The coach's judge of a decision in the campaign (game.play.coach), Master Udo's or Kai's, by the "search" bot's own
planning and search: the turn's combos are judged when the player finishes laying them (each card laid before is
part of that one choice), as the bot's Planner plans them: the end of the turn the combos laid lead to, searched
(TurnSearch) and scored by its Evaluator, against the same for the combos the Planner finds. Every choice while
resolving (an order, Charge, a heart, a block, a card lost) is the value of the best end of the turn after it,
against the best the TurnSearch finds. Worths are the Evaluator's own score, told as that (a point of glory counts
40 of them and the campaign won 10,000: counted in glory, a turn that wins the campaign at once would claim hundreds
of glory in a game won with a handful). The choice of master is not judged. It reads the seat's
view only (the attack deck's order hidden). Of a campaign of more than MOST decisions, each is first glanced at, the
Planner searching the end of the turn for its single best ranked set of combos only (game.play.coach.Judging)."""

from __future__ import annotations

from game.ai.udo.evaluate import Evaluator, Weights
from game.ai.udo.plan import VERIFIED, Planner
from game.ai.udo.turn import apply
from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState
from game.play.coach import Appraisal

NOT_JUDGED = (cmd.ChooseMaster, cmd.PlayCard, cmd.TakeBackCard)  # the master; a card laid is judged with the turn
GLANCE_VERIFIED = 1  # the Planner's candidates searched to the end of the turn, in a glance
MOST = 300  # decisions of one campaign judged in full at most (most take a millisecond, a turn's combos 150 ms)


class UdoAppraiser:
    unit = "glory's worth"  # the Evaluator's score counted in what it gives a point of glory: not glory won
    decisive = Weights.won / 2 / Weights.glory  # the campaign won by the better plan

    def __init__(self) -> None:
        self._planners: dict[int, tuple[UdoRules, Planner]] = {}  # by the candidates it verifies

    def _plans(self, rules: UdoRules, verified: int) -> Planner:
        made = self._planners.get(verified)
        if made is None or made[0] is not rules:
            made = self._planners[verified] = (rules, Planner(rules, Evaluator(rules.catalog), verified))
        return made[1]

    def most(self, view: UdoState) -> int:
        return MOST

    def appraise(self, rules: UdoRules, view: UdoState, seat: int, made: Command) -> Appraisal | None:
        return self._weighed(rules, view, seat, made, VERIFIED)

    def glance(self, rules: UdoRules, view: UdoState, seat: int, made: Command) -> float | None:
        judged = self._weighed(rules, view, seat, made, GLANCE_VERIFIED)
        return None if judged is None else judged.swing

    def _weighed(self, rules: UdoRules, view: UdoState, seat: int, made: Command,
                 verified: int) -> Appraisal | None:
        """The decision judged by a Planner searching the end of the turn for its `verified` best ranked sets."""
        legal = rules.legal_commands(view, seat)
        if len(legal) < 2 or made not in legal or isinstance(made, NOT_JUDGED):
            return None
        planner = self._plans(rules, verified)
        after = apply(rules, view, made)
        if after is None:
            return None
        if view.phase == PLAY and isinstance(made, cmd.FinishPlaying):
            judged = self._combos(rules, planner, view, planner.turn.outcome(after))
        elif view.phase in (RESOLVE_COMBOS, RESOLVE_ATTACKS):
            value, best = planner.turn.best(view)
            judged = None if best is None else Appraisal(planner.turn.outcome(after), (best,), value)
        else:
            return None
        return None if judged is None else Appraisal(judged.made / Weights.glory, judged.best,
                                                      judged.value / Weights.glory)

    @staticmethod
    def _combos(rules: UdoRules, planner: Planner, view: UdoState, made: float) -> Appraisal | None:
        """The combos laid against the Planner's: the combos laid that differ from its own taken back, its combos
        laid in their place, then Finish playing, and the end of the turn searched."""
        plan = planner.plan(view)
        if sorted(plan) == sorted(view.combos):
            return Appraisal(made, (cmd.FinishPlaying(),), made)
        same = next((k for k, combo in enumerate(view.combos) if k >= len(plan) or plan[k] != combo),
                    len(view.combos))  # the combos laid as the plan lays them stay
        commands: list[Command] = []
        state: UdoState | None = view
        while state is not None and len(state.combos) > same:
            commands.append(cmd.TakeBackCard(combo=len(state.combos) - 1))
            state = apply(rules, state, commands[-1])
        for index, combo in enumerate(plan[same:], start=same):
            for card in combo:
                commands.append(cmd.PlayCard(card=card, combo=index))
                state = apply(rules, state, commands[-1]) if state is not None else None
        commands.append(cmd.FinishPlaying())
        state = apply(rules, state, commands[-1]) if state is not None else None
        if state is None:
            return None
        return Appraisal(made, tuple(commands), planner.turn.outcome(state))


def appraiser() -> UdoAppraiser:
    return UdoAppraiser()
