"""The choices a match of Master starts with (game.play.master.setup.MatchChoices), as its set-up makes them."""

from __future__ import annotations

from game.play.master.setup import MatchChoices
from game.words.chairs import COMPUTER, PERSON
from game.words.master.seating import Chair

LEVELS = ["easy", "normal", "hard"]


def choices(*chairs: Chair) -> MatchChoices:
    made = MatchChoices(3, 8, LEVELS)
    made.players = len(chairs)
    made.chairs[: len(chairs)] = chairs
    return made


def test_two_people_never_share_a_name_and_a_name_that_shows_nothing_is_the_seat_s_own():
    made = choices(Chair(PERSON, "Ana"), Chair(PERSON, "Ana"), Chair(PERSON, "\u034f"))
    assert [chair.name for chair in made.named().chairs] == ["Ana", "Ana (2)", "Player 3"]


def test_the_rounds_stay_between_one_and_the_most_and_a_seat_goes_from_the_computer_to_a_person():
    made = choices(Chair(PERSON, "Ana"), Chair(COMPUTER, "Computer 2", "hard"))
    for _ in range(10):
        made.step_rounds(1)
    assert made.rounds == 8
    for _ in range(10):
        made.step_rounds(-1)
    assert made.rounds == 1
    made.seat(1, PERSON)
    assert made.chairs[1] == Chair(PERSON, "Player 2")
    made.seat(1, "easy")
    assert made.chairs[1] == Chair(COMPUTER, "Computer 2", "easy")
