"""The curtain's words to the seat handed the screen: every seat's experience, and what it is to do."""

from __future__ import annotations

from game.engine.core import Session
from game.engine.master.scoring import experience
from game.rulesets import ruleset
from game.words.master.telling import curtain_words


def test_each_seats_experience_stands_apart_from_a_name_that_ends_in_a_number():
    session = Session.new(ruleset("master"), 3, {"seats": 3})
    names = ("Player 1", "Player 2", "Player 3")
    score, prompt = curtain_words(session.ruleset.catalog, session.state, names, 0)
    points = experience(session.ruleset.catalog, session.state)
    assert score == "   ".join(f"{name} ({exp} EXP)" for name, exp in zip(names, points, strict=True))
    assert prompt == "your turn"
