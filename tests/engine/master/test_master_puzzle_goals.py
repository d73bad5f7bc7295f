"""Master's puzzle goals (game.engine.master.puzzle): judged at the end of the position's round (its experience as
RoundEnded told it) or of the match; a number of sets as soon as the seat has them; an unknown goal is refused."""

from __future__ import annotations

import pytest

from game.engine.master.puzzle import judged
from game.engine.master.state import ACROSS, OVER, PLAY, MasterState, PlacedSet

START = MasterState(phase=PLAY, players=3, rounds=2, round=2, past=((10, 12, 9),), sets=((), (), ()))
PAIR = PlacedSet(cards=("arts_1_a", "arts_1_b"), skill="arts", orientation=ACROSS)


def test_the_lead_is_judged_when_the_positions_round_ends_strictly_ahead():
    goal = {"kind": "lead"}
    assert judged(goal, START, START, 0) is None
    assert judged(goal, START, MasterState(round=2, past=((10, 12, 9), (20, 19, 3))), 0) is True
    assert judged(goal, START, MasterState(round=2, past=((10, 12, 9), (20, 20, 3))), 0) is False  # a tie


def test_the_match_is_won_only_alone_in_first_place():
    goal = {"kind": "win"}
    assert judged(goal, START, START, 0) is None
    assert judged(goal, START, MasterState(phase=OVER, winners=(0,)), 0) is True
    assert judged(goal, START, MasterState(phase=OVER, winners=(0, 2)), 0) is False


def test_sets_count_as_soon_as_the_seat_has_them_and_fail_once_the_round_is_over():
    goal = {"kind": "sets", "count": 2}
    one = MasterState(phase=PLAY, round=2, past=START.past, sets=((PAIR,), (), ()))
    assert judged(goal, START, one, 0) is None
    assert judged(goal, START, MasterState(phase=PLAY, round=2, past=START.past, sets=((PAIR, PAIR), (), ())), 0)
    assert judged(goal, START, MasterState(round=2, past=((10, 12, 9), (2, 0, 0)), sets=((PAIR,), (), ())), 0) is False


@pytest.mark.parametrize("goal", [{"kind": "survive", "turns": 1}, {"kind": "sets"}, {"kind": "lead", "turns": 2}])
def test_a_goal_master_does_not_know_is_refused_with_a_reason(goal):
    with pytest.raises(ValueError, match="goal"):
        judged(goal, START, START, 0)
