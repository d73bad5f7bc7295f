"""Kenpo from the keyboard alone: a card of the hand focused with Tab and read enlarged, picked up with Enter,
pointed with Tab or the arrows at the squares its drag would light (and only those), laid with Enter; Esc puts it
back and a second Esc leaves the table."""

from __future__ import annotations

import pygame

from game.engine.kenpo import commands as cmd
from game.engine.kenpo.geometry import START, destination
from game.engine.kenpo.state import Played
from game.layout.kenpo.ring import held_token
from game.scenes.menu import MenuScene
from game.scenes.picker import PickerScene
from game.ui import palette
from game.ui.overlaid import zoom_box
from tests.scenes.helpers import (
    aimed,
    button_point,
    click,
    drag,
    focused_card,
    frame,
    key,
    places_by_tab,
    play_by_keys,
    tab_to_card,
)
from tests.scenes.kenpo.helpers import arena, card, card_point, dealt, square_point

YELLOW = ("front_kick", "jab", "side_kick", "burst_of_speed", "block", "hard_block", "elbow_strike", "blitz")
RED = ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch", "hard_block")


def square(xy: tuple[int, int]) -> str:
    return f"square {xy}"


def test_a_whole_turn_from_the_keyboard_pick_a_card_choose_a_square_lay_it_end_the_turn():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    play_by_keys(stack, surface, card(0, "front_kick"), square((1, 1)))
    state = scene.campaign.session.state
    assert state.tables[0] == (Played(card(0, "front_kick"), "forward"),)
    assert state.positions[0] == (1, 1)
    play_by_keys(stack, surface, card(0, "jab"), square((1, 1)))
    assert [p.card for p in scene.campaign.session.state.tables[0]] == [card(0, "front_kick"), card(0, "jab")]
    key(stack, surface, pygame.K_e)
    assert scene.campaign.session.state.seat == 1


def test_enter_takes_what_has_the_focus_and_ends_the_turn_only_with_end_turn_in_focus():
    """As at every table, Enter at the ring takes what has the keyboard's focus; E ends the turn whatever has it."""
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))  # by the mouse
    assert focused_card(scene) is None and scene.focus.find(scene.focusable()) is None
    key(stack, surface, pygame.K_RETURN)  # nothing has the focus: the turn goes on
    assert scene.campaign.session.state.seat == 0
    for _ in range(len(scene.focusable()) + 1):
        key(stack, surface, pygame.K_TAB)
        button = scene.focus.find(scene.focusable())
        if button is not None and button.label == "End turn":
            break
    key(stack, surface, pygame.K_RETURN)
    assert scene.campaign.session.state.seat == 1


def test_picking_up_by_keyboard_lights_what_a_drag_lights_and_points_at_a_lit_square():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    tab_to_card(stack, surface, card(0, "front_kick"))
    key(stack, surface, pygame.K_RETURN)
    assert scene.drag is not None and scene.drag.sprite.key == card(0, "front_kick")
    lit = set(scene.drops.forecasts(scene.drag.sprite.key))
    assert lit and aimed(scene) in {square(s) for s in lit}
    # the pointer stands on the square pointed at, so the forecast and the held token show there, as for the mouse
    assert held_token(scene.zones["ring"], scene.pointer) is not None


def test_only_legal_squares_are_reachable_by_tab_and_by_the_arrows():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    side_kick = card(0, "side_kick")
    legal = {destination(0, START[0], c.move) for c in scene.campaign.legal()
             if isinstance(c, cmd.PlayCard) and c.card == side_kick}
    tab_to_card(stack, surface, side_kick)
    key(stack, surface, pygame.K_RETURN)
    reached = set(places_by_tab(stack, surface))
    for arrow in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_UP):
        key(stack, surface, arrow)
        reached.add(aimed(scene))
    assert reached == {square(s) for s in legal}
    assert square((1, 1)) not in reached  # Side Kick does not allow the movement forward


def test_esc_puts_the_card_back_without_a_command_and_a_second_esc_leaves():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    kick = card(0, "front_kick")
    home = scene.by_key[kick].pos
    before = len(scene.campaign.session.log)
    tab_to_card(stack, surface, kick)
    key(stack, surface, pygame.K_RETURN)
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_ESCAPE)
    assert scene.drag is None and len(scene.campaign.session.log) == before
    assert stack.top is scene and focused_card(scene) == kick
    frame(stack, surface)
    assert scene.by_key[kick].pos == home
    key(stack, surface, pygame.K_ESCAPE)
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert isinstance(stack.top, MenuScene)


def test_an_effect_card_goes_on_the_cards_in_play_and_a_defence_chooses_its_attack_by_keys():
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    play_by_keys(stack, surface, card(0, "burst_of_speed"), "your cards in play")
    assert scene.campaign.session.state.tables[0] == (Played(card(0, "burst_of_speed"), None),)

    session = dealt(YELLOW, RED)
    session.submit(cmd.PlayCard(seat=0, card=card(0, "front_kick"), move="forward"))
    session.submit(cmd.PlayCard(seat=0, card=card(0, "jab")))
    session.submit(cmd.EndTurn(seat=0))
    stack, surface, scene = arena(session, seat=1)
    play_by_keys(stack, surface, card(1, "block"), square((1, 2)))
    picker = stack.top
    assert scene.choosing is not None and isinstance(picker, PickerScene)
    for _ in picker.focusable():  # Tab through the picker's attacks to the Jab
        focused = picker.focus.on(picker.focusable())
        if focused is not None and focused.label == card(0, "jab"):
            break
        key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    assert session.state.tables[1] == (Played(card(1, "block"), "none", target=card(0, "jab")),)


def test_the_focused_card_wears_a_ring_and_a_marker_and_is_read_enlarged_over_them():
    """The face enlarged, once the pointer that follows the focus has rested on it, lies over the ring and its marker
    where it meets them (beside the card, clear of the table's words, it meets only the ring's top edge); the ring's
    sides show beside it, and before the rest the whole ring shows."""
    stack, surface, scene = arena(dealt(YELLOW, RED), seat=0)
    jab = card(0, "jab")
    tab_to_card(stack, surface, jab)
    frame(stack, surface)
    face = zoom_box(scene, surface)
    assert scene.hovered is not None and scene.hovered[0] == jab and face is not None
    box = scene.by_key[jab].rect
    light = palette.TEXT
    ring = box.inflate(2 * 3 + 5, 2 * 3 + 5)  # between the dark inner ring and the outer edge of the light one
    assert surface.get_at((ring.left, box.centery))[:3] == light
    assert surface.get_at((ring.right - 1, box.centery))[:3] == light
    top = (box.centerx + 30, ring.top)
    assert (surface.get_at(top)[:3] != light) == face.collidepoint(top)  # hidden where the face enlarged lies
    scene.hovered = (jab, 0.0)  # the rest just begun: nothing is read enlarged yet
    stack.draw(surface)
    assert surface.get_at((box.centerx + 30, ring.top))[:3] == light  # beside the marker over its top edge


def test_no_card_is_taken_by_the_keyboard_when_it_is_not_the_seats_turn():
    session = dealt(YELLOW, RED)
    stack, surface, scene = arena(session, seat=1)  # Yellow plays first
    assert scene.key_cards() == []
    for _ in range(4):
        key(stack, surface, pygame.K_TAB)
        assert focused_card(scene) is None
        assert scene.drag is None
    assert len(session.log) == len(dealt(YELLOW, RED).log)
