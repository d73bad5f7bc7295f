"""The master choice, in the kit's picker: the first master still standing is chosen to begin with, a defeated one
shows its other side and is never chosen, a master rested on is read enlarged on both sides under their names, and
Main menu (Esc) leaves for the menu."""

from __future__ import annotations

import pygame

from game.engine.core import Session
from game.engine.udo.state import CHOOSE_MASTER
from game.games import game
from game.play.campaign import Campaign
from game.scenes.base import Rebase, Stack
from game.scenes.context import Context
from game.scenes.udo.master_select import MasterSelectScene
from game.ui.painter import HOVER_DELAY
from game.words.udo.masters import side_labels
from tests.scenes.helpers import context, frame


def one_master_defeated() -> Campaign:
    campaign = Campaign(Session.new(game("udo").rules(), 4), autosave=False)
    bot = game("udo").bots().make("greedy", 4)
    campaign.submit(bot.choose(campaign.rules, campaign.session.view(0)))
    while campaign.state.phase != CHOOSE_MASTER:
        campaign.submit(bot.choose(campaign.rules, campaign.session.view(0)))
    assert len(campaign.state.defeated) == 1
    return campaign


def click(stack: Stack, at: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))


def at_the_choice() -> tuple[Context, pygame.Surface, Campaign, MasterSelectScene, Stack]:
    """The master choice drawn once, after one master was defeated."""
    ctx, surface = context()
    campaign = one_master_defeated()
    scene = MasterSelectScene(ctx, campaign)
    stack = Stack(scene)
    frame(stack, surface)
    return ctx, surface, campaign, scene, stack


def test_a_defeated_master_is_never_chosen_and_the_line_under_the_heading_says_why():
    ctx, _, campaign, scene, stack = at_the_choice()
    (beaten,) = campaign.state.defeated
    standing = next(m.id for m in campaign.rules.catalog.masters if m.id != beaten)
    assert scene.chosen == [standing] and campaign.rules.catalog.master(standing).name in scene.caption
    click(stack, ctx.viewport.point(*scene._rects()[beaten].center))
    assert scene.chosen == [standing] and "defeated already" in scene.caption
    assert scene.notes[beaten] == "Defeated"


def test_a_master_rested_on_is_read_enlarged_on_both_sides_under_their_names():
    ctx, surface, campaign, scene, stack = at_the_choice()
    (beaten,) = campaign.state.defeated
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ctx.viewport.point(*scene._rects()[beaten].center),
                                    rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(HOVER_DELAY)
    assert [label for _, _, label in scene.zoom_boxes(surface)] == list(side_labels(won=True))


def test_main_menu_and_esc_leave_for_the_menu():
    ctx, surface = context()
    campaign = Campaign(Session.new(game("udo").rules(), 3), autosave=False)
    scene = MasterSelectScene(ctx, campaign)
    assert isinstance(scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")),
                      Rebase)
    menu = next(button for button in scene.buttons if button.label == "Main menu")
    at = menu.screen_rect(ctx.viewport).center
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    assert isinstance(scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)), Rebase)
    assert campaign.state.phase == CHOOSE_MASTER
