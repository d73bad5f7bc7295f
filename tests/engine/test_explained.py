"""The numbers the tables explain (game.engine.explained), built by each game's rules from the state: their parts
add up to the value the rules use, and say where each part comes from."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine.core import Session, fold
from game.engine.explained import Figure, Part, floored
from game.engine.kenpo.geometry import relation
from game.engine.kenpo.scoring import points_figure, raw_points
from game.engine.master.scoring import experience, experience_figure
from game.engine.matcg import values
from game.engine.udo.combos import finisher_figures, forecast, x_figure
from game.games import game
from game.rulesets import ruleset


def played(ruleset_id: str, seed: int, commands: int) -> Session[Any]:
    """A game after `commands` commands, each chosen by the weakest bot of the seat to act (quick)."""
    rules: Any = ruleset(ruleset_id)
    session: Session[Any] = Session.new(rules, seed)
    bots = game(ruleset_id).bots()
    for _ in range(commands):
        seat = rules.to_act(session.state)
        if seat is None or rules.is_over(session.state):
            break
        session.submit(bots.make(bots.levels[0], seed + seat).choose(rules, rules.view(session.state, seat)))
    return session


def test_a_changed_number_says_each_part_that_changed_it_and_adds_them_up():
    atk = Figure("ATK", (Part("printed", 4), Part("Boost ATK", 2), Part("Muddy Ground", -1)))
    assert (atk.value, atk.changed) == (5, True)
    assert atk.line() == "ATK 5 = 4 printed + 2 Boost ATK - 1 Muddy Ground"


def test_an_unchanged_number_says_only_where_it_comes_from():
    lnk = Figure("LNK", (Part("printed", 3), Part("Sudden Rain", 0)))
    assert (lnk.changed, lnk.line()) == (False, "LNK 3: printed")


def test_a_number_that_never_goes_below_zero_names_the_floor_as_a_part():
    atk = floored("ATK", (Part("printed", 1), Part("Muddy Ground", -3)))
    assert atk.value == 0
    assert atk.parts[-1] == Part("(never below 0)", 2)


def test_the_campaign_forecast_names_the_masters_guard_that_took_one_from_x():
    rules: Any = ruleset("udo")
    state = replace(Session.new(rules, 1).state, turn_attacks=("low_sweep_attack",))  # Guard: -1 to Leg finishers
    combo = ("right_arm_1", "right_arm_2", "left_arm_1", "left_leg")
    x = x_figure(rules.catalog, state, combo, spend_charge=False)
    assert x.line() == "X 3 = 4 cards - 1 Guard (Low Sweep Attack)"
    assert x.value == forecast(rules.catalog, state, combo, spend_charge=False)[0]


def test_the_campaign_finishers_deal_is_x_plus_what_it_prints():
    rules: Any = ruleset("udo")
    state = replace(Session.new(rules, 1).state, charge=2)
    deal = finisher_figures(rules.catalog, state, ("left_arm_1", "right_leg"), spend_charge=True)[1]
    assert deal.line() == "Deal 6 = 2 cards + 2 Charge + 2 printed"


def test_a_finisher_that_deals_x_twice_says_twice():
    rules: Any = ruleset("udo")
    state = Session.new(rules, 1).state
    deal = finisher_figures(rules.catalog, state, ("right_arm_1", "left_leg"), spend_charge=False)[1]
    assert (deal.head(), deal.line()) == ("Deal 2, twice", "Deal 2, twice = 2 cards")


def test_a_one_card_combo_says_its_x_and_deal_come_from_one_card():
    """Like a longer combo's ("Deal 5 = 3 cards + 2 printed"), never "X 1 cards"."""
    rules: Any = ruleset("udo")
    state = Session.new(rules, 1).state
    x, deal = finisher_figures(rules.catalog, state, ("right_arm_1",), spend_charge=False)
    assert [(x.head(), x.told()), (deal.head(), deal.told())] == [("X 1", "= 1 card"), ("Deal 1", "= 1 card")]


def test_kenpo_points_of_every_waiting_attack_add_up_to_what_it_scores():
    session = played("kenpo", 5, 60)  # the game tests/test_history.py tells: its bots think once a test process
    rules: Any = session.ruleset
    checked = 0
    for state in (fold(rules, session.log[:n]) for n in range(1, len(session.log), 3)):
        for seat in (0, 1):
            toward = relation(seat, state.positions[seat], state.positions[1 - seat])
            for waiting in state.tables[seat]:
                figure = points_figure(rules.catalog, waiting, toward)
                assert figure.value == raw_points(rules.catalog, waiting, toward)
                checked += 1
    assert checked


def test_the_waiting_attacks_atk_adds_up_to_what_the_rules_deal():
    session = played("matcg", 2, 120)
    rules: Any = session.ruleset
    checked = 0
    for state in (fold(rules, session.log[:n]) for n in range(1, len(session.log))):
        attack = state.attack
        if attack is None:
            continue
        atk = values.figures(rules.catalog, state, attack.seat, attack.card)[0]
        assert atk.value == values.atk(rules.catalog, state, attack)
        checked += 1
    assert checked


def test_a_master_players_experience_is_the_sum_of_their_sets():
    session = played("master", 4, 200)
    rules: Any = session.ruleset
    state = session.state
    assert [experience_figure(rules.catalog, state, seat).value for seat in range(state.players)] == list(
        experience(rules.catalog, state))
