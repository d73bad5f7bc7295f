"""A Martial Arts card's words (its body, under the title band) stay inside the body at every size a table draws it:
what does not fit ends in an ellipsis (the whole is read enlarged), never over the title band or the card's kind
below."""

from __future__ import annotations

import pygame
import pytest

from game.content.matcg import catalog
from game.scenes.matcg.layout import FIGHT_CARD, HAND_CARD, SMALL_CARD, STRATEGY_CARD
from game.ui import text
from game.ui.face_cache import SurfaceCache
from game.ui.matcg import faces


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((320, 240))


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])  # 1024x600, 1280x720, 1920x1080
@pytest.mark.parametrize("design", [SMALL_CARD, STRATEGY_CARD, FIGHT_CARD, HAND_CARD],
                         ids=["pile", "strategy", "fight", "hand"])
def test_every_cards_words_fit_inside_its_body(monkeypatch, design: tuple[int, int], scale: float) -> None:
    blocks: list[tuple[str, int, pygame.Rect]] = []
    real = text.draw_lines

    def draw_lines(surface, lines, size, rect, bold=False, align="center") -> None:
        if bold:  # the name, in the title band
            return real(surface, lines, size, rect, bold, align)
        blocks.extend((line, size, rect) for line, _ in lines)
        if len(lines) * text.line_height(size, bold) > rect.h:
            overflowing.append(f"{[line for line, _ in lines]} at {size} in {rect.h} px")
        return real(surface, lines, size, rect, bold, align)

    overflowing: list[str] = []
    monkeypatch.setattr(text, "draw_lines", draw_lines)
    monkeypatch.setattr(faces, "FACES", SurfaceCache(min_pixels=10_000_000))
    size = (round(design[0] * scale), round(design[1] * scale))
    for card in catalog().cards:
        faces.duel_face(catalog(), f"s0_{card.id}_1", size)
    assert blocks and overflowing == []
