"""The master choice in words: a master's two sides are named for what the player sees, its other side as defeated
once it has fallen in this campaign and as it will be before."""

from __future__ import annotations

from game.words.udo.masters import side_labels


def test_the_other_side_says_defeated_once_the_master_has_fallen_and_what_it_will_be_before() -> None:
    assert side_labels(won=True) == ("Its front", "Its other side: defeated")
    assert side_labels(won=False) == ("Its front", "Its other side, once defeated")
