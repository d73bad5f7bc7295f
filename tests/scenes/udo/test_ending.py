"""The end of a campaign names the glory, the rank line, or the blow that lost it."""

from __future__ import annotations

from dataclasses import replace

from game.engine.core import Session
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.udo.ending import EndingScene
from tests.scenes.helpers import context


class Finished(Campaign):
    """A campaign whose state is set by the test."""

    def __init__(self, state):
        super().__init__(Session.new(ruleset("udo"), seed=1), autosave=False)
        self._fixed = state

    @property
    def state(self):
        return self._fixed


def test_victory_shows_the_glory_and_the_rulebook_rank_line():
    ctx, _ = context()
    won = replace(Session.new(ruleset("udo"), seed=1).state, phase="won", glory=9,
                  defeated=("crane", "tiger", "dragon", "lightspeed"))
    assert EndingScene(ctx, Finished(won)).lines() == ("Victory!", "9 glory. You are one of the greatest masters.")


def test_defeat_names_the_attack_and_the_card_it_could_not_take():
    ctx, _ = context()
    lost = replace(Session.new(ruleset("udo"), seed=1).state, phase="lost", master="tiger",
                   lost_to="head_attack")
    headline, line = EndingScene(ctx, Finished(lost)).lines()
    assert headline == "Defeated" and line == "Master Tiger's Head Attack found no Head card left to take."


def test_defeat_shows_the_turns_and_whether_hints_were_used():
    ctx, surface = context()
    lost = replace(Session.new(ruleset("udo"), seed=1).state, phase="lost", master="tiger", lost_to="head_attack",
                   glory=3, defeated=("crane", "monkey", "turtle"))
    campaign = Finished(lost)
    assert EndingScene(ctx, campaign).board().footer == "0 turns  \u2022  No hints used"
    campaign.session.notes["assisted"] = True  # a campaign saved before hints were counted
    assert EndingScene(ctx, campaign).board().footer == "0 turns  \u2022  Hints were used: recorded as assisted"
    campaign.mark_assisted()
    campaign.mark_assisted()
    scene = EndingScene(ctx, campaign)
    assert scene.board().footer == "0 turns  \u2022  2 hints used: recorded as assisted"
    scene.draw(surface)  # three masters' backs, large enough to read, the summary and the buttons below them
