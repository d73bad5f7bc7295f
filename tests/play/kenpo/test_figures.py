"""The numbers the Kenpo rulebook's figures tell, worked out from the positions they show: the Front Kick's attack
toward Red where it stepped, and what Red's Block prevents of it."""

from __future__ import annotations

from game.content.kenpo import ruleset
from game.engine.kenpo.geometry import relation
from game.play.kenpo.figures import block, kick, kicked

CATALOG = ruleset("kenpo").catalog


def test_the_front_kick_strikes_the_way_red_stands_with_the_points_its_card_prints_that_way():
    moved, _ = kicked()
    way, points = kick()
    assert way == relation(0, *moved.positions)
    assert points == CATALOG.card("yellow_front_kick_1").attack[way] > 0


def test_the_block_faces_the_kick_and_prevents_some_of_its_points():
    attack, guard = block()
    assert attack == kick()[1]  # Red stood still: the kick comes the same way
    assert 0 < guard == CATALOG.card("red_block_1").defence["front"]
