"""The privacy curtain for any number of people at one screen: it comes down whenever the game waits for a person
other than the one at the screen, on their turn or when they must answer out of turn, and never for a computer."""

from __future__ import annotations

from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.hotseat import HotSeat
from tests.scenes.helpers import context, frame


def test_the_screen_changes_hands_when_the_next_turn_is_another_persons():
    table = HotSeat(frozenset({0, 1, 2, 3}))
    assert table.handover(to_act=2, viewer=1) == 2
    assert table.handover(to_act=1, viewer=1) is None


def test_a_seat_answering_out_of_turn_takes_the_screen_and_gives_it_back():
    table = HotSeat(frozenset({0, 1, 2, 3}))
    attacker, defender = 0, 3
    assert table.handover(to_act=defender, viewer=attacker) == defender  # the defender answers the attack
    assert table.handover(to_act=attacker, viewer=defender) == attacker  # and the turn goes on


def test_a_computer_seat_never_takes_the_screen_and_one_person_needs_no_curtain():
    table = HotSeat(frozenset({0, 2}))
    assert table.handover(to_act=1, viewer=0) is None
    assert HotSeat(frozenset({0})).handover(to_act=0, viewer=1) is None


def test_with_the_curtain_off_the_screen_passes_straight_to_the_person_to_act_and_hides_no_hand():
    table = HotSeat(frozenset({0, 1}), curtain=False)
    assert table.handover(to_act=1, viewer=0) == 1 and not table.shared


def test_a_table_just_opened_hands_the_screen_to_the_first_person_to_act():
    table = HotSeat(frozenset({0, 1, 2}))
    assert table.handover(to_act=0, viewer=0, first=True) == 0
    assert table.others(0) == [1, 2]


def test_with_several_people_the_curtain_asks_everyone_else_to_look_away():
    ctx, surface = context()
    curtain = CurtainScene(ctx, "Red", ["Yellow", "Blue", "Green"], (200, 40, 40), [], prompt="answer the attack")
    stack = Stack(curtain)
    frame(stack, surface)
    assert curtain.others == ["Yellow", "Blue", "Green"] and curtain.prompt == "answer the attack"
