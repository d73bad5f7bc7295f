"""The duel lesson's step that lights the player's Event place: its ring and its shade pass under the "Your Event"
label over that place, never across it (the ring's top edge ran through the words)."""

from __future__ import annotations

import pygame

from tests.scenes.test_tutorial import lesson_stack, play_until
from tests.ui.helpers import texts_drawn


def test_the_lit_event_places_label_is_drawn_over_the_lessons_ring(monkeypatch):
    boxes = texts_drawn(monkeypatch)
    stack, scene, surface = lesson_stack("matcg")
    play_until(stack, scene, surface, lambda: scene.step.target == "my_event")
    scene.table.draw(surface)
    label = boxes["Your Event"].clip(surface.get_rect())
    lit = scene.ctx.viewport.rect(scene._place(scene.step.target))
    assert label.colliderect(lit.inflate(lit.h // 4, lit.h // 4)), "the label no longer stands on the lit place's edge"
    alone = pygame.image.tobytes(surface.subsurface(label), "RGB")
    scene.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(label), "RGB") == alone
