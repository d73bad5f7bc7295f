"""The deck builder's overlays: a sample hand of seven lies in the panel, four in a row over the other three, each
row centred; a list's rows follow one another down the list's area."""

from __future__ import annotations

import pygame

from game.layout.matcg.deck import CHOICE_ROWS, CHOICES, PANEL, choice_row, sample_card


def test_a_sample_hand_lies_in_the_panel_four_over_three_each_row_centred():
    cards = [pygame.Rect(sample_card(k, 7)) for k in range(7)]
    assert all(PANEL.contains(card) for card in cards)
    assert {card.y for card in cards[:4]} != {card.y for card in cards[4:]}
    for row in (cards[:4], cards[4:]):
        assert abs((row[0].left + row[-1].right) / 2 - PANEL.centerx) <= 1


def test_the_rows_of_a_list_of_choices_fill_its_area_from_the_top():
    rows = [pygame.Rect(choice_row(k)) for k in range(CHOICE_ROWS)]
    assert rows[0].topleft == CHOICES[:2] and pygame.Rect(CHOICES).contains(rows[-1])
    assert all(a.bottom < b.top for a, b in zip(rows, rows[1:], strict=False))
