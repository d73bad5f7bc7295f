"""A key named on a button always does what the button says, at every table: while a card of the hand may have the
keyboard's focus, Enter and Space pick that card up, so a button names them only where the table keeps them from the
focus (Scene.own_keys); every other key it names (E, F, R, H...) the focus never takes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.focus import PRESSES
from tests.scenes.helpers import focused_card, frames_until, key
from tests.scenes.test_computer_moves import with_computers
from tests.scenes.test_table_hint import table

KEYS = {"Enter": {pygame.K_RETURN, pygame.K_KP_ENTER}, "Space": {pygame.K_SPACE}}  # the focus's keys, by name
MOVES = 6  # commands of the person at the screen the test plays, looking at the buttons before each


def named(hotkey: str) -> set[int]:
    """The keys a button's hotkey names that the focus also takes ("H or Enter" names Enter; "R: draw 2" none)."""
    words = hotkey.split(":")[0].split(" or ")
    return {code for word in words for code in KEYS.get(word.strip(), ())} & PRESSES


def taken_from_buttons(scene: Any) -> list[tuple[str, str]]:
    """Each enabled button, with its hotkey, naming a key that picks up the focused card instead."""
    if not scene.key_cards():
        return []
    return [(button.label, button.hotkey) for button in scene.buttons
            if button.enabled and named(button.hotkey) - scene.own_keys]


@pytest.mark.parametrize("ruleset_id", ["udo", "kenpo", "matcg", "dgm", "master"])
def test_a_key_named_on_a_button_is_never_the_focused_cards_at_any_moment(ruleset_id):
    if ruleset_id == "udo":
        stack, surface, scene = table(ruleset_id)
    else:
        stack, surface, scene = with_computers(ruleset_id)
    session = scene.campaign.session
    rules = session.ruleset
    seat = scene.campaign.seat
    checked = 0
    for _ in range(MOVES):
        if rules.is_over(session.state):
            break
        assert taken_from_buttons(scene) == []
        checked += bool(scene.key_cards())
        assert scene.submit(session.legal(seat)[0])
        frames_until(stack, surface, lambda: rules.is_over(session.state) or (
            rules.to_act(session.state) == seat and not scene.moving()))
    assert checked, "no card of the hand ever had the focus to take"


def test_on_the_combo_board_f_presses_fight_while_a_card_has_the_focus():
    stack, surface, scene = table("udo")
    key(stack, surface, pygame.K_TAB)
    assert focused_card(scene) is not None
    assert next(b for b in scene.buttons if b.label == "Fight!").hotkey == "F"
    key(stack, surface, pygame.K_f)
    assert scene.drag is None and scene.state.phase != "play"
