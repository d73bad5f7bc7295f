"""Deck files a player's folder may hold that no builder wrote: ten thousand copies of a card over many lines, cards
that do not exist. Each is read as far as it is a deck, every other line told with why, and the file left as it is."""

from __future__ import annotations

from game.files import decks
from game.files.deck_text import MOST_COPIES, parse
from game.files.paths import decks_dir

NAMES = ["Jab", "Shin Block"]


def test_a_card_given_by_many_lines_is_held_to_the_most_copies_and_the_lines_beyond_are_told():
    deck = parse("99 Jab\n" * 102 + "4 Shin Block\n", NAMES)
    assert deck.cards == {"Jab": MOST_COPIES, "Shin Block": 4}
    assert len(deck.bad) == 101
    assert deck.bad[0].number == 2 and deck.bad[0].why == f"198 copies of Jab in all: a deck gives 1 to " \
                                                           f"{MOST_COPIES} of a card"


def test_a_saved_deck_of_ten_thousand_copies_and_cards_that_do_not_exist_is_listed_as_far_as_it_reads(private_home):
    text = "99 Jab\n" * 102 + "4 No Such Card\n"
    path = decks_dir("matcg") / "Hoard.txt"
    path.write_text(text, encoding="utf-8")
    (saved,) = decks.saved("matcg", NAMES)
    assert saved.cards == {"Jab": MOST_COPIES} and saved.size == MOST_COPIES and len(saved.bad) == 102
    assert saved.bad[-1].why == "there is no card \u201cNo Such Card\u201d"
    assert path.read_text(encoding="utf-8") == text
