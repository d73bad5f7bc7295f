"""The keyboard's ring goes round what it marks, never over the words the board sets there (issue 33: pointing a
carried card at a combo, the ring and its tab covered the combo's label, "X=1: Deal 1"), at the Normal and the
Largest text, in the smallest window and a large one."""

from __future__ import annotations

import pygame
import pytest

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.files import settings
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui import card_keys
from tests.scenes.helpers import aim_at, context, frame, key, play_by_keys, tab_to_card


@pytest.mark.parametrize("window", [(1024, 600), (1920, 1080)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_ring_on_a_combo_leaves_its_label_whole(window, text_size, monkeypatch):
    settings.change(text_size=text_size)
    ctx, surface = context(window)
    session = Session.new(ruleset("udo"), seed=21)
    session.submit(cmd.ChooseMaster(master="iron_body"))
    scene = ComboBoardScene(ctx, Campaign(session))
    stack = Stack(scene)
    frame(stack, surface)
    play_by_keys(stack, surface, "right_arm_1", "combo 1")
    tab_to_card(stack, surface, "left_leg")  # it goes only on a Right Arm: combo 1
    key(stack, surface, pygame.K_RETURN)
    aim_at(stack, surface, "combo 1")
    frame(stack, surface, 0.0)
    ringed = surface.copy()
    rings: list[pygame.Rect] = []
    monkeypatch.setattr(card_keys, "ring", lambda surface, vp, box, drop, clear=(), words=(): rings.append(box))
    frame(stack, surface, 0.0)
    reach = card_keys.ring_reach(ctx.viewport)
    labels = [rect for rect in scene.words_on_places() if rect.colliderect(rings[-1].inflate(4 * reach, 4 * reach))]
    assert labels  # the combo's label lies where the ring goes
    changed = [rect for rect in labels if any(ringed.get_at((x, y)) != surface.get_at((x, y))
                                              for x in range(rect.left, rect.right)
                                              for y in range(rect.top, rect.bottom))]
    assert changed == []
