"""Master from the keyboard alone: a set formed as the mouse forms it (a card laid on its partner in the hand, or
laid in the area to wait and its partner laid on it), a card laid on the discard pile to end the turn, a steal
answered; only the places a drag lights are reachable, and Esc puts a card back."""

from __future__ import annotations

import pygame

from game.engine.master.state import ACROSS
from game.play.master import targets as tg
from game.scenes.menu import MenuScene
from tests.engine.master.helpers import c
from tests.scenes.helpers import aimed, button_point, click, frame, key, places_by_tab, play_by_keys, tab_to_card
from tests.scenes.master.helpers import opened, people, settle, table

HAND = [c("knowledge", 7), c("knowledge", 7, "b"), c("sport", 3), c("life", 5)]
OTHER = [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)]


def test_two_turns_at_one_screen_from_the_keyboard_a_set_laid_on_its_partner_then_a_discard():
    session = table([HAND, OTHER])
    stack, surface, scene = opened(session, 0, people(2))
    play_by_keys(stack, surface, HAND[1], f"pair {HAND[0]}")
    assert set(session.state.sets[0][0].cards) == {HAND[0], HAND[1]} and session.state.seat == 1
    settle(stack, surface)
    key(stack, surface, pygame.K_RETURN)  # the curtain, for the next person
    assert scene.viewer == 1 and scene.acting
    play_by_keys(stack, surface, c("life", 7), "discard")
    assert session.state.discard[-1] == c("life", 7) and session.state.seat == 0


def test_the_first_card_waits_in_the_area_and_its_partner_is_laid_on_it():
    session = table([HAND, OTHER])
    stack, surface, scene = opened(session, 0)
    play_by_keys(stack, surface, HAND[0], "area 0")
    assert scene.staged == HAND[0] and session.state.sets[0] == ()
    frame(stack, surface)
    play_by_keys(stack, surface, HAND[1], f"staged 0 {HAND[0]}")
    assert session.state.sets[0][0].cards == (HAND[0], HAND[1]) and session.state.sets[0][0].orientation == ACROSS


def test_only_the_lit_places_are_reachable_and_esc_puts_the_card_back_then_leaves():
    session = table([HAND, OTHER], discard=[c("sport", 3, "b")])
    stack, surface, scene = opened(session, 0)
    tab_to_card(stack, surface, c("sport", 3))
    key(stack, surface, pygame.K_RETURN)
    kinds = {t.kind for t in scene.held_targets()}
    assert kinds == {tg.TAKE, tg.DISCARD}  # no partner in the hand, no set to steal
    assert sorted(places_by_tab(stack, surface)) == sorted([f"take {c('sport', 3, 'b')}", "discard"])
    for arrow in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
        key(stack, surface, arrow)
        assert aimed(scene) in {f"take {c('sport', 3, 'b')}", "discard"}
    before = len(session.log)
    key(stack, surface, pygame.K_ESCAPE)
    frame(stack, surface)
    assert scene.drag is None and len(session.log) == before and scene.slots[c("sport", 3)].zone == "hand"
    key(stack, surface, pygame.K_ESCAPE)
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert isinstance(stack.top, MenuScene)


def test_taking_the_top_of_the_discard_pile_into_a_set_by_keys():
    session = table([HAND, OTHER], discard=[c("sport", 3, "b")])
    stack, surface, scene = opened(session, 0)
    play_by_keys(stack, surface, c("sport", 3), f"take {c('sport', 3, 'b')}")
    assert set(session.state.sets[0][0].cards) == {c("sport", 3), c("sport", 3, "b")}


def test_a_steal_is_answered_from_the_keyboard_by_the_attacked_seat():
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    hands = [[c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)],
             [c("sport", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)]]
    session = table(hands, sets=sets)
    stack, surface, scene = opened(session, 0, people(2))
    play_by_keys(stack, surface, c("sport", 2), "steal 1")
    assert session.state.steal is not None
    settle(stack, surface)
    key(stack, surface, pygame.K_RETURN)  # the curtain, for the attacked person
    frame(stack, surface)
    assert scene.viewer == 1 and scene.answering
    play_by_keys(stack, surface, c("sport", 6), "defend 1")
    assert session.state.steal is None and len(session.state.sets[1]) == 2
