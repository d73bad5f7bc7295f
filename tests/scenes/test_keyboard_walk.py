"""A whole game by the keyboard alone at every table (tests.scenes.walker), parametrised over the games: the person
at seat 0 plays only by Tab, the arrows and Enter, the other seats are computers, until the game is over."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.udo.state import LOST, WON
from game.play.campaign import Campaign
from game.scenes.base import Push, Stack
from game.scenes.menu import MenuScene
from game.tools.shooting import played, to_turn_of
from tests.scenes.helpers import context, frame
from tests.scenes.test_computer_moves import quick_computers, with_computers
from tests.scenes.test_table_hint import SEATED, table
from tests.scenes.walker import act, play_to_the_end


def master_table(players: int, rounds: int) -> tuple[Stack, pygame.Surface, Any]:
    """Master's table as `with_computers` sets it (its `table` screenshot scene), at a match of `rounds` rounds: each
    round walks the same keys, and a match of three walks them three times."""
    from game.tools.master.shots import _table

    ctx, surface = context()
    session = to_turn_of(played("master", 1, 0, players, {"rounds": rounds}), 1, 0)
    stack = Stack(_table(ctx, session, 0))
    stack.update(0.0)
    frame(stack, surface, 5.0)  # every glide ended, as the screenshot scene is
    quick_computers(stack.top)
    return stack, surface, stack.top


@pytest.mark.parametrize("ruleset_id", SEATED)
def test_a_whole_game_is_played_to_its_end_by_the_keyboard_alone(ruleset_id):
    stack, surface, scene = master_table(2, 1) if ruleset_id == "master" else with_computers(ruleset_id)
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
        act(stack, None, scene)  # its keys undrawn: the frame after each move draws the table
        frame(stack, surface)
        state = scene.campaign.session.state
        moves += 1
    assert state.phase in (WON, LOST) or state.master != master  # the fight is over: won, lost or the master beaten


@pytest.mark.parametrize(("ruleset_id", "shot", "players"), [
    pytest.param("matcg", "team_table", None, marks=pytest.mark.slow),  # two minutes each: ten and four fighters
    pytest.param("dgm", "army_table", None, marks=pytest.mark.slow),
    ("master", "table", 4),
])
def test_a_whole_game_of_several_seats_is_played_to_its_end_by_the_keyboard_alone(ruleset_id, shot, players):
    """(Master's match: two rounds, so that the walk goes on across a round's end.)"""
    stack, surface, scene = master_table(players, 2) if ruleset_id == "master" else with_computers(
        ruleset_id, shot, players)
    assert len(scene.names) > 2
    moves = play_to_the_end(stack, surface, scene)
    session = scene.campaign.session
    assert session.ruleset.is_over(session.state) and moves > 0


def test_a_whole_game_at_one_screen_is_played_to_its_end_by_the_keyboard_alone_curtain_and_all(monkeypatch):
    from game.scenes.kenpo.arena import RingArenaScene
    from game.words.kenpo.seating import HOTSEAT, Table

    _, surface, opened = table("kenpo")
    ctx = opened.ctx
    scene = RingArenaScene(ctx, Campaign(opened.campaign.session, autosave=False, seat=0), Table(HOTSEAT))
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface, 0.0)
    took: list[int] = []
    take = scene._take_screen
    monkeypatch.setattr(scene, "_take_screen", lambda seat: (took.append(seat), take(seat)))
    moves = play_to_the_end(stack, surface, scene)
    session = scene.campaign.session
    assert session.ruleset.is_over(session.state) and moves > 0
    assert set(took) == {0, 1}  # the screen was handed over behind the curtain, each way, by the keys
