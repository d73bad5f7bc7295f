"""Face-down cards and empty places, the same at every table (game.ui.piles)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import palette
from game.ui.piles import STACKED, Back, deck, draw_backs, draw_pile, empty_place, labelled_place
from game.ui.viewport import Viewport

VP = Viewport(1280, 720)


def _backs_drawn(draw: Callable[[Back], None]) -> list[tuple[int, int]]:
    """The sizes of the backs `draw` asks of the game's card back, in order."""
    sizes: list[tuple[int, int]] = []

    def back(size: tuple[int, int]) -> pygame.Surface:
        sizes.append(size)
        return pygame.Surface(size)

    draw(back)
    return sizes


def test_a_pile_shows_its_top_card_and_at_most_three_backs_under_it():
    surface = pygame.Surface((400, 400))
    rect = pygame.Rect(100, 100, 60, 84)
    assert len(_backs_drawn(lambda back: draw_pile(surface, VP, rect, 2, back))) == 2
    assert len(_backs_drawn(lambda back: draw_pile(surface, VP, rect, 30, back))) == STACKED + 1


def test_a_row_of_backs_draws_one_back_at_each_place_at_the_window_s_scale():
    surface = pygame.Surface((400, 400))
    rects = [pygame.Rect(10 + 70 * k, 10, 60, 84) for k in range(3)]
    assert _backs_drawn(lambda back: draw_backs(surface, VP, rects, back)) == [VP.rect(r).size for r in rects]


def test_an_empty_place_is_outlined_with_its_word_in_the_middle():
    surface = pygame.Surface((200, 200))
    surface.fill(palette.FELT)
    box = pygame.Rect(20, 20, 160, 120)
    empty_place(surface, VP, box)
    assert surface.get_at((box.centerx, box.top)) == palette.FELT_LINE
    assert surface.get_at(box.center) == palette.FELT  # nothing inside without a word
    empty_place(surface, VP, box, "empty")
    inside = pygame.Rect(box.centerx - 30, box.centery - 10, 60, 20)
    assert any(surface.get_at((x, y)) != palette.FELT for x in range(inside.left, inside.right)
               for y in range(inside.top, inside.bottom))


def test_a_deck_is_its_pile_of_backs_and_once_drawn_out_its_empty_place_with_its_word():
    rect = pygame.Rect(100, 100, 60, 84)
    surface = pygame.Surface((400, 400))
    assert len(_backs_drawn(lambda back: deck(surface, VP, rect, 30, back, "Deck"))) == STACKED + 1
    drawn_out, place = pygame.Surface((400, 400)), pygame.Surface((400, 400))
    for target in (drawn_out, place):
        target.fill(palette.FELT)
    assert _backs_drawn(lambda back: deck(drawn_out, VP, rect, 0, back, "Deck")) == []
    empty_place(place, VP, VP.rect(rect), "Deck")
    assert pygame.image.tobytes(drawn_out, "RGB") == pygame.image.tobytes(place, "RGB")


def test_a_labelled_place_is_outlined_as_an_empty_one_with_its_label_in_its_top_left_corner_and_lit_in_the_highlight():
    rect = pygame.Rect(20, 20, 300, 120)
    plain, labelled = pygame.Surface((400, 200)), pygame.Surface((400, 200))
    for target in (plain, labelled):
        target.fill(palette.FELT)
    empty_place(plain, VP, VP.rect(rect))
    labelled_place(labelled, VP, rect, "Your cards in play")
    corner = pygame.Rect(rect.x + 10, rect.y + 6, 120, 16)
    assert labelled.get_at((rect.centerx, rect.top)) == palette.FELT_LINE
    assert any(labelled.get_at((x, y)) != plain.get_at((x, y)) for x in range(corner.left, corner.right)
               for y in range(corner.top, corner.bottom))
    assert labelled.get_at(rect.center) == palette.FELT  # the label only in its corner
    empty_place(labelled, VP, VP.rect(rect), edge=palette.HIGHLIGHT)
    assert labelled.get_at((rect.centerx, rect.top)) == palette.HIGHLIGHT
