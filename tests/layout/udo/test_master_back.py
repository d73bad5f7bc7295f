"""Where a master's other side prints its parts, read without drawing them: its rows one under another inside the
frame, each as tall as its words, the special move as its card where one is large enough to read, else as a plate of
its name under its picture, or of its name alone where there is no room for the picture."""

from __future__ import annotations

import pygame
import pytest

from game.layout.cards import inside
from game.layout.udo.card_face import SMALLEST_CARD
from game.layout.udo.master_back import SMALLEST_PICTURE, Measured, parts

LEAST = 10  # the least legible size of these measures: a line as tall as its size plus two


def measured(lines: int = 1) -> Measured:
    """Words set at half the size asked for, never under LEAST; the special move's name in `lines` lines."""
    return Measured(lambda size: size + 2, lambda most, across: ("Master Chen", max(LEAST, most // 2)),
                    lambda words, most, across: max(LEAST, most // 2),
                    lambda most, across, tall: (max(LEAST, most // 2), ["Dragon"] * lines))


def rows(size: tuple[int, int], found: Measured) -> list[pygame.Rect]:
    laid = parts(size, inside(size), "DEFEATED", "You gained", found)
    return [laid.name, laid.ribbon, laid.gained]


@pytest.mark.parametrize("size", [(60, 84), (180, 252), (360, 504)])
def test_the_rows_lie_one_under_another_each_as_tall_as_its_words(size: tuple[int, int]) -> None:
    name, ribbon, gained = rows(size, measured())
    assert name.bottom == ribbon.top and ribbon.bottom <= gained.top
    assert name.h >= LEAST + 2 and ribbon.h >= LEAST + 4 and gained.h >= LEAST + 2
    assert ribbon.w == size[0] and inside(size).contains(gained)


def test_a_special_move_large_enough_to_read_is_its_card_under_the_rows() -> None:
    laid = parts((360, 504), inside((360, 504)), "DEFEATED", "You gained", measured())
    assert laid.plate is None and laid.card is not None
    assert laid.card.w >= SMALLEST_CARD and laid.card.top > laid.gained.bottom and laid.card.centerx == 180
    assert inside((360, 504)).contains(laid.card)


def test_a_special_move_too_small_to_read_is_its_name_under_its_picture_on_a_plate() -> None:
    laid = parts((100, 140), inside((100, 140)), "DEFEATED", "You gained", measured())
    assert laid.card is None and laid.plate is not None
    plate = laid.plate
    assert plate.picture is not None and plate.picture.w >= SMALLEST_PICTURE
    assert plate.picture.bottom == plate.named.top and plate.rect.contains(plate.named)
    assert plate.rect.top > laid.gained.bottom


def test_a_plate_with_no_room_for_the_picture_shows_the_name_alone_in_its_middle() -> None:
    laid = parts((60, 84), inside((60, 84)), "DEFEATED", "You gained", measured(lines=3))
    assert laid.plate is not None and laid.plate.picture is None
    assert laid.plate.named.centery == laid.plate.rect.centery
