"""Replays with more games than a page: "Page 2 of 3" is readable and touches no button, at every text size."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.files.paths import finished_dir
from game.scenes.base import Stack
from game.scenes.replays import ROWS, ReplaysScene
from game.ui import text
from tests.scenes.helpers import context


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_page_number_is_readable_and_clear_of_back_and_the_page_buttons(text_size, monkeypatch):
    settings.change(text_size=text_size)
    folder = finished_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(2 * ROWS + 1):  # three pages of rows (files it cannot read are listed with their problem)
        (folder / f"udo-1-{k}.jsonl").write_text("{}\n", encoding="utf-8")
    ctx, surface = context((1024, 600))
    scene = ReplaysScene(ctx)
    scene._turn(1)
    drawn: dict[str, tuple[int, pygame.Rect]] = {}
    real = text.draw

    def draw(surface: pygame.Surface, line: str, size: int, *rest, **anchor) -> pygame.Rect:
        placed = real(surface, line, size, *rest, **anchor)
        drawn[line] = (size, placed)
        return placed

    monkeypatch.setattr(text, "draw", draw)
    Stack(scene).draw(surface)
    size, placed = drawn["Page 2 of 3"]
    assert text.pixels(size) >= text.LEAST_PX
    buttons = {button.label: button.screen_rect(ctx.viewport) for button in scene.buttons}
    assert {"Back", "\u25c0 Page", "Page \u25b6"} <= set(buttons)
    assert [label for label, rect in buttons.items() if rect.colliderect(placed.inflate(8, 8))] == []  # 4 px clear
    assert surface.get_rect().contains(placed)
