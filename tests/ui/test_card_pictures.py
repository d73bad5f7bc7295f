"""Every card of every game carries a picture beside its words: the campaign's cards and attacks a fighter with the
body area lit, Master's cards their skill's symbol, Kenpo's Action cards their technique and its Effect cards an
emblem, Martial Arts' cards their technique or effect (the last two: tests/ui/kenpo and tests/ui/matcg)."""

from __future__ import annotations

import pygame
import pytest

from game.content.master import master_catalog
from game.content.udo import kai_catalog, udo_catalog
from game.ui import card_parts, shapes
from game.ui.face_cache import SurfaceCache
from game.ui.master import faces as master_faces
from game.ui.master.symbols import SYMBOLS
from game.ui.udo import attack_art, card_art
from game.words.udo.card_text import area_of

SIZE = (100, 140)


@pytest.fixture(autouse=True)
def display(monkeypatch) -> None:
    pygame.init()
    pygame.display.set_mode((320, 240))
    cache = SurfaceCache(min_pixels=10_000_000)
    monkeypatch.setattr(card_parts, "FACES", cache)


def figures_drawn(monkeypatch) -> list[str | None]:
    drawn: list[str | None] = []
    real = shapes.figure

    def figure(surface, rect, area, color, highlight) -> None:
        drawn.append(area)
        real(surface, rect, area, color, highlight)

    monkeypatch.setattr(shapes, "figure", figure)
    return drawn


def test_every_campaign_card_shows_a_fighter_with_its_area_lit(monkeypatch) -> None:
    drawn = figures_drawn(monkeypatch)
    faces = 0
    for catalog in (udo_catalog(), kai_catalog()):
        monkeypatch.setattr(card_parts, "FACES", SurfaceCache(min_pixels=10_000_000))  # the games share card ids
        for card in catalog.cards_by_id.values():
            card_art.card_face(card, SIZE)
            faces += 1
            assert drawn[-1] == area_of(card.name)
    assert len(drawn) == faces


def test_every_attack_card_shows_a_fighter_with_the_struck_area_lit(monkeypatch) -> None:
    drawn = figures_drawn(monkeypatch)
    attacks = udo_catalog().attacks
    for attack in attacks:
        attack_art.attack_face(attack, SIZE)
    assert drawn == [attack.area for attack in attacks]


def test_every_master_card_shows_its_skills_own_symbol(monkeypatch) -> None:
    drawn: list[str] = []
    real = master_faces.symbol

    def symbol(surface, name, rect, fill, detail, shade) -> None:
        drawn.append(name)
        real(surface, name, rect, fill, detail, shade)

    monkeypatch.setattr(master_faces, "symbol", symbol)
    card_ids = sorted({card.id for card in master_catalog().cards})
    for card_id in card_ids:
        master_faces.master_face(master_catalog(), card_id, SIZE)
    assert len(drawn) == len(card_ids)
    assert set(drawn) <= set(SYMBOLS)
