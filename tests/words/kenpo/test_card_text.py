"""A Kenpo Masters card in few words: the summary a face too small for its whole text prints, and its signed
numbers."""

from __future__ import annotations

from game.content.kenpo import kenpo_catalog
from game.words.kenpo.card_text import signed, summary

CATALOG = kenpo_catalog()


def by_name(seat: int, name: str):
    return next(card for card in CATALOG.decks[seat].cards if card.name == name)


def test_small_faces_summarise_the_text_and_big_faces_print_it_whole() -> None:
    assert summary(by_name(0, "Jab")) == ["On any Kick but High/Spinning", "x2 on a blocked Kick"]
    assert summary(by_name(0, "Round Kick")) == ["On any Block"]
    assert summary(by_name(0, "Burst of Speed")) == ["Combos with any card"]
    assert summary(by_name(0, "Fast Footwork")) == ["First card only", "The next card moves you again"]
    assert summary(by_name(0, "Block")) == ["Reduces one waiting attack"]
    assert summary(by_name(0, "Hard Block")) == ["Hits back 1"]
    assert summary(by_name(0, "Side Kick")) == ["Break if they stepped forward"]


def test_movement_bonuses_print_with_a_true_minus_sign() -> None:
    assert (signed(2), signed(0), signed(-1)) == ("+2", "0", "\u22121")
