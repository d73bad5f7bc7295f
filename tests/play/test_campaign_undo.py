"""Undo and Redo through the UI's handle on a game (game.play.campaign): offered by default, never by a campaign made
`undoable=False` (a puzzle's or a lesson's game), whatever its session could undo."""

from __future__ import annotations

from game.engine.core import Session
from game.games import game
from game.play.campaign import Campaign


def played(undoable: bool) -> Campaign:
    rules = game("kenpo").rules()
    campaign = Campaign(Session.new(rules, 7), autosave=False, undoable=undoable)
    session = campaign.session
    assert campaign.submit(rules.legal_commands(session.state, rules.to_act(session.state))[0]).ok
    return campaign


def test_a_campaign_undoes_and_redoes_the_last_command_by_default():
    campaign = played(undoable=True)
    assert campaign.can_undo() and campaign.undo()
    assert campaign.can_redo() and campaign.redo()


def test_a_campaign_made_not_undoable_offers_no_undo_or_redo_though_its_session_could():
    campaign = played(undoable=False)
    before = campaign.session.state
    assert campaign.session.can_undo()
    assert not campaign.can_undo() and not campaign.undo() and campaign.session.state is before
    assert campaign.session.undo() and campaign.session.can_redo()
    assert not campaign.can_redo() and not campaign.redo()


def test_undo_and_redo_pass_through_the_moments_they_are_told_to_as_one_step():
    campaign = played(undoable=True)
    rules, session = campaign.rules, campaign.session
    between = len(session.batches)  # the moment between two commands, which undo and redo are told to pass through
    assert campaign.submit(rules.legal_commands(session.state, rules.to_act(session.state))[0]).ok
    end = session.state
    assert campaign.undo(through=lambda view: len(session.batches) == between)
    assert len(session.batches) == between - 1
    assert campaign.redo(through=lambda view: len(session.batches) == between)
    assert len(session.batches) == between + 1 and session.state == end and not campaign.can_redo()
