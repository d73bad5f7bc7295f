"""The end of a campaign shows its turns and whether hints were used (its words: tests/words/udo), and what became
of its record."""

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


def test_defeat_shows_the_turns_and_whether_hints_were_used():
    ctx, surface = context()
    lost = replace(Session.new(ruleset("udo"), seed=1).state, phase="lost", master="tiger", lost_to="head_attack",
                   glory=3, defeated=("crane", "monkey", "turtle"))
    campaign = Finished(lost)
    assert EndingScene(ctx, campaign).board.footer == "0 turns  \u2022  No hints used"
    campaign.session.notes["assisted"] = True  # a campaign saved before hints were counted
    assert EndingScene(ctx, campaign).board.footer == "0 turns  \u2022  Hints were used: recorded as assisted"
    campaign.mark_assisted()
    campaign.mark_assisted()
    scene = EndingScene(ctx, campaign)
    assert scene.board.footer == "0 turns  \u2022  2 hints used: recorded as assisted"
    scene.draw(surface)  # three masters' backs, large enough to read, the summary and the buttons below them


def test_what_the_player_is_told_of_the_campaigns_record_shows_under_its_end():
    """The record book found damaged as the campaign was recorded (Campaign.notice) is told under its end, as under
    every game's result."""
    ctx, surface = context()
    won = replace(Session.new(ruleset("udo"), seed=1).state, phase="won", glory=9, defeated=("crane", "monkey"))
    campaign = Finished(won)
    told = "records.json could not be read. It was kept as records-1.json."
    campaign.notice = told
    scene = EndingScene(ctx, campaign)
    assert [toast.message for toast in scene.toasts] == [told]
    scene.draw(surface)
