"""Every Kenpo Masters Action card shows the fighter in the stance its qualifiers name, faint behind its mini-ring:
one picture per stance, drawn once per size."""

from __future__ import annotations

import pygame
import pytest

from game.content.kenpo import kenpo_catalog
from game.engine.kenpo.cards import ActionCard
from game.layout.kenpo.ring import HAND_CARD
from game.ui import card_parts
from game.ui.face_cache import SurfaceCache
from game.ui.fighters import Pen
from game.ui.kenpo import faces, pictures


@pytest.fixture(autouse=True)
def display(monkeypatch) -> None:
    pygame.init()
    pygame.display.set_mode((320, 240))
    cache = SurfaceCache(min_pixels=10_000_000)
    monkeypatch.setattr(card_parts, "FACES", cache)
    monkeypatch.setattr(pictures, "PICTURES", SurfaceCache(min_pixels=10_000_000))


def actions() -> list[ActionCard]:
    return [card for card in kenpo_catalog().cards_by_id.values() if isinstance(card, ActionCard)]


def test_every_action_card_in_the_hand_shows_its_technique(monkeypatch) -> None:
    shown: list[str] = []
    real = pictures.backdrop

    def backdrop(card: ActionCard, side: int) -> pygame.Surface:
        shown.append(card.id)
        return real(card, side)

    monkeypatch.setattr(pictures, "backdrop", backdrop)
    for card in actions():
        faces.kenpo_face(card, "yellow", HAND_CARD)
    assert sorted(shown) == sorted(card.id for card in actions())


def test_every_picture_has_a_fighter_on_it() -> None:
    for card in actions():
        image = pictures.backdrop(card, 60)
        assert pygame.mask.from_surface(image).count() > 60 * 60 // 20, card.id


def test_each_stance_has_a_picture_of_its_own() -> None:
    by_stance = {pictures.stance(card): card for card in actions()}
    assert {pose for pose, _, _ in by_stance} == {"Punch", "Kick", "High Kick", "Spinning", "guard", "Movement"}
    images = {pygame.image.tobytes(pictures.backdrop(card, 60), "RGBA") for card in by_stance.values()}
    assert len(images) == len(by_stance)


def test_a_picture_is_drawn_once_per_size(monkeypatch) -> None:
    calls: list[tuple[pictures.Stance, int]] = []
    real = pictures._draw

    def draw(pen: Pen, shown: pictures.Stance) -> None:
        calls.append((shown, pen.size))
        real(pen, shown)

    monkeypatch.setattr(pictures, "_draw", draw)
    kicks = [card for card in actions() if pictures.stance(card) == ("Kick", False, False)]
    assert len(kicks) > 1
    for card in kicks:
        pictures.backdrop(card, 50)
    assert calls == [(("Kick", False, False), 50)]


def test_every_effect_card_shows_its_emblem(monkeypatch) -> None:
    shown: list[str] = []
    real = faces._emblem

    def emblem(surface, rect, card, words=True, least=0) -> None:
        shown.append(card.id)
        real(surface, rect, card, words, least)

    monkeypatch.setattr(faces, "_emblem", emblem)
    effects = [card for card in kenpo_catalog().cards_by_id.values() if not isinstance(card, ActionCard)]
    for card in effects:
        faces.kenpo_face(card, "red", HAND_CARD)
    assert sorted(shown) == sorted(card.id for card in effects) != []
