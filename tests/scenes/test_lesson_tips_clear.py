"""A lesson's words stay in sight while a card is read: in Udo's and Kai's lessons, at every step, in the smallest
window and a common laptop's, at the Normal text and the Largest, the pointer on any card the panel leaves in sight
(the hand's, a combo's, an attack, a pile's top) shows it enlarged with its tooltip, and neither the enlarged faces (a
two-sided card's with their labels) nor the tooltip lie over the lesson's panel."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.layout.cards import SIDE_LABEL
from game.scenes import card_table
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import at_step
from game.ui.face_cache import forget_pictures
from game.ui.painter import HOVER_DELAY
from tests.scenes.helpers import context


def read_over_panel(scene: Any, surface: pygame.Surface, card: str, tips: list[pygame.Rect | None]) -> list[str]:
    """What of the card `card`, the pointer on it, is painted over the lesson's panel: its enlarged faces with their
    labels, its tooltip (`tips` gathers the tooltips drawn)."""
    tips.clear()
    vp, table = scene.ctx.viewport, scene.table
    panel = vp.rect(scene.panel)
    table._hover(table.by_key[card].rect.center)
    table.hovered = (card, HOVER_DELAY + 1)
    faces = [box.union(box.move(0, -vp.px(SIDE_LABEL))) if label else box
             for box, _, label in table.painter.zoom_faces(surface)]
    table.paint_zoom(surface)
    over = [f"face {box}" for box in faces if box.colliderect(panel)]
    return over + [f"tooltip {tip}" for tip in tips if tip is not None and tip.colliderect(panel)]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_a_card_read_with_its_tooltip_leaves_the_lessons_words_in_sight(ruleset_id, text_size, size, monkeypatch):
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(size)
    lesson = lesson_for(ctx, ruleset_id)
    over, cards, tips = [], 0, []
    real = card_table.draw_tip
    monkeypatch.setattr(card_table, "draw_tip", lambda *args: tips.append(real(*args)))
    for number in range(1, len(lesson.steps) + 1):
        scene = at_step(ctx, lesson, number)
        scene.draw(surface)
        panel = ctx.viewport.rect(scene.panel)
        for card in [key for key, sprite in scene.table.by_key.items() if not panel.colliderect(sprite.rect)]:
            cards += 1
            what = read_over_panel(scene, surface, card, tips)
            over += [f"step {number}: {card}: {', '.join(what)}"] if what else []
    print(f"{ruleset_id} {text_size} {size}: {len(over)} of {cards} cards read over the panel")
    assert not over, "\n".join(over)
