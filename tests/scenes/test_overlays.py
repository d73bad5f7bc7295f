"""Pickers, toasts, banners and forecasts never hide what the player must read: the status line, the Hint button,
a pile's label, a banner; a picker dims the table well down, and a choice with one answer is taken on its own."""

from __future__ import annotations

import pygame
import pytest

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.layout.kenpo.ring import held_token
from game.play.campaign import Campaign
from game.scenes.base import DIM, Pop, Push, Scene, Stack
from game.scenes.picker import AUTO_SECONDS, PickerScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui import palette
from game.ui.toasts import Toast
from game.ui.tween import Tween
from game.ui.viewport import Viewport
from tests.engine.udo.helpers import RULES, fight
from tests.scenes.helpers import context, frame
from tests.scenes.kenpo.helpers import arena, card, card_point, dealt, square_point

YELLOW = ("front_kick", "jab", "side_kick", "burst_of_speed", "block", "hard_block", "elbow_strike", "blitz")
RED = ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch", "hard_block")


def board(state, size=(1280, 720)) -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    ctx, surface = context(size)
    session = Session.new(RULES, seed=3)
    session._state = state
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def pixels(surface: pygame.Surface, area: pygame.Rect, step: int = 3) -> list[tuple[int, int, int]]:
    return [tuple(surface.get_at((x, y)))[:3] for x in range(area.left, area.right, step)
            for y in range(area.top, area.bottom, step)]


def test_a_picker_dims_the_table_well_down_and_lies_on_a_panel_of_its_own():
    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    status = scene.ctx.viewport.rect(scene.zones["status"])
    bright = max(max(p) for p in pixels(surface, status))
    picker = PickerScene(scene.ctx, "Choose a card", list(scene.state.hand[:3]), {}, True, face=scene.face)
    stack.apply(Push(picker))
    frame(stack, surface, 0.0)
    panel = scene.ctx.viewport.rect(picker.panel())
    outside = [tuple(surface.get_at((x, y)))[:3] for x in range(status.left, status.right, 2)
               for y in range(status.top, status.bottom, 2) if not panel.collidepoint(x, y)]
    assert bright > 200 and outside and max(max(p) for p in outside) < 80  # the status text no longer reads through
    title_row = pygame.Rect(panel.x + 8, panel.y + 8, panel.w - 16, 8)  # above the title's letters: the panel
    assert set(pixels(surface, title_row, 4)) == {palette.PANEL}


def test_a_choice_with_one_answer_is_shown_chosen_then_taken_on_its_own():
    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    scene.campaign.submit(cmd.FinishPlaying())  # Right Side Attack hits: only Torso Turn can pay it
    frame(stack, surface)
    attack = scene.by_key["right_side_attack"].rect.center
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=attack, button=1))
    frame(stack, surface, 0.0)
    picker = stack.top
    assert isinstance(picker, PickerScene) and picker.chosen == ["torso_turn"] and "only choice" in picker.caption
    frame(stack, surface, AUTO_SECONDS / 2)
    assert stack.top is picker  # shown for a moment...
    frame(stack, surface, AUTO_SECONDS)
    assert stack.top is scene and "torso_turn" in scene.state.discard  # ... then taken


def test_a_choice_of_one_to_confirm_with_one_answer_is_taken_as_a_confirmed_one_is():
    """A picker whose one card waits for its button (the master choice's Fight!) pops the cards chosen as a tuple,
    whether its button, Enter or the only answer taken on its own chose it."""
    taken: list[object] = []

    class Asking(Scene):
        def resume(self, value: object) -> None:
            taken.append(value)

    ctx, surface = context()
    stack = Stack(Asking(ctx))
    stack.apply(Push(PickerScene(ctx, "Choose", ["crane"], {}, True, face=lambda card, size: pygame.Surface(size),
                                 confirm="Fight!")))
    frame(stack, surface, AUTO_SECONDS * 2)
    assert taken == [("crane",)]


def test_a_toast_steps_aside_from_the_status_line():
    stack, surface, scene = board(fight("iron_body"))
    status = scene.ctx.viewport.rect(scene.zones["status"])
    before = pixels(surface, status)
    scene.toasts.append(Toast("A long message about the whole table, where the status line is.", (640, 290), 3.0))
    frame(stack, surface, 0.0)
    assert pixels(surface, status) == before


def test_the_defeat_banner_leaves_the_buttons_alone():
    stack, surface, scene = board(fight("iron_body"))
    scene.banner = ("Left Side Attack strikes and you cannot answer it.", "", palette.GOLD_LIGHT, 2.0)
    frame(stack, surface, 0.0)
    banner = scene.ctx.viewport.rect((scene.zones["combos"].x + 20, 300, scene.zones["combos"].width - 40, 90))
    assert not any(banner.colliderect(b.screen_rect(scene.ctx.viewport)) for b in scene.buttons)
    assert banner.right <= scene.ctx.viewport.rect(scene.zones["combos"]).right


def test_pile_labels_are_never_under_their_cards_at_1600x900():
    state = fight("iron_body", discard=("right_arm_1", "left_arm_1", "head_focus"), exhausted=("torso_turn",))
    stack, surface, scene = board(state, (1600, 900))
    for _ in range(4):
        frame(stack, surface)
    vp = scene.ctx.viewport
    for zone in ("discard", "exhausted", "attack_discard", "attack_deck"):
        box = vp.rect(scene.zones[zone])
        label = pygame.Rect(box.x, box.bottom + vp.px(7), box.w, vp.px(12))
        cards = [s.rect for s in scene.by_key.values() if s.rect.colliderect(box.inflate(vp.px(20), vp.px(20)))]
        shadows = [r.move(vp.px(3), vp.px(4)) for r in cards]
        assert not any(label.colliderect(r) for r in cards + shadows), zone


def test_a_flying_score_passes_under_the_break_banner():
    stack, surface, scene = arena(dealt(YELLOW, RED), 0)
    scene.banner = ("BREAK!", "Side Kick calls it", palette.GOLD_LIGHT, 2.0)
    frame(stack, surface, 0.0)
    centre = scene.ctx.viewport.rect(scene.zones["banner"]).center
    plain = surface.get_at((centre[0], centre[1] + scene.ctx.viewport.px(30)))
    at = scene.ctx.viewport.to_design((centre[0], centre[1] + scene.ctx.viewport.px(30)))
    scene.flyers.launch(("+4", palette.KENPO_YELLOW), Tween(at, at, 5.0))
    frame(stack, surface, 0.0)
    assert surface.get_at((centre[0], centre[1] + scene.ctx.viewport.px(30))) == plain


def test_a_card_held_over_the_ring_never_covers_the_status_line():
    stack, surface, scene = arena(dealt(YELLOW, RED), 0)
    start = card_point(scene, card(0, "front_kick"))
    bottom = square_point(scene, (2, 0))  # the row nearest the status line, for the seat at the screen
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    low = (bottom[0], bottom[1] + scene.ctx.viewport.px(60))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=low, rel=(0, 0), buttons=(1, 0, 0)))
    frame(stack, surface, 0.0)
    token = held_token(scene.zones["ring"], scene.pointer)
    assert token is not None and not token.colliderect(scene.zones["status"])
    assert scene.zones["ring"].contains(token)


def test_under_a_picker_the_tables_still_layer_is_let_go_and_painted_again_once_it_closes():
    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    assert scene.backdrop is not None and scene.backdrop.layer is not None
    painted = scene.backdrop.painted
    before = surface.copy()
    picker = PickerScene(scene.ctx, "Choose a card", list(scene.state.hand[:3]), {}, True, face=scene.face)
    stack.apply(Push(picker))
    for _ in range(3):
        frame(stack, surface, 0.0)
    assert scene.backdrop.layer is None  # the picker's dimmed picture of the table stands for it
    stack.apply(Pop(None))
    frame(stack, surface, 0.0)
    assert scene.backdrop.layer is not None and scene.backdrop.painted == painted + 1
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(before, "RGB")


def test_the_still_layer_is_let_go_under_a_scene_that_covers_the_table_and_painted_again_when_it_is_back():
    from game.scenes.rules import RulesScene

    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    painted = scene.backdrop.painted
    stack.apply(Push(RulesScene(scene.ctx)))
    frame(stack, surface, 0.0)
    assert scene.backdrop.layer is None
    stack.apply(Pop(None))
    frame(stack, surface, 0.0)
    assert scene.backdrop.layer is not None and scene.backdrop.painted == painted + 1


def test_an_overlay_opens_over_the_table_with_no_still_layer_beside_its_picture_of_the_same_table():
    from game.ui import backdrop

    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    table = surface.copy()  # drawn from the still layer
    table.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    held: list[pygame.Surface | None] = []

    class Over(Scene):
        overlay = True

        def draw(self, surface: pygame.Surface) -> None:
            held.append(backdrop._SHARED.layer)

    stack.apply(Push(Over(scene.ctx)))
    frame(stack, surface, 0.0)
    assert held == [None]  # the picture of the table is the one window-sized surface made for it
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(table, "RGB")


def test_a_toast_steps_clear_of_every_place_it_must_not_cover_not_only_of_the_one_it_first_met():
    """A refusal dropped on a lesson's panel stepped above the panel onto the status line, already passed over."""
    pygame.init()
    vp, window = Viewport(1280, 720), pygame.Rect(0, 0, 1280, 720)
    status, panel = pygame.Rect(530, 270, 490, 36), pygame.Rect(344, 326, 526, 176)  # the status line just above
    toast = Toast("For this lesson, drag Right Arm onto the lit space.", (943, 408))
    for avoid in ([status, panel], [panel, status]):
        box = toast.box(vp, window, avoid)
        assert window.contains(box) and box.collidelist(avoid) < 0, (avoid, box)
    assert toast.box(vp, window, [window]).midbottom == (943, 408)  # nowhere free: where it was dropped


def test_a_pickers_card_is_chosen_by_the_keyboard_tab_to_it_and_enter(monkeypatch):
    """The card an attack takes was a choice only the mouse could make: Tab went through the buttons alone."""
    from tests.scenes.helpers import key

    stack, surface, scene = board(fight("iron_body", revealed=("right_side_attack",)))
    cards = list(scene.state.hand[:3])
    picker = PickerScene(scene.ctx, "Choose a card", cards, {}, True, face=scene.face)
    chosen: list[object] = []
    monkeypatch.setattr(scene, "resume", chosen.append)
    stack.apply(Push(picker))
    frame(stack, surface, 0.0)
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_TAB)
    key(stack, surface, pygame.K_RETURN)
    assert chosen == [cards[1]] and stack.top is scene


def test_start_up_notices_are_stacked_one_above_another_not_drawn_on_one_spot(monkeypatch):
    """The menu asks every notice of a start-up at one spot: each is drawn clear of those drawn before it."""
    from game.scenes.menu import MenuScene

    ctx, surface = context((1024, 600))
    ctx.notices.extend([f"Notice {k}: a file of yours needs a look, and this says which one." for k in range(3)])
    stack = Stack(MenuScene(ctx))
    drawn: list[pygame.Rect] = []
    draw = Toast.draw

    def kept(self: Toast, *args, **kwargs) -> pygame.Rect:
        drawn.append(draw(self, *args, **kwargs))
        return drawn[-1]

    monkeypatch.setattr(Toast, "draw", kept)
    frame(stack, surface)
    assert len(drawn) == 3
    assert all(surface.get_rect().contains(box) for box in drawn)
    assert all(box.collidelist(drawn[:k]) < 0 for k, box in enumerate(drawn))


@pytest.mark.parametrize(("text_size", "size"), [("largest", (1024, 600)), ("normal", (1920, 1080))])
@pytest.mark.parametrize(("ruleset_id", "name", "at"), [("matcg", "duel_setup", (640, 590)),
                                                        ("master", "master_setup", (640, 600)),
                                                        ("udo", "ending", (640, 690))])
def test_toasts_stacked_over_a_scenes_footer_cover_none_of_its_buttons(monkeypatch, ruleset_id, name, at, text_size,
                                                                        size):
    """Three notices asked for at one spot of a set-up or an ending (a refusal, a save set aside) were stacked
    over its footer's Start, Deck builder or Menu: each now stands clear of every button of the scene."""
    from game.files import settings
    from game.tools.screenshot import scene_stack
    from game.tools.shooting import ShotRequest, drawn

    settings.change(text_size=text_size)
    ctx, surface = context(size)
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, None), name)
    scene = stack.top
    scene.toasts += [Toast(f"Notice {k}: a file of yours needs a look, and this long message says which and why.", at,
                           8.0) for k in range(3)]
    boxes: list[pygame.Rect] = []
    draw = Toast.draw
    monkeypatch.setattr(Toast, "draw", lambda self, *a, **k: boxes.append(draw(self, *a, **k)) or boxes[-1])
    drawn(stack, surface)
    buttons = [button.screen_rect(ctx.viewport) for button in scene.buttons]
    assert len(boxes) == 3 and buttons
    assert all(box.collidelist(buttons) < 0 and surface.get_rect().contains(box) for box in boxes), (boxes, buttons)
    assert all(box.collidelist(boxes[:k]) < 0 for k, box in enumerate(boxes))


def test_a_lone_toast_with_no_free_place_stays_where_it_was_dropped():
    """Every place beside those it must not cover covers another: it is not moved off its drop point for nothing
    (only toasts drawn before it are stepped clear of when nothing else is free)."""
    pygame.init()
    vp, window = Viewport(1280, 720), pygame.Rect(0, 0, 1280, 720)
    above, middle, below = pygame.Rect(0, 0, 1280, 300), pygame.Rect(0, 300, 1280, 120), pygame.Rect(0, 420, 1280, 300)
    toast = Toast("For this lesson, drag Right Arm onto the lit space.", (640, 400))
    assert toast.box(vp, window, [above, middle, below]).midbottom == (640, 400)
