"""A Martial Arts card's words (its body, under the title band) stay inside the body at every size a table draws it:
what does not fit ends in an ellipsis (the whole is read enlarged), never over the title band or the card's kind
below."""

from __future__ import annotations

import pygame
import pytest

from game.content.matcg import catalog
from game.ui import text
from game.ui.face_cache import SurfaceCache
from game.ui.matcg import faces
from game.ui.matcg.layout import FIGHT_CARD, HAND_CARD, SMALL_CARD, STRATEGY_CARD


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


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.25])  # 1024x600, 1280x720, 1600x900 (larger, it wraps its name)
def test_a_piles_top_card_names_itself_whole_or_cut_short_with_an_ellipsis_never_through_a_letter(
        monkeypatch, scale: float) -> None:
    """A pile's top card (SMALL_CARD, its name on one line) shows as much of its name as fits, then an ellipsis: a
    name clipped at the band cut "Iron Palm" to what read as "Iron Paln"."""
    names: dict[str, tuple[str, int]] = {}
    real = text.draw

    def draw(surface, line, size, color, bold=False, **anchor):
        if bold and anchor.get("midleft") is not None:  # the name, in the title band
            names[current["name"]] = (line, size)
        return real(surface, line, size, color, bold, **anchor)

    current = {"name": ""}
    monkeypatch.setattr(text, "draw", draw)
    monkeypatch.setattr(faces, "FACES", SurfaceCache(min_pixels=10_000_000))
    size = (round(SMALL_CARD[0] * scale), round(SMALL_CARD[1] * scale))
    for card in catalog().cards:
        current["name"] = card.name
        faces.duel_face(catalog(), f"s0_{card.id}_1", size)
    assert len(names) == len({card.name for card in catalog().cards})
    cut_short = {name: shown for name, (shown, _) in names.items() if shown != name}
    for name, (shown, px) in names.items():
        assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1].rstrip()))
        assert text.width(shown, px, bold=True) < size[0] - 4  # inside the card's band
    if scale < 1:
        assert cut_short  # the smallest piles do cut names: the check above has something to check
