"""Kenpo's puzzle goals (game.engine.kenpo.puzzle): the seat's own turns counted from the position, a win or the
points before the (N+1)-th of them begins, surviving until N more have begun; an unknown goal is refused."""

from __future__ import annotations

import pytest

from game.engine.kenpo.puzzle import GOALS, judged
from game.engine.kenpo.state import OVER, PLAY, KenpoState, revise

START = KenpoState(phase=PLAY, seat=0, turn=5, scores=(16, 12))


def at(turn: int, **changes: object) -> KenpoState:
    """The match `turn - 5` turns after the position (the seats alternate: seat 0 on odd turns)."""
    return revise(START, turn=turn, seat=(turn - 5) % 2, **changes)


def test_a_win_within_one_turn_holds_until_the_seats_next_turn_begins():
    goal = {"kind": "win", "turns": 1}
    assert judged(goal, START, START, 0) is None
    assert judged(goal, START, at(6), 0) is None  # the opponent's turn: an attack of ours may still score
    assert judged(goal, START, at(6, phase=OVER, winner=0), 0) is True
    assert judged(goal, START, at(7), 0) is False  # our second turn has begun


def test_a_lost_match_fails_every_goal_and_a_drawn_one_fails_a_win():
    for goal in ({"kind": "win", "turns": 2}, {"kind": "survive", "turns": 2}, {"kind": "score", "points": 20,
                                                                                  "turns": 2}):
        assert judged(goal, START, at(6, phase=OVER, winner=1), 0) is False
    assert judged({"kind": "win", "turns": 2}, START, at(6, phase=OVER, winner=None), 0) is False


def test_surviving_counts_the_seats_turns_begun_after_the_positions_when_the_opponent_starts():
    goal = {"kind": "survive", "turns": 2}
    theirs = revise(START, seat=1)
    assert judged(goal, theirs, revise(theirs, turn=6, seat=0), 0) is None  # our first turn
    assert judged(goal, theirs, revise(theirs, turn=7, seat=1), 0) is None
    assert judged(goal, theirs, revise(theirs, turn=8, seat=0), 0) is True


def test_the_points_goal_is_met_once_the_seat_has_them():
    goal = {"kind": "score", "points": 18, "turns": 1}
    assert judged(goal, START, at(6, scores=(17, 12)), 0) is None
    assert judged(goal, START, at(6, scores=(18, 12)), 0) is True
    assert judged(goal, START, at(7, scores=(17, 12)), 0) is False


@pytest.mark.parametrize("goal", [{"kind": "lead"}, {"kind": "win"}, {"kind": "win", "turns": 0},
                                  {"kind": "score", "turns": 1}, {"kind": "win", "turns": 1, "points": 3}])
def test_a_goal_kenpo_does_not_know_is_refused_with_a_reason(goal):
    with pytest.raises(ValueError, match="goal"):
        judged(goal, START, START, 0)


def test_every_kind_has_its_words():
    assert set(GOALS) == {"win", "survive", "score"}
