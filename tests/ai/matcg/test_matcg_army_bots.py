"""The Martial Arts bots at an Army of One: legal commands only, from their own seat's view; the enemies name a
leader and defend for each other, and the Hero picks its enemy, switches for the bonus and goes for the leader."""

from __future__ import annotations

import time

import pytest

from game.ai.matcg import make_bot, search
from game.ai.matcg.policy import Judge, Style
from game.ai.matcg.search import (
    LIMITED_HERO_SURE,
    MAX_CANDIDATES,
    PLAYOUT,
    SearchBot,
    best_aimed,
    clear_gain,
    score,
)
from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.engine.matcg.cards import DefenseCard, card_id_of
from game.engine.matcg.state import ATTACK, COUNTER, LEAD, revise
from tests.ai.matcg.playouts import lucky_playouts
from tests.ai.matcg.test_matcg_2v2_bots import choose
from tests.engine.matcg.helpers import DGM, MATCG, card, do
from tests.engine.matcg.test_matcg_2v2 import aim
from tests.engine.matcg.test_matcg_army import army_fight, call, link

BOTH = pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])


def army(rules, levels: list[str], seed: int, commands: int = 5000, **options) -> Session:
    """An Army of One (or its first `commands` commands), each seat's bot choosing from that seat's view."""
    session = Session.new(rules, seed, {"mode": "army", **options})
    bots = [make_bot(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    for _ in range(commands):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        command = bots[seat].choose(rules, rules.view(session.state, seat))
        assert command in rules.legal_commands(session.state, seat), (levels, seed, command)
        assert session.submit(command).ok
    return session


@BOTH
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_bot_plays_whole_army_fights_with_legal_commands_only(rules, level):
    for seed in range(2):
        assert army(rules, [level] * 10, seed, goal=("leader", "all")[seed]).state.over


def test_the_enemies_name_a_leader_from_their_own_view():
    session = Session.new(MATCG, 3, {"mode": "army"})
    assert session.state.phase == LEAD
    named = {choose(level, session, seed).leader for level in ("random", "easy", "normal", "hard")
             for seed in range(4)}
    assert named <= set(range(1, 10)) and len(named) > 1  # a real choice, not always the same seat
    for seed in range(6):
        fresh = Session.new(MATCG, seed, {"mode": "army"})
        hand = [MATCG.catalog.by_id[card_id_of(physical)] for physical in fresh.state.hands[1]]
        blocks = sum(isinstance(printed, DefenseCard) and printed.defense >= 3 for printed in hand)
        assert (choose("normal", fresh).leader == 1) == (blocks >= 2)  # E1 leads when it can defend itself


def test_the_hero_goes_for_the_leader_when_the_leader_is_the_goal():
    for leader in (2, 7):
        session = army_fight({0: ["reverse_punch", "front_kick"], 3: ["slip"]}, leader=leader)
        chosen = choose("normal", session)
        assert isinstance(chosen, cmd.PlayAttack) and chosen.target == leader


def test_the_hero_switches_enemies_for_the_bonus_and_finishes_one_it_can_knock_out():
    session = army_fight({0: ["lead_jab", "lead_jab"]}, goal="all")
    do(session, aim(0, "lead_jab", 4))
    chosen = choose("normal", session)
    assert isinstance(chosen, cmd.PlayAttack) and chosen.target != 4  # a switch earns one more ADR
    weak = army_fight({0: ["lead_jab", "lead_jab"]}, goal="all", health=[30, 15, 10, 10, 2] + [10] * 5)
    do(weak, aim(0, "lead_jab", 4))
    assert choose("normal", weak) == link(0, "lead_jab", 2, 4)  # Lead Jab's 1 finishes E4


def test_an_enemy_that_cannot_block_well_calls_the_teammate_holding_most_cards():
    session = army_fight({0: ["axe_kick"], 3: ["hand_parry"], 5: ["slip"],
                          8: ["rising_block", "down_block", "lead_jab", "teep"]})
    do(session, aim(0, "axe_kick", 3))
    assert choose("normal", session) == call(3, 8)
    do(session, call(3, 8))
    assert choose("normal", session) == cmd.Block(seat=8, card=card(8, "rising_block"))


@BOTH
def test_the_hard_enemies_weigh_each_teammate_they_may_call_and_each_leader_they_may_name(rules):
    """A call to another teammate is another move (its hand defends), as is naming another leader: the hard
    fighter's candidates keep one of each, where two copies of a card are one move."""
    session = army_fight({0: ["axe_kick"], 3: ["hand_parry"], 5: ["slip"], 8: ["rising_block", "lead_jab"]},
                         rules=rules)
    do(session, aim(0, "axe_kick", 3))
    legal = rules.legal_commands(session.state, 3)
    calls = [command for command in SearchBot._distinct(rules, legal) if isinstance(command, cmd.CallTeammate)]
    assert {command.teammate for command in calls} == {5, 8}
    named = SearchBot._distinct(rules, rules.legal_commands(Session.new(rules, 3, {"mode": "army"}).state, 1))
    assert sorted(command.leader for command in named) == list(range(1, 10))  # type: ignore[attr-defined]


@BOTH
def test_the_hard_hero_weighs_a_bounded_set_of_choices(rules):
    hand = ["reverse_punch", "front_kick", "lead_jab", "axe_kick", "back_fist", "tiger_claw"]
    session = army_fight({0: hand, 4: ["slip"]}, rules=rules)
    view = rules.view(session.state, 0)
    legal = rules.legal_commands(view, 0)
    assert len(legal) > MAX_CANDIDATES  # six attacks at nine enemies
    weighed = best_aimed(Judge(rules, view, 0, legal, PLAYOUT), legal)
    attacks = [command.card for command in weighed if isinstance(command, cmd.PlayAttack)]
    assert len(weighed) <= MAX_CANDIDATES and sorted(attacks) == sorted(card(0, name) for name in hand)
    assert SearchBot(5).choose(rules, view) in legal


def test_the_hard_bot_plays_the_same_army_fight_however_slow_the_machine(monkeypatch):
    first = army(MATCG, ["hard"] + ["normal"] * 9, 4, commands=30)
    ticks = iter(range(0, 10**9, 10))
    for name in ("perf_counter", "monotonic", "time"):
        monkeypatch.setattr(time, name, lambda: float(next(ticks)))
    second = army(MATCG, ["hard"] + ["normal"] * 9, 4, commands=30)
    assert first.log == second.log


@BOTH
def test_normal_enemies_beat_a_random_hero(rules):
    won = sum(army(rules, ["random"] + ["normal"] * 9, seed).state.winner != 0 for seed in range(6))
    assert won >= 5


def test_the_hard_heros_playouts_weigh_the_leaders_health_as_the_judges_do():
    """The leader began with half the Hero's health: a point off the leader is worth two off the Hero."""
    session = army_fight({0: ["slip"], 4: ["slip"]}, leader=4)
    state = session.state
    even = revise(state, health=tuple(h - 5 if seat in (0, 4) else h for seat, h in enumerate(state.health)))
    assert score(even, 0) - score(state, 0) == pytest.approx(5.0)  # -5 for the Hero, +10 for the leader's 5
    assert score(even, 4) - score(state, 4) == pytest.approx(-2.5)  # the enemies' side weighs it the other way


@BOTH
def test_the_hard_hero_plays_its_choices_out_through_the_enemies_next_turn(rules, monkeypatch):
    """Alone on its side, the Hero weighs an attack against the enemy attack coming after it, as in a duel; an
    enemy, with teammates to defend for it, plays out to the end of this turn only."""
    ended: list[int] = []
    monkeypatch.setattr(search, "score", lambda state, me: ended.append(state.turn) or 0.0)
    session = army_fight({0: ["reverse_punch", "front_kick", "rising_block"], 4: ["slip", "lead_jab"]},
                         rules=rules, leader=4)
    turn = session.state.turn
    SearchBot(5).choose(rules, rules.view(session.state, 0))
    assert max(ended) == turn + 2


def test_the_hard_hero_leaves_its_plan_only_for_a_choice_clearly_better_deal_by_deal():
    """A choice that won one lucky deal by a mile and lost the others is not taken over the plan; one that gains a
    little in every deal is."""
    plan, lucky, steady = cmd.EndBlock(seat=0), cmd.Block(seat=0, card="a"), cmd.Block(seat=0, card="b")
    assert clear_gain({plan: [-40.0, -30.0, -35.0], lucky: [-10.0, -32.0, -38.0]}, plan) == plan
    assert clear_gain({plan: [-40.0, -30.0, -35.0], lucky: [-10.0, -32.0, -38.0], steady: [-38.5, -28.0, -33.5]},
                      plan) == steady
    assert clear_gain({plan: [-40.0], steady: [-30.0]}, plan) == plan  # one deal tells nothing of the spread


@BOTH
def test_under_a_hand_limit_the_hard_hero_leaves_its_plan_for_a_gain_of_one_standard_error(rules, monkeypatch):
    """DGM's Hero, attacking on with the cards it may not keep, takes a choice that gains a point on average over
    four deals, give or take 0.9; the rulebook's Hero (and a Two-on-Two fighter) wants two standard errors."""
    plan, steady = cmd.EndBlock(seat=0), cmd.Block(seat=0, card="b")
    scores = {plan: [0.0, 0.0, 0.0, 0.0], steady: [3.0, -1.0, 2.0, 0.0]}
    assert clear_gain(scores, plan) == plan and clear_gain(scores, plan, LIMITED_HERO_SURE) == steady
    wanted: list[float] = []
    monkeypatch.setattr(search, "clear_gain", lambda scores, planned, sure: wanted.append(sure) or planned)
    session = army_fight({0: ["reverse_punch", "front_kick", "rising_block"], 4: ["slip", "lead_jab"]},
                         rules=rules, leader=4)
    SearchBot(5).choose(rules, rules.view(session.state, 0))
    assert wanted == [LIMITED_HERO_SURE if rules is DGM else search.SURE]

def test_the_hard_hero_keeps_its_plan_over_a_choice_that_won_one_lucky_deal(monkeypatch):
    """One choice gains 30 in the first deal and loses a point in every other: the Hero plays what the normal fighter
    would (a sum over the deals would take the lucky choice)."""
    session = army_fight({0: ["reverse_punch", "front_kick", "rising_block"], 4: ["slip", "lead_jab"]}, leader=4)
    view = MATCG.view(session.state, 0)
    planned = Judge(MATCG, view, 0, MATCG.legal_commands(view, 0), PLAYOUT).best()
    played = lucky_playouts(monkeypatch, planned)
    assert SearchBot(5).choose(MATCG, view) == planned
    assert played.count(planned) > 2


def test_the_hero_declines_a_counter_attack_the_enemies_would_block_and_answer():
    """Any enemy's hand may block the Hero's counter-attack and counter it in turn: the normal Hero lets the enemy
    who attacked keep its broken combo instead (a fighter that does not hold back, as an easy Hero, counters)."""
    session = army_fight({3: ["lead_jab"], 0: ["rising_block", "reverse_punch"]}, seat=3)
    do(session, aim(3, "lead_jab", 0), cmd.Block(seat=0, card=card(0, "rising_block")))
    assert session.state.phase == COUNTER
    assert choose("normal", session) == cmd.DeclineCounter(seat=0)
    view = MATCG.view(session.state, 0)
    bold = Judge(MATCG, view, 0, MATCG.legal_commands(view, 0), Style(hero_holds=False)).best()
    assert bold == cmd.PlayAttack(seat=0, card=card(0, "reverse_punch"))


def test_the_hero_makes_one_combo_a_turn_and_keeps_the_rest_of_its_hand_to_block():
    session = army_fight({0: ["reverse_punch", "front_kick", "axe_kick"], 4: ["rising_block"]}, leader=4)
    assert isinstance(choose("normal", session), cmd.PlayAttack)  # the turn's one combo
    do(session, aim(0, "reverse_punch", 4), cmd.Block(seat=4, card=card(4, "rising_block")))
    assert session.state.phase == ATTACK and session.state.attacked
    assert choose("normal", session) == cmd.EndPhase(seat=0)
    view = MATCG.view(session.state, 0)
    bold = Judge(MATCG, view, 0, MATCG.legal_commands(view, 0), Style(hero_holds=False)).best()
    assert isinstance(bold, cmd.PlayAttack)


def test_under_a_hand_limit_the_hero_attacks_on_after_its_combo():
    """DGM's hand limit would discard the cards the Hero kept: its turn's combo over, it attacks again."""
    session = army_fight({0: ["reverse_punch", "front_kick", "axe_kick"], 4: ["rising_block"]}, rules=DGM, leader=4)
    do(session, aim(0, "reverse_punch", 4), cmd.Block(seat=4, card=card(4, "rising_block")))
    assert session.state.phase == ATTACK and session.state.attacked
    assert isinstance(choose("normal", session), cmd.PlayAttack)
