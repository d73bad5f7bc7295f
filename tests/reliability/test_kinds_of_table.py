"""Issue 33: each game keeps one game in progress per kind of table (against the computer, at one screen, each mode).

Starting a game of one kind never ends another kind's; Continue offers each (a list when the tile has no room);
saves from before the kinds were kept apart are filed as the kind they are and still verify to the same hash; the
menu's glance over a lived-in user folder reads each save once, and nothing else.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Session
from game.engine.matcg.teams import TWO_ON_TWO
from game.files import kinds, reading, saves
from game.files.paths import campaign_path, campaign_saves, saves_dir
from game.games import game
from game.scenes.menu import MenuScene
from game.words.chairs import COMPUTER, PERSON
from game.words.matcg.seating import Chair, Seating
from tests.scenes.helpers import button_point, click, context, frame, play_point

FIXTURES = Path(__file__).parents[1] / "fixtures" / "saves"
OLD = {"kenpo": "kenpo-v1-midmatch.jsonl", "matcg": "matcg-v1-midfight.jsonl", "dgm": "dgm-v1-midfight.jsonl",
       "master": "master-v1-midround.jsonl"}


def fight(ruleset_id: str, kind: str) -> Session[Any]:
    """A fight of Martial Arts at a kind of table, saved as a table saves it."""
    options = {"mode": TWO_ON_TWO if kind == kinds.TEAMS else kind} if kind in (kinds.TEAMS, kinds.ARMY) else None
    session: Session[Any] = Session.new(game(ruleset_id).rules(), 4, options)
    if kind in ("computer", "hotseat"):
        chairs = (Chair(PERSON), Chair(COMPUTER, "easy") if kind == "computer" else Chair(PERSON))
        session.notes["table"] = Seating(chairs).notes()
    saves.save(session)
    return session


def test_every_kind_of_table_keeps_a_game_of_its_own_and_a_new_one_never_ends_another_kinds(private_home):
    fights = {(ruleset_id, kind): fight(ruleset_id, kind) for ruleset_id in ("matcg", "dgm") for kind in kinds.DUELS}
    assert {kinds.path_of(session) for session in fights.values()} == set(campaign_saves(saves_dir()))
    assert len(campaign_saves(saves_dir())) == 8
    for (ruleset_id, kind), session in fights.items():
        assert saves.read(campaign_path(ruleset_id, kind)).batches == session.batches


def test_continue_offers_each_game_in_progress_and_a_list_when_the_tile_has_no_room(private_home):
    fights = {kind: fight("matcg", kind) for kind in kinds.DUELS}
    ctx, surface = context()
    from game.scenes.base import Stack
    from game.scenes.choice import ContinueChoiceScene
    from game.scenes.matcg.board import DuelTableScene

    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    menu = stack.top
    assert [found.ruleset_id for found in menu.saved["matcg"]] == [f"matcg:{kind}" for kind in kinds.DUELS]
    named = [b.label for b in menu.buttons if b.label.startswith("Continue")]
    assert named == ["Continue v. computer", "Continue hot-seat duel", "Continue\u2026"]
    click(stack, surface, play_point(menu, "matcg", "Continue\u2026"))
    listed = stack.top
    assert isinstance(listed, ContinueChoiceScene)
    assert [b.label for b in listed.buttons][:4] == [found.line for found in menu.saved["matcg"]]
    click(stack, surface, button_point(listed, menu.saved["matcg"][3].line))  # Army of One
    table = stack.top
    assert isinstance(table, DuelTableScene) and table.campaign.session.batches == fights["army"].batches


@pytest.mark.parametrize("ruleset_id", sorted(OLD))
def test_a_save_from_before_the_kinds_is_filed_as_the_kind_it_is_and_verifies_to_the_same_hash(private_home,
                                                                                                  ruleset_id, capsys):
    from game.__main__ import _claim_user_folder, _leave_user_folder, main

    old = campaign_path(ruleset_id)
    shutil.copyfile(FIXTURES / OLD[ruleset_id], old)
    assert main(["verify", str(old)]) == 0
    before = capsys.readouterr().out.strip()
    session = saves.read(old)
    _claim_user_folder()  # the next launch files it
    try:
        [filed] = campaign_saves(saves_dir())
        assert not old.exists() and filed == kinds.path_of(session)
        assert filed.read_bytes() == (FIXTURES / OLD[ruleset_id]).read_bytes()
        assert main(["verify", str(filed)]) == 0
        assert capsys.readouterr().out.strip().split()[-1] == before.split()[-1]  # hash=…
        menu = MenuScene(context()[0])
        [found] = [found for family in menu.saved.values() for found in family]
        kind = kinds.kind_of(ruleset_id, session.table.start_options(), session.notes)
        assert found.ruleset_id == f"{ruleset_id}:{kind}"
    finally:
        _leave_user_folder()


def test_a_save_from_before_whose_kind_is_taken_is_left_and_still_continued(private_home):
    from game.scenes.kenpo.arena import RingArenaScene

    old = campaign_path("kenpo")
    shutil.copyfile(FIXTURES / OLD["kenpo"], old)
    kind = kinds.kind_of("kenpo", None, saves.read(old).notes)
    shutil.copyfile(old, campaign_path("kenpo", kind))
    newer = saves.read(campaign_path("kenpo", kind))
    newer.submit(newer.legal(newer.ruleset.to_act(newer.state))[0])
    saves.save(newer)
    [message] = kinds.settle_old_saves()
    assert str(old) in message and "left as it is" in message and old.exists()
    ctx, surface = context()
    from game.scenes.base import Stack

    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    keys = [found.ruleset_id for found in stack.top.saved["kenpo"]]
    assert keys == ["kenpo", f"kenpo:{kind}"]
    assert [b.action.args[1] for b in stack.top.buttons if b.label == "Continue"] == ["kenpo"]
    scene, notice = game("kenpo").front().screens().resume(ctx, "kenpo")
    assert notice is None and isinstance(scene, RingArenaScene)
    assert scene.campaign.session.batches == saves.read(old).batches


@pytest.mark.parametrize("ruleset_id", ["kenpo", "master"])
def test_a_save_from_before_whose_kind_is_taken_is_played_on_under_its_own_name_and_the_newer_game_is_kept(
        private_home, ruleset_id):
    """Continuing the older game and moving saves it where it was, never over the newer game of its kind."""
    from game.files import writer

    old = campaign_path(ruleset_id)
    shutil.copyfile(FIXTURES / OLD[ruleset_id], old)
    kind = kinds.kind_of(ruleset_id, None, saves.read(old).notes)
    shutil.copyfile(old, campaign_path(ruleset_id, kind))
    newer = saves.read(campaign_path(ruleset_id, kind))
    newer.submit(newer.legal(newer.ruleset.to_act(newer.state))[0])
    saves.save(newer)
    kinds.settle_old_saves()
    scene, _ = game(ruleset_id).front().screens().resume(context()[0], ruleset_id)
    session = scene.campaign.session
    assert scene.campaign.submit(session.legal(session.ruleset.to_act(session.state))[-1]).ok
    writer.wait_for()
    assert saves.read(campaign_path(ruleset_id, kind)).batches == newer.batches
    assert saves.read(old).batches == session.batches


def test_a_folder_where_a_kinds_save_belongs_is_no_game_and_the_old_save_goes_on_being_saved_under_its_name(
        private_home):
    """A folder named as the hot-seat duel's save: no Continue for it, no "a game of the same kind is in progress",
    no Replays row; the save from before the kinds, which cannot take that name, is continued and saved under its
    own instead of nowhere."""
    from game.files import finished
    from game.files.paths import finished_dir
    from game.scenes.base import Stack

    old = campaign_path("kenpo")
    shutil.copyfile(FIXTURES / OLD["kenpo"], old)
    kind = kinds.kind_of("kenpo", None, saves.read(old).notes)
    campaign_path("kenpo", kind).mkdir()
    (finished_dir() / "kenpo-1-2.jsonl").mkdir(parents=True)
    [message] = kinds.settle_old_saves()
    assert "is a folder" in message and "same kind" not in message and old.exists()
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    assert [found.ruleset_id for found in stack.top.saved["kenpo"]] == ["kenpo"]
    assert [kept.path for kept in finished.listed()] == [old]
    scene, _ = game("kenpo").front().screens().resume(ctx, "kenpo")
    session = scene.campaign.session
    assert session.submit(session.legal(session.ruleset.to_act(session.state))[0]).ok
    assert saves.save(session) == old and saves.read(old).batches == session.batches


def test_the_menus_glance_over_a_lived_in_folder_reads_each_save_once_and_nothing_else(private_home, monkeypatch):
    from tests.reliability.lived_in import lived_in

    lived_in()
    for kind in kinds.DUELS:
        fight("dgm", kind)
    kenpo = Session.new(game("kenpo").rules(), 3)
    saves.save(kenpo)
    read: list[Path] = []
    bounded = reading.read_bounded

    def counted(path: Path, max_bytes: int) -> bytes:
        read.append(Path(path))
        return bounded(path, max_bytes)

    monkeypatch.setattr(reading, "read_bounded", counted)
    menu = MenuScene(context()[0])
    assert sum(len(found) for found in menu.saved.values()) == len(campaign_saves(saves_dir())) == 7
    assert sorted(read) == sorted(campaign_saves(saves_dir()))  # each save once, and nothing else


def test_the_martial_arts_set_up_continues_and_replaces_only_the_fight_of_the_table_chosen(private_home):
    from tests.scenes.matcg.helpers import set_up
    from tests.scenes.matcg.test_setup import row_point

    hotseat = fight("matcg", "hotseat")
    stack, surface, setup = set_up()  # a person against the computer, as a set-up first opens
    assert setup.choices.kind() == "computer" and setup.saved is None
    assert not any(b.label.startswith("Continue") for b in setup.buttons)
    click(stack, surface, row_point(setup, "Person", 1))  # two people: the hot-seat duel in progress
    assert setup.choices.kind() == "hotseat" and setup.saved is not None
    assert "Continue the duel" in [b.label for b in setup.buttons]
    click(stack, surface, button_point(setup, "Continue the duel"))
    [table] = [scene for scene in stack.scenes if hasattr(scene, "campaign")]  # under the hot-seat's curtain
    assert table.campaign.session.batches == hotseat.batches


def test_a_save_of_a_newer_version_is_told_on_continue_and_left_as_it_is(private_home):
    """It may be sound to the version that wrote it: set aside, it would be gone from that version's Continue."""
    fight("matcg", kinds.COMPUTER)
    path = campaign_path("matcg", kinds.COMPUTER)
    header, rest = path.read_text(encoding="utf-8").split("\n", 1)
    path.write_text(header.replace('"version": ', '"version": 9', 1) + "\n" + rest, encoding="utf-8")
    before = path.read_bytes()
    scene, notice = game("matcg").front().screens().resume(context()[0], "matcg:computer")
    assert scene is None and notice is not None
    assert str(path) in notice and "newer version" in notice and "left as it is" in notice
    assert path.read_bytes() == before and [p.name for p in saves_dir().iterdir()] == [path.name]
    from game.__main__ import main

    assert main(["verify", str(path)]) == 2
