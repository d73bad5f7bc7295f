"""Who may sit at a seat (game.words.chairs), whatever the game: the choices of who sits at a seat, and the
seat as a set-up remembers it and reads it back."""

from __future__ import annotations

from dataclasses import dataclass

from game.files.setups import kept_seat, recalled_seat
from game.words.chairs import COMPUTER, PERSON, Seat, kind_after, seat_kinds, whose_turn

LEVELS = ["easy", "normal", "hard"]


@dataclass(frozen=True)
class Chair(Seat):
    kind: str
    level: str | None = None


def test_a_seat_offers_a_person_then_the_computer_at_each_level_with_the_chair_s_own_kind_chosen():
    assert seat_kinds(Chair(COMPUTER, "normal"), LEVELS, str.upper) == [
        ("Person", PERSON, False), ("EASY", "easy", False), ("NORMAL", "normal", True), ("HARD", "hard", False)]
    assert [chosen for _, _, chosen in seat_kinds(Chair(PERSON), LEVELS, str.upper)] == [True, False, False, False]


def test_a_seat_s_button_goes_round_the_same_kinds_and_back_to_a_person():
    kinds = [PERSON]
    while len(kinds) < 5:
        kinds.append(kind_after(kinds[-1], LEVELS))
    assert kinds == [PERSON, *LEVELS, PERSON]
    assert kind_after("master", LEVELS) == PERSON  # a level no longer offered


def test_a_remembered_seat_reads_back_as_it_was_kept_with_the_person_s_name_when_one_is_kept():
    assert recalled_seat(kept_seat(Chair(COMPUTER, "hard")), LEVELS) == (COMPUTER, "hard")
    assert recalled_seat(kept_seat(Chair(PERSON)), LEVELS) == (PERSON, "")
    assert recalled_seat(kept_seat(Chair(PERSON), "Ana: the 2nd"), LEVELS) == (PERSON, "Ana: the 2nd")


def test_a_remembered_seat_that_no_longer_holds_reads_back_as_nothing():
    assert recalled_seat(kept_seat(Chair(COMPUTER, "master")), LEVELS) == ("", "")
    assert recalled_seat("", LEVELS) == ("", "")
    assert recalled_seat("robot:easy", LEVELS) == ("", "")


def test_whose_turn_reads_the_same_at_every_table():
    assert whose_turn("Mika", mine=True) == "Your turn"
    assert whose_turn("Mika", mine=False) == "Mika to play"

