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


@pytest.mark.parametrize("ruleset_id", ["kenpo", "matcg", "dgm", "master"])
def test_the_history_picture_names_the_seats_as_its_table_does(ruleset_id):
    """The person at the screen is You and the other seat the computer, as on the table under the panel, never
    "Player 2" or a colour alone (a table's names are kept in its save's notes, as a real game keeps them)."""
    from game.app import make_context
    from game.tools.screenshot import scene_stack
    from game.tools.shooting import ShotRequest

    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    request = ShotRequest(make_context((1024, 600), autosave=False), surface, ruleset_id, 1, 30, 0)  # seat 0 to play
    told = " ".join(entry.text for entry in scene_stack(request, "history").top.entries)
    assert "You" in told and "Computer" in told
    assert not any(name in told for name in ("Player 1", "Player 2", "Red", "Yellow"))


def test_the_history_over_an_open_table_is_titled_by_the_colour_its_lines_name():
    """A Kenpo table watched a moment away from the player's turn names its seats by colour, and so does its History's
    title, as the History opened at a watched table is titled: never "as you know it" over lines that name no You."""
    from game.app import make_context
    from game.tools.screenshot import scene_stack
    from game.tools.shooting import ShotRequest

    pygame.init()
    surface = pygame.display.set_mode((1024, 600))
    request = ShotRequest(make_context((1024, 600), autosave=False), surface, "kenpo", 1, 12, 0)
    panel = scene_stack(request, "history").top
    assert "Yellow" in " ".join(entry.text for entry in panel.entries)
    assert panel.title == "History, as Yellow knows it"
