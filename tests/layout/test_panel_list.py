"""An overlay's list of choices: its rows follow one another down the list's area, inside the panel."""

from __future__ import annotations

import pygame

from game.layout.panel_list import CHOICE_ROWS, CHOICES, PANEL, choice_row


def test_the_rows_of_a_list_of_choices_fill_its_area_from_the_top():
    rows = [pygame.Rect(choice_row(k)) for k in range(CHOICE_ROWS)]
    assert rows[0].topleft == CHOICES[:2] and pygame.Rect(CHOICES).contains(rows[-1])
    assert all(a.bottom < b.top for a, b in zip(rows, rows[1:], strict=False))
    assert PANEL.contains(pygame.Rect(CHOICES))
