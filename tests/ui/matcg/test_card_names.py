"""Every Martial Arts card names itself at every size a table draws it (issue 33: "Roundhouse" and three other names
ran past the card's edge at 1024x600 with the Largest text; a card in play too small for its whole name showed its
kind instead). A name is set whole on a line or two as large as its band allows and never under 11 px; where no
size down to 11 px holds it whole, it is cut short on two lines at 11 px ("Roun\u2026 Kick"), never past its band,
and read whole on the card enlarged under the pointer."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.content.matcg import ruleset
from game.engine.matcg.cards import AnyCard, Catalog
from game.files import settings
from game.layout import zones_now
from game.layout.matcg.table import HAND_CARD, in_play_sizes
from game.ui import text
from game.ui.face_cache import forget_pictures
from game.ui.matcg import faces
from game.ui.matcg.paint import HELD_SCALE
from game.ui.overlaid import ZOOM
from game.ui.viewport import Viewport
from tests.ui.helpers import display

WINDOWS = ((1024, 600), (1280, 720), (1920, 1080))
TEXT_SIZES = ("normal", "large", "largest")
ELLIPSIS = "\u2026"


pytestmark = pytest.mark.usefixtures(display.__name__)


def table_sizes(window: tuple[int, int]) -> set[tuple[int, int]]:
    """Every size, in the window's pixels, at which a Martial Arts table draws a card face: in the fight, a
    Strategy played, a small card (an Event, the DGM challenge, a pile's top) at the duel's and the teams' tables,
    the hand, a card held away from the hand and the card enlarged under the pointer."""
    vp = Viewport(*window)
    designs = [size for level in ("matcg", "matcg_teams") for size in in_play_sizes(zones_now(level)).values()]
    designs += [HAND_CARD, (HAND_CARD[0] * HELD_SCALE, HAND_CARD[1] * HELD_SCALE), ZOOM]
    return {vp.rect((0, 0, *design)).size for design in designs}


def every_card() -> Iterator[tuple[Catalog, AnyCard]]:
    for rules in ("matcg", "dgm"):
        catalog = ruleset(rules).catalog
        for card in catalog.cards:
            yield catalog, card


def problems(card: AnyCard, size: tuple[int, int]) -> list[str]:
    """What is wrong with the name as a face of `size` sets it."""
    named = faces.title(card, size)
    wrong = []
    if not named.lines:
        wrong.append("no name")
    if text.pixels(named.size) < text.LEAST_PX:
        wrong.append(f"{text.pixels(named.size)} px")
    wrong += [f"{line!r} past its band" for line in named.lines
              if text.width(line, named.size, named.bold) > named.room]
    if not any(ELLIPSIS in line for line in named.lines):
        if " ".join(named.lines) != card.name:
            wrong.append(f"{named.lines} is not the name")
    else:
        least = text.least_legible()
        whole = any(len(lines := text.wrap(card.name, least, named.room, bold)) <= faces.NAME_LINES
                    and all(text.width(line, least, bold) <= named.room for line in lines) for bold in (True, False))
        if whole or named.size != least:
            wrong.append(f"cut short as {named.lines} where it fits whole")
        if not card.name.startswith(named.lines[0].rstrip(ELLIPSIS)):
            wrong.append(f"{named.lines} does not begin the name")
        wrong += [f"{line!r} is not of the name" for line in named.lines if line.rstrip(ELLIPSIS) not in card.name]
    return wrong


@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_every_card_name_fits_every_size_a_table_draws_it(window, text_size):
    settings.change(text_size=text_size)
    wrong = {(card.name, size): found for size in sorted(table_sizes(window)) for _, card in every_card()
             if (found := problems(card, size))}
    assert wrong == {}


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_smallest_card_at_1024x600_draws_every_name_in_its_band_not_its_kind(monkeypatch, text_size):
    """A discard pile's top card at 1024x600 (48 px wide) showed "ATTACK" or nothing where "Roundhouse Kick" did not
    fit: its band now draws the name as title() sets it, for every card, inside the face."""
    settings.change(text_size=text_size)
    size = min(table_sizes((1024, 600)))
    banded: list[list[str]] = []
    real = text.draw_lines

    def draw_lines(surface: pygame.Surface, lines: Any, line_size: int, rect: pygame.Rect, bold: bool = False,
                   align: str = "center") -> None:
        if align == "left":  # the band's
            banded.append([line for line, _ in lines])
            assert surface.get_rect().contains(rect)
        real(surface, lines, line_size, rect, bold, align)

    monkeypatch.setattr(text, "draw_lines", draw_lines)
    for catalog, card in every_card():
        banded.clear()
        forget_pictures()  # the rule sets share cards: each face drawn afresh
        faces.duel_face(catalog, f"s0_{card.id}_1", size)
        assert banded == [faces.title(card, size).lines], (card.name, size)
    assert any(ELLIPSIS in line for _, card in every_card() for line in faces.title(card, size).lines)
