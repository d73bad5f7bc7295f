"""The deck builder's verdicts in words: a legal deck counted by kind, an illegal one with its first reasons and how
many more; a starter or saved deck's line in the lists to choose from."""

from __future__ import annotations

from game.words.matcg.deck import saved_detail, starter_detail, verdict

RULES = "MATCG, the rulebook"


def test_a_legal_deck_is_counted_by_kind_and_an_illegal_one_gives_its_first_reasons_and_how_many_more():
    kinds = {"attack": 20, "defense": 14, "strategy": 6, "event": 0}
    assert verdict([], kinds, RULES, 2) == (f"Legal for {RULES}", ["20 Attack, 14 Defense, 6 Strategy"])
    assert verdict([], dict.fromkeys(kinds, 0), RULES, 2)[1] == ["An empty deck."]
    problems = ["38 cards: a deck has 40", "3 copies of Jab", "a Weapon"]
    head, lines = verdict(problems, kinds, RULES, 2)
    assert head == f"Not legal for {RULES}:"
    assert lines == ["38 cards: a deck has 40", "3 copies of Jab (and 1 more: click here)"]


def test_a_starter_and_a_saved_deck_say_their_size_and_whether_they_are_legal():
    assert starter_detail("Karate", 40, RULES) == f"Karate: 40 cards in {RULES}"
    assert saved_detail(40, None, 0, RULES) == f"40 cards, legal for {RULES}"
    assert saved_detail(38, "38 cards: a deck has 40", 2, RULES) == (
        "38 cards, not legal: 38 cards: a deck has 40; 2 lines not read")
    assert saved_detail(0, "0 cards: a deck has 40", 1, RULES).endswith("; 1 line not read")
