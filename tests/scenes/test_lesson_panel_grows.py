"""A lesson's words at the Largest text in the smallest window (1024x600): its panel grows with the text, so every
step's words are set at least 1.5 times as large as at the Normal text (where a panel of fixed size set them at
12 px against 11), and the grown panel never covers what the step asks the player to use: its card, the place it
goes, the button it presses."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.files import settings
from game.scenes import lesson_scene
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import at_step
from game.ui import text
from game.ui.face_cache import forget_pictures
from tests.scenes.helpers import asker, context

WINDOW = (1024, 600)
LARGEST = 1.5  # the Largest text's scale of the Normal's


@contextmanager
def words_sizes() -> Iterator[list[int]]:
    """The typeface sizes (pixels) of the lesson panel's words drawn meanwhile, its heading left out."""
    sizes: list[int] = []
    real = text.draw

    def draw(surface, line, size, color, bold=False, **anchor):
        if not bold and asker(__name__) == f"{lesson_scene.__name__}:_panel":
            sizes.append(text.pixels(size))
        return real(surface, line, size, color, bold, **anchor)

    text.draw = draw  # type: ignore[assignment]  # a spy of the same shape
    try:
        yield sizes
    finally:
        text.draw = real  # type: ignore[assignment]


def step_drawn(ruleset_id: str, number: int, text_size: str) -> tuple[list[int], lesson_scene.LessonScene]:
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(WINDOW)
    scene = at_step(ctx, lesson_for(ctx, ruleset_id), number)
    with words_sizes() as sizes:
        scene.draw(surface)
    return sizes, scene


STEPS = [("kai", number) for number in range(1, 9)] + [("matcg", number) for number in range(1, 13)]


@pytest.mark.parametrize(("ruleset_id", "number"), STEPS)
def test_every_lesson_step_sets_its_words_half_as_large_again_at_the_largest_text_uncovering_its_card(ruleset_id,
                                                                                                       number):
    normal, _ = step_drawn(ruleset_id, number, "normal")
    largest, scene = step_drawn(ruleset_id, number, "largest")
    assert normal and largest
    assert min(largest) >= LARGEST * max(normal)
    assert pygame.Rect(scene.panel).collidelist(scene._step_boxes()) == -1


@pytest.mark.parametrize(("ruleset_id", "number"), [("kai", 3), ("kai", 5), ("matcg", 1)])
def test_a_grown_panel_is_no_taller_than_its_words_need(ruleset_id, number):
    """Grown as much down as across, Kai's panel at step 3 hid the master's hearts, ENRAGED and the status line
    under a third of empty panel: it grows across with its words, and down only as far as their lines need."""
    _, scene = step_drawn(ruleset_id, number, "largest")
    own, grown = pygame.Rect(scene.lesson.panel), pygame.Rect(scene.panel)
    assert grown.h <= max(own.h, scene._needed(grown.w))
