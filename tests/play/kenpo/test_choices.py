"""A Kenpo set-up's choices: the last ones a duel started with come back as far as they still hold, and the seats
chosen make the table: hot-seat for two people, versus the computer for one, none started for two computers."""

from __future__ import annotations

from game.files import settings
from game.play.kenpo.choices import DuelChoices
from game.words.chairs import COMPUTER, PERSON, Chair
from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table, offered_levels


def test_the_choices_a_duel_started_with_come_back_at_the_next_set_up():
    levels = offered_levels()
    chosen = DuelChoices.recalled()
    chosen.seat(0, levels[-1])
    chosen.seat(1, PERSON)
    chosen.rename(1, " Ana ")
    chosen.remember()
    again = DuelChoices.recalled()
    assert again.chairs == [Chair(COMPUTER, "Computer", levels[-1]), Chair(PERSON, "Ana")]
    assert again.names == ["", "Ana"]


def test_a_kept_choice_that_no_longer_holds_is_left_at_its_default():
    settings.change(setups=("kenpo.seat1=computer:impossible", "kenpo.seat2=robot", "kenpo.yellow=" + "A" * 30))
    recalled = DuelChoices.recalled()
    levels = offered_levels()
    assert recalled.chairs == [Chair(PERSON, "A" * 14), Chair(COMPUTER, "Computer", levels[len(levels) // 2])]


def test_a_choice_kept_before_the_seats_were_seats_the_player_in_their_colour_against_the_level_kept():
    settings.change(setups=("kenpo.level=hard", "kenpo.human=1", "kenpo.yellow=Eli", "kenpo.red=Fen"))
    recalled = DuelChoices.recalled()
    assert recalled.chairs == [Chair(COMPUTER, "Computer", "hard"), Chair(PERSON, "Fen")]
    assert recalled.table() == Table(VERSUS, "hard", 1, ("Fen",))
    settings.change(setups=("kenpo.level=easy", "kenpo.human=0"))
    assert DuelChoices.recalled().chairs == [Chair(PERSON, ""), Chair(COMPUTER, "Computer", "easy")]


def test_the_seats_chosen_make_the_table_of_the_duel():
    choices = DuelChoices(offered_levels(), [], ["Ana", ""])
    choices.seat(0, "hard")
    choices.seat(1, PERSON)
    assert choices.table() == Table(VERSUS, "hard", 1) and choices.kind() == "computer"
    choices.seat(0, PERSON)
    assert choices.table() == Table(HOTSEAT, players=("Ana", "Red")) and choices.kind() == "hotseat"
    assert Table(VERSUS, "hard", 0, ("Ana",)).names() == ("Ana", "Computer")
    choices.seat(0, "easy")
    choices.seat(1, "easy")
    assert choices.table() == Table(OPEN) and not choices.table().people


def test_the_name_of_the_player_against_the_computer_is_kept_with_the_duel():
    table = Table(VERSUS, "hard", 1, ("Ana",))
    assert Table.from_notes({"table": table.notes()}) == table and table.names() == ("Computer", "Ana")
    assert Table.from_notes({"table": {**table.notes(), "names": ["Red"]}}).names() == ("Computer", "You")
    assert Table.from_notes({"table": {**table.notes(), "names": ["Yellow"]}}).names() == ("Computer", "You")
