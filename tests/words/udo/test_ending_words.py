"""The end of a campaign names the glory, the rank line, or the blow that lost it."""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import Session
from game.rulesets import ruleset
from game.words.udo.telling import defeated_row, ending


def test_victory_shows_the_glory_and_the_rulebook_rank_line():
    rules = ruleset("udo")
    won = replace(Session.new(rules, seed=1).state, phase="won", glory=9, defeated=("crane", "tiger", "dragon",
                                                                                     "lightspeed"))
    assert ending(rules.catalog, won) == ("Victory!", "9 glory. You are one of the greatest masters.")


def test_defeat_names_the_attack_and_the_card_it_could_not_take():
    rules = ruleset("udo")
    lost = replace(Session.new(rules, seed=1).state, phase="lost", master="tiger", lost_to="head_attack")
    assert ending(rules.catalog, lost) == ("Defeated", "Master Tiger's Head Attack found no Head card left to take.")


def test_the_masters_defeated_are_named_with_the_glory_each_gave():
    rules = ruleset("udo")
    state = Session.new(rules, seed=1).state
    assert defeated_row(rules.catalog, state) == ("No master defeated", [])
    won = replace(state, defeated=("crane", "tiger"))
    assert defeated_row(rules.catalog, won) == ("Masters defeated", ["Master Crane  +1", "Master Tiger  +3"])
