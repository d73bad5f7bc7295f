"""A lesson's words stay in sight of what its table enlarges and explains: a card read enlarged (the mouse resting on
it, or the keyboard's focus) and its tooltip keep clear of the lesson's panel, and a card enlarged for the focus goes
once the focus moves on to Next."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.files import settings
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import TOLD, at_step
from game.ui.face_cache import forget_pictures
from game.ui.overlaid import zoom_box
from game.ui.painter import HOVER_DELAY
from game.ui.udo.board_paint import MASTER_KEY
from tests.scenes.helpers import context, frames_until, tab_to_card
from tests.scenes.test_tutorial import STEP, lesson_stack, play_until
from tests.scenes.test_tutorial_input import keyboard_step

SMALL = (1024, 600)


def each_step(ruleset_id: str, text_size: str) -> Iterator[tuple[int, Any, Any, pygame.Surface]]:
    """Each step of the family's lesson at the text size, in the smallest window, drawn once: its number, its
    scene, the context and the window."""
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(SMALL)
    lesson = lesson_for(ctx, ruleset_id)
    for number in range(1, len(lesson.steps) + 1):
        scene = at_step(ctx, lesson, number)
        scene.draw(surface)
        yield number, scene, ctx, surface


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["kenpo", "matcg", "dgm", "master"])
def test_a_card_read_enlarged_keeps_clear_of_the_lessons_words(ruleset_id, text_size):
    """At every step, at the Normal text and the Largest: a card with no room clear of the words above it or beside
    it (Kenpo's waiting attacks and discards under a panel across the top) is read beside it, under the panel. A
    card the panel lies over is never rested on."""
    for number, scene, ctx, surface in each_step(ruleset_id, text_size):
        panel = ctx.viewport.rect(scene.panel)
        for card in [key for key, sprite in scene.table.by_key.items() if not panel.colliderect(sprite.rect)]:
            scene.table.hovered = (card, HOVER_DELAY + 1)
            box = zoom_box(scene.table, surface)
            assert box is None or not box.colliderect(panel), f"step {number}: {card} enlarged over the words"


def test_udos_first_card_read_enlarged_keeps_clear_of_the_lessons_words():
    """Right Arm, first in the hand and left of the panel over the hand, is read enlarged on its left, the window's
    edge, where on its right it covered the words."""
    ctx, surface = context(SMALL)
    scene = at_step(ctx, lesson_for(ctx, "udo"), 1)
    scene.draw(surface)
    scene.table.hovered = ("right_arm_1", HOVER_DELAY + 1)
    boxes = [box for box, _, _ in scene.table.painter.zoom_faces(surface)]
    assert boxes and not any(box.colliderect(ctx.viewport.rect(scene.panel)) for box in boxes)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_every_hand_card_of_udos_lessons_read_enlarged_keeps_clear_of_the_words(ruleset_id, text_size):
    """The middle of the hand lies under the panel, with no room above it nor beside it clear of it: the card is
    read smaller, under the panel, at every step, at the Normal text and the Largest."""
    for number, scene, ctx, surface in each_step(ruleset_id, text_size):
        hand, panel = ctx.viewport.rect(scene.table.zones["hand"]), ctx.viewport.rect(scene.panel)
        for card in [key for key, sprite in scene.table.by_key.items() if hand.contains(sprite.rect)]:
            scene.table.hovered = (card, HOVER_DELAY + 1)
            boxes = [box for box, _, _ in scene.table.painter.zoom_faces(surface)]
            assert boxes and not any(box.colliderect(panel) for box in boxes), f"step {number}: {card}"


@pytest.mark.parametrize("ruleset_id", ["udo", "matcg", "master"])
def test_a_tooltip_keeps_clear_of_the_lessons_words(ruleset_id):
    ctx, surface = context(SMALL)
    scene = at_step(ctx, lesson_for(ctx, ruleset_id), 2)
    scene.draw(surface)
    assert ctx.viewport.rect(scene.panel) in scene.table.tip_clear_of()


def test_a_card_enlarged_for_the_focus_goes_once_the_focus_moves_to_next():
    stack, scene, surface = lesson_stack("master")
    play_until(stack, scene, surface, lambda: scene.step.card is not None)
    tab_to_card(stack, surface, scene.step.card)
    assert scene.table.hovered is not None and scene.table.hovered[0] == scene.step.card
    keyboard_step(stack, surface, scene)
    frames_until(stack, surface, lambda: scene.phase == TOLD, dt=STEP)
    assert scene.focus.find(scene.focusable()) is scene.own_buttons()[0] and scene.table.hovered is None


def test_the_master_is_not_read_enlarged_over_the_lessons_words():
    """Kai's heart step: the keyboard's focus on Crane's heart rests the pointer on the master, whose enlarged card
    covered the step's words; it is read in its place instead."""
    ctx, surface = context(SMALL)
    scene = at_step(ctx, lesson_for(ctx, "kai"), 6)
    scene.draw(surface)
    scene.table.hovered = (MASTER_KEY, HOVER_DELAY + 1)
    panel = ctx.viewport.rect(scene.panel)
    assert not any(box.colliderect(panel) for box, _, _ in scene.table.painter.zoom_faces(surface))


def test_a_card_read_enlarged_where_nothing_is_clear_is_laid_once_while_nothing_it_reads_changes(monkeypatch):
    """Kai's lesson at step 7, at the Largest text in the smallest window: with the mouse resting on Guard, under the
    panel, no size of it is clear of the words and of its tooltip, and every size was tried each frame; the place
    is kept while the card, the window, the words and the tooltip (at the text size) are the same, and the tooltip
    it is kept by is another at another text size."""
    import game.ui.tip as tip

    asked: list[pygame.Rect] = []
    real = tip.clearance

    def counted(vp: Any, rows: Any, beside: pygame.Rect, *rest: Any) -> tuple[bool, bool]:
        asked.append(beside)
        return real(vp, rows, beside, *rest)

    monkeypatch.setattr(tip, "clearance", counted)
    settings.change(text_size="largest")
    ctx, surface = context(SMALL)
    scene = at_step(ctx, lesson_for(ctx, "kai"), 7)
    scene.draw(surface)
    scene.table.hovered = ("kai_guard", HOVER_DELAY + 1)
    laid = [box for box, _, _ in scene.table.painter.zoom_faces(surface)]
    scene.draw(surface)
    asked.clear()
    assert [box for box, _, _ in scene.table.painter.zoom_faces(surface)] == laid and not asked
    at_largest = scene.table.tip_clearance("kai_guard", surface.get_rect())
    settings.change(text_size="normal")
    scene.draw(surface)
    assert scene.table.tip_clearance("kai_guard", surface.get_rect()) != at_largest
