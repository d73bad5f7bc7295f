"""A new game in place of the one in progress (game.scenes.confirm.Replacing), as every set-up and the hero's choice
offer it: at once when nothing is in progress, else only once the player has said yes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files import settings
from game.files.paths import campaign_path
from game.scenes.base import Push, Replace, Result, Scene
from game.scenes.confirm import ConfirmScene, Replacing
from tests.scenes.helpers import context


class Asker:
    def __init__(self) -> None:
        self.ctx, _ = context()
        self.outcome: Result = None
        self.replacing = Replacing()

    def resume(self, value: Any) -> None:
        self.replacing.answer(self, value)


def nowhere() -> Path:
    """Where the new duel is saved: no file is there."""
    return campaign_path("kenpo", "computer")


def begun() -> Scene:
    return Scene(context()[0])


def test_a_new_game_begins_at_once_when_nothing_is_in_progress():
    asker = Asker()
    asker.replacing.offer(asker, begun, None, "Replace the duel in progress?", "duel", nowhere())
    assert isinstance(asker.outcome, Replace)


def test_a_new_game_replaces_the_one_in_progress_only_once_the_player_says_yes():
    asker = Asker()
    asker.replacing.offer(asker, begun, "Turn 3: Yellow 4, Red 2", "Replace the duel in progress?", "duel", nowhere())
    assert isinstance(asker.outcome, Push) and isinstance(asker.outcome.scene, ConfirmScene)
    assert asker.outcome.scene.question == "Replace the duel in progress?"
    assert asker.outcome.scene.lines == ["In progress: Turn 3: Yellow 4, Red 2.",
                                         "A new duel takes its place, and that one cannot be continued again."]
    asker.outcome = None
    assert asker.replacing.answer(asker, False) is False and asker.outcome is None
    assert asker.replacing.answer(asker, True) is False and asker.outcome is None  # the question was answered: no
    asker.replacing.offer(asker, begun, "Turn 3", "Replace the duel in progress?", "duel", nowhere())
    assert asker.replacing.answer(asker, True) is True and isinstance(asker.outcome, Replace)


def test_a_player_who_asked_not_to_be_asked_replaces_the_game_in_progress_at_once():
    settings.change(confirm_replace=False)
    asker = Asker()
    asker.replacing.offer(asker, begun, "Turn 3", "Replace the duel in progress?", "duel", nowhere())
    assert isinstance(asker.outcome, Replace)
