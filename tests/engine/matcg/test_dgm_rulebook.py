"""The DGM house rules sheet, rule by rule, where it differs from the rulebook (and where it only says it again)."""

from __future__ import annotations

import pytest

from game.engine.core import ScenarioError, Session, fold
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import values
from game.engine.matcg.cards import EventCard
from game.engine.matcg.state import ATTACK, COUNTER, DISCARD, LINK, PREP, RESOLVE
from tests.engine.matcg.helpers import (
    DGM,
    MATCG,
    attack,
    block,
    card,
    do,
    event_card,
    fight,
    of_type,
    rejected,
    stop,
    strategy,
    take,
)


def test_dgm_each_fighter_begins_with_15_life_and_draws_a_hand_of_7():
    session = Session.new(DGM, seed=4)
    assert session.state.health == (15, 15) and [len(h) for h in session.state.hands] == [7, 7]
    assert all(len(deck) == 44 - 7 for deck in session.state.decks)  # starter decks of 44 under DGM


def test_dgm_the_first_turn_has_no_draw_then_3_for_the_attacker_and_2_for_the_defender():
    session = Session.new(DGM, seed=4)
    first = session.state.active
    do(session, cmd.EndPhase(seat=first), cmd.EndPhase(seat=first), cmd.EndTurn(seat=first))
    drawn = {e.seat: len(e.cards) for e in of_type(session.log, ev.CardsDrawn)[2:]}
    assert drawn == {1 - first: 3, first: 2}


def test_dgm_adr_equals_the_number_of_chains():
    session = fight((["lead_jab", "back_fist", "leopard_punch", "hook_punch"], ["slip"]), rules=DGM)
    for move in ("lead_jab", "back_fist", "leopard_punch", "hook_punch"):
        do(session, attack(0, move), take(1))
    assert session.state.adr[0] == 3  # four successful moves, three chains


def test_dgm_a_combo_needs_each_cpt_at_least_the_previous_lnk():
    session = fight((["reverse_punch", "crane_kick"], ["slip"]), rules=DGM)
    do(session, attack(0, "reverse_punch"), take(1))
    assert "below Reverse Punch's LNK 3" in rejected(session, attack(0, "crane_kick")).message


def test_dgm_successful_attack_needs_atk_at_least_def_plus_1():
    session = fight((["reverse_punch", "tiger_claw"], ["inside_block", "lead_jab"]), rules=DGM)
    events = do(session, attack(0, "reverse_punch"), block(1, "inside_block"))  # ATK 3 against DEF 2
    assert of_type(events, ev.AttackResolved)[0].damage == 1
    assert session.state.phase == LINK  # successful: the combo goes on
    session = fight((["reverse_punch", "tiger_claw"], ["rising_block", "lead_jab"]), rules=DGM)
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"))  # ATK 3 against DEF 3
    assert session.state.phase == COUNTER and session.state.health[1] == 15


def test_dgm_a_successful_block_stops_all_damage_ends_the_combo_and_allows_a_counter_attack():
    session = fight((["dragon_fist", "lead_jab"], ["evasive_step", "lead_jab"]), rules=DGM)
    events = do(session, attack(0, "dragon_fist"), block(1, "evasive_step"))  # DEF 4 against ATK 4
    assert of_type(events, ev.ComboEnded)[0].reason == "blocked" and session.state.health == (15, 15)
    assert DGM.to_act(session.state) == 1
    do(session, attack(1, "lead_jab"))  # CPT 5 on Evasive Step's LNK 4
    assert session.state.active == 1


def test_dgm_counter_attack_must_begin_with_a_successful_block():
    session = fight((["reverse_punch", "tiger_claw"], ["slip", "lead_jab"]), rules=DGM)
    do(session, attack(0, "reverse_punch"), block(1, "slip"), stop(0))
    assert session.state.phase == ATTACK and DGM.to_act(session.state) == 0  # no counter from a partial block
    matcg = fight((["reverse_punch", "tiger_claw"], ["slip", "lead_jab"]), rules=MATCG)
    do(matcg, attack(0, "reverse_punch"), block(1, "slip"), stop(0))
    assert matcg.state.phase == COUNTER  # under the rulebook it may


def test_dgm_two_attack_phases_per_turn_each_one_attack_or_one_combo():
    hand = ["lead_jab", "back_fist", "reverse_punch", "front_kick", "slip"]
    session = fight((hand, ["slip"]), rules=DGM)
    assert session.state.attack_phase == 1
    do(session, attack(0, "lead_jab"), take(1), attack(0, "back_fist"), take(1), stop(0))  # a combo
    assert session.state.phase == ATTACK and session.state.attack_phase == 2
    do(session, attack(0, "reverse_punch"), take(1), stop(0))  # one attack
    assert session.state.phase == RESOLVE  # no third attack this turn
    assert rejected(session, attack(0, "front_kick")).code == "illegal_attack"
    matcg = fight((hand, ["slip"]), rules=MATCG)
    do(matcg, attack(0, "lead_jab"), take(1), stop(0), attack(0, "reverse_punch"), take(1), stop(0))
    assert matcg.state.phase == ATTACK  # the rulebook's attacker may go on


def test_dgm_a_counter_attack_takes_over_the_attack_phase_it_interrupts():
    theirs = ["rising_block", "reverse_punch", "cross", "slip"]
    session = fight((["reverse_punch", "front_kick", "slip"], theirs), rules=DGM)
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"), take(0))
    assert session.state.active == 1 and session.state.attack_phase == 1  # the counter-attack is in attack phase 1
    do(session, stop(1))
    assert session.state.phase == ATTACK and session.state.attack_phase == 2  # the phase left is the counter-attacker's
    do(session, attack(1, "cross"), take(0), stop(1))
    assert session.state.phase == RESOLVE and session.state.active == 1
    late = fight((["lead_jab", "reverse_punch", "slip"], theirs), rules=DGM)
    do(late, attack(0, "lead_jab"), take(1), stop(0), attack(0, "reverse_punch"), block(1, "rising_block"),
       attack(1, "reverse_punch"), take(0), stop(1))
    assert late.state.phase == RESOLVE and late.state.active == 1  # interrupting phase 2 leaves it none


def test_dgm_an_attack_phase_ends_when_the_opponent_successfully_blocks():
    session = fight((["reverse_punch", "front_kick", "slip"], ["rising_block", "slip"]), rules=DGM)
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), cmd.DeclineCounter(seat=1))
    assert session.state.phase == ATTACK and session.state.attack_phase == 2


def test_dgm_hand_limit_7_at_the_end_of_a_turn_the_player_chooses():
    hand = ["lead_jab", "back_fist", "cross", "teep", "hook_punch", "slip", "tiger_claw", "knee_strike"]
    session = fight((hand, ["slip"]), rules=DGM, phase="resolve")
    do(session, cmd.EndTurn(seat=0))
    assert session.state.phase == DISCARD and DGM.to_act(session.state) == 0
    assert {c.card for c in DGM.legal_commands(session.state, 0) if isinstance(c, cmd.DiscardCard)} == {
        card(0, name) for name in hand}
    events = do(session, cmd.DiscardCard(seat=0, card=card(0, "teep")))
    assert card(0, "teep") in session.state.discards[0] and len(session.state.hands[0]) == 7 + 2
    assert of_type(events, ev.TurnBegan)[0].seat == 1  # seven left: the turn ends (then seat 0 draws 2)
    matcg = fight((hand, ["slip"]), rules=MATCG, phase="resolve")
    do(matcg, cmd.EndTurn(seat=0))
    assert matcg.state.phase == PREP


def test_dgm_the_defender_also_discards_to_7_after_the_attacker():
    many = ["lead_jab", "back_fist", "cross", "teep", "hook_punch", "slip", "tiger_claw", "knee_strike"]
    session = fight((many, list(many)), rules=DGM, phase="resolve")
    do(session, cmd.EndTurn(seat=0), cmd.DiscardCard(seat=0, card=card(0, "teep")))
    assert DGM.to_act(session.state) == 1
    do(session, cmd.DiscardCard(seat=1, card=card(1, "cross")))
    assert session.state.active == 1 and session.state.phase == PREP


def test_dgm_strategy_cards_may_be_played_at_the_end_of_the_turn():
    hand = ["read_the_opponent", "lead_jab", "back_fist", "cross", "teep", "hook_punch", "slip", "tiger_claw"]
    session = fight((hand, ["slip"]), rules=DGM, phase="resolve", adr=[1, 0])
    do(session, cmd.EndTurn(seat=0))
    do(session, strategy(0, "read_the_opponent"))  # "any time you have available ADR points"
    assert len(session.state.hands[0]) == 9 and session.state.phase == DISCARD


def test_dgm_events_only_in_prep_or_resolve():
    session = fight((["sudden_rain", "lead_jab"], ["slip"]), rules=DGM, phase="attack")
    assert "Prep or Resolve" in rejected(session, event_card(0, "sudden_rain")).message
    session = fight((["sudden_rain", "lead_jab"], ["slip"]), rules=DGM, phase="prep")
    do(session, event_card(0, "sudden_rain"))


def test_dgm_challenge_event_is_dealt_at_random_and_events_are_not_played():
    dealt = set()
    for seed in range(8):
        session = Session.new(DGM, seed=seed, options={"challenge_event": True})
        state = session.state
        assert state.challenge is not None and isinstance(DGM.catalog.by_id[
            state.challenge.split("_", 1)[1].rsplit("_", 1)[0]], EventCard)
        dealt.add(state.challenge.split("_", 1)[1].rsplit("_", 1)[0])
        for seat in (0, 1):
            held = state.hands[seat] + state.decks[seat]
            assert not any(isinstance(DGM.catalog.by_id[c.split("_", 1)[1].rsplit("_", 1)[0]], EventCard)
                           for c in held)
        assert DGM.check_at_rest(state) == []
    assert len(dealt) > 1


def test_dgm_the_challenge_event_affects_both_players_all_fight():
    for seed in range(40):
        session = Session.new(DGM, seed=seed, options={"challenge_event": True, "decks": ["karate", "karate"]})
        if session.state.challenge.startswith("s0_sudden_rain") or session.state.challenge.startswith("s1_sudden"):
            break
    state = session.state
    assert values.link_bonus(DGM.catalog, state) == 1  # every LNK counts 1 higher, for both players
    assert state.events == (None, None)


def test_the_challenge_event_is_a_dgm_house_rule_only():
    with pytest.raises(ScenarioError, match="DGM"):
        Session.new(MATCG, seed=0, options={"challenge_event": True})


def test_a_prepared_dgm_position_may_give_the_challenge_event_in_play_all_fight():
    session = fight((["roundhouse_kick", "lead_jab"], ["slip"]), rules=DGM, challenge="sudden_rain",
                    events=[None, None], discards=[["sudden_rain"], []])
    state = session.state
    assert state.challenge == "s0_sudden_rain_2" and state.discards[0] == ("s0_sudden_rain_1",)
    assert state.events == (None, None) and values.link_bonus(DGM.catalog, state) == 1
    assert fold(DGM, session.log) == state and DGM.check_at_rest(state) == []  # refolded, every card counted
    with pytest.raises(ScenarioError, match="DGM"):
        fight((["lead_jab"], ["slip"]), challenge="sudden_rain")
    with pytest.raises(ScenarioError, match="not an Event"):
        fight((["lead_jab"], ["slip"]), rules=DGM, challenge="lead_jab")


def test_dgm_sudden_death_no_reshuffling():
    session = fight((["slip"], ["slip"]), rules=DGM, phase="resolve", decks=[["lead_jab"] * 4, []],
                    discards=[[], ["reverse_punch", "front_kick"]])
    events = do(session, cmd.EndTurn(seat=0))
    assert not of_type(events, ev.RecoveryTaken) and not of_type(events, ev.DeckShuffled)
    assert session.state.active == 1 and session.state.phase == PREP and session.state.decks[1] == ()


def test_dgm_a_player_out_of_cards_cannot_defend():
    session = fight((["reverse_punch", "tiger_claw"], []), rules=DGM, decks=[[], []])
    events = do(session, attack(0, "reverse_punch"))
    assert of_type(events, ev.AttackResolved)[0].damage == 3  # no Block Phase: pummelled
    assert session.state.phase == LINK


def test_dgm_judges_decide_when_nobody_has_a_card_left():
    session = fight(([], []), rules=DGM, decks=[[], []], phase="resolve", health=[9, 4])
    events = do(session, cmd.EndTurn(seat=0))
    won = of_type(events, ev.FightWon)[0]
    assert (won.seat, won.reason) == (0, "exhausted")


def test_dgm_a_strategy_card_that_brings_the_hand_down_to_7_ends_the_turn():
    hand = ["second_wind", "lead_jab", "back_fist", "cross", "teep", "hook_punch", "slip", "tiger_claw"]
    session = fight((hand, ["slip"]), rules=DGM, phase="resolve", adr=[2, 0], health=[10, 15])
    do(session, cmd.EndTurn(seat=0))
    assert session.state.phase == DISCARD
    events = do(session, strategy(0, "second_wind"))
    assert of_type(events, ev.TurnBegan)[0].seat == 1 and session.state.health[0] == 14
