"""The Martial Arts cards in play are read where they lie (issue 33: nothing a player must read under 11 px at
1024x600): every word and number their faces draw is set in a typeface of at least LEAST_PX pixels, whole (never
shortened with an ellipsis, but for a name no size down to 11 px holds whole: tests/ui/matcg/test_card_names.py),
inside the face and over no other word of it, at the Normal and the Largest text.

Measured at the sizes the tables really draw them (game.layout.matcg.table.in_play_sizes, from the duel's map and the
map of the tables of teams, whose Two-on-Two and Army of One panels leave the same fight and Strategy zones) in the
smallest window and in 1920x1080: the attack and its blocks in the fight, a Strategy card waiting to resolve, the
small cards (an Event, the DGM challenge, the top of a discard pile) and a card held away from the hand; for every
card of both rule sets. A card too small for its rules text shows a compact face (its name, its kind where it fits,
its picture, its numbers) and leaves its rules to the card enlarged under the pointer. The coach's Where
it turned shows the table at its own size: its Martial Arts cards are held to the same measure.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from game.content.matcg import ruleset
from game.engine.matcg.cards import Catalog
from game.files import settings
from game.layout import zones_now
from game.layout.matcg.table import HAND_CARD, in_play_sizes
from game.ui import text
from game.ui.face_cache import forget_pictures
from game.ui.matcg import faces
from game.ui.matcg.paint import HELD_SCALE
from game.ui.viewport import Viewport

WINDOWS = ((1024, 600), (1920, 1080))
TEXT_SIZES = ("normal", "largest")
MAPS = {"duel": "matcg", "Two-on-Two and Army of One": "matcg_teams"}

Written = list[tuple[str, int, pygame.Rect, pygame.Surface]]  # words, size asked, where, the face drawn on


@pytest.fixture(autouse=True)
def window():
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    settings.change(text_size="normal")


@contextmanager
def written() -> Iterator[Written]:
    """Every text drawn while faces are drawn afresh: its words, the size asked, where it lies and on what size."""
    found: Written = []
    real = text.draw

    def draw(surface: pygame.Surface, line: str, size: int, color: Any, bold: bool = False,
             **anchor: tuple[float, float]) -> pygame.Rect:
        rect = real(surface, line, size, color, bold, **anchor)
        found.append((line, size, rect, surface))
        return rect

    forget_pictures()
    text.draw = draw  # type: ignore[assignment]  # a spy of the same shape
    try:
        yield found
    finally:
        text.draw = real  # type: ignore[assignment]


def faults(found: Written, names_cut: frozenset[str] = frozenset()) -> list[str]:
    """What a player could not read: words under LEAST_PX, shortened (but the lines of `names_cut`), off their face,
    or over another's."""
    wrong = []
    for k, (line, size, rect, face) in enumerate(found):
        if not line.strip():
            continue
        if text.pixels(size) < text.LEAST_PX:
            wrong.append(f"{text.pixels(size)} px: {line!r}")
        if "\u2026" in line and line not in names_cut:
            wrong.append(f"shortened: {line!r}")
        if not face.get_rect().contains(rect):
            wrong.append(f"off its face: {line!r} at {rect}")
        for other, _, over, same in found[k + 1:]:
            if same is face and other.strip() and _ink(rect).colliderect(_ink(over)):
                wrong.append(f"over each other: {line!r} and {other!r}")
    return sorted(set(wrong))


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A line's box less the room its font leaves above and below the letters."""
    return rect.inflate(0, -round(rect.h * 0.3))


def sizes(window: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Where each card in play lies at each table, at its size in the window's pixels (the zones as the text size
    lays them out)."""
    vp = Viewport(*window)
    found = {f"{table}, {where}": vp.rect((0, 0, *size)).size for table, name in MAPS.items()
             for where, size in in_play_sizes(zones_now(name)).items()}
    found["held away from the hand"] = vp.rect((0, 0, HAND_CARD[0] * HELD_SCALE, HAND_CARD[1] * HELD_SCALE)).size
    return found


def every_card() -> Iterator[tuple[Catalog, str]]:
    for rules in ("matcg", "dgm"):
        catalog = ruleset(rules).catalog
        for card in catalog.cards:
            yield catalog, f"s0_{card.id}_1"


@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_every_card_in_play_at_every_martial_arts_table_is_readable_where_it_lies(window, text_size):
    settings.change(text_size=text_size)
    wrong: dict[str, list[str]] = {}
    for where, size in sizes(window).items():
        names_cut = frozenset(line for catalog, card in every_card()
                              for line in faces.title(faces.printed(catalog, card), size).lines if "\u2026" in line)
        with written() as found:
            for catalog, card in every_card():
                faces.duel_face(catalog, card, size)
        if faults(found, names_cut):
            wrong[f"{where} {size}"] = faults(found, names_cut)
    assert wrong == {}


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_the_cards_of_where_it_turned_are_readable_at_1024x600(ruleset_id):
    """The coach's page shows the table at each moment at the table's own size, its cards as small as there: every
    word and number of their faces is set at 11 px or more, at the Normal and the Largest text."""
    from game.tools.screenshot import COACH, scene_stack
    from game.tools.shooting import ShotRequest
    from tests.scenes.helpers import context, key
    from tests.scenes.test_coach_page import written_once

    ctx, surface = context((1024, 600))
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, None), COACH)
    page = stack.top
    small: list[tuple[str, int, int, str]] = []
    for text_size in TEXT_SIZES:
        settings.change(text_size=text_size)
        for k, _ in enumerate(page.moments):
            key(stack, surface, pygame.K_1 + k)
            rendered, _ = written_once(stack, surface)
            faced = [(line, px, who) for line, px, who in rendered if who.startswith(faces.__name__)]
            assert faced, (text_size, k)  # the band shows cards
            small += [(line, px, k, text_size) for line, px, _ in faced if px < text.LEAST_PX and line.strip()]
    assert small == []


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_a_long_name_on_a_fight_card_in_the_smallest_window_is_shown_not_the_cards_kind(text_size):
    """"Nunchaku", "Front Snap Kick" and "Knife Hand Strike" are too wide for a fight card at 1024x600 in the bold
    face at 11 px, so their faces showed "WEAPON" or "ATTACK" in the band: they take the narrower plain face there,
    still at 11 px, rather than give way to their kind."""
    settings.change(text_size=text_size)
    catalog = ruleset("matcg").catalog
    for where, size in sizes((1024, 600)).items():
        if where == "duel, fight":
            with written() as found:
                for card_id in ("nunchaku", "front_snap_kick", "knife_hand_strike"):
                    faces.duel_face(catalog, f"s0_{card_id}_1", size)
            words = " ".join(line for line, _, _, _ in found)
            assert all(name in words for name in ("Nunchaku", "Front Snap", "Knife Hand")), (size, words)
            assert faults(found) == []
