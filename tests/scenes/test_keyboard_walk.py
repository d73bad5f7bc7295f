"""A whole game by the keyboard alone at every table (tests.scenes.walker), parametrised over the games: the person
at seat 0 plays only by Tab, the arrows and Enter, the other seats are computers, until the game is over."""

from __future__ import annotations

import pytest

from game.engine.udo.state import LOST, WON
from tests.scenes.helpers import frame
from tests.scenes.test_computer_moves import with_computers
from tests.scenes.test_table_hint import SEATED, table
from tests.scenes.walker import act, play_to_the_end


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_a_whole_game_is_played_to_its_end_by_the_keyboard_alone(ruleset_id):
    stack, surface, scene = with_computers(ruleset_id)
    moves = play_to_the_end(stack, surface, scene)
    session = scene.campaign.session
    assert session.ruleset.is_over(session.state) and moves > 0


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_a_whole_fight_of_the_campaign_is_played_to_its_end_by_the_keyboard_alone(ruleset_id):
    stack, surface, scene = table(ruleset_id)
    state = scene.campaign.session.state
    moves = 0
    master = state.master
    while state.phase not in (WON, LOST) and state.master == master and moves < 400:
        act(stack, surface, scene)
        frame(stack, surface)
        state = scene.campaign.session.state
        moves += 1
    assert state.phase in (WON, LOST) or state.master != master  # the fight is over: won, lost or the master beaten
