"""The deck builder's tiles, list rows and their − and + are drawn once and reused while they look the same (a
builder's frame drew every one anew, its text fitted each time, in several times a table's frame): the picture is the
one drawn in place, and a tile whose copies change is drawn again."""

from __future__ import annotations

import pygame

from game.content.matcg import catalog
from game.scenes.matcg import deck_tiles
from game.ui.face_cache import forget_pictures
from game.ui.viewport import Viewport


def _pixels(surface: pygame.Surface) -> bytes:
    return bytes(surface.get_view("2").raw)


def test_a_tile_a_row_and_its_step_show_the_picture_drawn_in_place_and_are_drawn_once_while_they_look_the_same(
        monkeypatch):
    forget_pictures()
    vp = Viewport(1280, 720)
    card = catalog().cards[0]
    rect = (100, 200, 180, 70)
    kept = pygame.Surface((1280, 720))
    direct = pygame.Surface((1280, 720))
    for surface in (kept, direct):
        surface.fill((20, 80, 40))
    deck_tiles.draw_tile(kept, vp, rect, card, 2, True, False)
    deck_tiles.draw_row(kept, vp, pygame.Rect(700, 300, 400, 30), card, 2, True, True)
    deck_tiles.draw_step(kept, vp, pygame.Rect(660, 300, 30, 30), "+")
    deck_tiles._tile(direct, vp, vp.rect(rect), card, 2, True, False)
    deck_tiles._row(direct, vp, vp.rect(pygame.Rect(700, 300, 400, 30)), card, 2, True, True)
    deck_tiles._step(direct, vp, vp.rect(pygame.Rect(660, 300, 30, 30)), "+")
    assert _pixels(kept) == _pixels(direct)

    drawn: list[int] = []
    real = deck_tiles._tile
    monkeypatch.setattr(deck_tiles, "_tile", lambda surface, vp, box, card, copies, *rest: (
        drawn.append(copies), real(surface, vp, box, card, copies, *rest)))
    for _ in range(3):
        deck_tiles.draw_tile(kept, vp, rect, card, 2, True, False)
    assert drawn == []
    deck_tiles.draw_tile(kept, vp, rect, card, 3, True, False)
    assert drawn == [3]
