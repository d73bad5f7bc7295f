"""Every rule, example and FAQ answer of the Martial Arts: The Trading Card Game rulebook, named after it.

Seat 0 attacks first in most positions: it is seat 0's Attack Phase unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from game.engine.core import ScenarioError, Session
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg.cards import AttackCard
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, LINK, OVER, PREP, RESOLVE
from tests.engine.matcg.helpers import (
    DGM,
    FILLER,
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

# ----- Setting up -----------------------------------------------------------------------------------------------


def test_each_fighter_begins_with_30_health_and_7_cards_and_nobody_draws_on_the_first_turn():
    session = Session.new(MATCG, seed=3)
    state = session.state
    assert state.health == (30, 30) and state.adr == (0, 0)
    assert [len(hand) for hand in state.hands] == [7, 7]
    assert state.turn == 1 and state.phase == PREP
    first = of_type(session.log, ev.FirstSeatChosen)[0].seat
    assert state.active == first and MATCG.to_act(state) == first
    assert len(of_type(session.log, ev.CardsDrawn)) == 2  # the opening hands only
    assert all(len(deck) == 54 - 7 for deck in state.decks)


def test_the_default_decks_are_two_different_starter_decks_chosen_by_the_seed_and_recorded():
    chosen = set()
    for seed in range(12):
        started = of_type(Session.new(MATCG, seed=seed).log, ev.FightStarted)[0]
        assert started.starter[0] != started.starter[1]
        chosen.add(started.starter)
    assert len(chosen) > 3
    again = of_type(Session.new(MATCG, seed=5).log, ev.FightStarted)[0]
    assert again == of_type(Session.new(MATCG, seed=5).log, ev.FightStarted)[0]


def test_options_choose_each_seats_starter_deck():
    session = Session.new(MATCG, seed=1, options={"decks": ["muay_thai", "muay_thai"]})
    assert session.state.starter == ("muay_thai", "muay_thai")
    assert card(0, "shin_block") in session.state.cards[0] and card(1, "shin_block") in session.state.cards[1]


def test_anything_goes_adds_the_weapon_and_illegal_move_sideboards():
    normal = Session.new(MATCG, seed=2, options={"decks": ["karate", "kung_fu"]}).state
    anything = Session.new(MATCG, seed=2, options={"decks": ["karate", "kung_fu"], "anything_goes": True}).state
    catalog = MATCG.catalog
    classes = [{catalog.by_id[c.split("_", 1)[1].rsplit("_", 1)[0]].card_class for c in cards}
               for cards in (normal.cards[0], anything.cards[0])]
    assert classes[0] == {"normal"} and classes[1] == {"normal", "weapon", "illegal"}
    assert len(normal.cards[0]) == 54 and len(anything.cards[0]) == 60 and anything.anything_goes


def test_later_turns_the_player_whose_turn_it_is_draws_3_and_the_other_2():
    session = fight((["lead_jab"], ["slip"]), phase="resolve")
    events = do(session, cmd.EndTurn(seat=0))
    drawn = {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)}
    assert drawn == {1: 3, 0: 2}
    assert session.state.active == 1 and session.state.phase == PREP and session.state.turn == 3


def test_there_is_no_hand_limit():
    session = fight(([*["lead_jab"] * 4, *["back_fist"] * 4, *["cross"] * 2], ["slip"]), phase="resolve")
    do(session, cmd.EndTurn(seat=0))
    assert len(session.state.hands[0]) == 12 and session.state.phase == PREP


def test_the_phases_run_draw_prep_attack_block_continued_attack_resolve_end():
    session = fight((["reverse_punch", "front_kick", "slip"], ["slip"]), phase="prep")
    assert session.state.phase == PREP
    do(session, cmd.EndPhase(seat=0))
    assert session.state.phase == ATTACK and not session.state.attacked
    do(session, attack(0, "reverse_punch"))
    assert session.state.phase == BLOCK and MATCG.to_act(session.state) == 1
    do(session, take(1), stop(0))
    assert session.state.phase == ATTACK and session.state.attacked  # the Continued Attack Phase
    do(session, attack(0, "front_kick"), take(1), stop(0), cmd.EndPhase(seat=0))
    assert session.state.phase == RESOLVE
    do(session, cmd.EndTurn(seat=0))
    assert session.state.active == 1 and session.state.phase == PREP


# ----- Attacking and blocking -----------------------------------------------------------------------------------


def test_an_attack_that_is_not_blocked_deals_its_atk():
    session = fight((["reverse_punch"], ["slip"]))
    events = do(session, attack(0, "reverse_punch"), take(1))
    assert of_type(events, ev.AttackResolved)[0].damage == 3 and session.state.health == (30, 27)


def test_attack_3_blocked_with_an_attack_cards_defense_1_defends_1_and_takes_2():
    session = fight((["reverse_punch"], ["lead_jab"]))
    events = do(session, attack(0, "reverse_punch"), block(1, "lead_jab"))
    resolved = of_type(events, ev.AttackResolved)[0]
    assert (resolved.atk, resolved.defense, resolved.damage) == (3, 1, 2)
    assert session.state.health[1] == 28


def test_attack_3_blocked_with_a_defense_cards_defense_1_defends_1_and_takes_2():
    session = fight((["reverse_punch"], ["slip"]))
    events = do(session, attack(0, "reverse_punch"), block(1, "slip"))
    assert of_type(events, ev.AttackResolved)[0].damage == 2 and session.state.health[1] == 28


def test_defense_cards_absorb_the_normal_amount_more_than_an_attack_card():
    session = fight((["reverse_punch"], ["rising_block"]))
    events = do(session, attack(0, "reverse_punch"), block(1, "rising_block"))
    assert of_type(events, ev.AttackResolved)[0].damage == 0


def test_moves_cost_nothing_to_play():
    session = fight((["axe_kick"], ["slip"]), adr=[0, 0])
    do(session, attack(0, "axe_kick"), take(1))
    assert session.state.health[1] == 25 and session.state.adr == (0, 0)


# ----- Combos ----------------------------------------------------------------------------------------------------


def test_a_hit_may_be_followed_by_a_move_whose_cpt_is_at_least_the_lnk():
    session = fight((["reverse_punch", "tiger_claw"], ["slip"]))
    do(session, attack(0, "reverse_punch"), take(1))
    assert session.state.phase == LINK and MATCG.to_act(session.state) == 0
    events = do(session, attack(0, "tiger_claw"))  # CPT 3 on Reverse Punch's LNK 3
    assert of_type(events, ev.AttackPlayed)[0].kind == "link"


def test_a_link_whose_cpt_is_below_the_lnk_is_rejected_with_the_reason():
    session = fight((["reverse_punch", "crane_kick"], ["slip"]))
    do(session, attack(0, "reverse_punch"), take(1))
    refused = rejected(session, attack(0, "crane_kick"))
    assert refused.code == "illegal_attack"
    assert refused.message == "Crane Kick's CPT 2 is below Reverse Punch's LNK 3: it cannot continue the combo."


def test_a_four_hit_combo_earns_3_adr():
    session = fight((["lead_jab", "back_fist", "leopard_punch", "hook_punch"], ["slip"]))
    earned = []
    for move in ("lead_jab", "back_fist", "leopard_punch", "hook_punch"):
        earned += of_type(do(session, attack(0, move), take(1)), ev.AdrEarned)
    assert [e.adr for e in earned] == [1, 2, 3]
    assert session.state.adr == (3, 0) and session.state.health[1] == 30 - (1 + 2 + 2 + 2)


def test_the_sky_is_the_limit_a_five_hit_combo_earns_4_adr():
    hand = ["lead_jab", "back_fist", "leopard_punch", "snake_strike", "hook_punch"]
    session = fight((hand, ["slip"]))
    for move in hand:
        do(session, attack(0, move), take(1))
    assert session.state.adr[0] == 4


def test_a_single_hit_is_not_a_combo_and_earns_nothing():
    session = fight((["reverse_punch", "slip"], ["slip"]))
    do(session, attack(0, "reverse_punch"), take(1), stop(0))
    assert session.state.adr == (0, 0)


def test_adr_can_be_spent_the_moment_it_is_earned_on_absolute_focus_within_the_combo():
    session = fight((["lead_jab", "back_fist", "absolute_focus", "leopard_punch"], ["slip"]))
    do(session, attack(0, "lead_jab"), take(1), attack(0, "back_fist"), take(1))
    assert session.state.adr[0] == 1 and session.state.phase == LINK
    do(session, strategy(0, "absolute_focus"))  # nobody can answer it: the opponent has no ADR
    assert session.state.adr[0] == 0 and session.state.focus[0] == 2
    events = do(session, attack(0, "leopard_punch"), take(1))
    assert of_type(events, ev.AttackResolved)[0].atk == 4  # Leopard Punch's 2, focused
    assert session.state.adr[0] == 1  # the third hit earned another point


def test_divert_their_attention_cancels_the_next_move_and_the_adr_stays_spent():
    session = fight((["lead_jab", "back_fist", "absolute_focus", "leopard_punch"], ["divert_their_attention", "slip"]),
                    adr=[0, 1])
    do(session, attack(0, "lead_jab"), take(1), attack(0, "back_fist"), take(1), strategy(0, "absolute_focus"))
    assert MATCG.to_act(session.state) == 1  # Bob's opponent may answer before it resolves
    events = do(session, strategy(1, "divert_their_attention"))
    assert of_type(events, ev.StrategyCancelled)[0].card == card(0, "absolute_focus")
    state = session.state
    assert card(0, "absolute_focus") in state.discards[0] and state.focus[0] == 0
    assert state.adr == (0, 0)  # the point spent on Absolute Focus is still considered used
    assert state.phase == LINK and MATCG.to_act(state) == 0


def test_a_combo_ends_when_it_is_defended_and_the_attacker_may_start_a_new_one():
    session = fight((["reverse_punch", "tiger_claw", "front_kick"], ["rising_block", "slip"]))
    events = do(session, attack(0, "reverse_punch"), block(1, "rising_block"))
    assert of_type(events, ev.ComboEnded)[0].reason == "blocked"
    do(session, cmd.DeclineCounter(seat=1))
    assert session.state.phase == ATTACK and session.state.chain == 0
    events = do(session, attack(0, "front_kick"))  # a new attack: any CPT will do
    assert of_type(events, ev.AttackPlayed)[0].kind == "attack"


def test_a_combo_ends_when_the_attacker_stops():
    session = fight((["lead_jab", "back_fist"], ["slip"]))
    events = do(session, attack(0, "lead_jab"), take(1), stop(0))
    assert of_type(events, ev.ComboEnded)[0].reason == "stopped" and session.state.phase == ATTACK


def test_a_combo_ends_when_the_attacker_runs_out_of_attacks():
    session = fight((["reverse_punch", "crane_kick"], ["slip"]))
    do(session, attack(0, "reverse_punch"), take(1))
    assert {type(c) for c in MATCG.legal_commands(session.state, 0)} == {cmd.EndCombo}
    session = fight((["reverse_punch"], ["slip"]))
    events = do(session, attack(0, "reverse_punch"), take(1))  # nothing left in hand: the combo is over
    assert of_type(events, ev.ComboEnded)[0].reason == "stopped" and session.state.phase == ATTACK


def test_an_event_can_prevent_the_attacker_from_linking_further():
    session = fight((["reverse_punch", "tiger_claw"], ["slip"]), events=["sudden_rain", None])
    do(session, attack(0, "reverse_punch"), take(1))
    refused = rejected(session, attack(0, "tiger_claw"))
    assert "below Reverse Punch's LNK 3 (+1 from the Events in play)" in refused.message


# ----- Counter-attacks and timing ---------------------------------------------------------------------------------


def test_the_attackers_link_has_the_timing_advantage_unless_all_the_damage_was_blocked():
    partly = fight((["reverse_punch", "tiger_claw"], ["slip", "lead_jab"]))
    do(partly, attack(0, "reverse_punch"), block(1, "slip"))
    assert partly.state.phase == LINK and MATCG.to_act(partly.state) == 0
    assert rejected(partly, attack(1, "lead_jab")).code == "not_your_turn"
    do(partly, attack(0, "tiger_claw"))  # the link comes first: the chance to counter from Slip is gone
    assert partly.state.phase == BLOCK and partly.state.guard is None

    fully = fight((["reverse_punch", "tiger_claw"], ["rising_block", "reverse_punch"]))
    do(fully, attack(0, "reverse_punch"), block(1, "rising_block"))
    assert fully.state.phase == COUNTER and MATCG.to_act(fully.state) == 1
    assert rejected(fully, attack(0, "tiger_claw")).code == "not_your_turn"


def test_the_timing_advantage_also_holds_for_a_link_after_a_link():
    session = fight((["lead_jab", "back_fist", "leopard_punch"], ["slip", "slip", "lead_jab"]))
    do(session, attack(0, "lead_jab"), take(1), attack(0, "back_fist"), block(1, "slip"))
    assert session.state.phase == LINK and MATCG.to_act(session.state) == 0  # Back Fist 2 - Slip 1: a hit
    do(session, attack(0, "leopard_punch"))
    assert session.state.adr[0] == 1


def test_a_partial_block_may_be_countered_from_once_the_attacker_stops():
    session = fight((["reverse_punch", "tiger_claw"], ["slip", "lead_jab"]))
    do(session, attack(0, "reverse_punch"), block(1, "slip"), stop(0))
    assert session.state.phase == COUNTER and session.state.guard == card(1, "slip")
    events = do(session, attack(1, "lead_jab"))
    assert of_type(events, ev.AttackPlayed)[0].kind == "counter" and session.state.active == 1


def test_a_defender_who_blocks_all_the_damage_may_counter_attack_and_takes_the_turn_over():
    session = fight((["reverse_punch", "front_kick"], ["rising_block", "reverse_punch"]))
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"))
    state = session.state
    assert state.active == 1 and state.owner == 0  # the turn is interrupted
    assert state.phase == BLOCK and MATCG.to_act(state) == 0  # the other side is now in its Block Phase


def test_counter_attack_cpt_must_be_at_least_the_blocks_lnk():
    session = fight((["reverse_punch"], ["rising_block", "front_kick", "reverse_punch"]))
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"))
    refused = rejected(session, attack(1, "front_kick"))  # CPT 2 "equal or less" than LNK 3: not allowed
    assert refused.message == ("Front Kick's CPT 2 is below Rising Block's LNK 3: "
                               "it cannot counter-attack from that block.")
    do(session, attack(1, "reverse_punch"))  # CPT 3, at least the LNK 3


def test_the_other_side_may_answer_a_counter_attack_the_same_way():
    session = fight((["reverse_punch", "down_block", "lead_jab"], ["rising_block", "reverse_punch", "slip"]))
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"),
       block(0, "down_block"))
    assert session.state.phase == COUNTER and MATCG.to_act(session.state) == 0
    do(session, attack(0, "lead_jab"))
    assert session.state.active == 0 and MATCG.to_act(session.state) == 1


def test_a_guard_followed_by_a_successful_counter_attack_earns_1_adr():
    session = fight((["reverse_punch"], ["rising_block", "reverse_punch"]))
    events = do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"))
    assert of_type(events, ev.AdrEarned)[0].seat == 1 and session.state.adr == (0, 1)  # seat 0 has no card: it lands


def test_a_counter_attack_may_become_a_combo():
    session = fight((["reverse_punch", "slip"], ["rising_block", "reverse_punch", "tiger_claw"]))
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"), take(0))
    assert session.state.phase == LINK and session.state.adr[1] == 1
    do(session, attack(1, "tiger_claw"), take(0))
    assert session.state.adr[1] == 2  # guard, counter, link: two links


def test_whoever_makes_the_last_move_resolves_and_ends_and_the_other_draws_next():
    session = fight((["reverse_punch", "slip"], ["rising_block", "reverse_punch", "slip"]))
    do(session, attack(0, "reverse_punch"), block(1, "rising_block"), attack(1, "reverse_punch"), take(0),
       stop(1), cmd.EndPhase(seat=1))
    assert session.state.phase == RESOLVE and MATCG.to_act(session.state) == 1
    events = do(session, cmd.EndTurn(seat=1))
    assert of_type(events, ev.TurnBegan)[0].seat == 0  # seat 0 began the turn, but seat 1 ended it
    assert {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)} == {0: 3, 1: 2}


# ----- Strategy cards -----------------------------------------------------------------------------------------------


def test_strategy_cards_cost_adr_and_cannot_be_played_without_it():
    session = fight((["second_wind"], ["slip"]), adr=[1, 0], health=[20, 30])
    assert rejected(session, strategy(0, "second_wind")).message == "Second Wind costs 2 ADR; you have 1."
    session = fight((["second_wind"], ["slip"]), adr=[2, 0], health=[20, 30])
    events = do(session, strategy(0, "second_wind"))
    assert of_type(events, ev.Healed)[0].health == 24 and session.state.adr[0] == 0


def test_strategy_cards_are_played_in_the_prep_attack_block_and_resolve_phases():
    for phase in ("prep", "attack", "resolve"):
        session = fight((["read_the_opponent"], ["slip"]), adr=[1, 0], phase=phase)
        do(session, strategy(0, "read_the_opponent"))
        assert len(session.state.hands[0]) == 2
    session = fight((["reverse_punch"], ["iron_body", "slip"]), adr=[0, 1])
    do(session, attack(0, "reverse_punch"), strategy(1, "iron_body"), block(1, "slip"))
    assert session.state.health[1] == 30  # Slip 1 + Iron Body 3 against 3


def test_a_strategy_card_waits_for_an_answer_only_when_one_is_affordable():
    session = fight((["read_the_opponent"], ["slip"]), adr=[1, 0])
    do(session, strategy(0, "read_the_opponent"))
    assert session.state.stack == ()  # the opponent has no ADR: it resolved at once
    session = fight((["read_the_opponent"], ["slip"]), adr=[1, 1])
    do(session, strategy(0, "read_the_opponent"))
    assert MATCG.to_act(session.state) == 1  # it might hold Divert: nobody can tell
    assert MATCG.legal_commands(session.state, 1) == [cmd.LetResolve(seat=1)]
    do(session, cmd.LetResolve(seat=1))
    assert len(session.state.hands[0]) == 2 and MATCG.to_act(session.state) == 0


def test_only_a_card_that_cancels_can_answer_a_strategy_card():
    session = fight((["read_the_opponent"], ["second_wind", "divert_their_attention"]), adr=[1, 2])
    do(session, strategy(0, "read_the_opponent"))
    assert "Only a card that cancels" in rejected(session, strategy(1, "second_wind")).message


def test_divert_played_against_a_waiting_attack_neutralises_it():
    session = fight((["axe_kick", "front_kick"], ["divert_their_attention"]), adr=[0, 1])
    events = do(session, attack(0, "axe_kick"), strategy(1, "divert_their_attention"))
    assert of_type(events, ev.AttackCancelled)[0].card == card(0, "axe_kick")
    assert session.state.health == (30, 30) and session.state.phase == ATTACK
    assert card(0, "axe_kick") in session.state.discards[0]


def test_divert_with_nothing_to_answer_waits_for_the_opponents_next_card():
    session = fight((["divert_their_attention"], ["reverse_punch", "rising_block"]), adr=[1, 0], phase="resolve")
    do(session, strategy(0, "divert_their_attention"), cmd.EndTurn(seat=0))
    assert session.state.diverted == (False, True)
    do(session, cmd.EndPhase(seat=1))
    events = do(session, attack(1, "reverse_punch"))
    assert of_type(events, ev.CardCancelled)[0].card == card(1, "reverse_punch")
    assert session.state.diverted == (False, False) and session.state.health == (30, 30)


def test_an_answer_may_itself_be_answered():
    session = fight((["absolute_focus", "divert_their_attention", "axe_kick"], ["divert_their_attention"]),
                    adr=[2, 1])
    do(session, strategy(0, "absolute_focus"), strategy(1, "divert_their_attention"),
       strategy(0, "divert_their_attention"))
    assert session.state.focus[0] == 2 and session.state.adr == (0, 0)


# ----- Event cards ---------------------------------------------------------------------------------------------------


def test_event_cards_are_played_in_prep_or_resolve_and_affect_both_players():
    session = fight((["packed_tournament_hall", "reverse_punch"], ["slip"]), phase="attack")
    assert "Prep or Resolve" in rejected(session, event_card(0, "packed_tournament_hall")).message
    session = fight((["packed_tournament_hall", "reverse_punch", "slip"], ["reverse_punch", "slip"]), phase="prep")
    do(session, event_card(0, "packed_tournament_hall"), cmd.EndPhase(seat=0), attack(0, "reverse_punch"),
       take(1), stop(0), cmd.EndPhase(seat=0), cmd.EndTurn(seat=0), cmd.EndPhase(seat=1))
    assert session.state.health[1] == 26
    do(session, attack(1, "reverse_punch"), take(0))
    assert session.state.health[0] == 26  # the Event helps its owner's opponent as well


def test_an_event_is_replaced_only_by_its_owners_next_event():
    session = fight((["mountain_temple", "training_camp"], ["stone_courtyard"]), phase="prep",
                    events=[None, "sudden_rain"])
    do(session, event_card(0, "mountain_temple"))
    assert session.state.events == (card(0, "mountain_temple"), card(1, "sudden_rain"))  # one per player
    events = do(session, event_card(0, "training_camp"))
    assert of_type(events, ev.EventPlayed)[0].replaced == card(0, "mountain_temple")
    assert card(0, "mountain_temple") in session.state.discards[0]
    assert session.state.events[1] == card(1, "sudden_rain")  # the opponent's stays


def test_training_camp_mountain_temple_and_stone_courtyard_affect_both_players():
    session = fight((["slip"], ["slip"]), phase="resolve", events=["training_camp", "mountain_temple"],
                    health=[20, 25])
    events = do(session, cmd.EndTurn(seat=0))
    assert {e.seat: e.amount for e in of_type(events, ev.Healed)} == {0: 1, 1: 1}
    assert {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)} == {1: 4, 0: 3}
    session = fight((["reverse_punch"], ["inside_block"]), events=["stone_courtyard", None])
    do(session, attack(0, "reverse_punch"), block(1, "inside_block"))
    assert session.state.health[1] == 30  # Inside Block 2 + 1 against 3


def test_an_attack_brought_to_0_atk_misses_and_ends_the_combo():
    session = fight((["front_snap_kick", "lead_jab"], ["slip"]), events=["muddy_ground", "muddy_ground"])
    events = do(session, attack(0, "front_snap_kick"), take(1))
    assert of_type(events, ev.ComboEnded)[0].reason == "missed" and session.state.phase == ATTACK


# ----- The named cards -----------------------------------------------------------------------------------------------


def test_enter_the_phoenix_shuts_down_linking_by_stacking_defense():
    session = fight((["dragon_fist", "lead_jab"], ["enter_the_phoenix", "circle_block", "reverse_punch"]))
    do(session, attack(0, "dragon_fist"), block(1, "enter_the_phoenix"))
    assert session.state.phase == BLOCK and MATCG.to_act(session.state) == 1  # another Defense card may join
    assert "Only a Defense card" in rejected(session, block(1, "reverse_punch")).message
    events = do(session, block(1, "circle_block"))
    resolved = of_type(events, ev.AttackResolved)[0]
    assert (resolved.atk, resolved.defense, resolved.damage) == (4, 5, 0)
    assert session.state.phase == COUNTER and session.state.guard == card(1, "circle_block")
    alone = fight((["dragon_fist"], ["enter_the_phoenix", "circle_block"]))
    do(alone, attack(0, "dragon_fist"), block(1, "enter_the_phoenix"), take(1))
    assert alone.state.health[1] == 28


def test_tai_chi_completely_nullifies_an_attack():
    session = fight((["killer_instinct", "iron_palm"], ["tai_chi"]), adr=[2, 0])
    events = do(session, strategy(0, "killer_instinct"), attack(0, "iron_palm"), block(1, "tai_chi"))
    resolved = of_type(events, ev.AttackResolved)[0]
    assert resolved.atk == 9 and resolved.damage == 0 and session.state.health[1] == 30


def test_shin_block_hurts_the_attacker_when_it_stops_all_the_damage():
    session = fight((["front_kick"], ["shin_block"]))
    events = do(session, attack(0, "front_kick"), block(1, "shin_block"))
    assert of_type(events, ev.DamageReflected)[0].amount == 1 and session.state.health == (29, 30)
    session = fight((["front_kick"], ["shin_block"]), health=[1, 30])
    events = do(session, attack(0, "front_kick"), block(1, "shin_block"))
    assert session.state.phase == OVER and session.state.winner == 1


def test_an_attack_that_cannot_be_blocked_with_an_attack_card():
    session = fight((["phoenix_eye_fist"], ["lead_jab", "slip"]))
    do(session, attack(0, "phoenix_eye_fist"))
    assert "cannot be blocked with an Attack card" in rejected(session, block(1, "lead_jab")).message
    do(session, block(1, "slip"))


def test_hits_that_heal_and_draw():
    session = fight((["spinning_elbow", "ridge_hand"], ["slip"]), health=[20, 30])
    do(session, attack(0, "spinning_elbow"), take(1), stop(0))
    assert session.state.health == (21, 26)
    before = len(session.state.hands[0])
    do(session, attack(0, "ridge_hand"), take(1))
    assert len(session.state.hands[0]) == before  # played one, drew one


# ----- Recovery, winning and the end of every fight ---------------------------------------------------------------


def test_an_empty_deck_means_a_recovery_phase_a_skipped_turn_and_a_reshuffle():
    session = fight((["slip"], ["slip"]), phase="resolve", decks=[list(["lead_jab"] * 4), []],
                    discards=[[], ["reverse_punch", "front_kick", "tiger_claw"]])
    events = do(session, cmd.EndTurn(seat=0))
    assert of_type(events, ev.RecoveryTaken)[0].seat == 1
    began = of_type(events, ev.TurnBegan)
    assert [b.seat for b in began] == [1, 0]  # seat 1's turn is skipped: seat 0 attacks again
    assert session.state.discards[1] == ()
    assert {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)} == {0: 3, 1: 2}
    assert len(session.state.hands[1]) == 3 and len(session.state.decks[1]) == 1


def test_with_nothing_to_reshuffle_there_is_no_recovery_phase_and_the_seat_plays_on_from_its_hand():
    session = fight((["slip"], ["axe_kick"] * 3), phase="resolve", decks=[list(FILLER), []])
    events = do(session, cmd.EndTurn(seat=0))
    assert not of_type(events, ev.RecoveryTaken) and not of_type(events, ev.DeckShuffled)
    assert [b.seat for b in of_type(events, ev.TurnBegan)] == [1]  # no skipped turn
    assert {e.seat: len(e.cards) for e in of_type(events, ev.CardsDrawn)} == {0: 2}  # seat 1 draws nothing
    assert session.state.phase == "prep" and session.state.hands[1] == (card(1, "axe_kick", 1), card(1, "axe_kick", 2),
                                                                          card(1, "axe_kick", 3))
    do(session, cmd.EndPhase(seat=1), attack(1, "axe_kick"), take(0), cmd.EndCombo(seat=1), cmd.EndPhase(seat=1))
    do(session, cmd.EndTurn(seat=1))  # its played Axe Kick lies in its discards: its next turn is a Recovery Phase
    assert session.state.active == 0 and session.state.discards[1] == (card(1, "axe_kick", 1),)
    do(session, cmd.EndPhase(seat=0), cmd.EndPhase(seat=0))
    events = do(session, cmd.EndTurn(seat=0))
    assert of_type(events, ev.RecoveryTaken) == [ev.RecoveryTaken(seat=1)]


def test_with_no_card_in_hand_deck_or_discards_a_seat_passes_and_the_fight_still_ends():
    session = fight((["slip"], []), phase="resolve", decks=[[], []])
    for _ in range(30):
        if session.state.over:
            break
        seat = MATCG.to_act(session.state)
        plain = [c for c in MATCG.legal_commands(session.state, seat) if not hasattr(c, "card")]
        do(session, plain[0])  # nobody plays a card: each only passes
    assert session.state.result == "repetition" and not of_type(session.log, ev.RecoveryTaken)
    attacked = fight((["axe_kick"] * 3, []), phase="resolve", decks=[[], []], health=[30, 8])
    do(attacked, cmd.EndTurn(seat=0), cmd.EndPhase(seat=1), cmd.EndPhase(seat=1), cmd.EndTurn(seat=1))
    do(attacked, cmd.EndPhase(seat=0), attack(0, "axe_kick"))  # seat 1 cannot answer: the attack lands at once
    assert attacked.state.health[1] < 8 and not attacked.state.over


def test_reaching_0_health_ends_the_fight():
    session = fight((["axe_kick"], ["slip"]), health=[30, 5])
    events = do(session, attack(0, "axe_kick"), take(1))
    won = of_type(events, ev.FightWon)[0]
    assert (won.seat, won.reason) == (0, "knockout") and MATCG.is_over(session.state)
    assert MATCG.outcome(session.state).places == (1, 2) and MATCG.outcome(session.state).scores == (30, 0)
    assert MATCG.to_act(session.state) is None and MATCG.legal_commands(session.state, 0) == []


def test_the_judges_stop_a_fight_that_passes_the_turn_limit():
    limit = MATCG.rules.turn_limit
    session = fight((["slip"], ["slip"]), phase="resolve", turn=limit, health=[12, 20])
    events = do(session, cmd.EndTurn(seat=0))
    won = of_type(events, ev.FightWon)[0]
    assert (won.seat, won.reason) == (1, "judges")
    session = fight((["slip"], ["slip"]), phase="resolve", turn=limit, health=[20, 20])
    do(session, cmd.EndTurn(seat=0))
    assert MATCG.outcome(session.state).drawn


def test_every_attack_card_prints_atk_def_lnk_and_cpt():
    attacks = [c for c in MATCG.catalog.cards if isinstance(c, AttackCard)]
    assert attacks and all(c.lnk >= 1 and c.cpt >= 1 for c in attacks)


@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_a_fight_with_a_person_in_it_has_no_time_limit_the_judges_offer_a_draw_by_agreement(rules):
    """The rulebook: 'There is no time limit.' Person (seat 0) against the computer (seat 1): at the turn limit the
    judges do not stop the fight; they offer a draw, which every fighter must accept (the computer answers too)."""
    limit = rules.rules.turn_limit
    offered = fight((["slip"], ["slip"]), rules=rules, phase="resolve", turn=limit, health=[5, 12], people=[0])
    events = do(offered, cmd.EndTurn(seat=0))
    assert of_type(events, ev.DrawOffered) == [ev.DrawOffered(seat=1, turn=limit + 1, answering=(1, 0))]
    assert not of_type(events, ev.FightWon) and not of_type(events, ev.TurnBegan) and not offered.state.over
    assert rules.legal_commands(offered.state, 1) == [cmd.AcceptDraw(seat=1), cmd.DeclineDraw(seat=1)]
    assert rejected(offered, cmd.EndPhase(seat=0)).code == "not_your_turn"
    do(offered, cmd.AcceptDraw(seat=1))  # the computer agrees; the person still has to
    assert rules.to_act(offered.state) == 0 and not offered.state.over
    drawn = of_type(do(offered, cmd.AcceptDraw(seat=0)), ev.FightDrawn)
    assert [d.reason for d in drawn] == ["agreed"] and rules.outcome(offered.state).drawn
    refused = fight((["slip"], ["slip"]), rules=rules, phase="resolve", turn=limit, health=[5, 12], people=[0, 1])
    do(refused, cmd.EndTurn(seat=0), cmd.AcceptDraw(seat=1))
    began = of_type(do(refused, cmd.DeclineDraw(seat=0)), ev.TurnBegan)  # one refusal: the fight goes on
    assert began == [ev.TurnBegan(seat=1, turn=limit + 1)] and refused.state.phase == PREP
    events = do(refused, cmd.EndPhase(seat=1), cmd.EndPhase(seat=1), cmd.EndTurn(seat=1))
    assert [b.turn for b in of_type(events, ev.TurnBegan)] == [limit + 2] and not refused.state.over
    assert "offer" in rejected(refused, cmd.AcceptDraw(seat=0)).message
    session = Session.new(rules, seed=4, options={"people": [1]})
    assert of_type(session.log, ev.PeopleSeated) == [ev.PeopleSeated(seats=(1,))]
    assert session.table.option("people") == [1] and session.state.people == (1,)
    computers = Session.new(rules, seed=4)
    assert not of_type(computers.log, ev.PeopleSeated) and computers.state.people == ()
    assert [e for e in session.log if not isinstance(e, ev.PeopleSeated)] == computers.log  # the same deal
    with pytest.raises(ScenarioError, match="people: the seats a person plays"):
        Session.new(rules, seed=4, options={"people": [2]})


def passing(session: Session) -> list[ev.Event]:
    """Both players only pass, from the Resolve Phase, until the fight ends: the events on the way."""
    events = do(session, cmd.EndTurn(seat=session.state.active))
    while not session.state.over:
        seat = session.state.active
        events += do(session, cmd.EndPhase(seat=seat), cmd.EndPhase(seat=seat), cmd.EndTurn(seat=seat))
    return events


def test_a_turn_about_to_begin_for_the_third_time_in_the_same_position_ends_the_fight():
    """Nothing to draw and nothing to reshuffle: both players only pass, and the same two positions come round
    again. The third time a turn would begin in one of them, the judges decide (equal health: a draw)."""
    session = fight((["slip"], ["slip"]), decks=[[], []], phase="resolve", health=[20, 20])
    events = passing(session)
    began = [event.turn for event in of_type(events, ev.TurnBegan)]
    assert began == [3, 4, 5, 6]  # turns 3 and 5 (seat 1) and 4 and 6 (seat 0) begin in the same two positions;
    # turn 7 would be the third in seat 1's
    drawn = of_type(events, ev.FightDrawn)[0]
    assert drawn.reason == "repetition" and session.state.result == "repetition"
    assert MATCG.outcome(session.state).drawn


def test_a_repeated_position_is_judged_by_health():
    session = fight((["slip"], ["slip"]), decks=[[], []], phase="resolve", health=[20, 11])
    won = of_type(passing(session), ev.FightWon)[0]
    assert (won.seat, won.reason) == (0, "repetition")


def test_a_turn_in_a_new_position_is_not_a_repetition():
    """Cards still to draw change the position every turn: passive players go on to the turn limit."""
    session = fight((["slip"], ["slip"]), phase="resolve", health=[20, 20])
    do(session, cmd.EndTurn(seat=0))
    assert not session.state.over and len(session.state.positions) == 1


def test_no_view_holds_the_positions_of_earlier_turns():
    session = fight((["slip"], ["slip"]), phase="resolve")
    do(session, cmd.EndTurn(seat=0))
    assert session.state.positions and all(MATCG.view(session.state, seat).positions == () for seat in (0, 1))
