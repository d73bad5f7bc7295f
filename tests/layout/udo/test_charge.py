"""Where the charge tracker prints its title and cells, read without drawing them: the title beside the cells of a flat
tracker and above those of a taller one, every cell inside the frame and apart from the next, and "CHARGE n/maximum"
over unnumbered cells where the numbers would not fit beside the title."""

from __future__ import annotations

import pygame
import pytest

from game.layout.udo.charge import tracker

LEAST = 10  # the least readable size of these measures


class Measure:
    """Words whose characters are each half their size wide (bold a pixel wider each)."""

    def least_readable(self) -> int:
        return LEAST

    def fit(self, words: str, most: int, across: int, bold: bool = False) -> int:
        size = most
        while size > 1 and self.width(words, size, bold) > across:
            size -= 1
        return size

    def width(self, words: str, size: int, bold: bool = False) -> int:
        return len(words) * (size // 2 + bold)


MEASURE = Measure()


@pytest.mark.parametrize("inner", [pygame.Rect(4, 4, 600, 60), pygame.Rect(3, 3, 140, 110)], ids=["flat", "tall"])
def test_the_cells_lie_inside_the_frame_apart_from_each_other_and_from_the_title(inner: pygame.Rect) -> None:
    laid = tracker(inner, ("CHARGE 3", "CHARGE 3/10"), 10, MEASURE)
    assert laid.title == "CHARGE 3" and laid.number_size >= LEAST and len(laid.cells) == 11
    assert all(inner.contains(cell) and not cell.colliderect(laid.label) for cell in laid.cells)
    assert all(a.right <= b.x for a, b in zip(laid.cells, laid.cells[1:], strict=False))
    if inner.w > 4 * inner.h:
        assert laid.label.right <= laid.cells[0].x and laid.label.h == inner.h
    else:
        assert laid.label.bottom <= laid.cells[0].y and laid.label.w == inner.w


def test_the_title_says_the_maximum_over_unnumbered_cells_where_numbers_do_not_fit_beside_it() -> None:
    laid = tracker(pygame.Rect(0, 0, 200, 40), ("CHARGE 7", "CHARGE 7/12"), 12, MEASURE)
    assert laid.title == "CHARGE 7/12" and laid.number_size == 0 and len(laid.cells) == 13


def test_no_word_is_set_under_the_least_readable_size() -> None:
    laid = tracker(pygame.Rect(0, 0, 300, 8), ("CHARGE 1", "CHARGE 1/5"), 5, MEASURE)
    assert laid.title_size == LEAST
