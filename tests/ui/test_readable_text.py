"""Nothing a player must read is drawn too small: every text a card face asks for, at the size each table draws
that face in a 1280x720 window, is at least READABLE.

pygame's own font is drawn at 0.6875 of the size asked for, so the small master cards and the footers of Kenpo's
cards, which asked for 10 or 11, were about 7 px high. A request of 15 draws capitals about 10 px high and a line
11 px tall. Measured at the sizes the scenes use (their layouts and constants), on every card, master and attack
the game ships, on both sides of Kai's cards, every card of Master in the hand, and every Martial Arts card in the
hand. The cards in play of the campaign and Kenpo are measured where the tables draw them, in the smallest and a
large window, in tests/ui/test_cards_in_play.py. Not measured: the cards in play of the Martial Arts duel (100 px and
less), read enlarged by resting the mouse on them, and the small piles beside the decks, which show no words.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from game.content.kenpo import kenpo_catalog
from game.content.udo import kai_catalog, udo_catalog
from game.layout import layout
from game.ui import card_parts, text
from game.ui.face_cache import SurfaceCache
from game.ui.kenpo import faces as kenpo_faces
from game.ui.master import faces as master_faces
from game.ui.matcg import faces as matcg_faces
from game.ui.udo import faces as udo_faces

READABLE = 15


@contextmanager
def requests() -> Iterator[list[tuple[int, str]]]:
    """Every (size, text) asked of game.ui.text while faces are drawn afresh."""
    found: list[tuple[int, str]] = []
    real = text.render
    fresh = SurfaceCache(min_pixels=10_000_000)
    modules = (card_parts,)  # every face is drawn into its store (card_parts.face)
    saved = [module.FACES for module in modules]
    for module in modules:
        module.FACES = fresh

    def render(line: str, size: int, color, bold: bool = False) -> pygame.Surface:
        found.append((size, line))
        return real(line, size, color, bold)

    text.render = render
    try:
        yield found
    finally:
        text.render = real
        for module, faces in zip(modules, saved, strict=True):
            module.FACES = faces


def too_small(found: list[tuple[int, str]]) -> list[str]:
    return sorted({f"{size}: {line!r}" for size, line in found if size < READABLE and line.strip()})


def sizes(name: str) -> dict[str, tuple[int, int]]:
    """The sizes a table draws its faces at, at 1280x720 (one design pixel is one window pixel)."""
    from game.layout.kenpo.ring import HAND_CARD
    from game.layout.udo.board import CARD_H, CARD_W
    from game.layout.udo.ending import MASTER as ENDING_MASTER
    from game.scenes.picker import CARD_H as PICK_H
    from game.scenes.picker import CARD_W as PICK_W
    from game.scenes.picker import ZOOM as PICK_ZOOM
    from game.scenes.picker_grid import Grid
    from game.ui.kenpo.paint import ZOOM as KENPO_ZOOM
    from game.ui.udo.board_paint import ZOOM

    board = layout("combo_board")
    master = board.zone("master").size
    grid = Grid.fitting(len(udo_catalog().masters), noted=True).card  # the master choice: every master, its note
    enlarged = (round(PICK_W * PICK_ZOOM), round(PICK_H * PICK_ZOOM))  # a master in it read enlarged, both sides
    table = {
        "card": {"board": (CARD_W, CARD_H), "picker": (PICK_W, PICK_H), "zoom": (round(CARD_W * ZOOM),
                 round(CARD_H * ZOOM)), "picker zoom": (round(PICK_W * PICK_ZOOM), round(PICK_H * PICK_ZOOM))},
        "attack": {"board": (CARD_W, CARD_H), "zoom": (round(CARD_W * ZOOM), round(CARD_H * ZOOM))},
        "master": {"board": master, "master select": grid, "enlarged": enlarged},
        "master back": {"master select": grid, "enlarged": enlarged, "ending": ENDING_MASTER},
        "charge": {"board": board.zone("charge").size},
        "kenpo": {"hand": HAND_CARD, "zoom": KENPO_ZOOM},
    }
    return table[name]


@pytest.fixture(autouse=True)
def window():
    pygame.init()
    pygame.display.set_mode((1280, 720))


@pytest.mark.parametrize("where", ["board", "picker", "zoom", "picker zoom"])
def test_every_side_of_every_card_of_the_campaign_is_readable(where):
    size = sizes("card")[where]
    with requests() as found:
        for catalog in (udo_catalog(), kai_catalog()):
            for card in catalog.cards_by_id.values():
                for enraged in (False, True) if catalog.two_sided(card.id) else (False,):
                    udo_faces.card_face(catalog.face(card.id, enraged), size, enraged)
    assert too_small(found) == []


@pytest.mark.parametrize("where", ["board", "zoom"])
def test_every_attack_card_is_readable(where):
    with requests() as found:
        for attack in udo_catalog().attacks:
            udo_faces.attack_face(attack, sizes("attack")[where])
    assert too_small(found) == []


@pytest.mark.parametrize("where", ["board", "master select", "enlarged"])
def test_every_master_is_readable_on_the_board_and_where_masters_are_chosen(where):
    with requests() as found:
        for master in udo_catalog().masters:
            udo_faces.master_face(master, sizes("master")[where], frozenset({"0.0"}))
    assert too_small(found) == []


@pytest.mark.parametrize("where", ["master select", "enlarged", "ending"])
def test_the_back_of_every_master_is_readable(where):
    with requests() as found:
        for master in udo_catalog().masters:
            for won in (False, True):
                udo_faces.master_back(master, sizes("master back")[where], won)
    assert too_small(found) == []


def test_the_charge_tracker_is_readable():
    with requests() as found:
        for charge in range(11):
            udo_faces.charge_tracker(charge, 10, sizes("charge")["board"])
    assert too_small(found) == []


@pytest.mark.parametrize("where", ["hand", "zoom"])
def test_every_kenpo_card_is_readable_in_the_hand_and_enlarged(where):
    with requests() as found:
        for card in kenpo_catalog().cards_by_id.values():
            kenpo_faces.kenpo_face(card, "yellow", sizes("kenpo")[where])
    assert too_small(found) == []


def test_every_martial_arts_card_is_readable_in_the_hand():
    from game.content.matcg import catalog
    from game.layout.matcg.table import HAND_CARD as DUEL_HAND

    with requests() as found:
        for card in catalog().cards:
            matcg_faces.duel_face(catalog(), f"s0_{card.id}_1", DUEL_HAND)
    assert too_small(found) == []


def test_every_master_card_is_readable_in_the_hand():
    from game.content.master import master_catalog
    from game.layout.master.table import HAND_CARD as MASTER_HAND

    with requests() as found:
        for card_id in {card.id for card in master_catalog().cards}:
            master_faces.master_face(master_catalog(), card_id, MASTER_HAND)
    assert too_small(found) == []
