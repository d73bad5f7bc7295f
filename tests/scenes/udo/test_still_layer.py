"""The combo board's still layer and its captions change nothing on screen: through a whole campaign of Udo and of
Kai, after every command, the frame drawn through them is the frame painted in place; and a card played into a
combo, or taken back, paints nothing of the layer again."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, UdoState
from game.games import game
from game.play.campaign import Campaign
from game.scenes.base import Stack
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui import backdrop
from game.ui.udo import faces
from game.ui.viewport import Viewport
from tests.scenes.helpers import assert_cached_frame_is_the_painted_one, context, frame


def board(ruleset_id: str, seed: int) -> tuple[Stack, object, ComboBoardScene]:
    ctx, surface = context()
    session = Session.new(game(ruleset_id).rules(), seed)
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_a_frame_through_the_layer_is_the_frame_painted_in_place_all_campaign_long(ruleset_id: str) -> None:
    stack, surface, scene = board(ruleset_id, 4)
    rules = scene.campaign.rules
    bot = game(ruleset_id).bots().make("greedy", 4)
    checked = 0
    for _ in range(400):
        state = scene.campaign.session.state
        if rules.is_over(state):
            break
        scene.campaign.submit(bot.choose(rules, scene.campaign.session.view(0)))
        if scene.campaign.session.state.phase != CHOOSE_MASTER:
            scene.update(1.0)  # the cards glide to their places
            assert_cached_frame_is_the_painted_one(scene, surface)
            checked += 1
    assert checked > 40


def test_a_card_played_into_a_combo_and_taken_back_paints_nothing_of_the_layer() -> None:
    stack, surface, scene = board("udo", 4)
    campaign = scene.campaign
    assert campaign.submit(next(c for c in campaign.legal() if isinstance(c, cmd.ChooseMaster))).ok
    frame(stack, surface)
    assert campaign.state.phase == PLAY and scene.backdrop is not None
    painted = scene.backdrop.painted
    play = next(c for c in campaign.legal() if isinstance(c, cmd.PlayCard))
    assert campaign.submit(play).ok
    frame(stack, surface)
    assert campaign.undo()
    frame(stack, surface)
    assert scene.backdrop.painted == painted
    assert_cached_frame_is_the_painted_one(scene, surface)


def _changed(state: UdoState, name: str) -> UdoState:
    """`state` with one thing the table's layer shows changed, and nothing else."""
    catalog = game("kai").rules().catalog
    other = next(m.id for m in catalog.masters if m.id != state.master)
    hearts = sorted(heart for heart in faces.heart_rects(catalog.master(state.master), (220, 300)))
    changes = {"master": other, "covered": frozenset(hearts[:1]), "charge": state.charge + 1, "glory": state.glory + 3,
               "defeated": (other,), "deck": state.deck[:2], "kept": ("left_side_attack",),
               "kai_enraged": not state.kai_enraged, "doubled": not state.doubled, "phase": RESOLVE_ATTACKS}
    return dataclasses.replace(state, **{name: changes[name]})


@pytest.mark.parametrize("name", ["master", "covered", "charge", "glory", "defeated", "deck", "kept", "kai_enraged",
                                  "doubled", "phase"])
def test_each_thing_the_layer_shows_paints_it_again_when_it_alone_changes(name: str) -> None:
    stack, surface, scene = board("kai", 4)
    campaign = scene.campaign
    assert campaign.submit(next(c for c in campaign.legal() if isinstance(c, cmd.ChooseMaster))).ok
    frame(stack, surface)
    assert_cached_frame_is_the_painted_one(scene, surface)
    campaign.session._state = _changed(campaign.session.state, name)
    assert_cached_frame_is_the_painted_one(scene, surface)


def test_a_window_made_smaller_and_larger_again_paints_the_layer_into_the_surface_it_has() -> None:
    """The still layer is the top-left of a surface made for the largest window since it was let go: a resize within
    that makes no window-sized surface, and the frame drawn through it is the frame painted in place. A larger
    window has one made at its size."""
    backdrop.let_go()  # a layer an earlier test of this process left held is larger than this window
    stack, surface, scene = board("udo", 4)
    whole = backdrop._SHARED.whole
    assert whole is not None and whole.get_size() == surface.get_size()
    for size in [(1024, 600), (1280, 720), (1024, 600)]:
        surface = pygame.display.set_mode(size)
        scene.ctx.viewport = Viewport(*size)
        stack.resized()
        frame(stack, surface)
        assert backdrop._SHARED.whole is whole and scene.backdrop.layer.get_size() == size
        assert_cached_frame_is_the_painted_one(scene, surface)
    surface = pygame.display.set_mode((1366, 768))
    scene.ctx.viewport = Viewport(1366, 768)
    stack.resized()
    frame(stack, surface)
    assert backdrop._SHARED.whole.get_size() == (1366, 768) and scene.backdrop.layer.get_size() == (1366, 768)
