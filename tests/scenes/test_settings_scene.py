"""The Settings screen, from the menu and from every table, and each setting taking effect at once."""

from __future__ import annotations

import errno
import os

import pygame
import pytest

from game.files import settings, writer
from game.games import game, ids
from game.scenes.base import Stack
from game.scenes.curtain import CurtainScene
from game.scenes.kenpo.arena import RingArenaScene, arena_for
from game.scenes.menu import MenuScene
from game.scenes.settings import SETTINGS_MARK, TICK, SettingsScene
from game.scenes.udo.hero_select import HeroSelectScene
from game.scenes.udo.master_select import MasterSelectScene
from game.tools.shooting import ShotRequest
from game.ui import marks, text
from game.ui.tween import Tween
from game.ui.viewport import Viewport
from game.words.kenpo.seating import HOTSEAT, Table
from tests.scenes.helpers import button_point, click, context, drag, frame, key, open_game
from tests.scenes.kenpo.helpers import card, card_point, dealt, settle, square_point
from tests.scenes.test_menu_and_continue import saved_games

YELLOW = ("front_kick", "jab", "side_kick", "burst_of_speed", "block", "hard_block", "elbow_strike", "blitz")
RED = ("block", "round_kick", "jab", "front_kick", "side_kick", "parry", "reverse_punch", "hard_block")


def choice_point(scene: SettingsScene, row: str, label: str) -> tuple[int, int]:
    """Where the button `label` of the row named `row` is."""
    from game.scenes.settings import ROWS

    index = next(k for k, each in enumerate(ROWS) if each.label == row)
    labels = [choice for choice, _ in ROWS[index].choices]
    before = sum(len(each.choices) for each in ROWS[:index])
    button = scene.buttons[before + labels.index(label)]
    return button.screen_rect(scene.ctx.viewport).center


def settings_screen() -> tuple[Stack, pygame.Surface, SettingsScene]:
    """The Settings screen, opened from the menu."""
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    click(stack, surface, button_point(stack.top, "Settings"))
    scene = stack.top
    assert isinstance(scene, SettingsScene)
    return stack, surface, scene


def test_the_menu_opens_settings_where_a_choice_applies_and_is_kept_at_once_and_esc_goes_back():
    stack, surface, scene = settings_screen()
    click(stack, surface, choice_point(scene, "Animations", "Instant"))
    click(stack, surface, choice_point(scene, "Music", "20%"))
    assert settings.current().animation == "instant" and settings.current().music_volume == 20
    settings.forget()
    assert settings.current().animation == "instant"  # kept: a restart reads it
    lit = [button.label for button in scene.buttons if button.primary]
    assert "Instant" in lit and "20%" in lit
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, MenuScene)


def test_a_choice_that_cannot_be_written_is_told_on_the_settings_screen_and_holds_for_the_session(monkeypatch):
    stack, surface, scene = settings_screen()

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    click(stack, surface, choice_point(scene, "Music", "20%"))
    writer.wait_for()  # the write is done (and failed) off the window's thread
    frame(stack, surface, 0.1)
    told = [toast.message for toast in scene.toasts]
    assert any("settings.json: cannot be written (the disk is full). The settings hold" in line for line in told)
    assert settings.current().music_volume == 20


@pytest.mark.parametrize("ruleset_id", ids())
def test_every_table_opens_settings_from_beside_its_menu_button_and_comes_back_as_it_was(ruleset_id):
    ctx, surface = context()
    shots = game(ruleset_id).tools().shots
    table_shot = next(iter(shots))
    stack = shots[table_shot](ShotRequest(ctx, surface, ruleset_id, 1, 2, 0))
    frame(stack, surface, 0.0)
    table = stack.top
    gear = next(button for button in table.buttons if button.label == SETTINGS_MARK)
    assert any(button.label == "Menu" for button in table.buttons)
    click(stack, surface, gear.screen_rect(ctx.viewport).center)
    assert isinstance(stack.top, SettingsScene)
    click(stack, surface, button_point(stack.top, "Back"))
    assert stack.top is table


def test_instant_animations_end_at_once_and_slow_ones_take_longer():
    settings.change(animation="instant")
    tween = Tween((0, 0), (100, 0), 0.3, delay=0.1)
    assert tween.advance(0.0) == (100, 0) and tween.done
    settings.change(animation="slow")
    assert Tween((0, 0), (100, 0), 0.3).duration == pytest.approx(0.48)


def test_with_instant_animations_a_turn_shows_its_end_in_the_next_frame():
    settings.change(animation="instant")
    ctx, surface = context()
    stack = Stack(arena_for(ctx, dealt(YELLOW, RED), Table(HOTSEAT)))
    frame(stack, surface, 0.0)
    click(stack, surface, (640, 360))  # the curtain
    scene = stack.top
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    frame(stack, surface, 0.0)
    assert not scene.timeline.busy and scene.timeline.shown == scene.campaign.session.view(0)


def test_with_the_curtain_off_a_hot_seat_duel_passes_the_screen_without_it():
    settings.change(curtain=False)
    ctx, surface = context()
    session = dealt(YELLOW, RED)
    stack = Stack(arena_for(ctx, session, Table(HOTSEAT)))
    frame(stack, surface)
    scene = stack.top
    assert isinstance(scene, RingArenaScene) and scene.viewer == 0
    drag(stack, surface, card_point(scene, card(0, "front_kick")), square_point(scene, (1, 1)))
    click(stack, surface, button_point(scene, "End turn"))
    settle(stack, surface)
    assert stack.top is scene and scene.viewer == 1  # Red's view at once: no curtain came down
    assert not any(isinstance(each, CurtainScene) for each in stack.scenes)


def test_with_the_question_turned_off_a_new_campaign_replaces_the_one_in_progress_at_once():
    saved_games()
    settings.change(confirm_replace=False)
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    open_game(stack, surface, "udo")
    assert isinstance(stack.top, HeroSelectScene)
    click(stack, surface, button_point(stack.top, "Play Kai, the Tempest"))
    assert isinstance(stack.top, MasterSelectScene) and stack.top.campaign.rules.id == "kai"


def test_colour_blind_marks_are_drawn_only_when_asked_for():
    pygame.init()
    vp = Viewport(1280, 720)
    box = pygame.Rect(100, 100, 110, 154)
    for draw in (lambda s: marks.legal(s, vp, box), lambda s: marks.picked(s, vp, box)):
        surface = pygame.Surface((400, 400))
        settings.change(colour_blind=False)
        draw(surface)
        assert pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count() == 400 * 400
        settings.change(colour_blind=True)
        draw(surface)
        assert pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count() < 400 * 400
    shapes = set()
    for seat in range(6):
        surface = pygame.Surface((20, 20))
        marks.seat(surface, seat, (255, 255, 255), pygame.Rect(2, 2, 16, 16))
        shapes.add(pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255)).count())
    assert len(shapes) == 6  # six seats, six shapes


def test_in_colour_blind_mode_the_chosen_settings_are_ticked():
    settings.change(colour_blind=True)
    ctx, _ = context()
    ticked = [button.label for button in SettingsScene(ctx).buttons if button.label.startswith(TICK)]
    assert ticked and all(button.primary for button in SettingsScene(ctx).buttons if button.label in ticked)


def test_a_larger_text_size_draws_every_text_larger_at_once():
    normal = text.width("Glory 12", 20), text.pixels(20)
    settings.change(text_size="largest")
    assert text.width("Glory 12", 20) > normal[0] and text.pixels(20) == round(20 * text.EM * 1.5) > normal[1]
    assert text.fit("Special move: Lightspeed Right Leg Whirlwind", 30, 300) < 30


def test_the_window_follows_the_settings_at_once_and_a_new_text_size_lays_every_scene_out_again():
    from game.app import Screen

    pygame.init()
    screen = Screen((1280, 720), False)
    assert not screen.follow(settings.current())  # nothing changed
    settings.change(window=(1024, 600))
    assert screen.follow(settings.current()) and screen.window.get_size() == (1024, 600)
    settings.change(fullscreen=True)
    assert screen.follow(settings.current()) and screen.fullscreen
    settings.change(fullscreen=False)
    assert screen.follow(settings.current()) and screen.window.get_size() == (1024, 600)
    settings.change(text_size="large")
    assert screen.follow(settings.current()) and screen.window.get_size() == (1024, 600)


def test_the_chosen_value_of_every_setting_is_marked_by_shape_even_with_colour_blind_mode_off():
    """A ring and a ticked disc round the chosen button, as on the set-up screens: not told by its colour alone."""
    from game.scenes.settings import ROWS
    from game.ui import palette

    settings.change(colour_blind=False)
    ctx, surface = context()
    scene = SettingsScene(ctx)
    stack = Stack(scene)
    frame(stack, surface)
    assert len(scene.ringed) == len(ROWS) and all(button.primary for button in scene.ringed)

    def mark_pixels(button) -> int:
        box = button.screen_rect(ctx.viewport).inflate(ctx.viewport.px(24), ctx.viewport.px(24))
        area = surface.subsurface(box.clip(surface.get_rect()))
        return pygame.mask.from_threshold(area, palette.HIGHLIGHT, (2, 2, 2, 255)).count()

    assert all(mark_pixels(button) > 50 for button in scene.ringed)
    def apart(button) -> bool:  # far enough from every chosen button that its mark cannot reach it
        box = button.screen_rect(ctx.viewport).inflate(40, 40)
        return not any(box.colliderect(chosen.screen_rect(ctx.viewport)) for chosen in scene.ringed)

    unchosen = [b for b in scene.buttons if not b.primary and b.label != "Back" and apart(b)]
    assert unchosen and all(mark_pixels(button) == 0 for button in unchosen)
    click(stack, surface, choice_point(scene, "Animations", "Fast"))
    frame(stack, surface)
    fast = next(b for b in scene.buttons if b.label == "Fast")
    assert fast in scene.ringed and mark_pixels(fast) > 50


def test_the_window_row_lights_the_size_the_window_has_even_when_resized_by_hand():
    """The player dragged the window's edge to 1024x600: Settings lights 1024x600, not the size last chosen there;
    a size the list does not offer lights none."""
    stack, surface, scene = settings_screen()
    assert settings.current().window != (1024, 600)

    def lit_window() -> list[str]:
        return [button.label for button in scene.ringed if "\u00d7" in button.label or "Full" in button.label]

    assert lit_window() == ["1280\u00d7720"]
    for size, lit in (((1024, 600), ["1024\u00d7600"]), ((1100, 650), [])):
        surface = pygame.display.set_mode(size)
        scene.ctx.viewport = Viewport(*size)
        stack.resized()
        frame(stack, surface)
        assert lit_window() == lit


@pytest.mark.parametrize(("row", "chosen", "field", "value"), [
    ("Text size", "Large", "text_size", "large"), ("Text size", "Largest", "text_size", "largest"),
    ("Colour-blind safe", "On", "colour_blind", True)])
def test_while_it_waits_settings_sets_its_words_as_a_choice_will_show_them_so_it_sets_none_anew(monkeypatch, row,
                                                                                                 chosen, field, value):
    """Once still, the screen has laid out and rendered its words and its buttons' labels as they will be after each
    choice that sets them anew (another text size, a tick beside each chosen value), once: the frame that shows that
    choice lays out no label and renders no line anew (`ahead`)."""
    from game.ui import widgets

    settings.change(text_size="normal", colour_blind=False)
    stack, surface, scene = settings_screen()
    for _ in range(10):
        if stack.still():
            break
        frame(stack, surface)
    assert stack.still() and not scene.ahead()  # made once, not again in every idle frame
    anew: list[str] = []
    laid_out, rendered = widgets._laid_out, text._rendered
    monkeypatch.setattr(widgets, "_laid_out", lambda label, *args: anew.append(label) or laid_out(label, *args))
    monkeypatch.setattr(text, "_rendered", lambda words, *args: anew.append(words) or rendered(words, *args))
    pos = choice_point(scene, row, chosen)
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        stack.handle(event)
    stack.update(1 / 60)
    stack.draw(surface)  # the frame that shows the choice (what is made after it, for the next, is not its own)
    assert getattr(settings.current(), field) == value and stack.showing
    assert anew == [], anew
