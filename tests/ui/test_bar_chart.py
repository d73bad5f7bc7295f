"""The small bar chart (game.ui.bar_chart): a bar per count, the largest the full height of its room, each count
written over its bar and its label under it; a count of none draws no bar."""

from __future__ import annotations

import pygame

from game.ui import bar_chart, palette
from game.ui.viewport import Viewport
from tests.ui.helpers import lines_drawn

VP = Viewport(1280, 720)  # design space itself
RED, BLUE = (200, 40, 40), (40, 40, 200)


def test_each_count_has_its_bar_the_largest_the_tallest_with_its_count_and_label(monkeypatch):
    pygame.init()
    surface = pygame.Surface((400, 200))
    surface.fill(palette.FELT)
    words = lines_drawn(monkeypatch)
    bar_chart.draw_bars(surface, VP, (0, 0, 300, 140), "Types", [("A", 4, RED), ("B", 2, BLUE), ("C", 0, RED)])
    assert words == ["Types", "4", "A", "2", "B", "0", "C"]

    def height(x: int, colour: tuple[int, int, int]) -> int:
        return sum(1 for y in range(200) if surface.get_at((x, y))[:3] == colour)

    assert height(50, RED) == 2 * height(150, BLUE) > 0
    assert height(250, RED) == 0  # none: no bar
