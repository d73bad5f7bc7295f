"""A log box's words for the lines scrolled out of it (game.scenes.shown.draw_more) stay beside the box's title, never
over it: whole where they fit, the counts alone where the whole does not, and nothing where not even they do (at
Kenpo's "Computer's turn" with the Largest text they ran over the title)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.shown import draw_more, more_words
from game.ui import text

SIZE = 15


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    said: list[str] = []
    real = text.draw
    monkeypatch.setattr(text, "draw", lambda surface, line, *args, **kw: said.append(line) or real(surface, line,
                                                                                                  *args, **kw))
    return said


@pytest.mark.parametrize(("earlier", "later"), [(1, 0), (0, 3), (12, 2)])
def test_the_words_of_lines_scrolled_out_shorten_to_their_counts_then_to_nothing_as_the_room_beside_the_title_shrinks(
        earlier, later, drawn):
    pygame.init()
    surface = pygame.Surface((600, 40))
    whole, counts = more_words(earlier, later), more_words(earlier, later, how=False)
    size = text.readable(SIZE)
    assert counts and whole.startswith(counts) and whole != counts
    for room, said in ((text.width(whole, size), [whole]), (text.width(whole, size) - 1, [counts]),
                       (text.width(counts, size), [counts]), (text.width(counts, size) - 1, [])):
        drawn.clear()
        draw_more(surface, earlier, later, SIZE, (590, 4), room)
        assert drawn == said, room


def test_a_log_box_with_every_line_shown_says_nothing_of_more(drawn):
    pygame.init()
    draw_more(pygame.Surface((600, 40)), 0, 0, SIZE, (590, 4), 600)
    assert drawn == []
