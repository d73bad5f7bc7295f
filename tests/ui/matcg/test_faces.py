"""A Martial Arts card's words (its body, under the title band) stay inside the body at every size a table draws it:
what does not fit ends in an ellipsis (the whole is read enlarged), never over the title band or the card's kind
below."""

from __future__ import annotations

import pygame
import pytest

from game.content.matcg import catalog
from game.layout.cards import rim_width
from game.layout.matcg.table import FIGHT_CARD, HAND_CARD, SMALL_CARD, STRATEGY_CARD
from game.ui import card_parts, text
from game.ui.face_cache import SurfaceCache
from game.ui.matcg import faces
from game.words.matcg.card import numbers


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
    monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))
    size = (round(design[0] * scale), round(design[1] * scale))
    for card in catalog().cards:
        faces.duel_face(catalog(), f"s0_{card.id}_1", size)
    assert blocks and overflowing == []


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_a_fights_card_at_1024x600_sets_its_numbers_and_its_name_at_11_px_where_it_fits(monkeypatch, text_size):
    """A card in the fight at 1024x600 (80 px wide) set its name and its numbers at 8 to 10 px: its numbers, and its
    name where two lines of the band hold it at 11 px, are set at least at 11 px ("Roundhouse" alone is wider than
    the band at 11 px)."""
    from game.files import settings
    from game.ui.face_cache import forget_pictures
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    forget_pictures()
    size = Viewport(1024, 600).rect((0, 0, *FIGHT_CARD)).size
    room = size[0] - 2 * rim_width(size[0]) - 2 * max(3, round(size[0] * 0.05))  # the band's, inside its pads
    drawn: list[tuple[str, int]] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, px, color, bold=False: (
        drawn.extend([(line, text.pixels(px))] if bold else []), real(line, px, color, bold))[1])
    small: list[tuple[str, str, int]] = []
    for card in (card for card in catalog().cards if card.kind in ("attack", "defense")):
        drawn.clear()
        faces.duel_face(catalog(), f"s0_{card.id}_1", size)
        shown = {str(value) for _, value in numbers(card)}
        lines = text.wrap(card.name, text.least_legible(), room, bold=True)
        fits = len(lines) <= 2 and all(text.width(line, text.least_legible(), bold=True) <= room for line in lines)
        named = set(card.name.split(" ")) if fits else set()
        small += [(card.name, line, px) for line, px in drawn
                  if px < text.LEAST_PX and (line in shown or set(line.split(" ")) <= named)]
    assert small == [], small
