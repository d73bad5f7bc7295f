"""The tooltip of a card resting under the mouse lies clear of the card enlarged (both sides of a two-sided card of
Kai's, with their labels) and of all the table reads beside it; where it has no room for that, the enlarged card gives
way, drawn smaller (issue 33: at the Largest text in a 1024x600 window, the five keyword rows of Kai's Head Butt in a
combo lay over the status line beside its two enlarged sides)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.games import game
from game.scenes import card_table as table_module
from game.tools.shooting import ShotRequest
from tests.scenes.helpers import context, frame
from tests.scenes.test_glossary import rest_on


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_a_cards_tip_leaves_its_enlarged_sides_and_what_the_table_reads_in_sight(ruleset_id, text_size, size,
                                                                                monkeypatch):
    settings.change(text_size=text_size)
    tips: list[tuple[int, pygame.Rect, list[pygame.Rect], pygame.Rect | None]] = []
    real = table_module.draw_tip

    def spy(surface: pygame.Surface, vp: Any, rows: Any, beside: pygame.Rect,
            avoid: Any = ()) -> pygame.Rect | None:
        box = real(surface, vp, rows, beside, avoid)
        tips.append((len(rows), beside, list(avoid), box))
        return box

    monkeypatch.setattr(table_module, "draw_tip", spy)
    told, covering = 0, []
    for seed, steps in ((1, 6), (2, 2)):
        ctx, surface = context(size)
        stack = game(ruleset_id).tools().shots["table"](ShotRequest(ctx, surface, ruleset_id, seed, steps, 0, None))
        frame(stack, surface, 0.0)
        scene = stack.top
        for key in sorted(scene.by_key):
            tips.clear()
            rest_on(stack, surface, scene.by_key[key].rect.center)
            for rows, beside, avoid, box in tips:
                if box is None:
                    continue
                told += rows >= 5
                if box.colliderect(beside) or box.collidelist(avoid) != -1:
                    covering.append((seed, steps, key, box))
    assert told and covering == []
