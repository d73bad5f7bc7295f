"""Where the hero choice lays its heroes, read without drawing it: a panel each, side by side and centred on the
table without touching, each hero's Play button inside its own panel, its Continue above it with room for its line
between them, and Back apart from all of them."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.layout.udo.heroes import BACK, KEPT_Y, continue_button, hero_panels, play_button


@pytest.mark.parametrize("heroes", [("udo",), ("udo", "kai")])
def test_the_panels_lie_side_by_side_centred_and_apart(heroes: tuple[str, ...]) -> None:
    panels = list(hero_panels(heroes).values())
    assert len(panels) == len(heroes)
    assert all(left.right < right.left and left.y == right.y for left, right in pairwise(panels))
    assert abs(panels[0].left + panels[-1].right - 1280) <= 1  # centred on the table's 1280 design px
    assert all(pygame.Rect(0, 0, 1280, 720).contains(panel) for panel in panels)


def test_each_play_button_lies_inside_its_panel() -> None:
    for panel in hero_panels(("udo", "kai")).values():
        assert panel.contains(pygame.Rect(play_button(panel)))


def test_each_continue_lies_above_its_panel_with_its_line_between_them_and_back_apart() -> None:
    for panel in hero_panels(("udo", "kai")).values():
        button = pygame.Rect(continue_button(panel))
        assert button.bottom < KEPT_Y < panel.top and button.centerx == panel.centerx
        assert not pygame.Rect(BACK).colliderect(panel) and not pygame.Rect(BACK).colliderect(button)
