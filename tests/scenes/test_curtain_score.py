"""The scores across the top of the curtain stay whole on the screen, however many people sit at the table and
however long their names, at every window size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.curtain import CurtainScene
from game.ui import text
from tests.scenes.helpers import context

NAMES = ("Xiaolongbao th", "Wonderful Wang", "Magnificent Mo", "Tremendous Tao", "Formidable Fen", "Incredible Ito")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_six_long_names_and_their_scores_fit_across_the_curtain(monkeypatch: Any, size: tuple[int, int]) -> None:
    ctx, surface = context(size)
    score = "   ".join(f"{name} 10" for name in NAMES)
    drawn: dict[str, pygame.Rect] = {}
    real = text.draw

    def draw(target: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn[line] = real(target, line, *args, **kwargs)
        return drawn[line]

    monkeypatch.setattr(text, "draw", draw)
    CurtainScene(ctx, NAMES[0], list(NAMES[1:]), (200, 40, 40), [], score=score).draw(surface)
    shown = drawn[score]  # as blitted: clipped to the screen, so a line cut off reaches an edge
    assert 0 < shown.left and shown.right < surface.get_width()
