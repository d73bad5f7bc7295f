"""Where the mini-ring on a Kenpo Masters Action card lies: the cell of its 3 by 3 squares a point falls in, as the
glossary reads the number printed there."""

from __future__ import annotations

import pygame

from game.layout.kenpo.card import cell_at

RING = pygame.Rect(10, 20, 90, 90)  # cells of 30 px


def test_a_point_lies_in_the_cell_of_the_ring_it_falls_in_counted_from_the_centre():
    assert cell_at(RING, (55, 65)) == (0, 0)  # the fighter's own square
    assert cell_at(RING, (10, 20)) == (-1, -1) and cell_at(RING, (39, 49)) == (-1, -1)
    assert cell_at(RING, (40, 20)) == (0, -1)  # forward, up the card
    assert cell_at(RING, (99, 109)) == (1, 1)


def test_the_far_edge_of_the_ring_still_lies_in_its_last_cell():
    assert cell_at(RING, (100, 110)) == (1, 1)
