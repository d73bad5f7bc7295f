"""The coaching board: a live forecast while a card is dragged, and a Hint that can be accepted."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from game.ai.udo.hint import Hinter
from game.engine.udo import commands as cmd
from game.engine.udo.combos import hearts
from game.engine.udo.state import PLAY, RESOLVE_COMBOS
from game.play.udo.forecast import preview
from game.scenes.base import Stack
from game.scenes.udo import board_hint
from game.ui import palette
from game.ui.udo import board_forecast
from tests.scenes.helpers import focused_card, frame, key
from tests.scenes.udo.test_combo_board import board, centre_of, drag, new_combo_point


def hold(stack: Stack, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Presses on start and moves to end without letting go."""
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))


def test_the_forecast_of_left_leg_on_right_arm_deals_two_twice_and_names_the_hearts_in_reach():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    found = preview(scene.catalog, scene.state, 0, "left_leg")
    assert found.problem is None and found.unfinished is None
    assert (found.x, found.steps) == (2, (("deal", 2), ("deal", 2)))
    values = dict(hearts(scene.catalog, scene.state.master))
    assert found.hearts and all(values[h] <= 2 for h in found.hearts)


def test_the_forecast_says_that_the_masters_guard_took_one_from_x():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    guarded = replace(scene.state, turn_attacks=("low_sweep_attack",))  # Guard: -1 to Leg finishers this turn
    found = preview(scene.catalog, guarded, 0, "left_leg")
    assert (found.x, found.x_parts) == (1, "= 2 cards - 1 Guard (Low Sweep Attack)")
    assert ("X = 2 cards - 1 Guard (Low Sweep Attack)", palette.GOLD_LIGHT) in board_forecast.lines(
        scene.catalog, guarded, found)


def test_the_forecast_says_why_a_card_cannot_start_a_combo():
    _, _, scene = board()
    found = preview(scene.catalog, scene.state, 0, "left_leg")
    assert found.problem == "Left Leg needs a Right Arm card under it, so it cannot start a combo"
    assert board_forecast.lines(scene.catalog, scene.state, found)[0][0] == found.problem


def test_the_forecast_says_when_a_minimum_size_is_not_reached():
    _, _, scene = board()
    found = preview(scene.catalog, scene.state, 0, "head_focus")
    assert found.problem is None and "at least 2" in found.unfinished


def test_the_forecast_panel_appears_while_a_card_hovers_over_a_combo():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    plain = surface.copy()
    hold(stack, centre_of(scene, "left_leg"), centre_of(scene, "right_arm_1"))
    frame(stack, surface, 0.0)
    vp = scene.ctx.viewport
    band = vp.rect(scene.zones["hand"])  # the panel lies over the hand, under the combo it is about
    changed = sum(plain.get_at((x, y)) != surface.get_at((x, y))
                  for x in range(band.left, band.right, 8) for y in range(band.top, band.bottom, 8))
    assert changed > 100


def test_the_forecast_never_covers_the_status_line():
    stack, surface, scene = board()
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    frame(stack, surface)
    status = scene.ctx.viewport.rect(scene.zones["status"])
    before = surface.subsurface(status).copy()
    hold(stack, centre_of(scene, "left_leg"), centre_of(scene, "right_arm_1"))
    frame(stack, surface, 0.0)
    assert scene.drag is not None
    after = surface.subsurface(status)
    assert all(before.get_at((x, y)) == after.get_at((x, y))
               for x in range(0, status.w, 4) for y in range(0, status.h, 4))


def ask_hint(stack: Stack, surface: pygame.Surface, scene) -> None:
    """Presses H and lets the frames run until the hint is found."""
    key(stack, surface, pygame.K_h)
    assert scene.hint.wait(30)
    frame(stack, surface)


def test_the_hint_is_found_off_the_window_thread_which_keeps_drawing_and_says_so(monkeypatch):
    from tests.scenes.gate import Gate, gated_find

    stack, surface, scene = board()
    expected = Hinter(scene.campaign.rules).combos(scene.state)
    monkeypatch.setattr(board_hint, "find", gated_find)
    said: list[str] = []
    monkeypatch.setattr(scene.hint, "_line", lambda surface, line: said.append(line))
    with Gate() as gate:
        key(stack, surface, pygame.K_h)
        for _ in range(3):
            frame(stack, surface)  # the search is held at the gate, and the frames go on
        assert scene.hint.bot.thinking and not scene.hint.shown
        assert scene.buttons[0].label == "Thinking..."
        assert said and all(line.startswith("Hint: looking") for line in said)
        gate.open()
        assert scene.hint.wait(30)
    frame(stack, surface)
    assert scene.hint.shown and scene.hint.found[0] == expected and scene.buttons[0].label == "Take hint"


def test_a_hint_still_being_found_is_forgotten_once_the_game_moves_on(monkeypatch):
    from tests.scenes.gate import Gate, gated_find

    stack, surface, scene = board()
    monkeypatch.setattr(board_hint, "find", gated_find)
    with Gate() as gate:
        key(stack, surface, pygame.K_h)
        drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
        gate.open()
        for _ in range(3):
            time.sleep(0.05)
            frame(stack, surface)
    assert not scene.hint.bot.thinking and not scene.hint.shown and scene.buttons[0].label == "Hint"


def test_the_hint_shows_the_search_plan_marks_the_campaign_assisted_and_lays_it_when_taken():
    stack, surface, scene = board()
    assert scene.state.phase == PLAY and not scene.campaign.assisted
    expected = Hinter(scene.campaign.rules).combos(scene.state)
    ask_hint(stack, surface, scene)
    assert scene.hint.shown and scene.hint.found[0] == expected
    assert scene.campaign.assisted
    assert scene.buttons[0].label == "Take hint"
    key(stack, surface, pygame.K_h)
    frame(stack, surface)
    assert scene.state.combos == expected and not scene.hint.shown


def test_once_the_hinted_combos_are_laid_the_next_hint_is_the_fight_and_taking_it_fights():
    stack, surface, scene = board()
    ask_hint(stack, surface, scene)
    key(stack, surface, pygame.K_h)
    frame(stack, surface)
    assert scene.state.phase == PLAY and scene.state.combos
    ask_hint(stack, surface, scene)
    assert scene.hint.found == (None, cmd.FinishPlaying())
    shown = scene.hint.suggested()
    assert shown is not None and "Fight!" in shown.words and shown.button == "Fight!"
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    assert scene.state.phase != PLAY


def test_with_a_hint_shown_enter_takes_it_not_the_card_in_focus_nor_the_fight():
    stack, surface, scene = board()
    expected = Hinter(scene.campaign.rules).combos(scene.state)
    key(stack, surface, pygame.K_TAB)
    assert focused_card(scene) is not None  # Enter would pick this card up, were no hint shown
    ask_hint(stack, surface, scene)
    assert scene.buttons[0].hotkey == "H or Enter" and all(b.hotkey != "Enter" for b in scene.buttons)
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    assert scene.drag is None and scene.state.phase == PLAY and scene.state.combos == expected


def test_the_hints_ghost_combos_keep_every_face_in_full_even_when_made_in_a_frame_past_its_time():
    """The ghosts are kept pictures: a face standing in for want of time (blank in a rehearsal, game.ui.face_cache)
    would stay in them, shown in every frame after."""
    from game.ui import face_cache
    from game.ui.card_parts import FACES

    stack, surface, scene = board()
    combo = scene.state.hand[:3]  # three faces
    size, step = (90, 126), 30
    FACES.clear()
    with face_cache.paced_frame(rehearsal=-1.0):  # past its time from the start: every face but the first stands in
        ghost = scene.plans._ghost(scene.catalog, combo, size, step)
        assert face_cache.stand_ins() == 0
    kept = pygame.image.tobytes(ghost, "RGB")
    scene.plans._ghosts.clear()
    assert kept == pygame.image.tobytes(scene.plans._ghost(scene.catalog, combo, size, step), "RGB")


def test_the_hint_disappears_once_the_game_moves_on():
    stack, surface, scene = board()
    ask_hint(stack, surface, scene)
    drag(stack, surface, centre_of(scene, "right_arm_1"), new_combo_point(scene))
    assert not scene.hint.shown and scene.buttons[0].label == "Hint"


def test_while_resolving_the_hint_is_one_legal_command_and_taking_it_plays_it():
    stack, surface, scene = board()
    ask_hint(stack, surface, scene)
    key(stack, surface, pygame.K_h)
    scene.campaign.submit(cmd.FinishPlaying())
    frame(stack, surface)
    assert scene.state.phase == RESOLVE_COMBOS
    ask_hint(stack, surface, scene)
    suggested = scene.hint.found[1]
    assert suggested in scene.campaign.legal()
    before = len(scene.campaign.session.log)
    key(stack, surface, pygame.K_h)
    assert len(scene.campaign.session.log) > before
