"""A card that grows or shrinks on its way is shown with the face of the size it ends at, scaled (CardSprite.drawn):
a glide draws one face, not one at every size it passes through; at rest it shows the face of its own size."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.ui.drag import CardSprite
from game.ui.viewport import Viewport


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((64, 36))


def faces_asked() -> tuple[list[tuple[int, int]], Callable[[str, tuple[int, int]], pygame.Surface]]:
    asked: list[tuple[int, int]] = []

    def face(key: str, size: tuple[int, int]) -> pygame.Surface:
        asked.append(size)
        return pygame.Surface(size)

    return asked, face


def test_a_card_growing_on_its_way_asks_only_for_the_face_of_the_size_it_ends_at() -> None:
    vp, asked, face = Viewport(1280, 720), *faces_asked()
    sprite = CardSprite("jab", "card", (0, 0), (100, 140))
    sprite.settle((300, 200), (150, 210))
    shown = []
    while sprite.moving:
        sprite.advance(1 / 60)
        shown.append(sprite.drawn(vp, face).get_size())
    assert set(asked) == {(150, 210)}
    assert len(set(shown)) > 2 and shown[-1] == (150, 210)  # it grew on the way, shown at each size


def test_a_card_at_rest_shows_the_face_of_its_own_size_unscaled() -> None:
    vp, asked, face = Viewport(1920, 1080), *faces_asked()
    sprite = CardSprite("jab", "card", (10, 20), (100, 140))
    image = sprite.drawn(vp, face)
    assert asked == [(150, 210)] and image.get_size() == (150, 210) and sprite.rect == pygame.Rect(15, 30, 150, 210)


@pytest.mark.parametrize("sizes", [((100, 140), (150, 210)), ((150, 210), (100, 140))])
def test_a_card_on_its_way_is_its_face_scaled_into_one_surface_it_keeps_until_it_ends(sizes) -> None:
    """Each frame shows exactly the face scaled to that frame's size, scaled into the same surface the whole way (not
    one made anew at each size), let go once the card is at its size."""
    start, end = sizes
    vp = Viewport(1280, 720)
    painted = pygame.Surface((150, 210))
    for x in range(0, 150, 5):
        pygame.draw.line(painted, (x, 255 - x, 90), (x, 0), (150 - x, 210), 3)

    def face(key: str, size: tuple[int, int]) -> pygame.Surface:
        return pygame.transform.smoothscale(painted, size)

    sprite = CardSprite("jab", "card", (0, 0), start)
    sprite.settle((300, 200), end)
    kept, scaled_frames = set(), 0
    while sprite.moving:
        sprite.advance(1 / 60)
        image = sprite.drawn(vp, face)
        if image.get_size() != end:  # still growing or shrinking
            scaled = pygame.transform.smoothscale(face("jab", end), image.get_size())
            assert pygame.image.tobytes(image, "RGB") == pygame.image.tobytes(scaled, "RGB")
            kept.add(image.get_parent())
            scaled_frames += 1
    assert scaled_frames > 5 and len(kept) == 1 and None not in kept and sprite._scaled is None
