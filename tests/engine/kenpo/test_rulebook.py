"""Every rule, the Play Example and every FAQ answer of the Ancient Arts: Kenpo Masters rulebook, named after it.

Seat 0 is Cullam (yellow, top middle, facing down the table); seat 1 is Adam (red, bottom middle, facing up).
"""

from __future__ import annotations

from game.engine.core import SECRET, Session
from game.engine.kenpo import HIDDEN_CARD
from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from game.engine.kenpo.geometry import START, destination, relation
from tests.engine.kenpo.helpers import RULES, card, do, match, of_type, play, points, rejected, waiting

CULLAM = tuple(card(0, t) for t in ("front_kick", "jab", "hand_fake", "spinning_backfist", "elbow_strike", "block",
                                    "reverse_punch", "blitz"))
ADAM = tuple(card(1, t) for t in ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch",
                                  "hard_block"))


def moves_of(state, seat, technique):
    return {c.move for c in RULES.legal_commands(state, seat) if isinstance(c, cmd.PlayCard)
            and c.card == card(seat, technique)}


# ----- The Play Example, command by command ----------------------------------------------------------------


def test_play_example_walks_command_by_command_with_every_number():
    state = match((CULLAM, ADAM), seat=0, fresh=True)  # Cullam is randomly selected to take the first turn
    assert rejected(state, cmd.Rest(seat=0)).code == "no_rest"

    # He plays Front Kick and steps forward, then combos the Jab on it: one movement for both.
    state, events = do(state, play(0, "front_kick", "forward"), play(0, "jab"))
    assert state.positions[0] == (1, 1)
    assert [e.move for e in of_type(events, ev.CardPlayed)] == ["forward", "forward"]
    state, _ = do(state, cmd.EndTurn(seat=0))
    assert state.seat == 1 and state.scores == (0, 0)
    after_cullam = state

    # 7 points if Adam stood still without blocking: Front Kick 5 (no +2, Cullam moved), Jab 1 + 1.
    stood, events = do(after_cullam, play(1, "front_kick", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 5, card(0, "jab"): 2}
    assert stood.scores == (7, 0)

    # Blocking the kick: the kick only gets 2 points, but the Jab, on a blocked kick, gets 4.
    blocked, events = do(after_cullam, play(1, "block", "none", target=card(0, "front_kick")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 2, card(0, "jab"): 4}
    assert [e.doubled for e in of_type(events, ev.AttackResolved)] == [False, True]

    # Instead Adam steps to his right while blocking: each now stands at the other's front-left.
    state, _ = do(after_cullam, play(1, "block", "right", target=card(0, "jab")))
    assert state.positions == ((1, 1), (2, 2))
    assert relation(0, (1, 1), (2, 2)) == "front_left" and relation(1, (2, 2), (1, 1)) == "front_left"
    state, _ = do(state, play(1, "round_kick"))  # the Round Kick may be comboed on any Block
    assert play(1, "jab") in RULES.legal_commands(state, 1)  # a Jab could go on the Round Kick; he saves it
    with_jab = state
    state, events = do(state, cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 2, card(0, "jab"): 0}  # the Jab is not doubled: 2 - 2
    assert of_type(events, ev.DefenceResolved)[0].prevented == 2
    assert state.scores == (2, 0)
    assert [p.card for p in state.tables[1]] == [card(1, "round_kick")]  # the Block already resolved
    after_adam = state

    # The Jab on the Round Kick would only have been worth 1 extra point.
    jabbed, _ = do(with_jab, play(1, "jab"), cmd.EndTurn(seat=1))
    _, events = do(jabbed, play(0, "elbow_strike", "none"), cmd.EndTurn(seat=0))
    assert points(events) == {card(1, "round_kick"): 3, card(1, "jab"): 1}

    # Adam's Round Kick: 3 where they stand, a miss if Cullam steps right, still 3 if he steps left.
    for step, worth in (("none", 3), ("right", 0), ("left", 3)):
        _, events = do(after_adam, play(0, "elbow_strike", step), cmd.EndTurn(seat=0))
        assert points(events)[card(1, "round_kick")] == worth, step

    # Hand Fake does not move him yet; Spinning Backfist steps forward onto Adam's line: a Break.
    state, events = do(after_adam, play(0, "hand_fake"))
    assert state.step is None and state.positions[0] == (1, 1) and not of_type(events, ev.FighterMoved)
    state, events = do(state, play(0, "spinning_backfist", "forward"))
    assert of_type(events, ev.BreakCalled)[0].reason == "side_by_side"
    assert points(events) == {card(1, "round_kick"): 2, card(0, "spinning_backfist"): 4}
    assert state.scores == (6, 2)
    assert state.positions == START
    assert [(e.seat, len(e.cards)) for e in of_type(events, ev.CardsDrawn)] == [(0, 1), (1, 1)]
    assert (len(state.hands[0]), len(state.hands[1])) == (5, 7)
    assert state.seat == 1  # Adam has the next turn
    assert rejected(state, cmd.Rest(seat=1)).code == "no_rest"  # and may not rest after a Break
    assert cmd.Rest(seat=1) not in RULES.legal_commands(state, 1)


# ----- Ring ---------------------------------------------------------------------------------------------


def test_ring_fighters_start_in_the_middle_of_opposite_ends_facing_inward_left_right_or_forward_never_back():
    assert Session.new(RULES, seed=1).state.positions == ((1, 0), (1, 2)) == START
    for seat in (0, 1):
        hands = ((card(0, "block"),), (card(1, "block"),))
        assert moves_of(match(hands, seat=seat), seat, "block") == {"forward", "left", "right", "none"}


def test_ring_left_and_right_are_the_fighters_own_so_seat_0_facing_down_has_its_left_on_the_tables_right():
    assert destination(0, (1, 0), "left") == (2, 0) and destination(0, (1, 0), "forward") == (1, 1)
    assert destination(1, (1, 2), "left") == (0, 2) and destination(1, (1, 2), "forward") == (1, 1)
    around_0 = {(1, 2): "front", (2, 2): "front_left", (2, 1): "left", (2, 0): "back_left", (1, 0): "back",
                (0, 0): "back_right", (0, 1): "right", (0, 2): "front_right"}
    around_1 = {(1, 0): "front", (0, 0): "front_left", (0, 1): "left", (0, 2): "back_left", (1, 2): "back",
                (2, 2): "back_right", (2, 1): "right", (2, 0): "front_right"}
    for square, name in around_0.items():
        assert relation(0, (1, 1), square) == name
    for square, name in around_1.items():
        assert relation(1, (1, 1), square) == name
    assert relation(0, (1, 0), (1, 2)) is None  # two squares away: not adjacent


def test_ring_a_fighter_can_never_step_outside_the_ring():
    state = match(((card(0, "block"),), ()), positions=((0, 0), (1, 2)))
    assert "never leave the ring" in rejected(state, play(0, "block", "right")).message  # his right is the wall
    assert "never leave the ring" in rejected(state, play(0, "block", "back")).message


def test_ring_fighters_may_never_occupy_the_same_space():
    state = match(((card(0, "block"),), ()), positions=((1, 1), (1, 2)))
    assert "share a square" in rejected(state, play(0, "block", "forward")).message


# ----- Movement -----------------------------------------------------------------------------------------


def test_movement_forward_back_left_right_or_none_only_no_diagonal_motion():
    state = match(((card(0, "block"),), ()))
    assert "does not allow the movement" in rejected(state, play(0, "block", "forward_left")).message


def test_movement_is_made_with_the_first_action_card_so_later_cards_of_the_combo_cannot_move():
    state = match(((card(0, "front_kick"), card(0, "jab")), ()))
    state, _ = do(state, play(0, "front_kick", "left"))
    assert "already made" in rejected(state, play(0, "jab", "left")).message
    state, events = do(state, play(0, "jab"))
    assert of_type(events, ev.CardPlayed)[0].move == "left" and not of_type(events, ev.FighterMoved)


def test_movement_choosing_not_to_move_still_counts_as_the_movement():
    state = match(((card(0, "front_kick"), card(0, "jab")), ()))
    state, events = do(state, play(0, "front_kick", "none"))
    assert of_type(events, ev.FighterMoved)[0].step == "none" and state.step == "none"
    assert "already made" in rejected(state, play(0, "jab", "forward")).message


def test_movement_all_cards_of_a_combo_must_be_allowed_by_the_one_movement():
    state = match(((card(0, "jab"), card(0, "elbow_strike"), card(0, "reverse_punch")), ()),
                  positions=((1, 1), (1, 2)))
    state, _ = do(state, play(0, "jab", "back"))
    assert "does not allow this turn's movement" in rejected(state, play(0, "elbow_strike")).message  # no back arrow
    do(state, play(0, "reverse_punch"))  # Reverse Punch shows a back arrow (-1)


def test_movement_a_card_need_not_allow_standing_still_like_blitz():
    state = match(((card(0, "blitz"),), ()))
    assert moves_of(state, 0, "blitz") == {"forward", "left", "right"}
    assert "does not allow the movement 'none'" in rejected(state, play(0, "blitz", "none")).message


def test_movement_bonus_applies_to_the_damage_front_kick_plus_2_for_standing_still():
    state = match(((card(0, "front_kick"), card(0, "jab")), (card(1, "elbow_strike"),)), positions=((1, 0), (1, 1)))
    state, _ = do(state, play(0, "front_kick", "none"), play(0, "jab"), cmd.EndTurn(seat=0))
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 7, card(0, "jab"): 1}  # Jab's centre dot has no bonus


def test_movement_effect_cards_never_move_and_do_not_fix_the_movement():
    state = match(((card(0, "hand_fake"), card(0, "front_kick")), ()))
    assert "do not move" in rejected(state, play(0, "hand_fake", "forward")).message
    state, _ = do(state, play(0, "hand_fake"))
    assert state.step is None and state.positions[0] == (1, 0)
    state, _ = do(state, play(0, "front_kick", "left"))  # the first Action card makes the movement
    assert state.positions[0] == (2, 0)


def test_movement_players_may_not_move_or_end_a_turn_without_an_action_card():
    state = match(((card(0, "hand_fake"), card(0, "front_kick")), ()))
    assert rejected(state, cmd.EndTurn(seat=0)).code == "no_movement"
    state, _ = do(state, play(0, "hand_fake"))
    assert rejected(state, cmd.EndTurn(seat=0)).code == "no_movement"


# ----- Resolution and points ----------------------------------------------------------------------------


def test_resolution_cards_resolve_on_the_opponents_turn_after_they_moved_and_played():
    state = match(((card(0, "front_kick"),), (card(1, "elbow_strike"),)), positions=((1, 0), (1, 2)))
    state, events = do(state, play(0, "front_kick", "forward"), cmd.EndTurn(seat=0))
    assert not of_type(events, ev.AttackResolved) and [p.card for p in state.tables[0]] == [card(0, "front_kick")]
    state, events = do(state, play(1, "elbow_strike", "none"))
    assert state.scores == (0, 0)  # still waiting while Adam plays
    state, events = do(state, cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 5} and state.scores == (5, 0)
    assert state.tables[0] == () and card(0, "front_kick") in state.discards[0]


def test_points_no_damage_is_done_unless_the_fighters_are_adjacent():
    state = match(((), (card(1, "elbow_strike"),)), seat=1, tables=((waiting(0, "front_kick", "none"),), ()))
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 0}


def test_points_defence_reduces_a_single_attack_so_with_two_waiting_you_choose_which():
    tables = ((waiting(0, "front_kick", "forward"), waiting(0, "jab", "forward", on=card(0, "front_kick"))), ())
    state = match(((), (card(1, "block"),)), seat=1, positions=((1, 1), (1, 2)), tables=tables)
    assert "Choose which waiting attack" in rejected(state, play(1, "block", "none")).message
    targets = {c.target for c in RULES.legal_commands(state, 1) if isinstance(c, cmd.PlayCard) and c.move == "none"}
    assert targets == {card(0, "front_kick"), card(0, "jab")}
    _, events = do(state, play(1, "block", "none", target=card(0, "jab")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 5, card(0, "jab"): 0}


def test_points_a_defence_never_takes_an_attack_below_zero():
    state = match(((), (card(1, "hard_block"),)), seat=1, positions=((1, 1), (1, 2)),
                  tables=((waiting(0, "jab", "forward"),), ()))
    state, events = do(state, play(1, "hard_block", "none", target=card(0, "jab")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "jab"): 0}
    assert of_type(events, ev.AttackResolved)[0].prevented == 2  # what there was to prevent
    assert state.scores == (0, 1)  # and the Hard Block hit back


def test_points_defence_cards_apply_to_waiting_attacks_not_to_attacks_played_later():
    hands = ((card(0, "front_kick"),), (card(1, "block"), card(1, "elbow_strike")))
    state = match(hands, seat=1, positions=((1, 0), (1, 1)))
    assert "already has waiting" in rejected(state, play(1, "block", "none", target=card(0, "front_kick"))).message
    state, events = do(state, play(1, "block", "none"), cmd.EndTurn(seat=1))
    assert of_type(events, ev.DefenceResolved)[0].target is None
    state, _ = do(state, play(0, "front_kick", "none"), cmd.EndTurn(seat=0))
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 7}  # the earlier Block does nothing to it


def test_points_defence_is_directional_block_prevents_3_from_the_front_2_from_the_front_angles():
    for attacker, prevented in (((1, 1), 3), ((0, 1), 2), ((2, 1), 2)):
        state = match(((), (card(1, "block"),)), seat=1, positions=(attacker, (1, 2)),
                      tables=((waiting(0, "elbow_strike", "none"),), ()))
        _, events = do(state, play(1, "block", "none", target=card(0, "elbow_strike")), cmd.EndTurn(seat=1))
        assert of_type(events, ev.DefenceResolved)[0].prevented == prevented, attacker
        assert points(events) == {card(0, "elbow_strike"): 3 - prevented}  # 2, +1 standing still


# ----- Qualifiers and combos ----------------------------------------------------------------------------


def test_combos_by_default_only_one_card_may_be_played_per_turn():
    state = match(((card(0, "front_kick"), card(0, "block")), ()))
    state, _ = do(state, play(0, "front_kick", "none"))
    assert "cannot be comboed on Front Kick" in rejected(state, play(0, "block")).message


def test_combos_each_card_is_comboed_on_the_previous_card_not_on_the_first():
    hand = tuple(card(0, t) for t in ("hand_fake", "jab", "front_kick", "reverse_punch"))
    state = match((hand, ()))
    state, _ = do(state, play(0, "hand_fake"), play(0, "jab", "forward"))  # combo any card on the Hand Fake
    assert "cannot be comboed on Jab" in rejected(state, play(0, "front_kick")).message
    do(state, play(0, "reverse_punch"))  # any Punch may take a Reverse Punch


def test_combos_jab_goes_on_any_non_high_non_spinning_kick():
    jab = card(0, "jab")
    assert all(RULES.catalog.follows[(card(0, kick), jab)] for kick in ("front_kick", "round_kick", "side_kick"))
    assert not RULES.catalog.follows[(card(0, "elbow_strike"), jab)]
    fit = RULES.catalog.card(jab).combo.goes_on[0]
    assert fit.matches(frozenset({"Kick"})) and not fit.matches(frozenset({"Kick", "High"}))
    assert not fit.matches(frozenset({"Kick", "Spinning"}))


def test_faq_a_card_that_may_never_combo_beats_combo_any_card_on_this():
    hand = (card(0, "hand_fake"), card(0, "fast_footwork"), card(0, "burst_of_speed"), card(0, "jab"))
    state = match((hand, ()))
    after_fake, _ = do(state, play(0, "hand_fake"))
    assert "may never be comboed" in rejected(after_fake, play(0, "fast_footwork", "forward")).message
    after_burst, _ = do(state, play(0, "burst_of_speed"))
    assert "may never be comboed" in rejected(after_burst, play(0, "fast_footwork", "forward")).message


def test_faq_no_limit_on_a_combos_size_but_the_cards_in_hand_and_their_permissions():
    hand = tuple(card(0, t) for t in ("front_kick", "jab", "reverse_punch", "elbow_strike", "spinning_backfist"))
    state = match((hand, ()))
    state, _ = do(state, play(0, "front_kick", "none"), play(0, "jab"), play(0, "reverse_punch"),
                  play(0, "elbow_strike"), play(0, "spinning_backfist"))
    assert state.hands[0] == () and len(state.tables[0]) == 5


# ----- Breaks -------------------------------------------------------------------------------------------


def test_break_when_both_fighters_share_a_horizontal_line_even_with_a_space_between():
    state = match(((), (card(1, "elbow_strike"),)), seat=1, positions=((0, 0), (2, 1)))
    state, events = do(state, play(1, "elbow_strike", "forward"))
    assert of_type(events, ev.BreakCalled) and state.positions == START


def test_break_no_more_cards_all_attacks_resolve_at_once_both_return_each_draws_one_turn_order_kept():
    hands = ((card(0, "jab"),), (card(1, "reverse_punch"), card(1, "jab")))
    state = match(hands, seat=1, positions=((1, 0), (0, 1)), tables=((waiting(0, "back_round_kick", "none"),), ()))
    state, events = do(state, play(1, "reverse_punch", "forward"))
    assert of_type(events, ev.BreakCalled)
    assert points(events) == {card(0, "back_round_kick"): 2, card(1, "reverse_punch"): 1}
    assert state.positions == START and state.tables == ((), ())
    assert [e.seat for e in of_type(events, ev.CardsDrawn)] == [1, 0]
    assert state.seat == 0 and state.fresh  # the player who would have had the next turn goes next
    assert rejected(state, play(1, "jab", "forward")).code == "not_your_turn"  # nothing more to combo
    state, _ = do(state, play(0, "jab", "forward"), cmd.EndTurn(seat=0))
    assert cmd.Rest(seat=1) in RULES.legal_commands(state, 1)  # only the first turn after a Break forbids it


def test_side_kick_calls_a_break_as_the_first_card_after_the_opponent_moved_forward():
    hand = (card(0, "side_kick"),)
    state = match((hand, ()), positions=((1, 0), (1, 1)), last_steps=((), ("forward",)))
    state, events = do(state, play(0, "side_kick", "none"))
    assert of_type(events, ev.BreakCalled)[0].reason == "Side Kick"
    assert points(events) == {card(0, "side_kick"): 2}  # front 1, +1 standing still
    assert state.positions == START and state.seat == 1


def test_side_kick_added_later_in_a_combo_does_not_cause_a_break():
    hand = (card(0, "hand_fake"), card(0, "side_kick"))
    state = match((hand, ()), positions=((1, 0), (1, 1)), last_steps=((), ("forward",)))
    state, events = do(state, play(0, "hand_fake"), play(0, "side_kick", "none"))
    assert not of_type(events, ev.BreakCalled) and state.seat == 0


def test_side_kick_calls_no_break_when_the_opponent_did_not_move_forward():
    state = match(((card(0, "side_kick"),), ()), positions=((1, 0), (2, 2)), last_steps=((), ("right",)))
    _, events = do(state, play(0, "side_kick", "none"))
    assert not of_type(events, ev.BreakCalled)


def test_faq_stepping_next_to_the_opponent_with_back_round_kick_breaks_and_nothing_can_be_comboed_on_it():
    hand = (card(0, "back_round_kick"), card(0, "jab"), card(0, "reverse_punch"))
    state = match((hand, ()), positions=((1, 0), (0, 1)))
    state, events = do(state, play(0, "back_round_kick", "forward"))  # they end up on his right side
    assert points(events) == {card(0, "back_round_kick"): 2}  # 2 damage at once; no chance to react
    assert rejected(state, play(0, "jab")).code == "not_your_turn"


def test_faq_hand_fake_then_stepping_forward_with_a_round_kick_into_the_side_is_legal_and_gets_plus_3():
    state = match(((card(0, "hand_fake"), card(0, "round_kick")), ()), positions=((1, 0), (2, 1)))
    state, events = do(state, play(0, "hand_fake"), play(0, "round_kick", "forward"))
    assert of_type(events, ev.BreakCalled)
    assert points(events) == {card(0, "round_kick"): 5}  # left 2, +0 forward, +3 from the fake


# ----- Resting ------------------------------------------------------------------------------------------


def test_resting_draws_two_cards_does_not_move_then_the_opponents_cards_resolve():
    state = match(((), (card(1, "elbow_strike"),)), seat=1, positions=((1, 1), (1, 2)),
                  tables=((waiting(0, "front_kick", "forward"),), ()))
    state, events = do(state, cmd.Rest(seat=1))
    drawn = of_type(events, ev.CardsDrawn)
    assert len(drawn) == 1 and len(drawn[0].cards) == 2 and drawn[0].visibility() == 1
    assert not of_type(events, ev.FighterMoved) and state.positions == ((1, 1), (1, 2))
    assert points(events) == {card(0, "front_kick"): 5} and state.seat == 0
    assert len(state.hands[1]) == 3


def test_resting_is_not_allowed_two_turns_in_a_row():
    state = match(((), (card(1, "elbow_strike"),)), seat=1, rested_last=(False, True))
    assert "two turns in a row" in rejected(state, cmd.Rest(seat=1)).message


def test_resting_is_not_allowed_on_the_first_turn_of_the_game():
    session = Session.new(RULES, seed=4)
    seat = RULES.to_act(session.state)
    assert "first turn" in RULES.decide(session.state, cmd.Rest(seat=seat), 4, 99).message


def test_faq_no_cards_in_hand_forces_a_rest_even_when_resting_is_not_allowed():
    state = match(((card(0, "jab"),), ()), seat=1, fresh=True, rested_last=(False, True))
    assert RULES.legal_commands(state, 1) == [cmd.Rest(seat=1)]
    state, events = do(state, cmd.Rest(seat=1))
    assert len(state.hands[1]) == 2


def test_ruling_a_hand_with_no_playable_card_also_forces_a_rest():
    state = match(((card(0, "jab"),), (card(1, "hand_fake"),)), seat=1, fresh=True)  # nothing can follow it
    assert RULES.legal_commands(state, 1) == [cmd.Rest(seat=1)]


def test_resting_with_an_empty_deck_shuffles_the_discards_into_a_new_deck():
    discards = tuple(c for c in RULES.catalog.deck_ids(1) if c != card(1, "jab"))[:25]
    state = match(((), (card(1, "jab"),)), seat=1, discards=((), discards), decks=(RULES.catalog.deck_ids(0), ()))
    state, events = do(state, cmd.Rest(seat=1))
    shuffle = of_type(events, ev.DeckShuffled)[0]
    assert shuffle.visibility() == SECRET and sorted(shuffle.order) == sorted(discards)
    assert of_type(events, ev.CardsDrawn)[0].cards == shuffle.order[:2]
    assert state.discards[1] == () and len(state.decks[1]) == 23


def test_resting_with_one_card_left_draws_it_then_shuffles_the_discards_for_the_second():
    deck1 = RULES.catalog.deck_ids(1)
    state = match(((), (deck1[0],)), seat=1, decks=(RULES.catalog.deck_ids(0), (deck1[1],)),
                  discards=((), deck1[2:]))
    _, events = do(state, cmd.Rest(seat=1))
    drawn = of_type(events, ev.CardsDrawn)
    assert [len(d.cards) for d in drawn] == [1, 1] and drawn[0].cards == (deck1[1],)
    assert [type(e).__name__ for e in events[:3]] == ["CardsDrawn", "DeckShuffled", "CardsDrawn"]


# ----- Setting up, seeing, winning ----------------------------------------------------------------------


def test_setup_each_player_shuffles_their_deck_draws_8_and_a_random_player_starts():
    starters = set()
    for seed in range(16):
        session = Session.new(RULES, seed)
        state = session.state
        chosen = of_type(session.log, ev.StartingSeatChosen)[0].seat
        starters.add(chosen)
        assert state.seat == chosen and state.fresh and state.scores == (0, 0)
        assert [len(h) for h in state.hands] == [8, 8] and [len(d) for d in state.decks] == [18, 18]
        assert all(e.visibility() == SECRET for e in of_type(session.log, ev.DeckShuffled))
        assert [e.visibility() for e in of_type(session.log, ev.CardsDrawn)] == [0, 1]
        assert not any(isinstance(e, ev.CardsDrawn) and e.seat == 1 for e in session.log_for(0))
    assert starters == {0, 1}


def test_view_hides_the_opponents_hand_and_both_decks_order_but_keeps_their_counts():
    state = Session.new(RULES, seed=2).state
    view = RULES.view(state, 0)
    assert view.hands[0] == state.hands[0] and view.hands[1] == (HIDDEN_CARD,) * 8
    assert view.decks == ((HIDDEN_CARD,) * 18, (HIDDEN_CARD,) * 18)
    assert RULES.view(state, 1).hands[0] == (HIDDEN_CARD,) * 8


def test_points_the_first_player_to_20_points_wins():
    state = match(((), (card(1, "elbow_strike"),)), seat=1, positions=((1, 1), (1, 2)), scores=(17, 12),
                  tables=((waiting(0, "front_kick", "forward"),), ()))
    state, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert of_type(events, ev.MatchWon)[0].seat == 0 and state.over and state.winner == 0
    assert RULES.legal_commands(state, 0) == RULES.legal_commands(state, 1) == []
    assert RULES.to_act(state) is None


def draw_example(scores):
    """The FAQ: you played a Back Round Kick while your opponent stood at your front-right; they step forward
    with a Reverse Punch onto your line."""
    assert relation(0, (1, 0), (0, 1)) == "front_right"
    state = match(((), (card(1, "reverse_punch"),)), seat=1, positions=((1, 0), (0, 1)), scores=scores,
                  tables=((waiting(0, "back_round_kick", "none"),), ()))
    return do(state, play(1, "reverse_punch", "forward"))


def test_faq_how_is_a_draw_possible_18_and_19_points_give_20_to_20():
    state, events = draw_example((18, 19))
    assert points(events) == {card(0, "back_round_kick"): 2, card(1, "reverse_punch"): 1}
    assert of_type(events, ev.MatchDrawn)[0].scores == (20, 20) and state.over and state.winner is None


def test_faq_how_is_a_draw_possible_at_19_each_the_same_break_is_won_21_to_20():
    state, events = draw_example((19, 19))
    assert of_type(events, ev.MatchWon)[0].scores == (21, 20) and state.winner == 0


def test_ruling_hard_blocks_hit_back_scores_at_the_same_time_so_it_can_draw_a_match():
    state = match(((), (card(1, "hard_block"),)), seat=1, positions=((1, 0), (1, 1)), scores=(18, 19),
                  tables=((waiting(0, "front_kick", "none"),), ()))
    state, events = do(state, play(1, "hard_block", "none", target=card(0, "front_kick")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 2}  # 7 - 5
    assert of_type(events, ev.DefenceResolved)[0].hit_back == 1
    assert of_type(events, ev.MatchDrawn)[0].scores == (20, 20)


# ----- FAQ: the named cards -----------------------------------------------------------------------------


def test_faq_fast_footwork_is_an_action_card_that_deals_no_damage_with_the_only_qualifier_movement():
    footwork = RULES.catalog.card(card(0, "fast_footwork"))
    assert footwork.kind == "action" and footwork.qualifiers == ("Movement",)
    assert not footwork.attack and not footwork.defence and footwork.combo.never


def test_faq_fast_footwork_moves_then_the_next_card_moves_again_and_all_attacks_come_from_the_last_square():
    hand = (card(0, "fast_footwork"), card(0, "jab"), card(0, "reverse_punch"))
    state = match((hand, (card(1, "elbow_strike"),)), positions=((1, 0), (1, 2)))
    state, _ = do(state, play(0, "fast_footwork", "forward"))
    assert state.positions[0] == (1, 1) and state.free_step
    state, _ = do(state, play(0, "jab", "left"))  # the next card moves again
    assert state.positions[0] == (2, 1) and not state.free_step
    assert "already made" in rejected(state, play(0, "reverse_punch", "left")).message
    state, _ = do(state, play(0, "reverse_punch"), cmd.EndTurn(seat=0))
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "jab"): 1, card(0, "reverse_punch"): 2}  # both at his front-right


def test_faq_fast_footwork_has_to_be_the_first_card_of_the_turn():
    state = match(((card(0, "burst_of_speed"), card(0, "front_kick"), card(0, "fast_footwork")), ()))
    after_kick, _ = do(state, play(0, "front_kick", "none"))
    assert "can only start a turn" in rejected(after_kick, play(0, "fast_footwork")).message


def test_faq_burst_of_speed_combines_any_two_cards_even_if_normally_impossible():
    state = match(((card(0, "front_kick"), card(0, "burst_of_speed"), card(0, "round_kick")), ()))
    state, _ = do(state, play(0, "front_kick", "none"))
    assert "cannot be comboed" in rejected(state, play(0, "round_kick")).message  # Round Kick goes on Blocks
    do(state, play(0, "burst_of_speed"), play(0, "round_kick"))


def test_faq_burst_of_speed_still_does_not_override_may_never_combo():
    state = match(((card(0, "burst_of_speed"), card(0, "fast_footwork"), card(0, "jab")), ()))
    state, _ = do(state, play(0, "burst_of_speed"))
    assert "may never be comboed" in rejected(state, play(0, "fast_footwork", "left")).message


def test_faq_change_sides_mirrors_the_cards_added_after_it_not_the_cards_already_played():
    hand = (card(0, "front_kick"), card(0, "change_sides"), card(0, "round_kick"))
    state = match((hand, (card(1, "elbow_strike"),)), positions=((1, 0), (0, 1)))  # Adam at his front-right
    state, events = do(state, play(0, "front_kick", "none"), play(0, "change_sides"), play(0, "round_kick"),
                       cmd.EndTurn(seat=0))
    assert [e.mirrored for e in of_type(events, ev.CardPlayed)] == [False, False, True]
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    # Front Kick unchanged: front-right 2, +2 standing still. Round Kick mirrored: its front-left 3 hits front-right.
    assert points(events) == {card(0, "front_kick"): 4, card(0, "round_kick"): 3}


def test_faq_change_sides_mirrors_movement_and_bonuses_too():
    hand = (card(0, "change_sides"), card(0, "back_round_kick"))
    state = match((hand, (card(1, "elbow_strike"),)), positions=((0, 0), (2, 1)))
    state, _ = do(state, play(0, "change_sides"), play(0, "back_round_kick", "left"), cmd.EndTurn(seat=0))
    assert state.positions[0] == (1, 0)
    _, events = do(state, play(1, "elbow_strike", "forward"))  # Adam steps onto his line, at his left
    # The Back Round Kick's right 2 and its +1 for stepping right, mirrored: left 2, +1 for stepping left.
    assert points(events) == {card(0, "back_round_kick"): 3, card(1, "elbow_strike"): 2}


def test_faq_hard_block_only_shows_the_centre_dot_so_it_cannot_be_played_while_moving():
    state = match(((), (card(1, "hard_block"),)), seat=1)
    assert moves_of(state, 1, "hard_block") == {"none"}
    assert "does not allow the movement 'forward'" in rejected(state, play(1, "hard_block", "forward")).message


def test_faq_hard_block_deals_1_damage_back_when_it_meets_an_attack():
    state = match(((), (card(1, "hard_block"),)), seat=1, positions=((1, 1), (1, 2)),
                  tables=((waiting(0, "front_kick", "forward"),), ()))
    state, events = do(state, play(1, "hard_block", "none", target=card(0, "front_kick")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 0} and state.scores == (0, 1)


def test_faq_hard_block_hits_back_only_when_the_attack_would_deal_damage():
    state = match(((), (card(1, "hard_block"),)), seat=1, positions=((1, 0), (1, 2)),
                  tables=((waiting(0, "front_kick", "none"),), ()))
    state, events = do(state, play(1, "hard_block", "none", target=card(0, "front_kick")), cmd.EndTurn(seat=1))
    assert state.scores == (0, 0) and of_type(events, ev.DefenceResolved)[0].hit_back == 0


def test_faq_hard_block_cannot_block_a_blitz_which_cannot_be_defended_without_moving():
    hands = ((), (card(1, "hard_block"), card(1, "block")))
    state = match(hands, seat=1, positions=((1, 1), (1, 2)), tables=((waiting(0, "blitz", "forward"),), ()))
    assert "only be defended by a card played while moving" in rejected(
        state, play(1, "hard_block", "none", target=card(0, "blitz"))).message
    legal = [c for c in RULES.legal_commands(state, 1) if isinstance(c, cmd.PlayCard)]
    assert {c.target for c in legal if c.card == card(1, "hard_block")} == {None}
    assert play(1, "block", "left", target=card(0, "blitz")) in RULES.legal_commands(state, 1)
    assert play(1, "block", "none") in RULES.legal_commands(state, 1)  # standing still, it blocks nothing


def test_faq_hard_block_comboing_cards_that_go_on_a_block_still_cannot_move_and_they_resolve_later():
    hands = ((), (card(1, "hard_block"), card(1, "round_kick")))
    state = match(hands, seat=1, positions=((1, 1), (1, 2)))
    state, _ = do(state, play(1, "hard_block", "none"))
    assert "already made" in rejected(state, play(1, "round_kick", "forward")).message
    state, events = do(state, play(1, "round_kick"), cmd.EndTurn(seat=1))
    assert state.scores == (0, 0) and [p.card for p in state.tables[1]] == [card(1, "round_kick")]


def test_faq_hand_fake_scores_nothing_itself_and_the_next_attack_gets_plus_3_for_a_kick_plus_2_otherwise():
    hand = (card(0, "hand_fake"), card(0, "front_kick"), card(0, "jab"))
    state = match((hand, (card(1, "elbow_strike"),)), positions=((1, 0), (1, 1)))
    state, events = do(state, play(0, "hand_fake"), play(0, "front_kick", "none"), play(0, "jab"),
                       cmd.EndTurn(seat=0))
    assert [e.bonus for e in of_type(events, ev.CardPlayed)] == [0, 3, 0]  # only the next attack
    assert of_type(events, ev.CardsCleared)[0].cards == (card(0, "hand_fake"),)
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 10, card(0, "jab"): 1}  # 5 + 2 standing still + 3
    state = match(((card(0, "hand_fake"), card(0, "jab")), ()))
    _, events = do(state, play(0, "hand_fake"), play(0, "jab", "forward"))
    assert of_type(events, ev.CardPlayed)[1].bonus == 2


def test_faq_hand_fake_bonus_skips_defence_cards_to_reach_the_next_attack():
    hand = (card(0, "hand_fake"), card(0, "block"), card(0, "round_kick"))
    state = match((hand, ()))
    _, events = do(state, play(0, "hand_fake"), play(0, "block", "none"), play(0, "round_kick"))
    assert [e.bonus for e in of_type(events, ev.CardPlayed)] == [0, 0, 3]


def test_faq_stepping_back_avoids_all_the_damage_of_a_massive_combo():
    tables = ((waiting(0, "front_kick", "none"), waiting(0, "jab", "none", on=card(0, "front_kick"))), ())
    state = match(((), (card(1, "block"),)), seat=1, positions=((1, 0), (1, 1)), tables=tables)
    _, events = do(state, play(1, "block", "back", target=card(0, "front_kick")), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 0, card(0, "jab"): 0}


def test_ruling_an_effect_card_before_the_movement_needs_an_action_card_that_can_follow_it():
    state = match(((card(0, "burst_of_speed"), card(0, "fast_footwork"), card(0, "front_kick")), ()))
    do(state, play(0, "burst_of_speed"))  # the Front Kick could follow
    state = match(((card(0, "burst_of_speed"), card(0, "fast_footwork")), ()))
    assert "no Action card in your hand could follow" in rejected(state, play(0, "burst_of_speed")).message


# ----- Cards --------------------------------------------------------------------------------------------


def test_cards_two_decks_of_26_holding_the_same_techniques_with_distinct_ids():
    yellow, red = (RULES.catalog.decks[s].cards for s in (0, 1))
    assert len(yellow) == len(red) == 26
    assert [c.name for c in yellow] == [c.name for c in red]
    assert not {c.id for c in yellow} & {c.id for c in red}
    named = {"Front Kick", "Jab", "Block", "Round Kick", "Hand Fake", "Spinning Backfist", "Side Kick",
             "Back Round Kick", "Reverse Punch", "Blitz", "Fast Footwork", "Hard Block", "Burst of Speed",
             "Change Sides"}
    assert named <= {c.name for c in yellow}


def test_cards_effect_cards_only_have_the_qualifier_effect_and_no_arrows():
    for deck in RULES.catalog.decks:
        for c in deck.cards:
            if c.kind == "effect":
                assert c.qualifiers == ("Effect",) and not (c.moves or c.attack or c.defence)
            else:
                assert "Effect" not in c.qualifiers and c.moves
