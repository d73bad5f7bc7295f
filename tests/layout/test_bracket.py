"""A championship's bracket fills its box with its columns: the top half's rounds, the final, the bottom half's
mirrored, the first round's columns the widest (every entrant's name stands there)."""

from __future__ import annotations

import pygame
import pytest

from game.layout.bracket import columns


def test_a_three_round_bracket_has_five_columns_edge_to_edge_mirrored_about_the_final():
    box = pygame.Rect(20, 60, 1240, 580)
    spots = columns(3, box)
    assert len(spots) == 5
    assert spots[0][0] == box.x and spots[-1][0] + spots[-1][1] == pytest.approx(box.right)
    for (x, w), (after, _) in zip(spots, spots[1:], strict=False):
        assert x + w == pytest.approx(after)
    widths = [w for _, w in spots]
    assert widths == pytest.approx(widths[::-1]) and widths[0] > widths[1] == pytest.approx(widths[2])
