"""The banner a table tells a moment in (game.ui.overlaid.banner): an opaque panel while it stands, and, over its last
FADE seconds, fading out whole, its words with its panel, so that what lies under it (a waiting attack's chip, an
arrow) never shows through the panel undimmed beside words still drawn at full strength."""

from __future__ import annotations

import pygame
import pytest

from game.ui import palette
from game.ui.overlaid import FADE, banner
from game.ui.viewport import Viewport
from tests.ui.helpers import display

pytestmark = pytest.mark.usefixtures(display.__name__)

VP = Viewport(1280, 720)  # design space itself
ZONE = pygame.Rect(400, 300, 480, 120)
TYPE = ((54, 34), (22, 78))  # the ring's: a title and a line under it
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def over(background: tuple[int, int, int], left: float) -> pygame.Surface:
    """The banner with `left` seconds to go, drawn over a table of one colour."""
    surface = pygame.Surface((1280, 720))
    surface.fill(background)
    banner(surface, VP, ZONE, ("Computer rests", "and draws 2 cards", palette.GOLD_LIGHT, left), TYPE)
    return surface


def same_pixels(one: pygame.Surface, other: pygame.Surface) -> int:
    """How many pixels of the banner's box are the same in both pictures."""
    box = VP.rect(ZONE)
    return sum(one.get_at((x, y)) == other.get_at((x, y)) for x in range(box.left, box.right, 2)
               for y in range(box.top, box.bottom, 2))


def test_a_banner_standing_hides_the_table_under_it_words_and_panel():
    assert same_pixels(over(BLACK, 2.0), over(WHITE, 2.0)) > 0.95 * (ZONE.w // 2) * (ZONE.h // 2)


def test_a_banner_fading_out_lets_the_table_through_its_words_as_through_its_panel():
    assert same_pixels(over(BLACK, FADE / 2), over(WHITE, FADE / 2)) == 0
