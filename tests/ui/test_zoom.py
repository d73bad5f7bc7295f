"""The card the mouse rests on, read enlarged (game.ui.overlaid): above it, beside it near the top, and never off
the window, at every table."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from game.ui.drag import CardSprite
from game.ui.overlaid import zoom_box
from game.ui.painter import HOVER_DELAY
from game.ui.viewport import Viewport


def resting_on(rect: pygame.Rect, zoom_size: tuple[float, float] | None = None,
               covered: tuple[pygame.Rect, ...] = ()) -> Any:
    """A table whose one card lies at `rect` (window pixels, 1280x720) with the mouse rested on it, read enlarged at
    `zoom_size` (None: the kit's size), with what another scene lays over it (`covered`, design space)."""
    sprite = CardSprite("card", "card", (float(rect.x), float(rect.y)), (float(rect.w), float(rect.h)))
    sprite.rect = rect
    vp = Viewport(1280, 720)
    return SimpleNamespace(hovered=("card", HOVER_DELAY), drag=None, by_key={"card": sprite}, zoom_size=zoom_size,
                           ctx=SimpleNamespace(viewport=vp), covered_shown=lambda: [vp.rect(box) for box in covered],
                           backdrop=None, buttons=[], tip_rows=lambda key: [], tip_clear_of=lambda: [])


def test_a_card_is_read_enlarged_above_it():
    surface = pygame.Surface((1280, 720))
    box = zoom_box(resting_on(pygame.Rect(600, 500, 60, 84)), surface)
    assert box is not None and box.bottom <= 500 and box.centerx == 630


def test_a_card_near_the_top_is_read_enlarged_beside_it_and_one_at_the_right_edge_at_its_left():
    surface = pygame.Surface((1280, 720))
    left = zoom_box(resting_on(pygame.Rect(400, 10, 60, 84), (290, 406)), surface)
    assert left is not None and left.left == 470 and left.size == (290, 406)
    right = zoom_box(resting_on(pygame.Rect(1200, 10, 60, 84), (290, 406)), surface)
    assert right is not None and right.right == 1190


def test_a_card_under_a_lessons_words_is_read_enlarged_beside_them_on_the_side_they_leave_clear():
    surface = pygame.Surface((1280, 720))
    words = pygame.Rect(500, 150, 500, 200)
    right = zoom_box(resting_on(pygame.Rect(600, 500, 60, 84), covered=(words,)), surface)
    assert right is not None and not right.colliderect(words) and right.left == 670
    covering = zoom_box(resting_on(pygame.Rect(600, 500, 60, 84), covered=(pygame.Rect(600, 150, 600, 250),)),
                        surface)
    assert covering is not None and covering.right == 590  # on its left, where its right is covered too


def test_the_enlarged_cards_place_is_kept_while_all_it_reads_is_the_same_and_worked_out_anew_when_any_changes(
        monkeypatch):
    """The mouse resting on a card asks each frame: the same card, window, size and words laid over the table give
    the same place without working it out again; any of them changed, it is worked out anew."""
    import game.ui.overlaid as overlaid

    worked: list[pygame.Rect] = []

    def counted(box: pygame.Rect, *rest: Any) -> pygame.Rect | None:
        worked.append(box)
        return real(box, *rest)

    real = overlaid.nearest_free
    monkeypatch.setattr(overlaid, "nearest_free", counted)
    card, words, surface = pygame.Rect(611, 493, 61, 83), pygame.Rect(503, 151, 497, 199), pygame.Surface((1280, 720))
    first = zoom_box(resting_on(card, covered=(words,)), surface)
    assert first is not None and len(worked) == 1
    assert zoom_box(resting_on(card.copy(), covered=(words.copy(),)), surface) == first and len(worked) == 1
    for table, window in ((resting_on(card.move(7, 0), covered=(words,)), surface),
                          (resting_on(card, covered=(words.move(0, 9),)), surface),
                          (resting_on(card, (233, 327), covered=(words,)), surface),
                          (resting_on(card, covered=(words,)), pygame.Surface((1279, 720)))):
        before = len(worked)
        zoom_box(table, window)
        assert len(worked) == before + 1


def test_the_tooltips_rows_are_worked_out_once_a_frame_and_not_at_all_with_nothing_laid_over_the_table():
    """Working out a tooltip's rows is costly (Kenpo's reads the card's regions under the pointer): at a table with
    nothing laid over it the enlarged card takes its best place without them; under a lesson's words they are worked
    out once a frame, not once for each place tried."""
    surface = pygame.Surface((1280, 720))
    for covered, asked in (((), 0), ((pygame.Rect(600, 150, 600, 250),), 1)):
        table = resting_on(pygame.Rect(600, 500, 60, 84), covered=covered)
        rows: list[str] = []
        table.tip_rows = lambda key, rows=rows: rows.append(key) or [("Card", "what it does")]
        assert zoom_box(table, surface) is not None and len(rows) == asked, (covered, rows)
