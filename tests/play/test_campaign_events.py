"""The events a table takes from the UI's handle on a game (game.play.campaign), with the real state they came from:
a table shows them as beats from it, whoever submitted the commands."""

from __future__ import annotations

from game.engine.core import Session
from game.games import game
from game.play.campaign import Campaign


def test_the_events_not_yet_taken_come_with_the_real_state_before_the_first_of_them():
    rules = game("kenpo").rules()
    campaign = Campaign(Session.new(rules, 7), autosave=False)
    session = campaign.session
    start = session.state
    for _ in range(2):
        assert campaign.submit(rules.legal_commands(session.state, rules.to_act(session.state))[0]).ok
    assert campaign.since is start and len(campaign.take_events()) == len(session.log) - len(session.batches[0])
    assert campaign.undo()
    undone = session.state
    assert campaign.redo() and campaign.since is undone and campaign.take_events()
