"""A fighter's token in the ring (issue 33: the "Computer" plate stuck out past its token at 1024x600, a label stuck
on beside the squares' chips): nothing of its name is drawn beside its disc. Where the plate lies is
tests/layout/kenpo/test_names.py's."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.layout.kenpo.ring import FIGHTER_RADIUS
from game.ui.kenpo.draw import fighter
from game.ui.viewport import Viewport
from tests.ui.helpers import display

pytestmark = pytest.mark.usefixtures(display.__name__)


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_computers_token_draws_nothing_beside_its_disc(text_size):
    """Across the middle of the token, where the plate lies, nothing is drawn left of the disc (its shadow falls
    to the right and below; its wedge points up)."""
    settings.change(text_size=text_size)
    vp = Viewport(1024, 600)
    r = vp.px(FIGHTER_RADIUS)
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    centre = vp.point(200, 150)
    fighter(surface, vp, (200, 150), (240, 200, 60), (120, 80, 10), True, "Computer")
    drawn = [x for x in range(centre[0] - 3 * r, centre[0] - r - 1) if surface.get_at((x, centre[1])).a]
    assert drawn == []
