"""The text of a deck: `4 Shin Block` lines read whatever their case, and every line that cannot be read named with
its number and why."""

from __future__ import annotations

from game.files.deck_text import MOST_COPIES, BadLine, DeckText, parse, to_text

NAMES = ["Shin Block", "Lead Jab", "Divert their Attention"]


def test_lines_give_copies_of_cards_whatever_their_case_and_spacing():
    text = "\ufeff# Tiger style\n\n4 Shin Block\n  2   lead   JAB  \n1x divert their attention\n2 Lead Jab\n"
    deck = parse(text, NAMES)
    assert deck.cards == {"Shin Block": 4, "Lead Jab": 4, "Divert their Attention": 1}
    assert deck.bad == ()


def test_every_line_that_cannot_be_read_is_named_with_its_number_and_why():
    text = "4 Shin Block\nShin Block\n999999 Lead Jab\n-1 Lead Jab\n0 Lead Jab\n3 Shin Blok\n2 Flying Dragon\n"
    deck = parse(text, NAMES)
    assert deck.cards == {"Shin Block": 4}
    assert [line.number for line in deck.bad] == [2, 3, 4, 5, 6, 7]
    why = {line.number: line.why for line in deck.bad}
    assert "as in \u201c4 Shin Block\u201d" in why[2]
    assert why[3] == f"999999 copies: a line gives 1 to {MOST_COPIES}"
    assert why[4] == f"-1 copies: a line gives 1 to {MOST_COPIES}"
    assert why[5].startswith("0 copies")
    assert why[6] == "there is no card \u201cShin Blok\u201d (did you mean Shin Block?)"
    assert why[7] == "there is no card \u201cFlying Dragon\u201d"
    assert deck.bad[0] == BadLine(2, "Shin Block", why[2])
    assert deck.bad[0].describe().startswith("line 2 \u201cShin Block\u201d: ")


def test_the_example_line_shows_the_first_card_the_game_names():
    why = parse("Teep\n", ["Lead Jab", "Shin Block"]).bad[0].why
    assert why == "write the copies, then the card's name, as in \u201c4 Lead Jab\u201d"


def test_a_count_of_thousands_of_digits_is_a_bad_line_not_a_crash():
    deck = parse("9" * 5000 + " Shin Block\n", NAMES)
    assert deck.cards == {} and "not a count" in deck.bad[0].why
    assert len(deck.bad[0].text) <= 60


def test_ten_thousand_bad_lines_are_all_named():
    deck = parse("\n".join(f"{n} nothing at all" for n in range(10_000)), NAMES)
    assert len(deck.bad) == 10_000 and deck.bad[-1].number == 10_000


def test_unprintable_characters_are_shown_as_question_marks():
    deck = parse("2 Shin\x07Block\u200b\n", NAMES)
    assert deck.bad[0].text == "2 Shin?Block?"


def test_the_text_written_reads_back_as_the_same_deck():
    cards = {"Shin Block": 4, "Lead Jab": 3, "Divert their Attention": 0}
    text = to_text(cards, "  Tiger \n style ")
    assert text == "# Tiger style\n4 Shin Block\n3 Lead Jab\n"
    assert parse(text, NAMES) == DeckText({"Shin Block": 4, "Lead Jab": 3}, title="Tiger style")
    assert parse("4 Shin Block\n# Tiger style\n", NAMES).title == ""  # a note among the cards is no title
