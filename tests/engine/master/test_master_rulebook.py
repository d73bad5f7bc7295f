"""Every rule of the Master rulebook, its Stealing example and this edition's rulings, each named after them.

Positions are built with `table` (tests/engine/master/helpers.py): the hands given, every other card under the draw
pile in catalog order (knowledge_1_a first) unless the draw pile is given.
"""

from __future__ import annotations

from game.engine.core import Session
from game.engine.master import commands as cmd
from game.engine.master import events as ev
from game.engine.master.state import ACROSS, UPRIGHT
from tests.engine.master.helpers import CATALOG, RULES, c, of_type, rejected, submit, table, w

# Two seats with one set each (firsts) and a second set on top for seat 1, seat 0 to play.
A_HAND = [c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)]
B_HAND = [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)]


def steal_table(a_hand=A_HAND, b_hand=B_HAND, **kwargs):
    """Seat 0 has its first set; seat 1 has two, a Sport set of two 7s on top."""
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    return table([a_hand, b_hand], sets=sets, **kwargs)


# ----- Contents ----------------------------------------------------------------------------------------


def test_120_cards_27_for_each_skill_and_golden_wild_cards_of_four_kinds():
    assert len(CATALOG.cards) == 120
    for skill in ("knowledge", "arts", "life", "sport"):
        assert sum(card.kind == "skill" and card.skill == skill for card in CATALOG.cards) == 27
    kinds = sorted({card.wild for card in CATALOG.cards if card.kind == "wild"})
    assert kinds == ["memory", "practice", "study", "train"]
    assert all(sum(card.kind == "wild" and card.wild == kind for card in CATALOG.cards) == 3 for kind in kinds)


def test_each_skill_has_its_own_colour_and_symbol_so_no_player_needs_colour():
    colours = [skill.colour for skill in CATALOG.skills]
    symbols = [skill.symbol for skill in CATALOG.skills]
    assert len(set(colours)) == 4 and len(set(symbols)) == 4
    assert {s.id: s.symbol for s in CATALOG.skills} == {"knowledge": "book", "arts": "brush", "life": "leaf",
                                                         "sport": "ball"}
    assert CATALOG.wild_colour not in colours


def test_each_wild_serves_one_skill():
    serves = {card.wild: card.skill for card in CATALOG.cards if card.kind == "wild"}
    assert serves == {"study": "knowledge", "practice": "arts", "memory": "life", "train": "sport"}


def test_card_values_skill_cards_their_number_wilds_five():
    assert CATALOG.value_of[c("life", 7)] == 7 and CATALOG.value_of[w("memory")] == 5


# ----- Game setup --------------------------------------------------------------------------------------


def test_the_dealer_deals_4_cards_to_each_player_and_the_rest_is_the_draw_pile():
    for seats in range(2, 7):
        state = Session.new(RULES, 3, {"seats": seats}).state
        assert [len(hand) for hand in state.hands] == [4] * seats
        assert len(state.draw) == 120 - 4 * seats - 1
        assert RULES.check(state) == []


def test_the_top_card_of_the_draw_pile_starts_the_discard_pile():
    session = Session.new(RULES, 5, {"seats": 3})
    shuffled = of_type(session.log, ev.DeckShuffled)[0].order
    assert session.state.discard == (shuffled[12],)
    assert session.state.draw == shuffled[13:]


def test_the_player_to_the_right_of_the_dealer_is_the_first_to_play():
    for seats in range(2, 7):
        session = Session.new(RULES, 1, {"seats": seats})
        assert session.state.dealer == seats - 1
        assert RULES.to_act(session.state) == 0
        dealt = [e.seat for e in of_type(session.log, ev.CardsDealt)]
        assert dealt == list(range(seats))  # dealt from the dealer's right, in the order of play


def test_in_subsequent_rounds_the_player_who_won_the_previous_game_goes_first():
    # Round 1 is over; seat 1 has the only cards: it forms its set and wins the round.
    session = table([[], [c("life", 9), c("life", 9, "b")], []], draw=[], turn=1)
    submit(session, cmd.FormSet(seat=1, cards=(c("life", 9), c("life", 9, "b"))))
    state = session.state
    assert state.round == 2 and state.round_winners == ((1,),)
    assert state.dealer == 0  # the deal passed one seat to the right
    assert RULES.to_act(state) == 1  # the winner, not the dealer's right (seat 1 either way) ...
    session = table([[c("life", 9), c("life", 9, "b")], [], []], draw=[], turn=0)
    submit(session, cmd.FormSet(seat=0, cards=(c("life", 9), c("life", 9, "b"))))
    assert session.state.dealer == 0 and RULES.to_act(session.state) == 0  # ... seat 0 won: seat 0 starts


def test_a_shared_round_win_starts_the_sharing_winner_first_after_the_dealer():
    session = table([[c("life", 9)], [], [c("sport", 9)]], draw=[], turn=0,
                    sets=[[], [], []], discard=[c("life", 9, "b"), c("sport", 9, "b")])
    submit(session, cmd.DiscardCard(seat=0, card=c("life", 9)), cmd.DiscardCard(seat=2, card=c("sport", 9)))
    state = session.state
    assert state.round_winners == ((0, 1, 2),)  # nobody has a set: all share
    assert state.dealer == 0 and RULES.to_act(state) == 1


def test_a_shared_round_win_passes_over_a_seat_that_did_not_share_it():
    # Seats 0 and 2 share the round (a set of two Arts 5s against two Knowledge 5s), seat 1 has nothing. The deal
    # passes to seat 0, whose right is seat 1: but seat 1 did not share the win, so seat 2 starts.
    session = table([[c("life", 9)], [], [c("sport", 9)]], draw=[], turn=0, discard=[],
                    sets=[[[c("arts", 5, "a"), c("arts", 5, "b")]], [],
                          [[c("knowledge", 5, "a"), c("knowledge", 5, "b")]]])
    submit(session, cmd.DiscardCard(seat=0, card=c("life", 9)), cmd.DiscardCard(seat=2, card=c("sport", 9)))
    state = session.state
    assert state.round_winners == ((0, 2),)
    assert state.dealer == 0 and RULES.to_act(state) == 2


def test_a_match_is_3_rounds_unless_the_set_up_says_otherwise():
    assert Session.new(RULES, 1, {"seats": 2}).state.rounds == 3
    assert Session.new(RULES, 1, {"seats": 2, "rounds": 5}).state.rounds == 5
    for bad in (0, 10, "3", True):
        try:
            Session.new(RULES, 1, {"seats": 2, "rounds": bad})
        except ValueError as error:
            assert "1 to 9 rounds" in str(error)
        else:
            raise AssertionError(f"rounds={bad!r} was accepted")


# ----- a) Forming a set --------------------------------------------------------------------------------


def test_forming_a_set_using_two_identical_cards_from_your_hand():
    session = table([[c("arts", 5), c("arts", 5, "b"), c("life", 1), c("sport", 2)], B_HAND])
    events = submit(session, cmd.FormSet(seat=0, cards=(c("arts", 5), c("arts", 5, "b"))))
    placed = session.state.sets[0][0]
    assert placed.cards == (c("arts", 5), c("arts", 5, "b")) and placed.skill == "arts"
    assert of_type(events, ev.SetFormed)[0].taken is None


def test_two_cards_of_one_skill_with_different_numbers_are_not_identical():
    session = table([[c("arts", 5), c("arts", 6, "b"), c("life", 1), c("sport", 2)], B_HAND])
    problem = rejected(session, cmd.FormSet(seat=0, cards=(c("arts", 5), c("arts", 6, "b"))))
    assert problem.message.startswith("Those cards do not make a set")


def test_forming_a_set_using_a_card_from_your_hand_and_an_identical_card_from_the_discard_pile():
    session = table([[c("life", 8), c("arts", 1), c("sport", 2), c("knowledge", 3)], B_HAND],
                    discard=[c("sport", 4), c("life", 8, "c")], draw=None)
    submit(session, cmd.FormSet(seat=0, cards=(c("life", 8), c("life", 8, "c"))))
    assert session.state.sets[0][0].cards == (c("life", 8, "c"), c("life", 8))
    assert session.state.discard[-1] == c("sport", 4)


def test_the_discard_pile_card_must_be_identical_not_only_of_the_same_skill():
    session = table([[c("life", 8), c("arts", 1), c("sport", 2), c("knowledge", 3)], B_HAND],
                    discard=[c("life", 2)])
    problem = rejected(session, cmd.FormSet(seat=0, cards=(c("life", 8), c("life", 2))))
    assert "identical card or a matching wild" in problem.message


def test_only_the_top_card_of_the_discard_pile_can_be_used():
    session = table([[c("life", 8), c("arts", 1), c("sport", 2), c("knowledge", 3)], B_HAND],
                    discard=[c("life", 8, "b"), c("sport", 5)])
    problem = rejected(session, cmd.FormSet(seat=0, cards=(c("life", 8), c("life", 8, "b"))))
    assert problem.message == "Only the top card of the discard pile can be used in a set."


def test_using_a_wild_card_place_the_wild_card_under_the_skill_card():
    session = table([[c("sport", 9), w("train"), c("life", 1), c("arts", 2)], B_HAND])
    submit(session, cmd.FormSet(seat=0, cards=(c("sport", 9), w("train"))))
    assert session.state.sets[0][0].cards == (w("train"), c("sport", 9))


def test_a_wild_card_forms_a_set_only_with_a_card_of_its_category():
    session = table([[c("sport", 9), w("memory"), c("life", 1), c("arts", 2)], B_HAND])
    assert rejected(session, cmd.FormSet(seat=0, cards=(c("sport", 9), w("memory")))).code == "no_set"
    submit(session, cmd.FormSet(seat=0, cards=(c("life", 1), w("memory"))))
    assert session.state.sets[0][0].cards == (w("memory"), c("life", 1))


def test_a_wild_on_the_discard_pile_makes_a_set_with_a_card_of_its_skill_from_the_hand():
    session = table([[c("sport", 9), c("life", 1), c("arts", 2), c("knowledge", 3)], B_HAND], discard=[w("train")])
    submit(session, cmd.FormSet(seat=0, cards=(c("sport", 9), w("train"))))
    assert session.state.sets[0][0].cards == (w("train"), c("sport", 9))


def test_two_wild_cards_never_make_a_set():
    session = table([[w("train"), w("train", "b"), c("life", 1), c("arts", 2)], B_HAND])
    problem = rejected(session, cmd.FormSet(seat=0, cards=(w("train"), w("train", "b"))))
    assert problem.message == "Two wild cards do not make a set: a set needs a skill card."


def test_each_new_set_alternates_between_horizontal_and_vertical_positions():
    hand = [c("arts", 5), c("arts", 5, "b"), c("life", 6), c("life", 6, "b")]
    session = table([hand, B_HAND], draw=[c("sport", 3), c("sport", 3, "b"), c("sport", 1), c("sport", 1, "b")]
                    + [c("knowledge", v, k) for v in (2, 3, 4) for k in "bc"])
    submit(session, cmd.FormSet(seat=0, cards=(c("arts", 5), c("arts", 5, "b"))),
           cmd.DiscardCard(seat=1, card=c("arts", 6)),
           cmd.FormSet(seat=0, cards=(c("life", 6), c("life", 6, "b"))),
           cmd.DiscardCard(seat=1, card=c("life", 7)),
           cmd.FormSet(seat=0, cards=(c("sport", 3), c("sport", 3, "b"))))
    assert [s.orientation for s in session.state.sets[0]] == [ACROSS, UPRIGHT, ACROSS]
    assert session.state.top_set(0).skill == "sport"  # the top set is the last one laid


# ----- b) Discarding a card ----------------------------------------------------------------------------


def test_discarding_a_card_places_it_face_up_on_the_discard_pile_for_the_next_players():
    session = table([A_HAND, [c("sport", 2, "b"), c("life", 5), c("arts", 8), c("knowledge", 6)]])
    submit(session, cmd.DiscardCard(seat=0, card=c("sport", 2)))
    assert session.state.discard[-1] == c("sport", 2)
    assert cmd.FormSet(seat=1, cards=(c("sport", 2, "b"), c("sport", 2))) in session.legal(1)
    assert RULES.view(session.state, 1).discard == session.state.discard  # face up: everyone sees it


def test_passing_your_turn_is_not_an_option_you_must_discard():
    session = table([A_HAND, B_HAND])
    legal = session.legal(0)
    assert {type(command) for command in legal} == {cmd.DiscardCard}  # nothing else to do: discard
    assert len(legal) == 4
    assert not any(name.lower().startswith("pass") for name in RULES.command_types)


# ----- c) Attempting a skill steal ---------------------------------------------------------------------


def test_stealing_example_a_sport_card_on_player_as_sport_set_player_a_must_respond_or_lose_the_set():
    session = steal_table()
    submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert RULES.to_act(session.state) == 1  # the attacked player answers, out of turn
    assert session.legal(0) == []
    assert session.legal(1) == [cmd.YieldSet(seat=1)]  # no Sport card, no Train wild: he cannot defend
    submit(session, cmd.YieldSet(seat=1))
    state = session.state
    assert len(state.sets[1]) == 1 and state.top_set(0).cards == (c("sport", 7, "b"), c("sport", 7, "c"),
                                                                   c("sport", 2))


def test_the_attacked_player_may_defend_with_an_identical_skill_card():
    b_hand = [c("sport", 5), c("life", 7), c("knowledge", 8), c("knowledge", 9)]
    session = steal_table(b_hand=b_hand)
    submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert session.legal(1) == [cmd.DefendSteal(seat=1, card=c("sport", 5)), cmd.YieldSet(seat=1)]
    submit(session, cmd.DefendSteal(seat=1, card=c("sport", 5)))
    state = session.state
    assert len(state.sets[1]) == 2 and state.discard[-2:] == (c("sport", 2), c("sport", 5))
    assert RULES.to_act(state) == 1  # the steal answered, the next turn is seat 1's


def test_the_attacked_player_may_defend_with_a_wild_card_of_the_same_category():
    b_hand = [w("train"), w("memory"), c("knowledge", 8), c("knowledge", 9)]
    session = steal_table(b_hand=b_hand)
    submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert cmd.DefendSteal(seat=1, card=w("train")) in session.legal(1)
    problem = rejected(session, cmd.DefendSteal(seat=1, card=w("memory")))
    assert problem.message == "Defend a Sport set with a Sport card or a Train wild card."


def test_if_the_attacked_player_chooses_not_to_defend_the_attacker_keeps_the_set():
    b_hand = [c("sport", 5), c("life", 7), c("knowledge", 8), c("knowledge", 9)]
    session = steal_table(b_hand=b_hand)
    events = submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)), cmd.YieldSet(seat=1))
    stolen = of_type(events, ev.SetStolen)[0]
    assert (stolen.seat, stolen.target, stolen.orientation) == (0, 1, UPRIGHT)
    assert session.state.top_set(0).skill == "sport"


def test_the_attacker_draws_back_to_4_cards_after_a_steal_that_was_not_defended():
    session = steal_table()
    top = session.state.draw[:1]
    events = submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)), cmd.YieldSet(seat=1))
    assert [(e.seat, e.cards) for e in of_type(events, ev.CardsDrawn)] == [(0, top)]
    assert [len(hand) for hand in session.state.hands] == [4, 4]


def test_a_stolen_set_takes_the_orientation_a_new_set_of_the_thief_would_take():
    # Seat 0 has two sets (across, upright): its next lies across. Seat 1's Sport set lay upright, its second.
    sets = [[[c("life", 1, "b"), c("life", 1, "c")], [c("arts", 3, "b"), c("arts", 3, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    session = table([A_HAND, B_HAND], sets=sets)
    assert session.state.top_set(1).orientation == UPRIGHT
    events = submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)), cmd.YieldSet(seat=1))
    assert of_type(events, ev.SetStolen)[0].orientation == ACROSS
    assert [one.orientation for one in session.state.sets[0]] == [ACROSS, UPRIGHT, ACROSS]


def test_an_attacker_places_a_card_of_the_same_skill_or_a_wild_card():
    hand = [w("train"), c("life", 3), c("arts", 4), c("knowledge", 5)]
    session = steal_table(a_hand=hand)
    legal_steals = [command for command in session.legal(0) if isinstance(command, cmd.AttemptSteal)]
    assert legal_steals == [cmd.AttemptSteal(seat=0, target=1, card=w("train"))]
    problem = rejected(session, cmd.AttemptSteal(seat=0, target=1, card=c("life", 3)))
    assert problem.message == "Steal a Sport set with a Sport card or a Train wild card."


def test_you_cannot_attempt_a_steal_with_the_first_cards_each_player_places():
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]], [[c("sport", 7, "b"), c("sport", 7, "c")]]]
    session = table([A_HAND, B_HAND], sets=sets)
    assert not any(isinstance(command, cmd.AttemptSteal) for command in session.legal(0))
    problem = rejected(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert problem.message == "You may not steal a player's first set."


def test_you_cannot_attack_another_player_if_you_have_not_yet_placed_your_first_cards():
    sets = [[], [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    session = table([A_HAND, B_HAND], sets=sets)
    assert not any(isinstance(command, cmd.AttemptSteal) for command in session.legal(0))
    problem = rejected(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert problem.message == "You may not attempt a steal before you have laid your first set."


def test_only_another_players_top_set_can_be_stolen():
    session = steal_table()
    assert rejected(session, cmd.AttemptSteal(seat=0, target=0, card=c("life", 3))).message == (
        "You cannot steal your own set.")
    # seat 1's Arts set lies under its Sport set: an Arts card cannot steal anything from seat 1
    assert rejected(session, cmd.AttemptSteal(seat=0, target=1, card=c("arts", 4))).code == "no_steal"


def test_the_attacked_players_answer_waits_and_nothing_else_may_happen():
    session = steal_table()
    submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert rejected(session, cmd.DiscardCard(seat=0, card=c("life", 3))).message == (
        "Seat 1 must first answer the steal of their set.")
    assert rejected(session, cmd.DiscardCard(seat=1, card=c("life", 7))).message == (
        "Answer the steal first: defend your set or let it go.")


# ----- Ending your turn --------------------------------------------------------------------------------


def test_at_the_end_of_each_turn_you_must_have_4_cards_in_your_hand():
    session = table([[c("arts", 5), c("arts", 5, "b"), c("life", 1), c("sport", 2)], B_HAND])
    top = session.state.draw[:2]
    events = submit(session, cmd.FormSet(seat=0, cards=(c("arts", 5), c("arts", 5, "b"))))
    assert session.state.hands[0] == (c("life", 1), c("sport", 2)) + top
    assert of_type(events, ev.HandFilled)[0].count == 2
    assert of_type(events, ev.CardsDrawn)[0].visibility() == 0


def test_if_you_attacked_another_player_and_they_defended_both_of_you_draw_to_4_cards():
    b_hand = [c("sport", 5), c("life", 7), c("knowledge", 8), c("knowledge", 9)]
    session = steal_table(b_hand=b_hand)
    top = session.state.draw[:2]
    events = submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)),
                    cmd.DefendSteal(seat=1, card=c("sport", 5)))
    assert [(e.seat, e.cards) for e in of_type(events, ev.CardsDrawn)] == [(0, top[:1]), (1, top[1:])]
    assert [len(hand) for hand in session.state.hands] == [4, 4]


# ----- End of the game ---------------------------------------------------------------------------------


def test_when_the_draw_pile_is_exhausted_players_continue_until_they_have_no_cards_left():
    session = table([[c("arts", 5), c("life", 1)], [c("sport", 2)]], draw=[])
    submit(session, cmd.DiscardCard(seat=0, card=c("arts", 5)))
    assert session.state.hands[0] == (c("life", 1),)  # nothing to draw
    assert RULES.to_act(session.state) == 1
    submit(session, cmd.DiscardCard(seat=1, card=c("sport", 2)))
    assert RULES.to_act(session.state) == 0 and session.state.round == 1
    events = submit(session, cmd.DiscardCard(seat=0, card=c("life", 1)))
    assert of_type(events, ev.RoundEnded)[0].round == 1 and session.state.round == 2


def test_a_player_with_an_empty_hand_is_passed_over():
    session = table([[c("arts", 5), c("life", 1)], [], [c("sport", 2)]], draw=[])
    events = submit(session, cmd.DiscardCard(seat=0, card=c("arts", 5)))
    assert [e.seat for e in of_type(events, ev.TurnPassed)] == [1]
    assert RULES.to_act(session.state) == 2


def test_an_attacked_player_with_an_empty_hand_cannot_answer_and_the_set_moves_at_once():
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    session = table([[c("sport", 2), c("life", 3)], []], sets=sets, draw=[])
    events = submit(session, cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2)))
    assert of_type(events, ev.SetStolen) and session.state.top_set(0).skill == "sport"


def test_the_draw_pile_running_out_mid_refill_leaves_the_hand_short():
    session = table([[c("arts", 5), c("arts", 5, "b"), c("life", 1), c("sport", 2)], B_HAND],
                    draw=[c("sport", 9)])
    submit(session, cmd.FormSet(seat=0, cards=(c("arts", 5), c("arts", 5, "b"))))
    assert session.state.hands[0] == (c("life", 1), c("sport", 2), c("sport", 9)) and session.state.draw == ()


def test_a_set_taking_the_last_discard_turns_up_the_top_of_the_draw_pile_to_start_it_again():
    session = table([[c("life", 8), c("arts", 1), c("sport", 2), c("knowledge", 3)], B_HAND],
                    discard=[c("life", 8, "c")])
    draw = session.state.draw
    events = submit(session, cmd.FormSet(seat=0, cards=(c("life", 8), c("life", 8, "c"))))
    assert of_type(events, ev.DiscardStarted)[0].card == draw[0]
    assert session.state.discard == (draw[0],)
    assert session.state.hands[0][-1:] == draw[1:2]  # the refill comes after the discard pile restarts


def test_with_the_draw_pile_empty_too_the_discard_pile_stays_empty_until_someone_discards():
    session = table([[c("life", 8), c("arts", 1)], [c("sport", 2)]], discard=[c("life", 8, "c")], draw=[],
                    rest_to=1)
    submit(session, cmd.FormSet(seat=0, cards=(c("life", 8), c("life", 8, "c"))))
    assert session.state.discard == ()
    assert session.legal(1)[-1] == cmd.DiscardCard(seat=1, card=c("sport", 2))
    submit(session, cmd.DiscardCard(seat=1, card=c("sport", 2)))
    assert session.state.discard == (c("sport", 2),)


# ----- Final score -------------------------------------------------------------------------------------


def test_each_player_adds_up_the_value_of_each_card_in_their_deck():
    sets = [[[c("life", 1, "b"), c("life", 1, "c")], [w("train"), c("sport", 9)]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c"), w("train", "b")]]]
    session = table([[c("sport", 2), c("life", 3)], [c("arts", 5)]], sets=sets, draw=[])
    assert RULES.experience(session.state) == (1 + 1 + 5 + 9, 2 + 2 + 7 + 7 + 5)


def test_the_player_with_the_highest_experience_score_is_declared_the_winner():
    sets = [[[c("life", 9, "b"), c("life", 9, "c")]], [[c("arts", 2, "b"), c("arts", 2, "c")]]]
    session = table([[c("sport", 2)], [c("arts", 5)]], sets=sets, draw=[], rounds=1)
    submit(session, cmd.DiscardCard(seat=0, card=c("sport", 2)), cmd.DiscardCard(seat=1, card=c("arts", 5)))
    outcome = RULES.outcome(session.state)
    assert RULES.is_over(session.state) and RULES.to_act(session.state) is None
    assert outcome is not None and outcome.places == (1, 2) and outcome.scores == (18, 4)


def test_tied_players_share_the_win():
    sets = [[[c("life", 9, "b"), c("life", 9, "c")]], [[c("arts", 9, "b"), c("arts", 9, "c")]]]
    session = table([[c("sport", 2)], [c("arts", 5)]], sets=sets, draw=[], rounds=1)
    submit(session, cmd.DiscardCard(seat=0, card=c("sport", 2)), cmd.DiscardCard(seat=1, card=c("arts", 5)))
    outcome = RULES.outcome(session.state)
    assert outcome is not None and outcome.places == (1, 1) and outcome.drawn


def test_the_match_goes_to_the_most_experience_over_all_rounds_then_to_more_rounds_won():
    sets = [[[c("life", 4, "b"), c("life", 4, "c")]], [[c("arts", 2, "b"), c("arts", 2, "c")]], []]
    # Earlier rounds: seat 0 won one with 10 and lost one; seats 0 and 1 end level on 22, seat 0 won 2 rounds.
    session = table([[c("sport", 2)], [c("arts", 5)], []], sets=sets, draw=[], rounds=3,
                    past=[[10, 4, 0], [4, 14, 0]])
    submit(session, cmd.DiscardCard(seat=0, card=c("sport", 2)), cmd.DiscardCard(seat=1, card=c("arts", 5)))
    outcome = RULES.outcome(session.state)
    assert outcome is not None and outcome.scores == (22, 22, 0)
    assert session.state.round_winners == ((0,), (1,), (0,))
    assert outcome.places == (1, 2, 3)
