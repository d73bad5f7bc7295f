"""The Martial Arts bots at a Two-on-Two table: legal commands only, from their own seat's view; they aim at the
weaker enemy, call the teammate when they cannot defend well themselves, and defend for a teammate."""

from __future__ import annotations

import pytest

from game.ai.matcg import make_bot, search
from game.ai.matcg.policy import Judge
from game.ai.matcg.search import PLAYOUT, deal
from game.engine.core import Session
from game.engine.matcg import commands as cmd
from tests.ai.matcg.playouts import lucky_playouts
from tests.engine.matcg.helpers import DGM, MATCG, card, do, take
from tests.engine.matcg.test_matcg_2v2 import aim, call, team_fight

BOTH = pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])


def choose(level: str, session: Session, seed: int = 1) -> cmd.Command:
    rules, state = session.ruleset, session.state
    seat = rules.to_act(state)
    command = make_bot(level, seed).choose(rules, rules.view(state, seat))
    assert command in rules.legal_commands(state, seat)
    return command


@BOTH
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_bot_plays_whole_two_on_two_fights_with_legal_commands_only(rules, level):
    for seed in range(2):
        session = Session.new(rules, seed, {"mode": "2v2"})
        bots = [make_bot(level, seed * 4 + seat) for seat in range(4)]
        for _ in range(5000):
            seat = rules.to_act(session.state)
            if seat is None:
                break
            command = bots[seat].choose(rules, rules.view(session.state, seat))
            assert command in rules.legal_commands(session.state, seat)
            assert session.submit(command).ok
        assert session.state.over


def test_a_bot_aims_at_the_weaker_enemy():
    for weaker in (1, 3):
        health = [30, 30, 30, 30]
        health[weaker] = 9
        session = team_fight((["reverse_punch", "front_kick", "slip"], ["slip"], [], ["slip"]), health=health)
        chosen = choose("normal", session)
        assert isinstance(chosen, cmd.PlayAttack) and chosen.target == weaker


def test_a_bot_that_cannot_block_well_calls_its_teammate_who_defends_for_it():
    session = team_fight((["axe_kick"], ["hand_parry"], [], ["rising_block", "down_block", "lead_jab", "teep"]))
    do(session, aim(0, "axe_kick", 1))
    assert choose("normal", session) == call(1)  # Hand Parry would stop 1 of 5
    do(session, call(1))
    assert choose("normal", session) == cmd.Block(seat=3, card=card(3, "rising_block"))


def test_a_bot_that_blocks_all_the_damage_itself_does_not_call():
    session = team_fight((["reverse_punch"], ["rising_block"], [], ["down_block", "lead_jab"]))
    do(session, aim(0, "reverse_punch", 1))
    assert choose("normal", session) == cmd.Block(seat=1, card=card(1, "rising_block"))


def test_the_hard_bot_makes_legal_choices_at_a_table_of_four():
    session = team_fight((["reverse_punch", "tiger_claw"], ["slip"], [], ["rising_block", "reverse_punch"]),
                         health=[30, 30, 30, 12])
    command = choose("hard", session)
    assert isinstance(command, cmd.PlayAttack | cmd.EndPhase)
    do(session, aim(0, "reverse_punch", 3), take(3))
    choose("hard", session)


@BOTH
def test_the_hard_bot_at_two_on_two_plays_its_choices_out_through_the_enemies_next_turn(rules, monkeypatch):
    """A Two-on-Two fighter weighs its attack against the enemy turn coming after it, as a duellist does: an attack
    card spent to block, or a block card kept, shows only then."""
    ended: list[int] = []
    monkeypatch.setattr(search, "score", lambda state, me: ended.append(state.turn) or 0.0)
    session = team_fight((["reverse_punch", "tiger_claw", "rising_block"], ["slip"], [], ["rising_block", "lead_jab"]),
                         rules=rules)
    turn = session.state.turn
    choose("hard", session)
    assert max(ended) == turn + 2


def test_the_hard_bot_at_two_on_two_thinks_with_a_duels_budget(monkeypatch):
    """A Two-on-Two decision plays deals of the hidden cards until a duel's budget of commands is spent (it had a
    twelfth of it, a deal or two, too few to tell its choices apart)."""
    steps: list[int] = []
    bot = make_bot("hard", 1)
    monkeypatch.setattr(search, "deal", lambda view, me, rng: steps.append(bot._steps) or deal(view, me, rng))
    session = team_fight((["reverse_punch", "tiger_claw", "front_kick", "rising_block"], ["slip"], [],
                          ["rising_block", "lead_jab"]), health=[30, 30, 30, 12])
    rules, state = session.ruleset, session.state
    bot.choose(rules, rules.view(state, rules.to_act(state)))
    assert len(steps) == search.DEALS or bot._steps > search.STEP_BUDGET
    assert steps[-1] <= search.STEP_BUDGET


def test_the_hard_bot_at_two_on_two_keeps_its_plan_over_a_choice_that_won_one_lucky_deal(monkeypatch):
    """One choice gains 30 in the first deal and loses a point in every other: the fighter plays what the normal
    fighter would (a sum over the deals would take the lucky choice, as the old search did, and lost to normal)."""
    session = team_fight((["reverse_punch", "tiger_claw", "front_kick", "rising_block"], ["slip"], [],
                          ["rising_block", "lead_jab"]), health=[30, 30, 30, 12])
    rules, state = session.ruleset, session.state
    view = rules.view(state, 0)
    planned = Judge(rules, view, 0, rules.legal_commands(view, 0), PLAYOUT).best()
    played = lucky_playouts(monkeypatch, planned)
    assert search.SearchBot(5).choose(rules, view) == planned
    assert played.count(planned) > 2
