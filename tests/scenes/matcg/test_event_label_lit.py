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


def test_the_lit_event_places_ring_takes_its_label_in(monkeypatch):
    """The ring round the lit Event place passes round its "Your Event" label, not through it."""
    boxes = texts_drawn(monkeypatch)
    rings: list[pygame.Rect] = []
    stack, scene, surface = lesson_stack("matcg")
    play_until(stack, scene, surface, lambda: scene.step.target == "my_event")
    real = pygame.draw.rect

    def drawn(on: pygame.Surface, colour: object, rect: pygame.Rect, *args: object, **kwargs: object) -> pygame.Rect:
        rings.append(pygame.Rect(rect))
        return real(on, colour, rect, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.draw, "rect", drawn)
    scene.draw(surface)
    label, lit = boxes["Your Event"], scene.ctx.viewport.rect(scene._place(scene.step.target))
    ring = next(ring for ring in rings if ring.contains(lit))
    assert ring.contains(label), (ring, label)
