"""Kenpo's lesson keeps Next (and Finish, after the last step) where the player's eye learned it as steps change, in
the smallest window and a larger one, at every text size: it moves only with a panel that must move (its words no
longer fit it, or it would cover what the step keeps in sight, or end across a line of the table's words). At the
larger texts the panel drawn back off the computer's discards kept narrow for the steps after, where it had grown
again over them, Finish left of where Next had been."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.scenes.lesson import lesson_for
from game.scenes.lesson_place import cuts, is_tall
from game.scenes.lesson_scene import LessonScene
from tests.scenes.helpers import context
from tests.scenes.test_lesson_lines_whole import walked


@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_next_and_finish_stay_in_place_through_kenpos_lesson_unless_the_panel_must_move(size, text_size):
    settings.change(text_size=text_size)
    ctx, surface = context(size)
    scene = LessonScene(ctx, lesson_for(ctx, "kenpo"))
    before: tuple[pygame.Rect, pygame.Rect] | None = None  # the panel and its Next, as last drawn
    for where in walked(scene):
        scene.draw(surface)
        button, words = pygame.Rect(scene.own_buttons()[0].rect), scene.words_panel
        if before is not None and button != before[1]:
            was = before[0]
            must = (was.collidelist(words.kept()) != -1 or words.needed(scene.step, was.w, is_tall(was)) > was.h
                    or any(cuts(was, line) for line in words.lines))
            assert must, f"{where}: Next moved from {before[1]} to {button}, where the panel {was} could stay"
        before = pygame.Rect(scene.panel), button
