"""A lesson's panel placed over a table's log box: the log's rows are laid out in what the panel leaves in sight from
the first frame the step is shown (at the duel lesson's step 11 its first row stood half under the panel)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import make_context
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest
from game.ui import shown


@pytest.mark.parametrize(("ruleset_id", "step"), [("matcg", 11), ("dgm", 10)])
def test_the_first_frame_of_a_step_lays_the_log_out_clear_of_the_lesson_s_panel(ruleset_id, step, monkeypatch):
    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    stack = scene_stack(ShotRequest(make_context((1024, 600), autosave=False), surface, ruleset_id, 1, step, 0),
                        "tutorial")
    laid: list[Any] = []
    real = shown.log_room
    monkeypatch.setattr(shown, "log_room", lambda *args: laid.append(args[3]) or real(*args))
    stack.draw(surface)
    panel = pygame.Rect(stack.top.words_panel.rect)
    assert laid and panel in laid[-1]
