"""The curtain's words to the seat handed the screen: each side's health, and what it is to do."""

from __future__ import annotations

from game.words.matcg.telling import curtain_words
from tests.engine.matcg.helpers import fight


def test_the_curtain_gives_both_healths_and_tells_the_seat_whose_turn_it_is():
    session = fight((["slip"], ["slip"]), phase="prep")
    view = session.state
    score, prompt = curtain_words(session.ruleset.catalog, view, ("Ann", "Bo"), 0)
    assert score == f"Health: Ann ({view.health[0]})  against  Bo ({view.health[1]})"
    assert prompt == "your turn"
