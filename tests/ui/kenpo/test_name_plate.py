"""A fighter's name on its token in the ring (issue 33: the "Computer" plate stuck out past its token at 1024x600, a
label stuck on beside the squares' chips): the plate lies inside the token's disc for every name a player can type
(up to settings.LONGEST_NAME letters), in every window and at every text size, its words at 11 px or more;
"Computer" and the colours' names are whole."""

from __future__ import annotations

import math

import pygame
import pytest

from game.files import settings
from game.layout.kenpo.ring import FIGHTER_RADIUS
from game.ui import text
from game.ui.kenpo.draw import fighter, name_plate
from game.ui.viewport import Viewport
from tests.ui.helpers import display

WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
WHOLE = ("Computer", "Yellow", "Red", "You")
NAMES = (*WHOLE, "Grandmaster of the Iron Palm", "W" * settings.LONGEST_NAME,
         " ".join(["Wu"] * (settings.LONGEST_NAME // 3)), "\u9f8d\u306e\u62f3\u306e\u5e2b\u7bc4\u4ee3\u7406\u4eba")


pytestmark = pytest.mark.usefixtures(display.__name__)


@pytest.mark.parametrize("window_size", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", settings.TEXT_SCALES)
def test_every_name_lies_inside_its_token(window_size, text_size):
    settings.change(text_size=text_size)
    vp = Viewport(*window_size)
    r = vp.px(FIGHTER_RADIUS)
    wrong = []
    for name in NAMES:
        plate = name_plate(name, vp.px(22), r, vp)
        box = plate.box
        corners = [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)]
        if any(math.hypot(x, y) > r + 1 for x, y in corners):
            wrong.append(f"{name!r}: {box.size} past a disc of {r} px")
        if text.pixels(plate.size) < text.LEAST_PX:
            wrong.append(f"{name!r} at {text.pixels(plate.size)} px")
        if any(text.width(line, plate.size, plate.bold) > box.w for line in plate.lines):
            wrong.append(f"{name!r}: {plate.lines} wider than the plate")
        if name in WHOLE and plate.lines != (name,):
            wrong.append(f"{name!r} shown as {plate.lines}")
    assert wrong == []


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
