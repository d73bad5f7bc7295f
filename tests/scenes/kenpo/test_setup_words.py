"""The Kenpo set-up's words in the smallest window: the hot-seat names' labels lie inside their panel, where at the
Largest text "Yellow's name" ran out of its left edge."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.scenes.kenpo.setup import LEFT, KenpoSetupScene
from game.ui import text
from tests.scenes.helpers import context


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_name_labels_lie_inside_the_hot_seat_panel(monkeypatch, text_size):
    settings.change(text_size=text_size)
    ctx, surface = context((1024, 600))
    scene = KenpoSetupScene(ctx)
    placed: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(target, line, size, color, bold=False, **anchor):
        rect = real(target, line, size, color, bold, **anchor)
        placed.append((line, text.render(line, size, color, bold).get_rect(**anchor)))
        return rect

    monkeypatch.setattr(text, "draw", draw)
    scene.draw(surface)
    panel = ctx.viewport.rect(LEFT)
    labels = [(line, rect) for line, rect in placed if line.endswith("name")]
    assert [line for line, _ in labels] == ["Yellow's name", "Red's name"]
    assert all(panel.contains(rect) for _, rect in labels), (labels, panel)
