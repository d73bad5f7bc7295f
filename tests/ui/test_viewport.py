"""The window's scale and the design space: a place drawn in the window is read back where it was laid, to within the
design pixel a window pixel's rounding may move each of its edges."""

from __future__ import annotations

import pygame
import pytest

from game.ui.viewport import Viewport


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080), (1000, 900)])
def test_a_place_drawn_in_the_window_is_read_back_in_design_space(size):
    vp = Viewport(*size)
    for place in (pygame.Rect(16, 294, 1004, 228), pygame.Rect(878, 321, 130, 174), pygame.Rect(0, 0, 1280, 720)):
        read = vp.in_design(vp.rect(place))
        assert all(abs(a - b) <= 1 for a, b in zip(read, place, strict=True)), (size, place, read)
    assert vp.in_design(vp.rect((0, 0, 1280, 720))).topleft == (0, 0)


def test_a_box_in_a_wider_window_is_read_from_the_table_left_edge():
    """The bars beside a table narrower than the window are outside design space: a box on the bar lies left of 0."""
    vp = Viewport(1600, 720)
    assert vp.in_design(pygame.Rect(0, 0, 100, 100)) == pygame.Rect(-160, 0, 100, 100)
