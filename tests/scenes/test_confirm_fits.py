"""A question's dialog (game.scenes.confirm.ConfirmScene) is as tall as its lines need at the window's size: the
words never reach its buttons, however many lines they wrap to, and a question of two lines keeps the panel it had."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.scenes import confirm
from game.scenes.confirm import ConfirmScene
from game.ui import text
from tests.scenes.helpers import context

LONG = ("In progress: a Two-on-Two fight of Martial Arts, turn 14, Alexandra Konstantinopoulou's turn, saved 30 Nov "
        "at 03:41, with four fighters at the table")


def drawn_words(monkeypatch: Any, scene: ConfirmScene, surface: pygame.Surface) -> list[pygame.Rect]:
    """Where each line of the scene's words lies once drawn (window pixels), the title's first."""
    rects: list[pygame.Rect] = []
    real = text.draw

    def draw(target: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(target, line, *args, **kwargs)
        if target is surface:
            rects.append(rect)
        return rect

    monkeypatch.setattr(text, "draw", draw)
    scene.draw(surface)
    return rects


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [1, 2, 3, 5])
def test_the_words_of_a_question_end_above_its_buttons_and_inside_its_panel(size, count, monkeypatch):
    ctx, surface = context(size)
    scene = ConfirmScene(ctx, "Replace the fight in progress?", [LONG] * count)
    words = drawn_words(monkeypatch, scene, surface)
    vp = ctx.viewport
    top = min(vp.rect(button.rect).top for button in scene.buttons)
    assert max(rect.bottom for rect in words) <= top - vp.px(8)
    panel = vp.rect(scene.panel)
    assert all(panel.contains(vp.rect(button.rect)) for button in scene.buttons)
    assert panel.top >= 0 and panel.bottom <= surface.get_height()


def test_a_question_of_two_short_lines_keeps_the_panel_it_always_had():
    ctx, _ = context((1280, 720))
    scene = ConfirmScene(ctx, "Leave the table?", ["The game is saved.", "Continue brings it back."])
    assert scene.panel == confirm.PANEL
    assert [button.rect[1] for button in scene.buttons] == [confirm.PANEL.bottom - confirm.BUTTONS_UP] * 2


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900)])
@pytest.mark.parametrize("scale", sorted(settings.TEXT_SCALES.values()))
def test_a_question_leaves_the_same_room_under_its_words_however_few_they_are(size, scale, monkeypatch):
    """A one-line question stood in the two lines' panel, with an empty band under its line."""
    ctx, surface = context(size)
    vp = ctx.viewport
    room = []
    with text.at_scale(scale):
        for lines in (["The game is saved."], ["The game is saved.", "Continue brings it back."], [LONG] * 3):
            scene = ConfirmScene(ctx, "Leave the table?", lines, "Leave", "Stay")
            words = drawn_words(monkeypatch, scene, surface)
            monkeypatch.undo()
            room.append(vp.rect(scene.buttons[0].rect).top - max(rect.bottom for rect in words))
    assert max(room) - min(room) <= vp.px(2)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", sorted(settings.TEXT_SCALES.values()))
def test_a_line_that_wraps_is_balanced_so_no_short_fragment_such_as_a_score_stands_alone(size, scale, monkeypatch):
    """"(25)." once stood alone under a full line; the lines of a wrapped sentence are now alike in length."""
    ctx, surface = context(size)
    line = "In progress: You against the computer (Hard), turn 2: health You (30) against Computer (25)."
    with text.at_scale(scale):
        scene = ConfirmScene(ctx, "Replace the duel in progress?", [line])
        words = drawn_words(monkeypatch, scene, surface)[1:]  # the title apart
    widths = [rect.w for rect in words]
    assert len(widths) >= 2 or scale == min(settings.TEXT_SCALES.values())
    assert min(widths) >= max(widths) // 2, widths
