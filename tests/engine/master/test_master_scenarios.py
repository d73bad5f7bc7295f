"""Starting from prepared positions: good ones play on, bad ones are refused with a message naming the problem."""

from __future__ import annotations

import pytest

from game.engine.core import ScenarioError, Session
from game.engine.master import commands as cmd
from tests.engine.master.helpers import RULES, c, position, table, w

HANDS = [[c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)],
         [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)]]
SETS = [[[c("life", 1, "b"), c("life", 1, "c")]],
        [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]


def refused(data, options=None) -> str:
    with pytest.raises(ScenarioError) as raised:
        Session.from_scenario(RULES, 1, data, options)
    return str(raised.value)


def test_a_prepared_position_plays_on_from_the_seat_whose_turn_it_is():
    session = table(HANDS, sets=SETS, turn=1, past=[[30, 12]], rounds=3)
    state = session.state
    assert state.round == 2 and state.past == ((30, 12),) and state.round_winners == ((0,),)
    assert RULES.to_act(state) == 1 and state.sets[1][1].orientation == "upright"
    assert session.submit(cmd.DiscardCard(seat=1, card=c("arts", 6))).ok


def test_a_position_with_a_steal_waiting_asks_the_attacked_seat():
    hands = [HANDS[0][1:], [c("sport", 5), *HANDS[1][1:]]]
    session = table(hands, sets=SETS, steal={"attacker": 0, "target": 1, "card": c("sport", 2)})
    assert RULES.to_act(session.state) == 1 and session.state.seat == 0
    assert session.legal(1) == [cmd.DefendSteal(seat=1, card=c("sport", 5)), cmd.YieldSet(seat=1)]


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "card 'arts_6_a' appears 2 times"),
    (lambda d: d["draw"].pop(), "card 'train_c' is missing (1 in all)"),
    (lambda d: d["hands"][0].__setitem__(0, "sport_12_a"), "unknown card 'sport_12_a' in seat 0's hand"),
    (lambda d: d["draw"].append(d["hands"][0].pop()), "seat 0 holds 3 cards while the draw pile has cards"),
    (lambda d: d["hands"].append([]), "'sets' must hold one list of sets per seat (3)"),
    (lambda d: d.update(hands=[d["hands"][0]]), "one list of card ids per seat, for 2 to 6 seats"),
    (lambda d: d.update(turn=2), "'turn' must be a seat from 0 to 1, not 2"),
    (lambda d: d.update(colour="red"), "the position has an unknown entry 'colour'"),
    (lambda d: d.update(rounds=12), "a match of Master is 1 to 9 rounds, not 12"),
    (lambda d: d.update(past=[[1, 2], [3, 4], [5, 6]]), "3 rounds are already over in a match of 3"),
    (lambda d: d.update(past=[[1]]), "round 1 in 'past' must give each of the 2 seats its experience"),
])
def test_an_impossible_position_is_refused_naming_the_problem(change, message):
    data = position(HANDS, sets=SETS)
    change(data)
    assert message in refused(data)


def test_a_set_that_is_no_set_is_refused():
    bad = [[[c("life", 1, "b"), c("life", 2, "c")]], [[]]]
    data = position(HANDS, sets=[bad[0], []])
    assert refused(data) == "seat 0's set 1: life_1_b, life_2_c is not a set"
    wild_pair = position(HANDS, sets=[[[w("memory"), w("memory", "b")]], []])
    assert "is not a set" in refused(wild_pair)


def test_a_first_set_holding_a_steals_card_is_refused():
    data = position(HANDS, sets=[[[c("life", 1, "b"), c("life", 1, "c"), c("life", 9)]], []])
    assert "a player's first set was formed by that player" in refused(data)


def test_a_steal_the_rules_forbid_is_refused():
    data = position([HANDS[0][1:], HANDS[1]], sets=[SETS[0], SETS[1][:1]],
                    steal={"attacker": 0, "target": 1, "card": c("sport", 2)})
    assert refused(data) == "the steal cannot be made: You may not steal a player's first set."


def test_a_round_already_over_is_refused():
    data = position([[], []], draw=[], rest_to=0)
    assert refused(data) == "every hand is empty: the round is already over"
    data = position([[], [c("arts", 1)]], draw=[], rest_to=0, turn=0)
    assert refused(data) == "seat 0 is to play but holds no cards"


def test_the_scenario_replays_from_its_log():
    session = table(HANDS, sets=SETS)
    session.submit(cmd.DiscardCard(seat=0, card=c("sport", 2)))
    state = RULES.initial()
    for event in session.log:
        state = RULES.evolve(state, event)
    assert state == session.state
