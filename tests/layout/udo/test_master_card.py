"""Where a master's front lays its parts, read without drawing it: every heart of every body inside the face and
clear of the others, at every size a master is shown and at the least and the largest text."""

from __future__ import annotations

import pygame
import pytest

from game.layout.udo.master_card import master_card
from tests.engine.udo.helpers import CATALOG

LINES = (13, 20)  # a line of the least legible text, at the smallest and the largest text size


@pytest.mark.parametrize("least_line", LINES)
@pytest.mark.parametrize("size", [(80, 112), (180, 252), (440, 616)])
def test_hearts_lie_inside_the_face_and_never_overlap(size: tuple[int, int], least_line: int) -> None:
    face = pygame.Rect((0, 0), size)
    for master in CATALOG.masters:
        rects = master_card(master, size, least_line).hearts
        expected = {f"{b}.{h}" for b, body in enumerate(master.bodies) for h in range(len(body.hearts))}
        assert set(rects) == expected, master.id
        for key, rect in rects.items():
            assert face.contains(rect) and rect.w > 0 and rect.h > 0, (master.id, key)
        boxes = list(rects.values())
        for i, rect in enumerate(boxes):
            assert rect.collidelist(boxes[i + 1:]) == -1, (master.id, rect)


@pytest.mark.parametrize("least_line", LINES)
def test_master_shadow_shows_a_row_of_hearts_for_each_of_its_three_clones(least_line: int) -> None:
    rects = master_card(CATALOG.master("shadow"), (180, 252), least_line).hearts
    rows = {key.split(".")[0]: rect.centery for key, rect in rects.items()}
    assert len(rows) == 3 and len(set(rows.values())) == 3


def test_a_master_card_too_short_for_two_lines_of_its_motto_leaves_it_and_its_reward_out() -> None:
    roomy, cramped = (master_card(CATALOG.master("shadow"), (200, 280), line) for line in (13, 20))
    assert roomy.style.h and roomy.footer.h
    assert cramped.style.h == 0 and cramped.footer.h == 0



def test_five_hearts_on_a_master_card_of_a_small_windows_grid_take_two_rows_each_as_wide_as_a_ten():
    """At 1024x600 a card of the grid of masters is 101 px wide: five hearts in a row were 15 px wide, and a "10" at
    the Largest text (20 px) ran into the next heart."""
    dragon = master_card(CATALOG.master("dragon"), (101, 142), 12).hearts
    assert len({rect.centery for rect in dragon.values()}) == 2
    assert min(rect.w for rect in dragon.values()) >= 20
    roomy = master_card(CATALOG.master("dragon"), (195, 273), 12).hearts
    assert len({rect.centery for rect in roomy.values()}) == 1
