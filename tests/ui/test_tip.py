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


def test_a_tip_beside_a_square_of_the_ring_leaves_the_other_lit_squares_in_sight():
    """Kenpo's forecast over the bottom-left square of the ring lay to its right, over the next two squares and the
    numbers each would score: it goes to the square's left, clear of them."""
    from game.ui.tip import placed

    window = pygame.Rect(0, 0, 1024, 600)
    squares = [pygame.Rect(358 + 106 * column, 304, 102, 104) for column in range(3)]
    box = placed(pygame.Rect(0, 0, 310, 170), squares[0], window, 8, squares[1:])
    assert window.contains(box) and box.collidelist(squares) == -1


def test_a_tip_beside_the_middle_of_the_ring_goes_beside_the_ring():
    """Every side of the middle square has a lit square: the tip goes beside the ring and its squares together."""
    from game.ui.tip import placed

    window = pygame.Rect(0, 0, 1024, 600)
    squares = [pygame.Rect(358 + 106 * column, 96 + 104 * row, 102, 100) for row in range(3) for column in range(3)]
    middle = squares.pop(4)
    box = placed(pygame.Rect(0, 0, 310, 170), middle, window, 8, squares)
    assert window.contains(box) and box.collidelist([middle, *squares]) == -1


def test_a_tip_too_wide_to_lie_beside_its_card_narrows_to_lie_beside_it_rather_than_over_it():
    """Kenpo's Blitz explained at the Largest text in the smallest window: its six keywords set as wide as the window
    lay over the top of the enlarged card they explain, its name hidden."""
    settings.change(text_size="largest")
    pygame.init()
    surface = pygame.Surface((1024, 600))
    card = pygame.Rect(0, 120, 232, 470)  # the enlarged card over the hand's, down to the hand's foot
    box = draw_tip(surface, Viewport(1024, 600), ROWS, card)
    assert box is not None and surface.get_rect().contains(box) and not box.colliderect(card)
