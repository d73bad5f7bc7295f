"""The numbers the Kenpo rulebook's figures tell, worked out from the positions they show: the Front Kick's attack
toward Red where it stepped, and what Red's Block prevents of it."""

from __future__ import annotations

from game.play.kenpo.figures import block, kick


def test_yellow_plays_front_kick_stepping_forward_and_its_front_arrow_waits_toward_red_with_5_points():
    assert kick() == ("front", 5)


def test_red_answers_with_block_standing_still_and_its_front_arrow_prevents_3_of_the_front_kicks_5():
    assert block() == (5, 3)
