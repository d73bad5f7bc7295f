"""The combo board driven by the mouse: drops become commands, illegal drops change nothing."""

from __future__ import annotations

import pygame

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.udo.combo_board import ComboBoardScene
from tests.scenes.helpers import click, context, drag, frame, key


def board(master: str = "iron_body") -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    ctx, surface = context()
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master=master))
    scene = ComboBoardScene(ctx, Campaign(session))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def centre_of(scene: ComboBoardScene, card: str) -> tuple[int, int]:
    return scene.by_key[card].rect.center


def new_combo_point(scene: ComboBoardScene) -> tuple[int, int]:
    return scene.ctx.viewport.rect(scene.zones["new_combo"]).center


def test_dragging_a_hand_card_onto_new_combo_plays_it():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    assert scene.state.combos == (("right_arm_1",),)
    assert "right_arm_1" not in scene.state.hand


def test_dragging_a_card_onto_a_combo_layers_it_on_the_finisher():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    drag(stack, surface, centre_of(scene, "left_leg"), centre_of(scene, "right_arm_1"))
    assert scene.state.combos == (("right_arm_1", "left_leg"),)
    frame(stack, surface)
    assert scene.by_key["left_leg"].rect.x > scene.by_key["right_arm_1"].rect.x  # it covers the right half


def test_an_illegal_drop_slides_home_with_the_reason_and_changes_nothing():
    stack, surface, scene = board()
    before = scene.state
    home = scene.by_key["left_leg"].pos
    drag(stack, surface, centre_of(scene, "left_leg"), new_combo_point(scene))
    assert scene.state == before
    assert any("Left Leg needs a Right Arm card under it" in toast.message for toast in scene.toasts)
    frame(stack, surface)
    assert scene.by_key["left_leg"].pos == home


def test_dragging_a_finisher_back_to_the_hand_takes_it_back():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    hand = scene.ctx.viewport.rect(scene.zones["hand"]).center
    drag(stack, surface, centre_of(scene, "right_arm_1"), hand)
    assert scene.state.combos == () and "right_arm_1" in scene.state.hand


def test_fight_then_click_a_combo_and_a_heart_resolves_it():
    stack, surface, scene = board()
    for card in ("left_arm_1", "left_arm_2", "torso_turn", "right_arm_2", "right_arm_1"):
        target = new_combo_point(scene) if not scene.state.combos else centre_of(scene, scene.state.combos[0][-1])
        drag(stack, surface, centre_of(scene, card), target)
        frame(stack, surface)
    assert len(scene.state.combos[0]) == 5
    key(stack, surface, pygame.K_f)  # Fight!
    assert scene.state.phase == "resolve_combos"
    click(stack, surface, centre_of(scene, "right_arm_1"))
    assert scene.state.pending == (("deal", 5),)
    click(stack, surface, scene.heart_boxes["0.2"].center)  # the 5 heart
    assert "0.2" in scene.state.covered


def test_undo_and_redo_keys_take_back_and_replay_a_play():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.combos == ()
    assert lit(scene, "Redo")
    key(stack, surface, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.state.combos == (("right_arm_1",),)
    assert lit(scene, "Undo") and not lit(scene, "Redo")


def lit(scene: ComboBoardScene, label: str) -> bool:
    return next(button for button in scene.buttons if button.label == label).enabled


def test_board_draws_at_every_supported_window_size():
    for size in ((1024, 600), (1920, 1080), (3840, 2160)):
        ctx, surface = context(size)
        session = Session.new(ruleset("udo"), seed=2)
        session.submit(cmd.ChooseMaster(master="shadow"))
        stack = Stack(ComboBoardScene(ctx, Campaign(session)))
        frame(stack, surface)
        assert surface.get_size() == size


def test_hovering_a_card_then_the_master_shows_each_enlarged():
    stack, surface, scene = board("shadow")
    pos = centre_of(scene, "head_focus")
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frame(stack, surface, 0.5)
    assert scene.hovered is not None and scene.hovered[0] == "head_focus"
    master = scene.ctx.viewport.rect(scene.zones["master"]).center
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=master, rel=(0, 0), buttons=(0, 0, 0)))
    before = surface.copy()
    frame(stack, surface, 0.5)
    assert scene.hovered is not None and scene.hovered[0] == "master"
    assert surface.get_at((500, 200)) != before.get_at((500, 200))  # the enlarged master covers the table


def test_clicking_the_discard_pile_shows_its_cards_without_changing_anything():
    from game.scenes.picker import PickerScene

    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    key(stack, surface, pygame.K_f)  # Fight!
    click(stack, surface, centre_of(scene, "right_arm_1"))  # resolve: Right Arm is discarded
    assert "right_arm_1" in scene.state.discard
    before = scene.state
    click(stack, surface, centre_of(scene, "right_arm_1"))
    viewer = stack.top
    assert isinstance(viewer, PickerScene) and viewer.cards == list(before.discard)
    click(stack, surface, viewer.ctx.viewport.rect(viewer._rects()["right_arm_1"]).center)
    assert stack.top is viewer and scene.state == before
    key(stack, surface, pygame.K_ESCAPE)
    assert stack.top is scene


def test_an_overlay_draws_the_board_dimmed_beneath_it_and_closing_it_restores_the_board():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    key(stack, surface, pygame.K_f)  # Fight!
    click(stack, surface, centre_of(scene, "right_arm_1"))
    click(stack, surface, centre_of(scene, "right_arm_1"))  # the discard viewer
    first = surface.copy()
    key(stack, surface, pygame.K_ESCAPE)
    assert stack.top is scene
    master = scene.ctx.viewport.rect(scene.zones["master"]).midbottom
    probe = (master[0], master[1] - 20)
    assert sum(first.get_at(probe)[:3]) < sum(surface.get_at(probe)[:3])  # the board was dimmed under it


# ----- the enlarged card -------------------------------------------------------------------------


def fight_board(state) -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    ctx, surface = context()
    session = Session.new(ruleset("udo"), seed=3)
    session._state = state
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def rest_on(stack: Stack, surface: pygame.Surface, pos: tuple[int, int]) -> None:
    """The mouse moves to `pos` and rests there until an enlarged face would show."""
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        frame(stack, surface, 0.25)


def press(stack: Stack, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_resolved_finisher_does_not_take_its_enlarged_face_to_the_discard_pile():
    from tests.engine.udo.helpers import fight

    stack, surface, scene = fight_board(fight("iron_body", revealed=("right_side_attack",)))
    scene.campaign.submit(cmd.PlayCard(card="right_arm_1", combo=0))
    scene.campaign.submit(cmd.FinishPlaying())
    frame(stack, surface)
    finisher = scene.by_key["right_arm_1"].rect.center
    rest_on(stack, surface, finisher)
    assert scene.painter.zoom_faces(surface)  # resting on the finisher shows it enlarged
    press(stack, finisher)  # resolve: Deal 1 covers the only heart it may, and the finisher is discarded
    for _ in range(4):
        frame(stack, surface, 0.5)  # the mouse has not moved; the card has glided to the discard pile
    assert "right_arm_1" in scene.state.discard
    assert not scene.painter.zoom_faces(surface)


def test_after_choosing_the_card_an_attack_takes_no_enlarged_face_comes_back():
    from game.engine.udo.state import RESOLVE_ATTACKS
    from game.scenes.picker import PickerScene
    from tests.engine.udo.helpers import fight

    stack, surface, scene = fight_board(fight("iron_body", revealed=("right_side_attack",)))
    scene.campaign.submit(cmd.FinishPlaying())
    frame(stack, surface)
    assert scene.state.phase == RESOLVE_ATTACKS
    attack = scene.by_key["right_side_attack"].rect.center
    rest_on(stack, surface, attack)
    press(stack, attack)
    frame(stack, surface, 0.0)
    picker = stack.top
    assert isinstance(picker, PickerScene)
    rest_on(stack, surface, scene.ctx.viewport.rect(picker._rects()[picker.cards[0]]).center)
    press(stack, scene.ctx.viewport.rect(picker._rects()[picker.cards[0]]).center)
    for _ in range(4):
        frame(stack, surface, 0.5)
    assert stack.top is scene and not scene.painter.zoom_faces(surface)


def test_the_enlarged_face_is_drawn_over_the_buttons():
    from tests.engine.udo.helpers import fight

    stack, surface, scene = fight_board(fight("iron_body"))
    from game.ui.face_cache import stand_ins

    last = scene.by_key[scene.state.hand[-1]]
    rest_on(stack, surface, last.rect.center)
    for _ in range(10):  # a frame whose time for drawing faces ran out shows some scaled: draw one without
        if not stand_ins():
            break
        frame(stack, surface, 0.0)
    ((box, _, _),) = scene.painter.zoom_faces(surface)
    covered = [b.screen_rect(scene.ctx.viewport).clip(box) for b in scene.buttons]
    covered = [area for area in covered if area.w and area.h]
    assert covered, "the enlarged face should reach the buttons in this test"
    face = scene.face(last.key, box.size)
    for area in covered:
        x, y = area.center
        assert surface.get_at((x, y))[:3] == face.get_at((x - box.x, y - box.y))[:3]


def test_the_combo_resolving_with_charge_spent_is_labelled_with_the_x_it_resolves_at(monkeypatch):
    """Rulebook, Charge: spent, it adds to the combo's length. While its hearts are chosen, the combo's words say the
    X it resolves at (Right Arm and Left Leg with Charge 1: "X=3: Deal 3 ×2"), not the X of its cards alone."""
    from game.ui.udo import board_draw

    rules = ruleset("udo")
    attacks = ["left_leg_attack", *(attack.id for attack in rules.catalog.attacks if attack.id != "left_leg_attack")]
    session = Session.from_scenario(rules, 16, {"hand": [card.id for card in rules.catalog.starters],
                                                "attack_deck": attacks}, {})
    for command in (cmd.ChooseMaster(master="crane"), cmd.PlayCard(card="right_arm_1", combo=0),
                    cmd.PlayCard(card="left_leg", combo=0), cmd.PlayCard(card="left_arm_1", combo=1),
                    cmd.FinishPlaying(), cmd.ResolveCombo(combo=1), cmd.ResolveCombo(combo=0, spend_charge=True)):
        assert session.submit(command).ok
    assert session.state.resolving == 0 and session.state.charge == 0
    seen: list[str] = []
    real = board_draw.combo_header

    def header(vp, line, box, colour):
        seen.append(line)
        return real(vp, line, box, colour)

    monkeypatch.setattr(board_draw, "combo_header", header)
    ctx, surface = context()
    stack = Stack(ComboBoardScene(ctx, Campaign(session)))
    frame(stack, surface)
    assert seen == ["X=3: Deal 3 \u00d72"]


def test_the_hand_lights_the_cards_that_can_be_played_and_dims_the_others():
    stack, surface, scene = board()
    playable = scene.lit.playable()
    assert playable is not None and playable <= set(scene.state.hand)
    assert "right_arm_1" in playable and "left_leg" not in playable  # a Left Leg needs a Right Arm under it
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    assert "left_leg" in scene.lit.playable()  # a Right Arm now lies under where it would go
    assert scene.submit(cmd.FinishPlaying())
    frame(stack, surface)
    assert scene.lit.playable() == frozenset()  # resolving: no card of the hand is played, every one is dimmed


def test_a_play_made_before_the_board_opened_is_undone_as_the_campaign_goes_on():
    ctx, surface = context()
    session = Session.new(ruleset("udo"), seed=21)
    for command in (cmd.ChooseMaster(master="iron_body"), cmd.PlayCard(card="right_arm_1", combo=0)):
        assert session.submit(command).ok
    scene = ComboBoardScene(ctx, Campaign(session))  # a campaign continued after that play
    stack = Stack(scene)
    frame(stack, surface)
    assert lit(scene, "Undo")
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.combos == () and lit(scene, "Redo")
