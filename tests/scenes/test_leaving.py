"""No surprise leaves a game: Esc or Menu at a table under way, Esc in a lesson and Esc or Quit on the menu ask
first (Stay keeps everything as it was), unless Settings say not to ask; a table whose game is over is left at once."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.files import settings
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Push, Stack
from game.scenes.confirm import ConfirmScene
from game.scenes.menu import MenuScene
from tests.scenes.helpers import button_point, click, context, frame, key


def _udo() -> tuple[Stack, pygame.Surface, Any]:
    from game.engine.udo import commands as cmd
    from game.scenes.udo.combo_board import ComboBoardScene

    ctx, surface = context()
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master="iron_body"))
    scene = ComboBoardScene(ctx, Campaign(session))
    stack = Stack(MenuScene(ctx))
    stack.apply(Push(scene))
    frame(stack, surface)
    return stack, surface, scene


def _kenpo() -> tuple[Stack, pygame.Surface, Any]:
    from game.words.kenpo.seating import VERSUS, Table
    from tests.scenes.kenpo.helpers import arena

    return arena(Session.new(ruleset("kenpo"), seed=3), 0, Table(VERSUS, "easy", 0))


def _matcg() -> tuple[Stack, pygame.Surface, Any]:
    from tests.engine.matcg.helpers import fight
    from tests.scenes.matcg.helpers import opened

    return opened(fight((["reverse_punch"], ["long_guard"])), 0)


def _master() -> tuple[Stack, pygame.Surface, Any]:
    from tests.scenes.master.helpers import opened

    return opened(Session.new(ruleset("master"), seed=5, options={"players": 3}), 0)


TABLES = {"udo": _udo, "kenpo": _kenpo, "matcg": _matcg, "master": _master}


@pytest.mark.parametrize("family", TABLES)
def test_esc_at_a_table_under_way_asks_before_leaving_and_stay_keeps_the_table(family):
    stack, surface, scene = TABLES[family]()
    key(stack, surface, pygame.K_ESCAPE)
    asked = stack.top
    assert isinstance(asked, ConfirmScene) and asked.question.startswith("Leave the")
    click(stack, surface, button_point(asked, "Stay"))
    assert stack.top is scene
    click(stack, surface, button_point(scene, "Menu"))
    click(stack, surface, button_point(stack.top, "Leave"))
    assert isinstance(stack.top, MenuScene)


@pytest.mark.parametrize("family", TABLES)
def test_a_player_who_chose_not_to_be_asked_leaves_a_table_at_once(family):
    settings.change(confirm_replace=False)
    stack, surface, _ = TABLES[family]()
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, MenuScene)


def test_esc_on_the_menu_asks_before_quitting_and_a_second_esc_stays():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, ConfirmScene) and stack.top.question == "Quit Martial Masters?"
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, MenuScene) and not stack.quit
    click(stack, surface, button_point(stack.top, "Quit"))
    click(stack, surface, button_point(stack.top, "Leave"))
    assert stack.quit


def test_leaving_a_table_says_whether_its_game_is_saved():
    from game.scenes.confirm import SAVED, UNSAVED
    from tests.engine.matcg.helpers import fight
    from tests.scenes.matcg.helpers import opened

    for autosave, said in ((True, SAVED), (False, UNSAVED)):
        stack, surface, _ = opened(fight((["reverse_punch"], ["long_guard"])), 0, autosave=autosave)
        key(stack, surface, pygame.K_ESCAPE)
        assert isinstance(stack.top, ConfirmScene) and stack.top.lines == [said]
