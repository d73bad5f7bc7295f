"""The deck builder's overlay of a sample hand: seven lie in the panel, four in a row over the other three, each row
centred."""

from __future__ import annotations

import pygame

from game.layout.matcg.deck import sample_card
from game.layout.panel_list import PANEL


def test_a_sample_hand_lies_in_the_panel_four_over_three_each_row_centred():
    cards = [pygame.Rect(sample_card(k, 7)) for k in range(7)]
    assert all(PANEL.contains(card) for card in cards)
    assert {card.y for card in cards[:4]} != {card.y for card in cards[4:]}
    for row in (cards[:4], cards[4:]):
        assert abs((row[0].left + row[-1].right) / 2 - PANEL.centerx) <= 1

