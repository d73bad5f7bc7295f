"""A lesson's words stay in sight while a card is read: in every game's lesson, at every step, in the smallest
window and a common laptop's, at the Normal text and the Largest, the pointer on any card the panel leaves in sight
(a card of the hand, a combo's, an attack, a pile's top) shows it enlarged with its tooltip, and neither the enlarged
faces (a two-sided card's with their labels) nor the tooltip lie over the lesson's panel."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.layout.cards import SIDE_LABEL
from game.scenes import card_table
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import at_step
from game.ui import overlaid
from game.ui.face_cache import forget_pictures
from game.ui.painter import HOVER_DELAY
from game.ui.udo import board_paint
from tests.scenes.helpers import context

Drawn = list[pygame.Rect]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> tuple[Drawn, Drawn]:
    """The enlarged faces (with their labels) and the tooltips the tables draw, as they draw them."""
    faces: Drawn = []
    tips: Drawn = []
    enlarged, tip = overlaid.draw_enlarged, card_table.draw_tip

    def draw_enlarged(surface: pygame.Surface, vp: Any, shown: Any) -> None:
        faces.extend(box.union(box.move(0, -vp.px(SIDE_LABEL))) if label else box for box, _, label in shown)
        enlarged(surface, vp, shown)

    def draw_tip(*args: Any) -> pygame.Rect | None:
        box = tip(*args)
        tips.extend([box] if box is not None else [])
        return box

    for module in (overlaid, board_paint):
        monkeypatch.setattr(module, "draw_enlarged", draw_enlarged)
    monkeypatch.setattr(card_table, "draw_tip", draw_tip)
    return faces, tips


def read_over_panel(scene: Any, surface: pygame.Surface, card: str, drawn: tuple[Drawn, Drawn]) -> list[str]:
    """What of the card `card`, the pointer on it, is painted over the lesson's panel: its enlarged faces with their
    labels, its tooltip."""
    faces, tips = drawn
    faces.clear()
    tips.clear()
    table, panel = scene.table, scene.ctx.viewport.rect(scene.panel)
    table._hover(table.by_key[card].rect.center)
    table.hovered = (card, HOVER_DELAY + 1)
    table.paint_zoom(surface)
    assert faces, f"{card} is not read enlarged"
    return [f"{what} {box}" for what, boxes in (("face", faces), ("tooltip", tips)) for box in boxes
            if box.colliderect(panel)]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "kenpo", "matcg", "dgm", "master"])
def test_a_card_read_with_its_tooltip_leaves_the_lessons_words_in_sight(ruleset_id, text_size, size, drawn):
    settings.change(text_size=text_size)
    forget_pictures()
    ctx, surface = context(size)
    lesson = lesson_for(ctx, ruleset_id)
    over, cards = [], 0
    for number in range(1, len(lesson.steps) + 1):
        scene = at_step(ctx, lesson, number)
        scene.draw(surface)
        panel = ctx.viewport.rect(scene.panel)
        for card in [key for key, sprite in scene.table.by_key.items() if not panel.colliderect(sprite.rect)]:
            cards += 1
            what = read_over_panel(scene, surface, card, drawn)
            over += [f"step {number}: {card}: {', '.join(what)}"] if what else []
    print(f"{ruleset_id} {text_size} {size}: {len(over)} of {cards} cards read over the panel")
    assert not over, "\n".join(over)
