"""A held card's targets, worked out once per moment (game.play.held: Master's table, the duel's, Kenpo's ring): asked
again in the same moment, the answer kept is given; the view, the legal commands or what else the answer reads
changed, and it is worked out again."""

from __future__ import annotations

from game.play.held import HeldTargets


def test_a_cards_answer_is_worked_out_once_a_moment_and_again_when_the_moment_changes():
    held: HeldTargets[list[str]] = HeldTargets()
    worked: list[str] = []

    def work(card: str):
        return lambda: worked.append(card) or [f"{card} lit"]

    view, legal = object(), []
    first = held.get(view, legal, "jab", work("jab"))
    assert held.get(view, legal, "jab", work("jab")) is first and worked == ["jab"]
    held.get(view, legal, "kick", work("kick"))
    assert worked == ["jab", "kick"]
    held.get(object(), legal, "jab", work("jab"))  # the game moved on: a new view
    held.get(object(), [], "jab", work("jab"))  # and new legal commands
    assert worked == ["jab", "kick", "jab", "jab"]


def test_an_answer_that_reads_more_than_the_moment_is_worked_out_again_when_that_changes():
    """Master's card laid to wait for its partner changes what a card held may make, the view staying the same."""
    held: HeldTargets[str] = HeldTargets()
    view, legal = object(), []
    assert held.get(view, legal, "knowledge 7", lambda: "lay a set", None) == "lay a set"
    assert held.get(view, legal, "knowledge 7", lambda: "lay the set with it", "knowledge 7b") == "lay the set with it"
    assert held.get(view, legal, "knowledge 7", lambda: "worked out again", "knowledge 7b") == "lay the set with it"
