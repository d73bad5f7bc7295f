"""A Kenpo set-up's choices: the last ones a duel started with come back as far as they still hold, and each kind
of duel is started at its table."""

from __future__ import annotations

from game.files import settings
from game.play.kenpo.choices import DuelChoices
from game.words.kenpo.seating import HOTSEAT, VERSUS, Table, offered_levels


def test_the_choices_a_duel_started_with_come_back_at_the_next_set_up():
    levels = offered_levels()
    chosen = DuelChoices(levels, levels[-1], 1, (" Ana ", "Ben"))
    chosen.remember()
    assert DuelChoices.recalled() == DuelChoices(levels, levels[-1], 1, ("Ana", "Ben"))


def test_a_kept_choice_that_no_longer_holds_is_left_at_its_default():
    settings.change(setups=("kenpo.level=impossible", "kenpo.human=2", "kenpo.yellow=" + "A" * 30))
    recalled = DuelChoices.recalled()
    levels = offered_levels()
    assert (recalled.level, recalled.human) == (levels[len(levels) // 2], 0) and len(recalled.names[0]) == 14


def test_each_kind_of_duel_is_started_at_its_table():
    choices = DuelChoices(offered_levels(), "hard", 1, ("Ana", ""))
    assert choices.versus() == Table(VERSUS, "hard", 1)
    assert choices.hotseat() == Table(HOTSEAT, players=("Ana", "Red"))
