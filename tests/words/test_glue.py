"""A face's words are kept together where a line must not break: before a value, and inside the names a game keeps
whole; nowhere else."""

from __future__ import annotations

from game.words.glue import NBSP, keep_together


def test_a_value_stays_with_its_word():
    assert keep_together("Deal X, Charge +1, Max combo size 3") == f"Deal{NBSP}X, Charge{NBSP}+1, Max combo size{NBSP}3"


def test_the_names_a_game_keeps_whole_are_never_broken_and_other_words_still_may_be():
    glued = keep_together("Only on a Right Arm card", ("Right Arm", "Left Leg"))
    assert glued == f"Only on a Right{NBSP}Arm card"
    assert keep_together("Only on a Right Arm card") == "Only on a Right Arm card"
