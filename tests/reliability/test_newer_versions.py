"""Files a newer version of the game wrote (game.files.newer): this version never writes over them or removes them,
whatever the player confirms. A set-up (and the hero's choice) with such a save where its new game would be saved
says so and begins nothing; every write and removal at the lowest door (game.files.storage) leaves them as they
are."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.files import newer, records, settings, storage
from game.files.matcg import cup as cups
from game.files.paths import campaign_path, records_path, settings_path
from game.scenes.base import Stack
from game.scenes.confirm import ConfirmScene
from game.scenes.menu import MenuScene
from tests.scenes.helpers import button_point, click, context, frame

SAVE_HEAD = '{"format": "martial-masters-save", "version": 99, "ruleset": "kai", "seed": 1, "events": 0}\n'


def _kenpo(ctx: Any) -> Any:
    from game.scenes.kenpo.setup import KenpoSetupScene

    return KenpoSetupScene(ctx)


def _matcg(ctx: Any) -> Any:
    from game.scenes.matcg.setup import DuelSetupScene

    return DuelSetupScene(ctx, "matcg")


def _master(ctx: Any) -> Any:
    from game.scenes.master.setup import MasterSetupScene

    return MasterSetupScene(ctx)


def _cup(ctx: Any) -> Any:
    from game.scenes.matcg.cup_setup import cup_setup

    return cup_setup(ctx)


def _heroes(ctx: Any) -> Any:
    from game.scenes.udo.hero_select import HeroSelectScene

    return HeroSelectScene(ctx)


# each set-up, the button that starts its new game, where that game is saved, and the newer version's file there
SETUPS: dict[str, tuple[Callable[[Any], Any], str, Callable[[], Path], str]] = {
    "kenpo": (_kenpo, "Start the duel", lambda: campaign_path("kenpo", "computer"), SAVE_HEAD),
    "matcg": (_matcg, "Start the duel", lambda: campaign_path("matcg", "computer"), SAVE_HEAD),
    "master": (_master, "Start the match", lambda: campaign_path("master", "computer"), SAVE_HEAD),
    "tournament": (_cup, "Start the tournament", cups.path,
                   '{\n "format": "martial-masters-tournament",\n "version": 2,\n "ruleset": "matcg"\n}\n'),
    "hero": (_heroes, "Play Kai, the Tempest", lambda: campaign_path("kai"), SAVE_HEAD),
}


def started(make: Callable[[Any], Any], start: str) -> tuple[Stack, Any, Any, ConfirmScene]:
    """The set-up `make` opens over the menu, its `start` button clicked, told that a new game cannot be started."""
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    setup = make(ctx)
    stack.scenes.append(setup)
    frame(stack, surface)
    click(stack, surface, button_point(setup, start))
    told = stack.top
    assert isinstance(told, ConfirmScene) and told.question.endswith("cannot be started here")
    return stack, surface, setup, told


@pytest.mark.parametrize("ask", [True, False])
@pytest.mark.parametrize("name", sorted(SETUPS))
def test_a_set_up_never_begins_a_new_game_over_a_newer_versions_save_and_says_so(name, ask):
    settings.change(confirm_replace=ask)
    make, start, where, text = SETUPS[name]
    path = where()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    stack, surface, setup, told = started(make, start)
    assert [button.label for button in told.buttons] == ["Back"]
    assert "newer version" in told.lines[0] and path.name in told.lines[0] and "never saved over" in told.lines[0]
    click(stack, surface, button_point(told, "Back"))
    assert stack.top is setup and setup.outcome is None
    assert path.read_text(encoding="utf-8") == text


FILES: dict[str, tuple[Callable[[], Path], str]] = {
    "save": (lambda: campaign_path("udo"), SAVE_HEAD),
    "record book": (records_path, '{"format": "martial-masters-records", "version": 7, "records": []}\n'),
    "settings file": (settings_path, '{"format": "martial-masters-settings", "version": 3}\n'),
    "saved tournament": (cups.path, '{\n "format": "martial-masters-tournament",\n "version": 2\n}\n'),
}


@pytest.mark.parametrize("what", sorted(FILES))
def test_no_write_or_removal_replaces_a_file_of_a_newer_version(what):
    where, text = FILES[what]
    path = where()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    assert newer.newer(path) is not None and f"is a {what} of a newer version" in newer.newer(path)
    with pytest.raises(storage.Unreadable, match="newer version.*so it was not written over"):
        storage.write_atomic(path, "{}\n")
    with pytest.raises(storage.Unreadable, match="newer version.*so it was not removed"):
        storage.remove(path)
    assert path.read_text(encoding="utf-8") == text


def test_a_file_of_this_version_or_an_older_one_is_written_as_ever():
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "martial-masters-records", "version": 1, "records": []}\n', encoding="utf-8")
    assert newer.newer(path) is None
    records.add(records.Record(hero="udo", won=True, glory=9, rank="Legend", masters=("crane",),
                               date="2026-11-21T18:30", seed=4))
    assert len(records.load()[0]) == 1


@pytest.mark.parametrize("name", ["kenpo", "matcg", "master"])
def test_a_set_up_never_begins_a_new_game_over_a_newer_save_under_the_old_name_a_folder_sends_it_to(name):
    """A folder where a kind's save goes sends that kind's game to the ruleset's one name of before the kinds were
    kept apart (game.files.kinds.save_place): a newer version's save there is never replaced either."""
    make, start, where, text = SETUPS[name]
    where().mkdir(parents=True)
    old_name = campaign_path(name)
    old_name.write_text(text, encoding="utf-8")
    stack, surface, setup, told = started(make, start)
    assert old_name.name in told.lines[0]
    assert old_name.read_text(encoding="utf-8") == text and where().is_dir()
