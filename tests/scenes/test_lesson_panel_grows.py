"""A lesson's words at the Largest text in the smallest window (1024x600): its panel grows with the text, so every
step's words are set at least 1.5 times as large as at the Normal text (where a panel of fixed size set them at
12 px against 11), and the grown panel never covers what the step asks the player to use (its card, the place it
goes, the button it presses) nor what the player must keep in sight (the turn box, the cards and piles the step
talks about), at any step of any lesson, at the Normal text and the Largest."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.files import settings
from game.scenes import lesson_panel, lesson_scene
from game.scenes.lesson import lesson_for
from game.scenes.lesson_place import cuts, is_tall
from game.scenes.lesson_scene import DO, TOLD, WATCH, LessonScene, at_step, settle
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
        if not bold and asker(__name__) == f"{lesson_panel.__name__}:draw":
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


STEPS = ([("kai", number) for number in range(1, 9)] + [("matcg", number) for number in range(1, 13)]
         + [("udo", number) for number in range(1, 10)] + [("master", number) for number in range(1, 7)]
         + [("kenpo", number) for number in range(1, 13)] + [("dgm", number) for number in range(1, 16)])


@pytest.mark.parametrize(("ruleset_id", "number"), STEPS)
def test_every_lesson_step_sets_its_words_half_as_large_again_at_the_largest_text_uncovering_its_card(ruleset_id,
                                                                                                       number):
    normal, _ = step_drawn(ruleset_id, number, "normal")
    largest, scene = step_drawn(ruleset_id, number, "largest")
    assert normal and largest
    assert min(largest) >= LARGEST * max(normal)
    assert pygame.Rect(scene.panel).collidelist(scene.words_panel.step_boxes(scene.step)) == -1


@pytest.mark.parametrize(("ruleset_id", "number"), [("kai", 3), ("kai", 5), ("matcg", 1)])
def test_a_grown_panel_is_no_taller_than_its_words_need(ruleset_id, number):
    """Grown as much down as across, Kai's panel at step 3 hid the master's hearts, ENRAGED and the status line
    under a third of empty panel: it grows across with its words, and down only as far as their lines need."""
    _, scene = step_drawn(ruleset_id, number, "largest")
    own, grown = pygame.Rect(scene.lesson.panel), pygame.Rect(scene.panel)
    assert grown.h <= max(own.h, scene.words_panel.needed(scene.step, grown.w, is_tall(grown)))


def walked(ruleset_id: str, text_size: str) -> Iterator[LessonScene]:
    """The lesson at each of its steps in turn, drawn as it waits for the player and again once it is explained, each
    step made as the player would make it."""
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(WINDOW)
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    for number in range(len(scene.lesson.steps)):
        settle(scene, lambda: scene.phase != WATCH and scene._idle(), 30)
        scene.draw(surface)
        yield scene
        if scene.phase == DO and scene.step.command is not None:
            scene.table.submit(scene.step.command)
        settle(scene, lambda: scene.phase == TOLD and scene._idle(), 30)
        scene.draw(surface)
        yield scene
        if number < len(scene.lesson.steps) - 1:
            scene.next()


def told_sizes(ruleset_id: str, text_size: str) -> list[list[int]]:
    """The sizes of the panel's words at each step of the lesson once the step is explained (its `then`)."""
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(WINDOW)
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    told: list[list[int]] = []
    for number in range(len(scene.lesson.steps)):
        settle(scene, lambda: scene.phase != WATCH and scene._idle(), 30)
        if scene.phase == DO and scene.step.command is not None:
            scene.table.submit(scene.step.command)
        settle(scene, lambda: scene.phase == TOLD and scene._idle(), 30)
        with words_sizes() as sizes:
            scene.draw(surface)
        told.append(sizes)
        if number < len(scene.lesson.steps) - 1:
            scene.next()
    return told


@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "kenpo", "matcg", "dgm", "master"])
def test_every_lesson_step_sets_what_it_explains_half_as_large_again_at_the_largest_text(ruleset_id):
    """Kenpo's panel has only the strip over the ring to grow in: what its steps explained took three lines at the
    Largest text, and was set at 16 px to fit two. Each step's words fit it at 18 px."""
    normal, largest = told_sizes(ruleset_id, "normal"), told_sizes(ruleset_id, "largest")
    small = [(number, max(at_normal), min(at_largest)) for number, (at_normal, at_largest)
             in enumerate(zip(normal, largest, strict=True), 1) if min(at_largest) < LARGEST * max(at_normal)]
    assert small == []


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "kenpo", "matcg", "dgm", "master"])
def test_a_lesson_panel_never_covers_what_the_player_keeps_in_sight(ruleset_id, text_size):
    """Nor, once the step is explained, what it laid: at Master Udo's step 2 the new combo of Right Arm lay under the
    panel, found as the step began over the empty row of combos. The panel moves only where it would cover one, or
    end across a line of the table's words."""
    began: dict[int, pygame.Rect] = {}  # the panel of each step that waited for the player, as it began
    for scene in walked(ruleset_id, text_size):
        panel = pygame.Rect(scene.panel)
        kept = scene.words_panel.kept()
        if scene.phase != TOLD:
            began[scene.index] = panel
        elif scene.index in began:
            was = began[scene.index]
            cut = any(cuts(was, line) for line in scene.words_panel.lines)  # a line of the table's words, now
            assert panel == was or was.collidelist(kept) != -1 or cut, (scene.index + 1, was, panel)
        assert all(scene._place(name) is not None for name in scene.step.shows), scene.index
        assert panel.collidelist(kept) == -1, (scene.index + 1, scene.phase, panel,
                                               [box for box in kept if box.colliderect(panel)])
        laid = scene.table.by_key.get(scene.step.card) if scene.phase == TOLD and scene.step.card else None
        if laid is not None:
            assert not panel.colliderect(scene.ctx.viewport.in_design(laid.rect)), (scene.index + 1, panel)


@pytest.mark.parametrize(("ruleset_id", "number", "places"), [
    ("matcg", 1, ("turn", "me")), ("matcg", 3, ("turn", "me", "my_discard", "my_event")), ("matcg", 9, ("turn", "me")),
    ("kai", 3, ("combo 0",)), ("kai", 5, ("combo 0", "combo 1"))])
def test_the_grown_panel_leaves_the_turn_box_the_piles_and_the_combos_in_sight(ruleset_id, number, places):
    """At the Largest text the grown panel covered the player's box (health, ADR, Discards and Event) at the duel
    lesson's steps 1, 3 and 9, and part of a combo at Kai's steps 3 and 5; the turn box stays in sight too."""
    _, scene = step_drawn(ruleset_id, number, "largest")
    panel = pygame.Rect(scene.panel)
    for name in places:
        box = scene._place(name)
        assert box is not None and not panel.colliderect(box), (name, box, panel)
