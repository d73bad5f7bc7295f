"""A folder where one of the player's files should be (the settings, the record book, the puzzles solved and their
locks, a game in progress, a tournament and its match) is told as the game starts and first reads the folder: one line
naming the file and the problem, shown by the menu, while every other file of the player's is read and kept as ever."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game import __main__ as cli
from game.files import paths, saves, storage
from game.files.matcg import cup, cup_match
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from tests.reliability.hostile import small_session
from tests.scenes.helpers import context, frame

PLACES: dict[str, Callable[[], Path]] = {
    "settings": paths.settings_path,
    "record book": paths.records_path,
    "puzzles solved": paths.solved_path,
    "record book's lock": lambda: paths.records_path().with_name("records.json.lock"),
    "puzzles solved's lock": lambda: paths.solved_path().with_name("puzzles-solved.json.lock"),
    "game in progress": lambda: paths.campaign_path("kenpo", "computer"),
    "tournament": cup.path,
    "tournament match": cup_match.path,
}


@pytest.mark.parametrize("what", sorted(PLACES))
def test_a_folder_in_a_files_place_is_told_at_start_and_shown_by_the_menu_and_nothing_else_is_lost(what):
    saves.save(small_session())  # the Udo campaign in progress beside it
    kept = paths.campaign_path("udo").read_bytes()
    place = PLACES[what]()
    place.mkdir(parents=True)
    line = f"{place}: is not a file, so it cannot be read or saved; move it away"
    assert cli._claim_user_folder() == [line]
    assert [told for told in storage.notices() if str(place) in told] == [line]
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    assert any(place.name in toast.message and "is not a file" in toast.message for toast in stack.top.toasts)
    assert paths.campaign_path("udo").read_bytes() == kept and saves.read(paths.campaign_path("udo")).batches
    assert place.is_dir() and not list(place.iterdir())
