"""The words the campaign rulebook's figures print: how X comes from a combo's cards and the turn's opening, doubled
by ENRAGED Kai, and what a finisher resolves to."""

from __future__ import annotations

from game.words.udo.examples import doubled_x_words, resolved_words, x_words


def test_x_counts_the_cards_and_adds_or_takes_the_opening_never_under_zero():
    assert x_words(3, 0) == "X = 3 cards = 3"
    assert x_words(3, 1) == "X = 3 cards + 1 (opening) = 4"
    assert x_words(1, -2) == "X = 1 cards - 2 (opening) = 0"


def test_a_doubled_combo_says_twice_what_its_cards_and_opening_make():
    assert doubled_x_words(3, 0, 6) == "X = 2 \u00d7 (3 cards) = 6"
    assert doubled_x_words(3, -1, 4) == "X = 2 \u00d7 (3 cards - 1 (opening)) = 4"


def test_a_finisher_resolves_to_its_steps_in_order():
    assert resolved_words((("deal", 3), ("block", 2))) == "Resolved: Deal 3, Block 2"
