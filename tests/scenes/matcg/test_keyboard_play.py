"""A duel from the keyboard alone: an attack picked up with Enter and laid on the opponent, the curtain passed with
Enter, the defender's block laid on the waiting attack; only the zones a drag lights are reachable, Esc puts a card
back, and a hand that is not the screen's to play is never taken."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.core import Session
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.matcg.board import DuelTableScene
from game.scenes.menu import MenuScene
from game.scenes.opening import campaign_for
from tests.engine.matcg.helpers import card
from tests.scenes.helpers import (
    aimed,
    button_point,
    click,
    context,
    focused_card,
    frame,
    key,
    places_by_tab,
    play_by_keys,
    tab_to_card,
)
from tests.scenes.matcg.helpers import PEOPLE, fight, opened, settle

MINE = ["reverse_punch", "lead_jab", "rising_block"]
THEIRS = ["long_guard", "teep", "catch_kick"]


def shared(session: Session[Any]) -> tuple[Stack, pygame.Surface, DuelTableScene]:
    """Two people at one screen, the table opened as the game opens it: behind the curtain."""
    ctx, surface = context()
    scene = DuelTableScene(ctx, campaign_for(ctx, session, PEOPLE), PEOPLE)
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def test_an_attack_and_its_block_are_played_from_the_keyboard_alone_at_one_screen():
    session = fight((MINE, THEIRS))
    stack, surface, scene = shared(session)
    assert isinstance(stack.top, CurtainScene)
    key(stack, surface, pygame.K_RETURN)  # the curtain
    assert stack.top is scene and scene.viewer == 0
    play_by_keys(stack, surface, card(0, "reverse_punch"), "opponent")
    assert session.state.attack is not None and session.state.attack.card == card(0, "reverse_punch")
    settle(stack, surface)
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Player 2"
    key(stack, surface, pygame.K_RETURN)
    assert scene.viewer == 1 and scene.answering
    play_by_keys(stack, surface, card(1, "long_guard"), "fight")
    assert session.state.health == (30, 30) and session.state.phase == "counter"


def test_only_the_zones_the_drag_lights_are_reachable_and_esc_puts_the_card_back():
    session = fight((MINE, THEIRS))
    stack, surface, scene = opened(session, 0, PEOPLE)
    tab_to_card(stack, surface, card(0, "reverse_punch"))
    key(stack, surface, pygame.K_RETURN)
    assert places_by_tab(stack, surface) == [t.zone for t in scene.held_targets()] == ["opponent"]
    for arrow in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
        key(stack, surface, arrow)
        assert aimed(scene) == "opponent"
    before = len(session.log)
    key(stack, surface, pygame.K_ESCAPE)
    assert scene.drag is None and len(session.log) == before and stack.top is scene
    # a Defense card in one's own attack phase has no place at all: Enter lays it nowhere
    tab_to_card(stack, surface, card(0, "rising_block"))
    key(stack, surface, pygame.K_RETURN)
    assert scene.focus.carrying() == card(0, "rising_block") and aimed(scene) is None
    key(stack, surface, pygame.K_RETURN)
    assert len(session.log) == before
    key(stack, surface, pygame.K_ESCAPE)
    frame(stack, surface)
    assert scene.drag is None and scene.slots[card(0, "rising_block")].zone == "hand"
    key(stack, surface, pygame.K_ESCAPE)
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert isinstance(stack.top, MenuScene)


def test_the_other_seats_hand_is_never_taken_by_the_keyboard():
    session = fight((MINE, THEIRS))
    stack, surface, scene = opened(session, 1, PEOPLE)  # Player 1 attacks first: Player 2 waits
    assert not scene.acting and scene.key_cards() == []
    for _ in range(5):
        key(stack, surface, pygame.K_TAB)
        assert focused_card(scene) is None
    assert scene.drag is None


def test_space_presses_the_button_that_names_it_not_the_card_in_focus():
    """ "No counter - Space" is pressed by Space even with a card in focus, which Space would otherwise pick up."""
    from tests.scenes.helpers import focused_card
    from tests.scenes.test_table_hint import table as waiting_table

    stack, surface, scene = waiting_table("matcg")
    spaced = next(b for b in scene.buttons if b.hotkey == "Space")
    assert spaced.enabled
    key(stack, surface, pygame.K_TAB)
    assert focused_card(scene) is not None
    before = len(scene.campaign.session.log)
    key(stack, surface, pygame.K_SPACE)
    assert scene.drag is None and len(scene.campaign.session.log) > before
