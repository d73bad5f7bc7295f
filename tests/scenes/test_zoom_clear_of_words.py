"""A card read enlarged prefers a place that covers none of the words the table shows, else the one that covers the
fewest: at every step of the Master lesson, no card in sight read enlarged covers an EXP count or a seat's top set
(a wild card of the hand covered the EXP count of the seat beside it, where a place above it covered none)."""

from __future__ import annotations

import pytest

from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import OVER_PANEL, at_step
from game.ui import backdrop
from game.ui.overlaid import zoom_box
from game.ui.painter import HOVER_DELAY
from tests.scenes.helpers import context
from tests.ui.helpers import lines_placed


def test_a_card_read_enlarged_in_masters_lesson_covers_no_exp_count(monkeypatch):
    monkeypatch.setitem(backdrop.CACHING, "on", False)
    ctx, surface = context((1024, 600))
    lesson = lesson_for(ctx, "master")
    for number in range(1, len(lesson.steps) + 1):
        scene = at_step(ctx, lesson, number)
        scene.draw(surface)
        with pytest.MonkeyPatch.context() as spy:
            drawn = lines_placed(spy, surface)
            for paint in scene.table.layers(scene.focus)[:OVER_PANEL]:  # the table's words, under the panel's
                paint(surface)
        counts = [(line, at) for line, at in drawn if "EXP" in line]
        for card, sprite in scene.table.by_key.items():
            scene.table.hovered = (card, HOVER_DELAY + 1)
            box = zoom_box(scene.table, surface)
            covered = [line for line, at in counts if box is not None and at.colliderect(box)
                       and not at.colliderect(sprite.rect)]
            assert not covered, f"step {number}: {card} read enlarged over {covered}"
