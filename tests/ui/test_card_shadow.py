"""A card's shadow: kept as a patch at the size the card rests at, and drawn in place, the same pixels, while the card
grows or shrinks on its way (a patch kept at every size of the way would crowd the kept pictures out)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import palette, stamps
from game.ui.viewport import Viewport


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((640, 360))


def felt() -> pygame.Surface:
    surface = pygame.display.get_surface().copy()
    surface.fill(palette.FELT)
    return surface


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_shadow_of_a_card_on_its_way_is_the_resting_shadow_drawn_in_place(size: tuple[int, int]) -> None:
    vp = Viewport(*size)
    resting, growing = felt(), felt()
    card = pygame.Rect(40, 30, 157, 219)
    stamps.card_shadow(resting, vp, card, 3)
    kept = len(stamps.PICTURES)
    for grown in range(6):  # the sizes of its way
        stamps.card_shadow(felt(), vp, card.inflate(2 * grown, 2 * grown), 3, resting=False)
    stamps.card_shadow(growing, vp, card, 3, resting=False)
    assert len(stamps.PICTURES) == kept
    assert pygame.image.tobytes(growing, "RGB") == pygame.image.tobytes(resting, "RGB")
