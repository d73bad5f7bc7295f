"""Issue 31, points 2, 5 and 7: one door for every file the game reads, and names a screen can show.

Every reader of a player's file goes through game.files.storage's bounded read: a regular file only (a pipe, a device
or a socket refused at once, never waited on), no link out of the user folder, a size cap; JSON within a nesting cap
with whole numbers of at most twenty digits and no infinity. The menu's glance at saves (game.files.peek) goes through
it too, so one file in the saves folder never crashes or hangs the menu. A name shows something, or is replaced."""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.__main__ import main
from game.files import decks, names, newer, peek, reading, records, saves, storage
from game.files.in_progress import saved_at
from game.files.paths import campaign_path, decks_dir, records_path, saves_dir
from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from game.ui import text
from tests.reliability.hostile import one_line, small_session
from tests.scenes.helpers import context, frame

NO_WIDTH = ("\u200b", "\u034f", "\u17b4", "\u3164", " \u200b ", "\u0301")


@pytest.fixture
def no_hang():
    """Fails a test that runs longer than 20 s instead of hanging the run (a FIFO opened for reading blocks)."""
    def stop(*_):
        raise TimeoutError("a reader waited on a file")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def good_save_lines() -> list[str]:
    return saves.dumps(small_session()).splitlines()


def hostile_saves_folder(outside: Path) -> dict[str, str]:
    """A save of each kind that used to crash or hang the menu, one per ruleset's campaign path."""
    lines = good_save_lines()
    header = json.loads(lines[0])
    kinds = {
        "udo": "[" * 100_000 + "]" * 100_000 + "\n",
        "kai": lines[0] + "\n" + '{"type": "StepBegan", "turn": ' + "9" * 4000 + "}\n",
        "kenpo": json.dumps({**header, "notes": {"table": {"mode": "versus", "human": 1e999}}}).replace(
            "Infinity", "1e999") + "\n" + '{"type": "TurnBegan", "turn": 1e999}\n',
        "master": "\n".join(lines).replace('"seed": 3', '"seed": ' + "7" * 4000) + "\n",
    }
    for ruleset_id, content in kinds.items():
        campaign_path(ruleset_id).write_text(content, encoding="utf-8")
    told = dict.fromkeys(kinds, "text")
    if sys.platform != "win32":
        os.mkfifo(campaign_path("matcg"))
        campaign_path("dgm").symlink_to("/dev/zero")
        told.update(matcg="pipe", dgm="link")
    return told


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and devices")
def test_the_menus_glance_never_crashes_or_hangs_over_a_hostile_saves_folder(tmp_path, no_hang):
    told = hostile_saves_folder(tmp_path)
    for ruleset_id in told:
        assert peek.peek(campaign_path(ruleset_id), ("StepBegan", "TurnBegan")) is None, ruleset_id
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    frame(stack, surface)
    # each file listed, a Continue for each the glance finds whole (a damaged one is named so, and set aside); none
    # for the pipe or the link to a device, which are no save (the start-up notices name them)
    listed = [found for family in stack.top.saved.values() for found in family]
    assert len(listed) == list(told.values()).count("text")
    assert sum(b.label.startswith("Continue") for b in stack.top.buttons) == sum(not f.damaged for f in listed)
    out = tmp_path / "menu.png"
    assert main(["screenshot", "--ruleset", "udo", "--scene", "menu", "--out", str(out)]) == 0


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and devices")
def test_the_glance_opens_no_file_continue_would_not(tmp_path, no_hang):
    hostile_saves_folder(tmp_path)
    sparse = saves_dir() / "sparse.jsonl"
    with sparse.open("wb") as out:
        out.truncate(storage.SAVE_BYTES + 1)
    refused = 0
    for path in [*saves_dir().iterdir()]:
        try:
            reading.read_text(path, storage.SAVE_BYTES)
        except storage.StorageError:
            refused += 1
            assert peek.peek(path, ()) is None, path.name
            with pytest.raises(saves.SaveError):
                saves.read(path)
    assert refused == 3  # the pipe, the link to a device, the file too large


def test_a_file_dated_past_any_calendar_is_saved_at_an_unknown_time():
    assert saved_at(3e11) == "at an unknown time" and saved_at(-1e300) == "at an unknown time"
    assert saved_at(0.0) != "at an unknown time"


def test_a_file_that_trickles_in_slower_than_the_time_cap_is_left_unread_and_the_game_goes_on(monkeypatch):
    """A stalled drive or a network share that hands out a megabyte now and then: the read stops at the time cap
    (the clock here jumps a minute between two reads) instead of holding the window; the file is left as it is."""
    saves.save(small_session())
    path = campaign_path("udo")
    clock = iter(range(0, 10**6, 60))
    monkeypatch.setattr(reading.time, "monotonic", lambda: next(clock))
    with pytest.raises(storage.Unreadable) as caught:
        reading.read_bounded(path, storage.SAVE_BYTES)
    assert "took more than 10 s to read" in str(caught.value) and one_line(str(caught.value)) and path.exists()


# ---- links out of the user folder ------------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="links")
def test_a_link_out_of_the_user_folder_is_set_aside_in_one_line_and_its_target_left_alone(tmp_path):
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps({"format": "martial-masters-records", "version": 1}), encoding="utf-8")
    path = records_path()
    path.symlink_to(elsewhere)
    rows, message = records.load()
    assert rows == [] and "outside the game's folder" in message and one_line(message) and str(path) in message
    assert path.with_name("records.json.bak").is_symlink() and not os.path.lexists(path)
    assert elsewhere.read_text(encoding="utf-8").startswith("{")
    campaign_path("udo").symlink_to(tmp_path / "nothing-there.jsonl")
    with pytest.raises(saves.SaveError) as caught:
        saves.read(campaign_path("udo"))
    assert "which does not exist" in str(caught.value) and one_line(str(caught.value))


@pytest.mark.skipif(sys.platform == "win32", reason="links")
def test_a_link_within_the_user_folder_is_read_as_its_file():
    saves.save(small_session())
    link = saves_dir() / "kai-campaign.jsonl"
    link.symlink_to(campaign_path("udo"))
    assert reading.read_bounded(link, storage.SAVE_BYTES) == campaign_path("udo").read_bytes()


@pytest.mark.skipif(sys.platform == "win32", reason="links")
def test_a_dangling_link_where_the_saves_folder_goes_is_told_as_such(private_home, tmp_path):
    from game.files import paths

    data = private_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "saves").symlink_to(tmp_path / "gone")
    problems = paths.user_folder_problems()
    assert any("is a link to" in line and "gone" in line and "not a folder that exists" in line
               for line in problems), problems
    assert not any("is a file where" in line for line in problems)


@pytest.mark.skipif(sys.platform == "win32", reason="links")
def test_a_dangling_link_where_a_save_goes_is_told_as_such(tmp_path):
    from game.files import paths

    campaign_path("kenpo").symlink_to(tmp_path / "gone.jsonl")
    problems = paths.user_file_problems()
    assert problems == [f"{campaign_path('kenpo')}: is a link to {tmp_path / 'gone.jsonl'}, which does not exist; "
                        f"move it away"]


# ---- names -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NO_WIDTH)
def test_a_name_without_a_visible_letter_is_not_visible_and_is_replaced(name):
    assert not names.visible(name) and names.problem(name) is not None
    assert names.shown(name, "Seat 1") == "Seat 1"


def test_names_that_show_are_kept_as_they_are():
    for name in ("Ada", "Jùdō", "é" * 3, "Bo 2", "\u0e01\u0e34"):
        assert names.visible(name) and names.problem(name) is None and names.shown(name, "x") == name


@pytest.mark.parametrize("words", [*NO_WIDTH, "a\x00b", "\x00", "caf\udce9"])
def test_text_that_draws_nothing_or_holds_a_nul_is_drawn_without_stopping_the_window(words):
    drawn_line = text.render(words, 20, (255, 255, 255))
    assert drawn_line.get_height() > 0 and text.width(words, 20) == drawn_line.get_width()
    assert text.wrap(words * 30, 20, 200)


@pytest.mark.skipif(sys.platform != "linux", reason="file names that are not UTF-8")
def test_deck_files_whose_names_are_not_utf8_or_show_nothing_are_listed_as_not_read_and_left_alone():
    folder = decks_dir("matcg")
    os.makedirs(os.fsencode(folder), exist_ok=True)
    raw = os.path.join(os.fsencode(folder), b"caf\xe9 deck.txt")
    with open(raw, "wb") as out:
        out.write(b"4 Lead Jab\n")
    (folder / "\u200b.txt").write_text("4 Lead Jab\n", encoding="utf-8")
    (folder / "\u034f.txt").write_text("4 Lead Jab\n", encoding="utf-8")
    listed = decks.saved("matcg", ["Lead Jab"])
    assert len(listed) == 3 and all(deck.damaged and "rename the file" in deck.damaged for deck in listed)
    assert all(names.visible(deck.name) for deck in listed)
    assert "caf\ufffd deck" in {deck.name for deck in listed}
    assert os.path.exists(raw)


@pytest.mark.parametrize("name", ["../outside", "..", "a/b", "a\\b", "a\x00b", "/etc/passwd"])
def test_loading_or_deleting_a_deck_refuses_a_name_that_leaves_the_decks_folder(tmp_path, name):
    decks_dir("matcg").mkdir(parents=True, exist_ok=True)
    outside = decks_dir("matcg").parent / "outside.txt"
    outside.write_text("4 Lead Jab\n", encoding="utf-8")
    with pytest.raises(decks.DeckError) as loading:
        decks.load("matcg", name, ["Lead Jab"])
    with pytest.raises(decks.DeckError) as deleting:
        decks.delete("matcg", name, ["Lead Jab"])
    assert "is not the name of a deck" in str(loading.value) and "is not the name of a deck" in str(deleting.value)
    assert outside.exists()


@pytest.mark.parametrize("name", ["\u034f", "\u17b4", "\u200b", "\u3164"])
def test_a_master_seat_named_with_no_visible_letter_takes_its_own_name_and_the_match_starts(name):
    from game.scenes.master.board import MasterTableScene
    from game.scenes.master.setup import MasterSetupScene
    from tests.scenes.helpers import button_point, click, key

    ctx, surface = context()
    stack = Stack(MasterSetupScene(ctx))
    frame(stack, surface)
    setup = stack.top
    click(stack, surface, ctx.viewport.rect(setup.seats.name_rect(0)).center)
    for _ in range(len(setup.choices.chairs[0].name)):
        key(stack, surface, pygame.K_BACKSPACE)
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=name))
    key(stack, surface, pygame.K_RETURN)
    frame(stack, surface)
    click(stack, surface, button_point(setup, "Start the match"))
    frame(stack, surface)
    assert isinstance(stack.top, MasterTableScene) and stack.top.seating.given[0] == "Player 1"


@pytest.mark.parametrize("name", ["\u034f", "\u17b4", "\u200b", "\x00", "a\x00"])
def test_a_tournament_entrant_whose_name_shows_nothing_is_named_by_its_number_on_continue(name):
    from game.files.matcg import cup as cups
    from game.scenes.director import DirectorScene
    from game.scenes.matcg import FRONT, TOURNAMENT
    from tests.scenes.matcg.test_tournament_director import made

    cup = made("round-robin", [None, "easy", "hard"])
    cups.save(cup)
    path = cups.path()
    path.write_text(path.read_text(encoding="utf-8").replace('"Fighter 2"', json.dumps(name)), encoding="utf-8")
    ctx, surface = context()
    scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
    assert isinstance(scene, DirectorScene) and notice is None
    assert scene.cup.names[1] == ("a" if name == "a\x00" else "Fighter 2")
    stack = Stack(MenuScene(ctx))
    stack.scenes.append(scene)
    frame(stack, surface)


def test_an_entrant_at_a_level_this_build_does_not_have_plays_at_the_middle_level():
    from game.files.matcg import cup as cups
    from tests.scenes.matcg.test_tournament_director import made

    cups.save(made("round-robin", [None, "easy", "hard"]))
    path = cups.path()
    path.write_text(path.read_text(encoding="utf-8").replace('"hard"', '"../../x"'), encoding="utf-8")
    cup, _ = cups.load()
    assert cup is not None and cup.entrants[2].level == "normal"


@pytest.mark.parametrize("broken", [{"name": "Gone", "cards": {"no_such_card": 4}}, "no_such_starter"])
def test_a_tournament_with_an_unplayable_deck_says_so_and_the_player_chooses_another(broken):
    from game.files.matcg import cup as cups
    from game.layout.panel_list import choice_row
    from game.scenes.director import DirectorScene
    from game.scenes.listing import ListChoiceScene
    from game.scenes.matcg import FRONT, TOURNAMENT
    from tests.scenes.helpers import button_point, click
    from tests.scenes.matcg.test_tournament_director import made

    cup = made("championship", [None, "easy"])  # one match, entrant 1 against entrant 2
    cups.save(cup.with_deck(0, broken, "Gone, 50 cards"))
    ctx, surface = context()
    scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
    assert isinstance(scene, DirectorScene) and notice is None
    stack = Stack(MenuScene(ctx))
    stack.scenes.append(scene)
    frame(stack, surface)
    assert scene.unplayable is not None and scene.unplayable[0] == 0
    assert [b.label for b in scene.buttons] == ["Menu", "Choose a deck"]
    click(stack, surface, button_point(scene, "Choose a deck"))
    chooser = stack.top
    assert isinstance(chooser, ListChoiceScene) and chooser.title == "A deck for Fighter 1"
    click(stack, surface, chooser.ctx.viewport.rect(choice_row(1)).center)
    frame(stack, surface)
    assert stack.top is scene and scene.unplayable is None and scene.cup.deck_problem(0) is None
    assert "Play the match" in [b.label for b in scene.buttons]
    assert cups.load()[0] == scene.cup  # the mended tournament is saved


def test_the_glance_knows_a_save_by_the_format_its_log_writes():
    from game.engine import log

    assert peek.SAVE_FORMAT == log.FORMAT


def test_every_continue_line_tells_a_save_of_today_by_its_time_and_one_of_another_day_by_its_date():
    from datetime import date, datetime

    stamp = datetime(2026, 11, 30, 8, 20).timestamp()
    assert saved_at(stamp, date(2026, 11, 30)) == "08:20"
    assert saved_at(stamp, date(2026, 12, 1)) == "30 Nov"
    assert saved_at(stamp, date(2027, 1, 2)) == "30 Nov 2026"


def opened_paths(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every path os.open is asked to open from now on by this thread (another thread's opens, such as the test
    folders' sweeper's, relative to a folder by `dir_fd`, pass through unrecorded)."""
    opened: list[str] = []
    real_open, mine = os.open, threading.get_ident()

    def recorded(path: Any, *rest: Any, **named: Any) -> int:
        if threading.get_ident() == mine:
            opened.append(os.fspath(path))
        return real_open(path, *rest, **named)

    monkeypatch.setattr(os, "open", recorded)
    return opened


@pytest.mark.skipif(sys.platform == "win32", reason="devices")
def test_the_door_refuses_a_device_without_opening_it(monkeypatch):
    opened = opened_paths(monkeypatch)
    with pytest.raises(storage.Unreadable) as refused:
        reading.read_bounded(Path(os.devnull), 100)
    assert str(refused.value) == f"{os.devnull}: is a device, not a file" and opened == []


@pytest.mark.skipif(sys.platform == "win32", reason="devices and pipes")
def test_the_look_for_a_newer_versions_file_never_opens_a_device_or_a_pipe(tmp_path, monkeypatch):
    os.mkfifo(tmp_path / "udo-campaign.jsonl")
    opened = opened_paths(monkeypatch)
    assert newer.newer(Path(os.devnull)) is None and newer.newer(tmp_path / "udo-campaign.jsonl") is None
    assert opened == []


@pytest.mark.skipif(sys.platform == "win32", reason="devices")
def test_a_device_put_in_a_files_place_between_the_look_and_the_open_is_refused_and_closed(tmp_path, monkeypatch):
    """The look before the open says a regular file (one stood there); what was opened is looked at again, refused
    by the door and by the glance at a newer version's file alike, and never left open."""
    (tmp_path / "deck.txt").write_text("Udo\n")
    regular, real_stat, real_open = (tmp_path / "deck.txt").stat(), os.stat, os.open
    monkeypatch.setattr(os, "stat", lambda path, *rest, **how: (
        regular if os.fspath(path) == os.devnull else real_stat(path, *rest, **how)))
    handles: list[int] = []
    monkeypatch.setattr(os, "open", lambda path, *rest: handles.append(real_open(path, *rest)) or handles[-1])
    with pytest.raises(storage.Unreadable) as refused:
        reading.read_bounded(Path(os.devnull), 100)
    assert str(refused.value) == f"{os.devnull}: is a device, not a file"
    assert newer.newer(Path(os.devnull)) is None
    assert len(handles) == 2
    for handle in handles:
        with pytest.raises(OSError):
            os.fstat(handle)


def test_a_name_holding_a_nul_is_unreadable_with_a_reason_never_a_value_error(tmp_path):
    """The door promises Missing, Unreadable or Damaged and nothing else: a NUL in a name (a hand-edited setting, a
    name typed) is told as a name no file may have."""
    with pytest.raises(storage.Unreadable, match="NUL"):
        reading.read_bounded(tmp_path / "deck\x00.txt", 1000)
