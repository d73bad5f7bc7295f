"""A card's frame and the cells of a square grid on a face, in pixels of the face; cards side by side in a row."""

from __future__ import annotations

import pygame
import pytest

from game.layout.cards import grid, inside, rim_width, row


def test_the_inside_of_a_frame_lies_a_rims_width_in_from_each_edge():
    assert rim_width(100) == 3 and inside((100, 140)) == pygame.Rect(3, 3, 94, 134)


def test_a_grids_cells_lie_round_its_centre_row_by_row_from_the_top_left():
    cells = grid((50, 60), 3, 20, 16)
    assert [cell.center for cell in cells[:4]] == [(30, 40), (50, 40), (70, 40), (30, 60)]
    assert cells[4].center == (50, 60) and cells[8].center == (70, 80)
    assert all(cell.size == (16, 16) for cell in cells)


def test_an_even_grid_has_no_middle_cell():
    assert [cell.center for cell in grid((50, 50), 2, 20, 10)] == [(40, 40), (60, 40), (40, 60), (60, 60)]


@pytest.mark.parametrize("count", [1, 2, 4, 5])
def test_cards_in_a_row_lie_side_by_side_apart_and_centred(count: int) -> None:
    """The masters a campaign defeated, at its end: side by side, a gap between two, centred on the screen."""
    cards = row(640, 178, count, (180, 252), 20)
    assert len(cards) == count and all(card.size == (180, 252) and card.top == 178 for card in cards)
    assert all(b.x - a.right == 20 for a, b in zip(cards, cards[1:], strict=False))
    assert abs(cards[0].x + cards[-1].right - 2 * 640) <= 1


def test_no_card_lays_no_row() -> None:
    assert row(640, 178, 0, (180, 252), 20) == []
