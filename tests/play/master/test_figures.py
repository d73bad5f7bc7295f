"""The rulebook's figures show positions that do what the figures say: two Sport 7s from the hand become the new
top set, upright on the set laid across before it; a Sport 2 laid on a Sport top set, answered with the wild that
serves Sport, sends both cards to the discard pile and the set stays."""

from __future__ import annotations

from game.engine.master.state import ACROSS
from game.play.master.figures import PAIR, formed, start, stolen


def test_the_set_figures_pair_becomes_the_top_set_over_the_one_laid_across():
    before, after = start(), formed()
    assert len(after.sets[0]) == len(before.sets[0]) + 1
    assert tuple(after.sets[0][-1].cards) == PAIR and not set(PAIR) & set(after.hands[0])
    assert after.sets[0][0].orientation == ACROSS and after.sets[0][-1].orientation != ACROSS


def test_the_steal_figures_answer_keeps_the_set_and_discards_both_cards():
    attempt, answered = stolen()
    assert attempt.steal is not None and attempt.steal.target == 1
    assert answered.steal is None and answered.sets[1] == attempt.sets[1]
    assert set(answered.discard[-2:]) == {"sport_2_a", "train_a"}
