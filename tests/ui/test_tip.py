"""The tooltip stays whole inside the window: rows too many for its usual width in the smallest window with the
Largest text (Kenpo's Blitz explains six keywords) widen it, then set it smaller, never under the readable size."""

from __future__ import annotations

import pygame

from game.files import settings
from game.ui import text
from game.ui.tip import draw_tip
from game.ui.viewport import Viewport

ROWS = [("Action", "A card that moves your fighter (yellow arrows) and may attack or defend (red arrows)."),
        ("Fast", "A qualifier of quick techniques; other cards name it in their combos."),
        ("Rushing", "A qualifier of rushing techniques; other cards name it in their combos."),
        ("Punch", "A qualifier: a punch. Many cards may be comboed on any Punch."),
        ("Movement bonus", "A +/- beside an arrow of movement: added to the card's attack when you move that way."),
        ("Must move", "Blitz cannot be played standing still; only a defence played while moving reduces it.")]


def test_a_tip_taller_than_the_window_widens_and_lies_whole_inside_it_in_readable_type():
    settings.change(text_size="largest")
    pygame.init()
    surface = pygame.Surface((1024, 600))
    sizes: list[int] = []
    real = text.draw

    def draw(surface_, line, size, color, bold=False, **anchor):
        sizes.append(text.pixels(size))
        return real(surface_, line, size, color, bold, **anchor)

    text.draw = draw
    try:
        box = draw_tip(surface, Viewport(1024, 600), ROWS, pygame.Rect(10, 120, 220, 320))
    finally:
        text.draw = real
    assert box is not None and surface.get_rect().contains(box)
    assert min(sizes) >= text.LEAST_PX
