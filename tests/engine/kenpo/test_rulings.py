"""Rulings of this edition and FAQ answers of the Kenpo Masters rulebook that the rulebook tests leave out, named
after them. Seat 0 is yellow (top middle, facing down the table); seat 1 is red (bottom middle, facing up)."""

from __future__ import annotations

from dataclasses import replace

from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from tests.engine.kenpo.helpers import RULES, card, do, match, of_type, play, points, rejected


def test_break_no_turn_starts_with_both_players_on_the_same_horizontal_line():
    """Breaks: "If at any point, both players end up on the same horizontal line (side by side, or with a space
    between), a 'Break' is called", so a turn that begins with them there is impossible."""
    one_row = replace(match(((card(0, "jab"),), ())), positions=((0, 1), (2, 1)))
    assert "both fighters stand on one row with no Break called" in RULES.check(one_row)


def test_ruling_side_kicks_break_cannot_follow_a_break_which_wipes_the_step_forward():
    """Ruling 13: Side Kick's Break needs the opponent to have stepped forward on their last turn; "A Break wipes
    that memory, so it cannot follow a Break"."""
    state = match(((card(0, "side_kick"), card(0, "jab")), (card(1, "elbow_strike"),)), seat=1,
                  positions=((0, 0), (2, 1)))
    state, events = do(state, play(1, "elbow_strike", "forward"))  # Red steps forward onto Yellow's row
    assert of_type(events, ev.BreakCalled) and state.last_steps == ((), ()) and state.seat == 0
    state, events = do(state, play(0, "side_kick", "none"))  # the first card of Yellow's turn
    assert not of_type(events, ev.BreakCalled) and state.seat == 0


def test_ruling_hand_fake_without_a_later_attack_its_points_are_lost():
    """Ruling 9: Hand Fake gives its points to the next card with attack arrows played after it in the same combo;
    "Without a later attack, the points are lost"."""
    hand = (card(0, "front_kick"), card(0, "burst_of_speed"), card(0, "hand_fake"))
    state = match((hand, (card(1, "elbow_strike"),)), positions=((1, 0), (1, 1)))
    state, events = do(state, play(0, "front_kick", "none"), play(0, "burst_of_speed"), play(0, "hand_fake"),
                       cmd.EndTurn(seat=0))
    assert [e.bonus for e in of_type(events, ev.CardPlayed)] == [0, 0, 0]
    assert card(0, "hand_fake") in of_type(events, ev.CardsCleared)[0].cards
    _, events = do(state, play(1, "elbow_strike", "none"), cmd.EndTurn(seat=1))
    assert points(events) == {card(0, "front_kick"): 7}  # front 5, +2 standing still, nothing from the fake


def test_faq_i_have_to_waste_an_action_card_to_back_up_it_resolves_before_any_of_their_moves():
    """FAQ: "You can't move without using an Action card. However, since your attacks don't resolve until your
    opponent's turn, backing up with one means that if they want to step forward and press their attack, they have
    to walk into it ... it would resolve on their turn, before any of their moves got to resolve"."""
    state = match(((card(0, "front_kick"),), (card(1, "reverse_punch"),)), positions=((1, 1), (1, 2)))
    assert rejected(state, cmd.EndTurn(seat=0)).code == "no_movement"  # no moving without an Action card
    state, _ = do(state, play(0, "front_kick", "back"), cmd.EndTurn(seat=0))  # Yellow backs up to (1, 0)
    assert state.positions[0] == (1, 0)
    state, events = do(state, play(1, "reverse_punch", "forward"), cmd.EndTurn(seat=1))  # Red presses to (1, 1)
    assert points(events) == {card(0, "front_kick"): 4}  # front 5, -1 stepping back
    assert state.scores == (4, 0) and [p.card for p in state.tables[1]] == [card(1, "reverse_punch")]
