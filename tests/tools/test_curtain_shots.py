"""`screenshot --scene curtain` for every ruleset (CONTRACTS.md): the hand-over to seat P at one screen, with that
seat's news since its own last turn; the campaign, which has one player, shows the moment between fights."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import make_context
from game.play.history import since_last_turn
from game.scenes.curtain import CurtainScene
from game.tools.screenshot import scene_names, scene_stack
from game.tools.shooting import ShotRequest


def shown(ruleset_id: str, seat: int) -> Any:
    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    request = ShotRequest(make_context((1024, 600), autosave=False), surface, ruleset_id, 3, 12, seat)
    return scene_stack(request, "curtain")


@pytest.mark.parametrize("ruleset_id", ["kenpo", "matcg", "dgm", "master"])
def test_the_curtain_scene_hands_the_screen_to_the_seat_asked_for_with_its_news_since_its_last_turn(ruleset_id):
    assert "curtain" in scene_names(ruleset_id)
    stack = shown(ruleset_id, 1)
    curtain, table = stack.top, stack.scenes[0]
    assert isinstance(curtain, CurtainScene) and table.curtain_for == 1 and curtain.name == table.names[1]
    assert curtain.news and curtain.news == since_last_turn(table.campaign.session, 1)


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_the_campaigns_curtain_scene_is_the_moment_between_fights_a_master_just_defeated(ruleset_id):
    from game.scenes.udo.master_select import MasterSelectScene

    stack = shown(ruleset_id, 0)
    assert isinstance(stack.top, MasterSelectScene) and stack.top.campaign.state.defeated
