"""A card read enlarged lies over everything on the table, the keyboard's ring included, at every game's table and
in the lessons: Tab puts the focus on the first card of the hand, which is read enlarged once the pointer
that follows the focus has rested on it. In the smallest window that face lies over the card's own ring (at Udo's
lesson, step 1, Right Arm's ring was drawn over its enlarged face)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.base import Stack
from game.ui import card_keys, overlaid
from game.ui.painter import HOVER_DELAY
from game.ui.udo import board_paint
from tests.scenes.helpers import frame, key, still
from tests.scenes.test_layers import TABLES
from tests.scenes.test_table_hint import table
from tests.scenes.test_tutorial import lesson_stack

SMALL = (1024, 600)
OVER_ITS_RING = ("udo", "kai", "kenpo", "matcg", "master")  # the lessons where Tab first stops on a card (the house
# rules' lesson deals a hand too long to show whole: Tab first stops on the arrow that turns it, read enlarged nowhere)


def assert_enlarged_over_the_ring(stack: Stack, surface: pygame.Surface, monkeypatch: Any) -> None:
    """Tab, a rest, then the frame with the focus's ring and without it: the same wherever a face enlarged shows (its
    round corners let what lies under it show)."""
    scene: Any = stack.top
    key(stack, surface, pygame.K_TAB)
    frame(stack, surface, HOVER_DELAY + 0.1)
    focused = scene.focus.card(scene.key_cards())
    assert focused is not None, "Tab put the focus on a card"
    faces: list[tuple[pygame.Rect, pygame.Surface]] = []

    def noted(at: pygame.Surface, vp: Any, shown: list[tuple[pygame.Rect, pygame.Surface, str]]) -> None:
        faces.extend((box, image) for box, image, _ in shown)
        real(at, vp, shown)

    real = overlaid.draw_enlarged
    for module in (overlaid, board_paint):  # every table's enlarged faces are drawn through it
        monkeypatch.setattr(module, "draw_enlarged", noted)
    still(stack, surface, 0.0)
    ringed = surface.copy()
    vp = scene.ctx.viewport
    reach = card_keys.ring_reach(vp)
    around = focused.screen_rect(vp).inflate(2 * reach, 2 * reach)
    assert any(box.colliderect(around) for box, _ in faces), "the card is read enlarged over its ring's reach"
    monkeypatch.setattr(card_keys, "ring", lambda at, vp, box, *rest, **more: box)  # the same frame, ringed nowhere
    still(stack, surface, 0.0)
    for box, image in faces:
        shows = pygame.mask.from_surface(image, 254)
        over = [(x, y) for x, y in ((box.x + dx, box.y + dy) for dx in range(box.w) for dy in range(box.h))
                if shows.get_at((x - box.x, y - box.y)) and ringed.get_at((x, y)) != surface.get_at((x, y))]
        assert not over, f"the ring shows over the face at {box}: {len(over)} pixels, the first at {over[0]}"


@pytest.mark.parametrize("ruleset_id", TABLES)
def test_a_card_enlarged_for_the_focus_lies_over_its_ring_at_every_table(ruleset_id, monkeypatch):
    stack, surface, _ = table(ruleset_id, SMALL)
    assert_enlarged_over_the_ring(stack, surface, monkeypatch)


@pytest.mark.parametrize("ruleset_id", OVER_ITS_RING)
def test_a_card_enlarged_for_the_focus_lies_over_its_ring_in_every_lesson(ruleset_id, monkeypatch):
    stack, _, surface = lesson_stack(ruleset_id, SMALL)
    assert_enlarged_over_the_ring(stack, surface, monkeypatch)
