"""The cards of a table drawn by its PlayableCards (game.ui.playable): every card where it lies but the one held,
whose picture is kept at the window's scale all the same."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.ui.drag import CardSprite
from game.ui.playable import PlayableCards
from game.ui.viewport import Viewport

RED, BLUE = (200, 40, 40), (40, 40, 200)


def test_every_card_but_the_held_one_is_drawn_where_it_lies():
    colours = {"red": RED, "blue": BLUE}

    def face(card: str, size: tuple[int, int]) -> pygame.Surface:
        image = pygame.Surface(size)
        image.fill(colours[card])
        return image

    lying, held = CardSprite("red", "card", (100, 100), (60, 84)), CardSprite("blue", "card", (300, 100), (60, 84))
    table = SimpleNamespace(ctx=SimpleNamespace(viewport=Viewport(1280, 720)), sprites=pygame.sprite.LayeredUpdates(
        lying, held), face=face, slots={}, hand_zones=(), _legal=lambda: [])
    surface = pygame.Surface((1280, 720))
    PlayableCards(table).draw_all(surface, held)
    assert surface.get_at(lying.rect.center)[:3] == RED
    assert surface.get_at(held.rect.center)[:3] == (0, 0, 0) and held.rect.size == (60, 84)

