"""A log box's words for the lines scrolled out of it (game.ui.shown.more_line) fit the room beside the box's
title, never over it: whole where they fit, shorter wordings as the room shrinks, the counts kept to the last (at
Kenpo's "Computer's turn" with the Largest text they ran over the title)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.shown import more_line, more_wordings


@pytest.mark.parametrize(("earlier", "later"), [(1, 0), (0, 3), (12, 2)])
def test_the_words_of_lines_scrolled_out_fit_the_room_beside_the_title_and_keep_their_counts(earlier, later):
    pygame.init()
    wordings = more_wordings(earlier, later)
    counts = wordings[-1]
    assert len(wordings) > 1 and all(words.startswith(counts) for words in wordings)
    size = text.readable(15)
    for room in range(text.width(wordings[0], size) + 10, text.width(counts, text.least_legible()) - 1, -7):
        line, px = more_line(earlier, later, size, room)
        assert text.width(line, px) <= room and line.startswith(counts), room
    assert more_line(earlier, later, size, text.width(wordings[0], size))[0] == wordings[0]


def test_a_log_box_with_every_line_shown_says_nothing_of_more():
    assert more_line(0, 0, 15, 500)[0] == ""
