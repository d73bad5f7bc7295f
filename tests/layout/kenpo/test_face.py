"""Where a Kenpo Masters card face prints its parts: a compact face's name and qualifiers take the lines they need,
its art gives up height to a summary printed whole, and a summary that is not whole even so is left out; the
qualifiers are packed on as few lines as fit, and a summary is set as large as its panel holds."""

from __future__ import annotations

import pygame

from game.layout.cards import inside
from game.layout.kenpo.face import (
    FULL_TEXT_WIDTH,
    THUMBNAIL_WIDTH,
    Words,
    compact,
    parts,
    summary_fitted,
    tag_lines,
)

HAND = (100, 140)


class Fixed:
    """Words of 10 px lines on 8 px type, 8 the least legible size, wrapped one word to a line; a summary never fits
    its panel above the least legible size."""

    def least_legible(self) -> int:
        return 8

    def line_height(self, size: int, bold: bool = False) -> int:
        return 10

    def pixels(self, size: int) -> int:
        return 8

    def width(self, text: str, size: int, bold: bool = False) -> int:
        return len(text) * size

    def wrap(self, text: str, size: int, width_px: int, bold: bool = False) -> list[str]:
        return text.split()

    def largest_wrapped(self, paragraphs, most, width_px, fits, bold=False):
        return None


FIXED = Fixed()


def words(lines: int = 2, name_lines: int = 1, marks: int = 0) -> Words:
    """A name of `name_lines` words, one qualifier, a summary of `lines` lines; `marks` px: a number and a chip that
    lie clear of each other on a diagram from that side on."""

    def placed(ring: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        return [("1", pygame.Rect(0, 0, 10, 10)), ("+1", pygame.Rect(10 if ring.w >= marks else 5, 0, 10, 10))]

    return Words(" ".join(["Name"] * name_lines), 4, ["Fast"], ["word"] * lines, placed)


def test_a_face_sets_its_words_at_the_least_legible_size_from_the_thumbnails_width_to_the_full_texts():
    assert not compact((THUMBNAIL_WIDTH - 1, 100)) and compact((THUMBNAIL_WIDTH, 100))
    assert compact((FULL_TEXT_WIDTH - 1, 300)) and not compact((FULL_TEXT_WIDTH, 300))


def test_an_enlarged_action_cards_diagram_is_a_square_under_its_qualifiers_and_its_panel_under_it():
    where, block = parts((290, 406), True, None, FIXED)
    assert block == (0, [])
    art = where["art"]
    assert art.w == art.h == 203 and art.top == where["tags"].bottom and art.centerx == 145
    assert where["panel"].top > art.bottom and where["panel"].bottom < inside((290, 406)).bottom


def test_an_effect_cards_emblem_spans_the_face():
    art = parts((290, 406), False, None, FIXED)[0]["art"]
    assert art.w > art.h and art.centerx == 145


def test_a_long_name_takes_the_lines_it_needs_in_the_band():
    one, two = parts(HAND, True, words(), FIXED)[0]["band"], parts(HAND, True, words(name_lines=3), FIXED)[0]["band"]
    assert one.h == round(HAND[1] * 0.15) and two.h == 3 * 10 + round(HAND[1] * 0.03)


def test_the_art_gives_up_as_much_height_as_a_whole_summarys_lines_need():
    roomy, block = parts(HAND, True, words(lines=1), FIXED)
    assert block == (8, ["word"])
    tight, block = parts(HAND, True, words(lines=3), FIXED)
    assert block == (8, ["word"] * 3) and tight["art"].h < roomy["art"].h
    assert tight["panel"].w == inside(HAND).w  # a summary's panel spans the face


def test_a_summary_not_whole_even_so_is_left_out_and_the_art_keeps_its_height():
    where, block = parts(HAND, True, words(lines=9), FIXED)
    assert block == (0, []) and where["art"].h == parts(HAND, True, None, FIXED)[0]["art"].h


def test_the_diagram_gives_up_no_height_under_the_side_its_numbers_and_chips_need_to_lie_clear():
    where, block = parts(HAND, True, words(lines=3), FIXED)
    assert block[1] and where["art"].h == 63
    where, block = parts(HAND, True, words(lines=3, marks=70), FIXED)  # the summary's lines would leave it 63 px
    assert block == (0, []) and where["art"].h == 78


class Mono:
    """Words measured as a monospaced face sets them: each character `size` px wide, each line `size` px tall, 6 px
    the least legible size; wrapped one word to a line."""

    def width(self, text: str, size: int, bold: bool = False) -> int:
        return len(text) * size

    def line_height(self, size: int, bold: bool = False) -> int:
        return size

    def least_legible(self) -> int:
        return 6

    def wrap(self, text: str, size: int, width_px: int, bold: bool = False) -> list[str]:
        return text.split()

    def largest_wrapped(self, paragraphs, most, width_px, fits, bold=False):
        for size in range(most, 5, -1):
            lines = [word for paragraph in paragraphs for word in paragraph.split()]
            if fits(size, lines):
                return size, lines
        return None


def test_the_qualifiers_share_a_line_while_they_fit_and_one_too_wide_takes_a_line_of_its_own():
    assert tag_lines(["Fast", "Rushing", "Punch"], 1, 12, Mono()) == ["Fast\u00b7Rushing", "Punch"]
    assert tag_lines(["Spinning", "Kick"], 1, 4, Mono()) == ["Spinning", "Kick"]


def test_a_summary_is_set_as_large_as_its_panel_holds_and_at_the_least_legible_size_when_none_does():
    assert summary_fitted(["one two"], 50, 2 * 9 + 2, 12, Mono()) == ((9, ["one", "two"]), 18)
    assert summary_fitted(["one two three"], 50, 10, 12, Mono()) == ((6, ["one", "two", "three"]), 18)
