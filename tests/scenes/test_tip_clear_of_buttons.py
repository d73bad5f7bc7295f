"""A card's tooltip leaves the table's buttons in sight where the window has room for it (issue 33: over Kai's
cards a tip lay over Fight! and Undo). The buttons come last in what a tip keeps clear of
(game.scenes.card_table.CardTable.tip_clear_of), after the words the table reads beside its places."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.games import game
from game.scenes import card_table as table_module
from game.tools.shooting import ShotRequest
from tests.scenes.helpers import context, frame
from tests.scenes.test_glossary import rest_on


@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "matcg", "dgm", "master"])
def test_a_cards_tooltip_leaves_every_button_of_the_table_in_sight(ruleset_id, monkeypatch):
    boxes: list[pygame.Rect] = []
    real = table_module.draw_tip

    def spy(surface: pygame.Surface, vp: Any, rows: Any, beside: pygame.Rect, avoid: Any = ()) -> pygame.Rect | None:
        box = real(surface, vp, rows, beside, avoid)
        if rows and box is not None:
            boxes.append(box)
        return box

    monkeypatch.setattr(table_module, "draw_tip", spy)
    covering, told = [], 0
    for seed in (1, 2):
        ctx, surface = context((1920, 1080))
        stack = game(ruleset_id).tools().shots["table"](ShotRequest(ctx, surface, ruleset_id, seed, 4, 0, None))
        frame(stack, surface, 0.0)
        scene = stack.top
        buttons = [button.screen_rect(ctx.viewport) for button in scene.buttons]
        for key in sorted(scene.by_key):
            sprite = scene.by_key[key]
            if not surface.get_rect().contains(sprite.rect):
                continue
            boxes.clear()
            rest_on(stack, surface, sprite.rect.center)
            told += len(boxes)
            covering += [(seed, key, box) for box in boxes if box.collidelist(buttons) != -1]
    assert told and covering == []
