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


@pytest.mark.parametrize("panel_top", [75, 95, 130, 163])
def test_a_log_box_partly_under_a_lesson_s_panel_draws_whole_rows_above_it_and_none_under_it(panel_top):
    """At the lesson of Martial Arts the panel covered the foot of the "At the table" box, and the first row shown
    stood half under it; the rows now end over the panel, the newest last, every one whole."""
    from game.ui.shown import draw_log, log_room
    from game.ui.viewport import Viewport

    pygame.init()
    vp = Viewport(1280, 720)
    zone, panel = pygame.Rect(40, 40, 400, 200), pygame.Rect(20, panel_top, 460, 300)
    surface = pygame.Surface((1280, 720))
    log = [f"line {n}: a move of the game told in a few words" for n in range(30)]
    size, top = text.legible(15), 70
    draw_log(surface, vp, zone, log, 0, size, top, covered=[panel])
    under = surface.subsurface(pygame.Rect(zone.x, panel.y, zone.w, zone.bottom - panel.y))
    assert pygame.transform.average_color(under)[:3] == (0, 0, 0)  # nothing drawn under the panel
    room_top, bottom = log_room(vp, vp.rect(zone), top, [panel])
    assert room_top == top and bottom < panel.y
    rows = (bottom - top) // text.line_height(size)
    drawn = surface.subsurface(pygame.Rect(zone.x, top, zone.w, bottom - top))
    assert (pygame.transform.average_color(drawn)[:3] != (0, 0, 0)) == (rows > 0)
