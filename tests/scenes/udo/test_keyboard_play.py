"""The combo board from the keyboard alone: hand cards laid on the combos their drag lights (and only those), a
finisher taken back, Fight! by Tab, then the combo resolved, its hearts covered and the attack taken by Enter on
what the board lights; Esc puts a card back and a second Esc leaves."""

from __future__ import annotations

import pygame
import pytest

from game.play.udo.drops import drop_targets
from game.scenes.base import Push, Stack
from game.scenes.menu import MenuScene
from game.scenes.udo.combo_board import ComboBoardScene
from tests.scenes.helpers import (
    SIZE,
    aimed,
    button_point,
    click,
    focused_card,
    frame,
    key,
    places_by_tab,
    play_by_keys,
    tab_to_card,
)
from tests.scenes.udo.test_combo_board import board

COMBO = ("left_arm_1", "left_arm_2", "torso_turn", "right_arm_2", "right_arm_1")


def tab_to_button(stack, surface, scene: ComboBoardScene, label: str) -> None:
    for _ in range(len(scene.key_cards()) + len(scene.buttons) + 1):
        key(stack, surface, pygame.K_TAB)
        found = scene.focus.find([*scene.key_cards(), *scene.buttons])
        if found is not None and found.label == label:
            return
    raise AssertionError(f"Tab never reached {label}")


def test_a_whole_turn_from_the_keyboard_combo_laid_fight_resolved_hearts_covered_hit_taken():
    stack, surface, scene = board()
    for card in COMBO:
        play_by_keys(stack, surface, card, "combo 1")
    assert scene.state.combos == (COMBO,)
    tab_to_button(stack, surface, scene, "Fight!")
    key(stack, surface, pygame.K_RETURN)
    assert scene.state.phase == "resolve_combos"
    for _ in range(12):  # Enter on whatever the board lights to click, until the next turn's hand is back
        if scene.state.phase == "play" or not isinstance(stack.top, ComboBoardScene):
            break
        clicks = scene.key_cards()
        assert clicks and all(spot.click for spot in clicks)
        tab_to_card(stack, surface, clicks[0].label)
        key(stack, surface, pygame.K_RETURN)
        while not isinstance(stack.top, ComboBoardScene):  # the card a hit takes is chosen in the picker
            key(stack, surface, pygame.K_TAB)
            key(stack, surface, pygame.K_RETURN)
    assert isinstance(stack.top, ComboBoardScene) and scene.state.phase == "play"
    assert scene.state.covered  # the combo's damage covered the master's hearts
    assert scene.state.combos == ()


def test_only_the_combos_a_drag_lights_are_reachable_and_a_finisher_goes_back_to_the_hand():
    stack, surface, scene = board()
    play_by_keys(stack, surface, "right_arm_1", "combo 1")
    tab_to_card(stack, surface, "left_leg")
    key(stack, surface, pygame.K_RETURN)
    lit = drop_targets(scene.campaign, scene.zones, "left_leg")
    assert list(lit) == [0]  # Left Leg needs a Right Arm under it: no new combo for it
    assert places_by_tab(stack, surface) == ["combo 1"]
    for arrow in (pygame.K_UP, pygame.K_DOWN, pygame.K_RIGHT):
        key(stack, surface, arrow)
        assert aimed(scene) == "combo 1"
    key(stack, surface, pygame.K_ESCAPE)
    frame(stack, surface)
    assert scene.state.combos == (("right_arm_1",),) and "left_leg" in scene.state.hand
    play_by_keys(stack, surface, "right_arm_1", "back to the hand")
    assert scene.state.combos == () and "right_arm_1" in scene.state.hand


def test_esc_puts_the_card_back_without_a_command_then_leaves_and_the_focused_card_is_read_enlarged():
    _, surface, scene = board()
    stack = Stack(MenuScene(scene.ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    tab_to_card(stack, surface, "right_arm_1")
    frame(stack, surface)
    assert scene.hovered is not None and scene.hovered[0] == "right_arm_1" and scene.painter.zoom_faces(surface)
    home = scene.by_key["right_arm_1"].pos
    before = len(scene.campaign.session.log)
    key(stack, surface, pygame.K_RETURN)
    assert scene.drag is not None
    key(stack, surface, pygame.K_ESCAPE)
    assert scene.drag is None and len(scene.campaign.session.log) == before and stack.top is scene
    frame(stack, surface)
    assert scene.by_key["right_arm_1"].pos == home and focused_card(scene) == "right_arm_1"
    key(stack, surface, pygame.K_ESCAPE)
    click(stack, surface, button_point(stack.top, "Leave"))  # asked first
    assert isinstance(stack.top, MenuScene)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_card_read_enlarged_leaves_the_masters_hearts_in_sight(text_size):
    """At Largest text in the smallest window the keyboard's focus on a laid combo card drew its enlarged face over
    Master Crane's card while the status line asked for one of its hearts: no card's face covers the master's."""
    from game.engine.core import Session
    from game.engine.udo import commands as cmd
    from game.files import settings
    from game.play.campaign import Campaign
    from game.rulesets import ruleset
    from game.ui.face_cache import forget_pictures
    from tests.scenes.helpers import context

    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context((1024, 600))
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master="crane"))
    scene = ComboBoardScene(ctx, Campaign(session))
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    for card in COMBO[:2]:
        play_by_keys(stack, surface, card, "combo 1")
    master = ctx.viewport.rect(scene.zones["master"])
    cards = [sprite.key for sprite in scene.sprites if sprite.kind == "card"]
    assert set(COMBO[:2]) <= set(cards)
    for card in cards:
        scene.hovered = (card, 10.0)
        faces = scene.painter.zoom_faces(surface)
        assert faces and not any(box.colliderect(master) for box, _, _ in faces), card


def test_the_master_choice_from_the_keyboard_tab_to_a_master_enter_chooses_it_and_fight_begins():
    from game.engine.core import Session
    from game.play.campaign import Campaign
    from game.rulesets import ruleset
    from game.scenes.udo.master_select import MasterSelectScene
    from tests.scenes.helpers import context

    ctx, surface = context()
    scene = MasterSelectScene(ctx, Campaign(Session.new(ruleset("udo"), 3), autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    masters = list(scene._rects())
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_RIGHT)
    assert scene.focus.find(scene.focusable()).label == masters[1] and scene.chosen == [masters[0]]
    assert scene.read() == masters[1]  # the master in focus read enlarged, both sides
    key(stack, surface, pygame.K_RETURN)
    assert scene.chosen == [masters[1]]
    key(stack, surface, pygame.K_RETURN)  # Enter again on the master chosen fights, as Fight!'s key says
    frame(stack, surface)
    assert isinstance(stack.top, ComboBoardScene) and stack.top.campaign.state.master == masters[1]
    scene = MasterSelectScene(ctx, Campaign(Session.new(ruleset("udo"), 3), autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_RIGHT)
    key(stack, surface, pygame.K_RETURN)
    for _ in range(len(masters)):  # on through the cards to Fight!
        key(stack, surface, pygame.K_TAB)
        if scene.focus.find(scene.focusable()).label == "Fight!":
            break
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    assert isinstance(stack.top, ComboBoardScene) and stack.top.campaign.state.master == masters[1]


def test_enter_at_the_board_takes_what_has_the_focus_and_never_fights_unless_fight_has_it():
    """Two quick Enters from the master choice fought the first turn with no combo laid: Fight! names only F."""
    from game.engine.core import Session
    from game.play.campaign import Campaign
    from game.rulesets import ruleset
    from game.scenes.udo.master_select import MasterSelectScene
    from tests.scenes.helpers import context

    ctx, surface = context()
    stack = Stack(MasterSelectScene(ctx, Campaign(Session.new(ruleset("udo"), 3), autosave=False)))
    frame(stack, surface)
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_RETURN)  # the master chosen
    key(stack, surface, pygame.K_RETURN)  # and fought
    frame(stack, surface)
    board = stack.top
    assert isinstance(board, ComboBoardScene) and board.focus.find(board.focusable()) is None
    for _ in range(2):
        key(stack, surface, pygame.K_RETURN)
        frame(stack, surface)
    assert board.state.phase == "play" and board.drag is None
    tab_to_button(stack, surface, board, "Fight!")
    key(stack, surface, pygame.K_RETURN)
    assert board.state.phase != "play"


def combo_in_focus(cards: tuple[str, ...],
                   size: tuple[int, int] = SIZE) -> tuple[ComboBoardScene, Stack, pygame.Surface]:
    """The board of a fight against Iron Body with `cards` laid as one combo and Fight! pressed, Tab on that combo to
    resolve: the scene, its stack and surface."""
    from game.engine.core import Session
    from game.engine.udo import commands as cmd
    from game.play.campaign import Campaign
    from game.rulesets import ruleset
    from tests.engine.udo.helpers import fight
    from tests.scenes.helpers import context

    ctx, surface = context(size)
    session = Session.new(ruleset("udo"), seed=3)
    session._state = fight("iron_body")
    for card in cards:
        session.submit(cmd.PlayCard(card=card, combo=0))
    session.submit(cmd.FinishPlaying())
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    tab_to_card(stack, surface, "ResolveCombo 0")
    return scene, stack, surface


SEVEN = ("left_arm_1", "right_leg_sweep", "head_focus", "torso_turn", "right_arm_1", "right_arm_2", "left_leg")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_combo_tabbed_onto_is_read_by_its_finisher_enlarged_clear_of_it(size):
    """Tab onto a combo of seven cards to resolve showed Right Arm, a card under its finisher, enlarged over the
    finisher: the card read is the one the focus names, and its enlarged face leaves it in sight."""
    scene, stack, surface = combo_in_focus(SEVEN, size)
    frame(stack, surface)
    assert scene.hovered is not None and scene.hovered[0] == "left_leg"
    faces = scene.painter.zoom_faces(surface)
    assert faces and not any(box.colliderect(scene.by_key["left_leg"].rect) for box, _, _ in faces)


def test_a_heart_covered_by_the_keys_leaves_no_master_enlarged_over_the_next_moment():
    """After dealing by the keys the master's enlarged card stayed up into the next turn, over the status line and
    the hand: the pointer the keyboard had put on a heart rested on the master, which no longer had the focus."""
    scene, stack, surface = combo_in_focus(COMBO)
    key(stack, surface, pygame.K_RETURN)
    hearts = [spot.label for spot in scene.key_cards() if spot.label.startswith("CoverHeart")]
    assert len(hearts) > 1  # a heart to choose
    tab_to_card(stack, surface, hearts[0])
    frame(stack, surface)
    assert scene.hovered is not None and scene.hovered[0] == "master" and scene.painter.zoom_faces(surface)
    key(stack, surface, pygame.K_RETURN)
    for _ in range(3):
        frame(stack, surface)
    assert scene.state.covered and focused_card(scene) is None
    assert not scene.painter.zoom_faces(surface)
