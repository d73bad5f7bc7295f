"""The campaign's Hint in Play Combos: the combos to build while the table lacks them, the Fight once it holds them."""

from __future__ import annotations

from dataclasses import replace

from game.ai.udo.combo import Combo
from game.ai.udo.hint import Hinter, find
from game.engine.udo import commands as cmd
from game.engine.udo.state import UdoState
from tests.engine.udo.helpers import RULES, fight


class Planned(Hinter):
    """The search's hinter with its plan for the turn given."""

    def __init__(self, plan: tuple[Combo, ...]):
        super().__init__(RULES)
        self.plan = plan

    def combos(self, view: UdoState) -> tuple[Combo, ...]:
        return self.plan


def test_the_hint_builds_the_planned_combos_the_table_does_not_hold_yet():
    state = fight("tiger")
    plan = ((state.hand[0],),)
    assert find(Planned(plan), state) == (plan, None)


def test_once_the_table_holds_the_planned_combos_the_hint_is_the_fight():
    state = fight("tiger")
    plan = ((state.hand[0],),)
    laid = replace(state, hand=state.hand[1:], combos=plan)
    assert find(Planned(plan), laid) == (None, cmd.FinishPlaying())


def test_a_plan_of_no_combo_on_an_empty_table_is_the_fight():
    assert find(Planned(()), fight("tiger")) == (None, cmd.FinishPlaying())


def test_a_plan_of_no_combo_with_combos_on_the_table_takes_them_back():
    state = fight("tiger")
    laid = replace(state, hand=state.hand[1:], combos=((state.hand[0],),))
    assert find(Planned(()), laid) == ((), None)
