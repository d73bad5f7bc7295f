"""Issue 14, class 2: two copies of the game and one user folder.

One copy owns the folder (a lock held for its life, with its pid); a second says so plainly, plays read-only,
marks its tables and writes nothing until the first has closed, then takes the folder over and saves what was played
in it (issue 31); a lock left by a killed copy never blocks the next. Copies adding records at the same time lose none:
each holds the book's lock while it reads it again, adds and writes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.engine.core import Session
from game.files import adopt, kinds, records, saves, storage, userlock
from game.files.paths import campaign_path, finished_dir, lock_path, records_path
from game.files.writer import wait_for as written
from game.games import game
from tests.test_records import record

ROOT = Path(__file__).resolve().parent.parent.parent

OWNER = """
import sys, time
from game.__main__ import _claim_user_folder
from game.files import storage
_claim_user_folder()
print("owner" if storage.read_only() is None else "not owner", flush=True)
time.sleep(600)
"""

WRITER = """
import sys
from datetime import datetime
from game.files import records
first, count = int(sys.argv[1]), int(sys.argv[2])
print("ready", flush=True)
sys.stdin.readline()
for seed in range(first, first + count):
    records.add(records.Record(hero="udo", won=True, glory=seed % 20, rank="Legend", masters=("crane",),
                               date="2026-11-21T18:30", seed=seed))
"""


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "MARTIAL_MASTERS_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def start_owner(home: Path) -> subprocess.Popen[bytes]:
    owner = subprocess.Popen([sys.executable, "-c", OWNER], cwd=ROOT, env=env(home), stdout=subprocess.PIPE)
    assert owner.stdout is not None and owner.stdout.readline().strip() == b"owner"
    return owner


def listing(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*")) if p.is_file()
            and p.name != "martial-masters.lock"}


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_says_who_owns_the_folder_and_writes_nothing(private_home):
    records.add(record(glory=3))
    owner = start_owner(private_home)
    try:
        before = listing(private_home)
        second = subprocess.run([sys.executable, "-m", "game", "play"], cwd=ROOT, capture_output=True, text=True,
                                env={**env(private_home), "MARTIAL_MASTERS_FIRST_FRAME": "1"}, timeout=120)
        assert second.returncode == 0 and "first-frame" in second.stdout, second.stderr
        lines = second.stderr.strip().splitlines()
        assert len(lines) == 1 and f"process {owner.pid}" in lines[0] and "this window does not save" in lines[0]
        for tool in (["autoplay", "--ruleset", "udo", "--games", "2"],
                     ["screenshot", "--ruleset", "udo", "--scene", "records", "--out",
                      str(private_home.parent / "shot.png")]):
            done = subprocess.run([sys.executable, "-m", "game", *tool], cwd=ROOT, capture_output=True, text=True,
                                  env=env(private_home), timeout=300)
            assert done.returncode == 0 and done.stderr == "", done.stderr
        assert listing(private_home) == before  # nothing of the owner's was touched
    finally:
        owner.send_signal(signal.SIGKILL)
        owner.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_lock_left_by_a_killed_copy_never_blocks_the_next(private_home):
    owner = start_owner(private_home)
    owner.send_signal(signal.SIGKILL)
    owner.wait()
    assert lock_path().read_text().strip() == str(owner.pid)  # the stale lock file is still there
    claim = userlock.claim()
    try:
        assert claim.owned and lock_path().read_text().strip() == str(os.getpid())
    finally:
        userlock.release()


def test_claiming_twice_in_one_process_is_harmless(private_home):
    try:
        assert userlock.claim().owned and userlock.claim().owned
    finally:
        userlock.release()


def test_four_copies_adding_100_records_each_at_once_keep_all_400(private_home):
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(1000 * n), "100"], cwd=ROOT,
                                env=env(private_home), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
               for n in range(4)]
    for writer in writers:
        assert writer.stdout is not None and writer.stdout.readline().strip() == b"ready"
    started = time.monotonic()
    for writer in writers:  # all start together
        assert writer.stdin is not None
        writer.stdin.write(b"go\n")
        writer.stdin.flush()
    for writer in writers:
        assert writer.wait(timeout=300) == 0
    rows, message = records.load()
    assert message is None and len(rows) == 400, f"{len(rows)} of 400 kept"
    assert sorted(r.seed for r in rows) == sorted(1000 * n + i for n in range(4) for i in range(100))
    assert time.monotonic() - started < 300
    assert records_path().with_name("records.json.lock").exists()


@pytest.fixture
def second_copy(private_home):
    """This process as a second copy of the game: another process owns the user folder; this one is read-only and
    waits for it. Afterwards it lets the folder go and writes again."""
    owner = start_owner(private_home)
    claim = userlock.claim()
    assert not claim.owned and claim.message is not None and "this window does not save" in claim.message
    storage.set_read_only(userlock.READ_ONLY)
    try:
        yield owner
    finally:
        owner.kill()
        owner.wait()
        userlock._waiting.clear()
        userlock.release()
        storage.set_read_only(None)


def played_on(session: Session, commands: int) -> None:
    """Plays `commands` moves, autosaved after each as the table does."""
    rules = session.ruleset
    for step in range(commands):
        legal = rules.legal_commands(session.state, rules.to_act(session.state))
        assert session.submit(legal[step % len(legal)]).ok
        saves.autosave(session)


def close(owner: subprocess.Popen[bytes]) -> None:
    owner.kill()
    owner.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_takes_over_saving_once_the_owner_closes_and_saves_what_was_played_in_it(second_copy):
    session = Session.new(game("kenpo").rules(), 7)
    played_on(session, 12)
    written()
    assert not campaign_path("kenpo", "hotseat").exists()  # the owner's folder is untouched while it runs
    close(second_copy)
    assert userlock.take_over() and storage.read_only() is None
    written()
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == session.batches  # every move played meanwhile
    assert userlock.TAKEN_OVER in storage.notices()
    played_on(session, 3)
    written()
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == session.batches


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_takes_over_at_its_next_save_after_the_owner_closes(second_copy):
    session = Session.new(game("udo").rules(), 3)
    played_on(session, 4)
    close(second_copy)
    played_on(session, 1)  # the save of this move finds the folder free
    written()
    assert storage.read_only() is None and saves.read(campaign_path("udo")).batches == session.batches


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_watching_the_lock_saves_what_was_played_once_the_owner_closes_with_no_move_made(
        second_copy, monkeypatch):
    session = Session.new(game("master").rules(), 2, {"seats": 3})
    played_on(session, 6)
    written()
    adopting, looked = threading.Event(), threading.Event()

    def adopt_once_looked_at(folder: Path, prefer: str) -> list[str]:  # the watch stops between its two steps
        adopting.set()
        assert looked.wait(30)
        return real_adopt(folder, prefer)

    real_adopt = adopt.adopt
    monkeypatch.setattr(adopt, "adopt", adopt_once_looked_at)
    userlock.watch(every=0.05)
    time.sleep(0.3)
    assert storage.read_only() is not None  # the owner still runs
    close(second_copy)
    assert adopting.wait(30)
    try:  # the folder taken, its side folder not yet adopted: seen from the window, this copy is as it was
        assert storage.read_only() == userlock.READ_ONLY
        assert saves.read(kinds.path_of(session)).batches == session.batches
    finally:
        looked.set()
    deadline = time.monotonic() + 30
    while storage.read_only() is not None and time.monotonic() < deadline:
        time.sleep(0.05)
    written()
    assert saves.read(kinds.path_of(session)).batches == session.batches


def test_a_save_of_a_copy_that_never_waited_for_the_folder_is_not_kept_aside(private_home):
    storage.set_read_only("the user folder cannot be used")
    try:
        saves.save(Session.new(game("udo").rules(), 3))
        assert not userlock.take_over() and storage.side() is None and not adopt.others().exists()
    finally:
        storage.set_read_only(None)


def test_a_table_of_a_copy_that_does_not_save_is_marked_so(private_home, tmp_path):
    import pygame

    from game.tools.screenshot import render
    from game.ui import palette

    def red_in_the_corner(out: Path) -> int:
        render("kenpo", "ring_arena", out, seed=1, steps=4, size=(1280, 720), seat=0)
        corner = pygame.image.load(str(out)).subsurface((0, 0, 140, 24))
        return sum(1 for x in range(corner.get_width()) for y in range(corner.get_height())
                   if tuple(corner.get_at((x, y)))[:3] == palette.ERROR_RED)

    assert red_in_the_corner(tmp_path / "saving.png") == 0
    storage.set_read_only(userlock.READ_ONLY)
    try:
        assert red_in_the_corner(tmp_path / "not-saving.png") > 50
    finally:
        storage.set_read_only(None)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_game_finished_in_a_second_copy_is_recorded_and_kept_for_replays_once_the_owner_closes(second_copy):
    from game.files import finished
    from tests.test_finished import play_out

    session = play_out("udo", 4)
    written()
    assert not records_path().exists() and not any(finished_dir().iterdir())  # the owner's folder is untouched
    assert [row.seed for row in records.load()[0]] == [session.seed]  # but this window sees what it kept aside
    assert [kept.finished for kept in finished.listed()] == [True]
    close(second_copy)
    assert userlock.take_over()
    written()
    [row] = records.load()[0]
    assert row.seed == session.seed
    [kept] = finished.listed()
    assert kept.finished and saves.read(kept.path).batches == session.batches
    assert not campaign_path("udo").exists()  # the finished game's save, held back, is not brought back


def test_a_deck_saved_in_a_second_copy_is_listed_and_played_there_and_written_once_the_owner_closes(second_copy):
    from game.files import decks
    from tests.test_decks import FAMILY, NAMES

    path = decks.save(FAMILY, "Crane", {"Teep": 4, "Shin Block": 2}, "Crane", NAMES)
    assert decks.held_back(path) and not path.exists()  # the owner's folder is untouched while it runs
    assert storage.aside(path).is_file()  # but the deck is on disk, in this window's own folder
    assert [(d.name, d.cards) for d in decks.saved(FAMILY, NAMES)] == [("Crane", {"Teep": 4, "Shin Block": 2})]
    assert decks.load(FAMILY, "Crane", NAMES).size == 6
    decks.save(FAMILY, "Crane", {"Teep": 4}, "Crane", NAMES)  # saved again before the owner closes: the latest
    close(second_copy)
    assert userlock.take_over()
    assert not decks.held_back(path) and decks.load(FAMILY, "Crane", NAMES).cards == {"Teep": 4}
    assert path.read_text(encoding="utf-8").strip().endswith("4 Teep")


def test_settings_changed_in_a_second_copy_are_written_once_the_owner_closes(second_copy):
    from game.files import settings
    from game.files.paths import settings_path

    settings.change(text_size="largest", curtain=False)
    written()
    assert not settings_path().exists()  # the owner's folder is untouched while it runs
    close(second_copy)
    assert userlock.take_over()
    written()
    settings.forget()
    assert (settings.current().text_size, settings.current().curtain) == ("largest", False)


def test_a_tournament_played_in_a_second_copy_is_written_once_the_owner_closes(second_copy):
    from game.files.matcg import cup as cups
    from tests.scenes.matcg.test_tournament_director import made

    cup = made("round-robin", [None, "easy", "hard"], results=(1, None))
    assert cups.save(cup) is None and not cups.path().exists()  # the owner's folder is untouched while it runs
    close(second_copy)
    assert userlock.take_over()
    assert cups.load() == (cup, None)


def test_leaving_a_table_or_quitting_a_second_copy_says_where_what_was_played_is_kept(second_copy):
    from game.scenes.confirm import HELD_BACK, SAVED, UNSAVED, kept_words

    assert kept_words(True) == HELD_BACK and kept_words(False) == UNSAVED
    assert "lost" not in HELD_BACK and "either copy is closed" in HELD_BACK
    storage.set_read_only(None)
    assert kept_words(True) == SAVED
    storage.set_read_only(userlock.READ_ONLY)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_closed_after_the_owner_writes_what_was_played_in_it_as_it_closes(second_copy):
    from game.__main__ import _leave_user_folder

    session = Session.new(game("kenpo").rules(), 9)
    played_on(session, 5)
    written()
    close(second_copy)  # and this window is closed before its watch has found the folder free
    _leave_user_folder()
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == session.batches
