"""A card's frame and the cells of a square grid on a face, in pixels of the face."""

from __future__ import annotations

import pygame

from game.layout.cards import grid, inside, rim_width


def test_the_inside_of_a_frame_lies_a_rims_width_in_from_each_edge():
    assert rim_width(100) == 3 and inside((100, 140)) == pygame.Rect(3, 3, 94, 134)


def test_a_grids_cells_lie_round_its_centre_row_by_row_from_the_top_left():
    cells = grid((50, 60), 3, 20, 16)
    assert [cell.center for cell in cells[:4]] == [(30, 40), (50, 40), (70, 40), (30, 60)]
    assert cells[4].center == (50, 60) and cells[8].center == (70, 80)
    assert all(cell.size == (16, 16) for cell in cells)


def test_an_even_grid_has_no_middle_cell():
    assert [cell.center for cell in grid((50, 50), 2, 20, 10)] == [(40, 40), (60, 40), (40, 60), (60, 60)]
