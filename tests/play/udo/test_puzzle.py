"""A campaign puzzle that begins between fights and names its master begins with that master challenged; one that
names none, or begins in a fight, is left as it stands."""

from __future__ import annotations

from game.engine.core import Session
from game.engine.udo.state import CHOOSE_MASTER
from game.play.campaign import Campaign
from game.play.udo.puzzle import challenged
from game.rulesets import ruleset


def between_fights() -> Campaign:
    campaign = Campaign(Session.new(ruleset("udo"), 4), autosave=False)
    assert campaign.state.phase == CHOOSE_MASTER
    return campaign


def test_a_puzzle_between_fights_that_names_its_master_begins_with_that_master_challenged():
    campaign = challenged(between_fights(), {"master": "tiger"})
    assert campaign.state.phase != CHOOSE_MASTER and campaign.state.master == "tiger"


def test_a_puzzle_that_names_no_master_or_begins_in_a_fight_is_left_as_it_stands():
    assert challenged(between_fights(), {"cover": 3}).state.phase == CHOOSE_MASTER
    fighting = challenged(between_fights(), {"master": "crane"})
    assert challenged(fighting, {"master": "tiger"}).state.master == "crane"
