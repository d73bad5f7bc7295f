"""The deck builder's tiles, list rows and their − and + are drawn once and reused while they look the same (a
builder's frame drew every one anew, its text fitted each time, in several times a table's frame): the picture is the
one drawn in place, and a tile whose copies change is drawn again."""

from __future__ import annotations

import pygame
import pytest

from game.content.matcg import catalog
from game.ui.face_cache import forget_pictures
from game.ui.matcg import deck_tiles
from game.ui.viewport import Viewport


def _pixels(surface: pygame.Surface) -> bytes:
    return bytes(surface.get_view("2").raw)


def test_a_tile_a_row_and_its_step_show_the_picture_drawn_in_place_and_are_drawn_once_while_they_look_the_same(
        monkeypatch):
    forget_pictures()
    vp = Viewport(1280, 720)
    card = catalog().cards[0]
    rect = (100, 200, 180, 70)
    tiles_drawn = deck_tiles.drawn_pictures()
    kept = pygame.Surface((1280, 720))
    direct = pygame.Surface((1280, 720))
    for surface in (kept, direct):
        surface.fill((20, 80, 40))
    deck_tiles.draw_tile(kept, tiles_drawn, vp, rect, card, 2, True, False)
    columns = deck_tiles.number_columns(vp, [card], vp.px(400))
    deck_tiles.draw_row(kept, tiles_drawn, vp, pygame.Rect(700, 300, 400, 30), card, 2, True, True, vp.px(18), columns)
    deck_tiles.draw_step(kept, tiles_drawn, vp, pygame.Rect(660, 300, 30, 30), "+")
    deck_tiles._tile(direct, vp, vp.rect(rect), card, 2, True, False)
    deck_tiles._row(direct, vp, vp.rect(pygame.Rect(700, 300, 400, 30)), card, 2, True, True, vp.px(18), columns)
    deck_tiles._step(direct, vp, vp.rect(pygame.Rect(660, 300, 30, 30)), "+")
    assert _pixels(kept) == _pixels(direct)

    drawn: list[int] = []
    real = deck_tiles._tile
    monkeypatch.setattr(deck_tiles, "_tile", lambda surface, vp, box, card, copies, *rest: (
        drawn.append(copies), real(surface, vp, box, card, copies, *rest)))
    for _ in range(3):
        deck_tiles.draw_tile(kept, tiles_drawn, vp, rect, card, 2, True, False)
    assert drawn == []
    deck_tiles.draw_tile(kept, tiles_drawn, vp, rect, card, 3, True, False)
    assert drawn == [3]


def test_a_tile_shows_its_cards_picture_on_the_tiles_paper_shared_with_every_card_of_the_same_motif(monkeypatch):
    """A tile of the collection shows the picture of its card's face, beside the stripe and at most the tile's height,
    taken from the pictures' cache (one per motif, ground and size) as the faces take theirs."""
    from game.ui import palette
    from game.ui.matcg import pictures

    forget_pictures()
    vp = Viewport(1024, 600)
    cards = catalog().cards
    card = cards[0]
    twin = next(other for other in cards[1:] if pictures.motif(other) == pictures.motif(card))
    asked: list[tuple[str, int, object]] = []
    real = pictures.picture

    def picture(shown, side, ground=palette.PAPER):
        asked.append((shown.id, side, ground))
        return real(shown, side, ground)

    monkeypatch.setattr(pictures, "picture", picture)
    tiles_drawn = deck_tiles.drawn_pictures()
    surface = pygame.Surface((1024, 600))
    deck_tiles.draw_tile(surface, tiles_drawn, vp, (100, 200, 244, 64), card, 0, True, False)
    deck_tiles.draw_tile(surface, tiles_drawn, vp, (100, 300, 244, 64), twin, 0, True, False)
    box = vp.rect((100, 200, 244, 64))
    side = asked[0][1]
    assert asked[0] == (card.id, side, palette.PAPER) and 0.6 * box.h <= side < box.h
    assert real(card, side, palette.PAPER) is real(twin, side, palette.PAPER)  # drawn once for both
    assert surface.get_at((box.x + vp.px(12) + side // 2, box.centery))[:3] != palette.PAPER[:3]


@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
def test_a_tiles_count_of_copies_stands_whole_on_its_badge_at_every_text_size(text_size, monkeypatch):
    """At the Largest text in the smallest window, a tile's "×4" spilled past its round badge: its right side was
    white on the tile's paper, and the badge looked cut."""
    from game.files import settings
    from game.layout.matcg import deck as at
    from game.ui import palette
    from tests.ui.helpers import texts_drawn

    settings.change(text_size=text_size)
    forget_pictures()
    vp = Viewport(1024, 600)
    surface = pygame.Surface((1024, 600))
    placed = texts_drawn(monkeypatch)
    box = vp.rect(at.tile_rect(0))
    deck_tiles._tile(surface, vp, box, catalog().cards[0], 4, True, False)
    count = placed["\u00d74"]
    assert box.contains(count)
    assert [tuple(surface.get_at((x, count.centery)))[:3] for x in (count.left, count.right - 1)] == [
        palette.RECOVER_GREEN] * 2
