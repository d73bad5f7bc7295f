"""Where the end of a campaign lies: the cards of the masters defeated side by side, apart, centred on the screen,
above the summary."""

from __future__ import annotations

import pytest

from game.layout.udo.ending import COLUMN, MASTER, SUMMARY, WHOLE, defeated_cards


@pytest.mark.parametrize("count", [1, 2, 4, 5])
def test_the_masters_defeated_lie_side_by_side_centred_above_the_summary(count: int) -> None:
    cards = defeated_cards(count)
    assert len(cards) == count and all(card.size == MASTER for card in cards)
    assert all(b.x - a.right == COLUMN - MASTER[0] > 0 and a.y == b.y for a, b in zip(cards, cards[1:], strict=False))
    assert abs(cards[0].x + cards[-1].right - 2 * 640) <= 1
    assert all(WHOLE.contains(card) and card.bottom < SUMMARY.top for card in cards)


def test_no_master_defeated_lays_no_card() -> None:
    assert defeated_cards(0) == []
