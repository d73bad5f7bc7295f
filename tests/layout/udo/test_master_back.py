"""Where a master's other side prints its parts, read without drawing them: its rows one under another inside the
frame, each as tall as its words, the special move as its card where one is large enough to read, else as a plate of
its name under its picture, or of its name alone where there is no room for the picture."""

from __future__ import annotations

import pygame
import pytest

from game.layout.cards import inside
from game.layout.udo.card_face import SMALLEST_CARD
from game.layout.udo.master_back import SMALLEST_PICTURE, MasterBack, parts

LEAST = 10  # the least legible size of these measures: a line as tall as its size plus two


class Measure:
    """Words set at half the size asked for, never under LEAST, and whole; the special move's name in `lines` lines."""

    def __init__(self, lines: int) -> None:
        self.lines = lines

    def least_legible(self) -> int:
        return LEAST

    def line_height(self, size: int, bold: bool = False) -> int:
        return size + 2

    def fit(self, words: str, most: int, across: int, bold: bool = False) -> int:
        return max(LEAST, most // 2)

    def fitted(self, wordings: tuple[str, ...], size: int, across: int, bold: bool = False) -> str:
        return wordings[0]

    def legible_line(self, words: str, most: int, across: int, bold: bool = False) -> tuple[str, int]:
        return words, self.fit(words, most, across)

    def readable_block(self, words: str, most: int, floor: int, across: int, tall: int,
                       bold: bool = False) -> tuple[int, list[str]]:
        return max(floor, most // 2), [words] * self.lines


def measured(size: tuple[int, int], lines: int = 1) -> MasterBack:
    """Master Chen's other side of `size`, the special move gained, Dragon, named in `lines` lines."""
    return parts(size, inside(size), "DEFEATED", "You gained", ("Master Chen", "Dragon"), Measure(lines))


def rows(size: tuple[int, int]) -> list[pygame.Rect]:
    laid = measured(size)
    return [laid.name, laid.ribbon, laid.gained]


@pytest.mark.parametrize("size", [(60, 84), (180, 252), (360, 504)])
def test_the_rows_lie_one_under_another_each_as_tall_as_its_words(size: tuple[int, int]) -> None:
    name, ribbon, gained = rows(size)
    assert name.bottom == ribbon.top and ribbon.bottom <= gained.top
    assert name.h >= LEAST + 2 and ribbon.h >= LEAST + 4 and gained.h >= LEAST + 2
    assert ribbon.w == size[0] and inside(size).contains(gained)


def test_a_special_move_large_enough_to_read_is_its_card_under_the_rows() -> None:
    laid = measured((360, 504))
    assert laid.plate is None and laid.card is not None
    assert laid.card.w >= SMALLEST_CARD and laid.card.top > laid.gained.bottom and laid.card.centerx == 180
    assert inside((360, 504)).contains(laid.card)


def test_a_special_move_too_small_to_read_is_its_name_under_its_picture_on_a_plate() -> None:
    laid = measured((100, 140))
    assert laid.card is None and laid.plate is not None
    plate = laid.plate
    assert plate.picture is not None and plate.picture.w >= SMALLEST_PICTURE
    assert plate.picture.bottom == plate.named.top and plate.rect.contains(plate.named)
    assert plate.rect.top > laid.gained.bottom


def test_a_plate_with_no_room_for_the_picture_shows_the_name_alone_in_its_middle() -> None:
    laid = measured((60, 84), lines=3)
    assert laid.plate is not None and laid.plate.picture is None
    assert laid.plate.named.centery == laid.plate.rect.centery
