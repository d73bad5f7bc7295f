"""`screenshot` draws the history panel and the replay of every ruleset of the registry (CONTRACTS.md)."""

from __future__ import annotations

import pygame
import pytest

from game.games import ids
from game.tools import screenshot
from game.tools.screenshot import render, scene_names


@pytest.mark.parametrize("ruleset_id", ids())
@pytest.mark.parametrize("scene", ["history", "replay"])
def test_every_ruleset_has_a_history_and_a_replay_picture(ruleset_id, scene, tmp_path, monkeypatch):
    """(The replay is of a game cut at 20 commands: the whole game, played by the strongest bots, took 12 s at
    Martial Arts on an idle machine, and what is asked here is the picture of its move 12.)"""
    monkeypatch.setattr(screenshot, "WHOLE_GAME", 20)
    assert scene in scene_names(ruleset_id)
    out = render(ruleset_id, scene, tmp_path / f"{scene}.png", seed=3, steps=12, size=(1024, 600), seat=0)
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1024, 600)
    assert len({picture.get_at((x, y))[:3] for x in range(0, 1024, 64) for y in range(0, 600, 40)}) > 4
