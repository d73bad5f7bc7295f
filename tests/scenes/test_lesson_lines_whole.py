"""A line of the table's words is wholly in sight or wholly under a lesson's panel, never cut by its edge: at every
step of every lesson, as it waits for the player and once it is explained, in the smallest window and a larger one,
at every text size ("drop one here to play it" and "Computer attacks you with ATK 3" in the duel
lesson, the header of Master's log stood half under the panel)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.files import settings
from game.scenes.base import Push, Stack
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import DO, OVER_PANEL, TOLD, WATCH, LessonScene, at_step, settle
from game.scenes.menu import MenuScene
from game.ui import backdrop
from game.ui.face_cache import forget_pictures
from tests.scenes.helpers import IDLE, context
from tests.scenes.test_tutorial import TAUGHT
from tests.ui.helpers import lines_placed


def walked(scene: LessonScene) -> Iterator[str]:
    """Each step of the lesson as it waits for the player and once it is explained, made as the player makes it:
    where it is ("step N", and whether explained)."""
    while True:
        settle(scene, lambda: scene.phase != WATCH and scene._idle(), 30.0)
        yield f"step {scene.index + 1}"
        if scene.phase == DO and scene.step.command is not None:
            scene.table.submit(scene.step.command)
        settle(scene, lambda: scene.phase == TOLD and scene._idle(), 30.0)
        yield f"step {scene.index + 1}, explained"
        if scene.last:
            return
        scene.next()


@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("ruleset_id", TAUGHT)
def test_no_line_of_the_tables_words_is_cut_by_the_lessons_panel(ruleset_id, size, text_size, monkeypatch):
    monkeypatch.setitem(backdrop.CACHING, "on", False)
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(size)
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    for where in walked(scene):
        scene.draw(surface)
        with pytest.MonkeyPatch.context() as spy:
            drawn = lines_placed(spy, surface)
            for paint in scene.table.layers(scene.focus)[:OVER_PANEL]:  # the table's, as the panel lies over it
                paint(surface)
        panel = ctx.viewport.rect(scene.panel)
        cut = [(line, box, panel) for line, box in drawn if panel.colliderect(box) and not panel.contains(box)]
        assert not cut, f"{where}: {cut} cut by the panel's edge"


@pytest.mark.parametrize("ruleset_id", ["matcg", "master"])
def test_a_paced_frame_that_opens_a_step_leaves_fitting_its_panel_to_the_time_after_it(ruleset_id):
    """Fitting the panel paints the table once more (1.7 ms at 1366x768): the frame that opens a step on the game's
    paced stack leaves it to the time after it, is not presented, and the next frame shows the step fitted."""
    ctx, surface = context((1366, 768))
    scene = at_step(ctx, lesson_for(ctx, ruleset_id), 2)
    stack = Stack(MenuScene(ctx), paced=True)
    stack.draw(surface)
    stack.after_frame(IDLE)
    stack.apply(Push(scene))
    for _ in range(30):
        stack.update(0.1)
        stack.draw(surface)
        stack.after_frame(IDLE)
    assert scene.words_panel._fitted is not None and stack.showing
    scene._begin(scene.index + 1)  # the next step opens, its words in a panel placed anew
    stack.update(0.0)
    stack.draw(surface)
    assert not stack.showing and scene.words_panel._fitted[0][0] != scene.index
    stack.after_frame(IDLE)
    assert scene.words_panel._fitted is not None and scene.words_panel._fitted[0][0] == scene.index
    stack.draw(surface)
    assert stack.showing
