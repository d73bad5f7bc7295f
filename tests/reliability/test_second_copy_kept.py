"""Issue 31: a second copy never loses a game, whichever window is closed first.

A second copy of the game writes what it makes into a side folder of its own inside the user folder (atomically, in
the same formats), and the copy that owns the folder adopts it: at once while it runs, at its next launch, or the
second copy itself once it takes over. Games in progress become the one continued or are kept beside it, records
and finished games are merged once, decks are added under a new name on a clash, settings follow the last change.
Adoption is idempotent and survives a kill at any moment.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine.core import Session
from game.files import adopt, decks, finished, records, saves, settings, storage, userlock, writer
from game.files.paths import campaign_path, records_path
from game.games import game
from tests.reliability.test_two_copies import ROOT, close, env, played_on, start_owner
from tests.test_decks import FAMILY, NAMES
from tests.test_records import record

SECOND = """
import sys, time
from game.__main__ import _claim_user_folder
from game.engine.core import Session
from game.files import decks, records, saves, settings, storage, writer
from game.games import game
_claim_user_folder()
assert storage.read_only() is not None and storage.side() is not None
session = Session.new(game("kenpo").rules(), 9)
rules = session.ruleset
for step in range(int(sys.argv[1])):
    legal = rules.legal_commands(session.state, rules.to_act(session.state))
    assert session.submit(legal[step % len(legal)]).ok
    saves.autosave(session)
records.add(records.Record(hero="udo", won=True, glory=7, rank="Legend", masters=("crane",),
                           date="2026-11-28T23:00", seed=77))
decks.save("cards", "Crane", {"Teep": 4}, "Crane", ["Shin Block", "Lead Jab", "Teep"])
settings.change(text_size="largest")
writer.wait_for()
print("played", flush=True)
time.sleep(600)
"""

WATCHING_OWNER = """
import time
from game.__main__ import _claim_user_folder
from game.files import adopt, storage, userlock
_claim_user_folder()
print("owner" if storage.read_only() is None else "not owner", flush=True)
adopt.watch(userlock.owns, every=0.1)
time.sleep(600)
"""


def kenpo_played(commands: int) -> Session:
    """The game the second copy plays: the same moves, made here (the rules decide alike)."""
    session = Session.new(game("kenpo").rules(), 9)
    rules = session.ruleset
    for step in range(commands):
        legal = rules.legal_commands(session.state, rules.to_act(session.state))
        assert session.submit(legal[step % len(legal)]).ok
    return session


def play_in_a_second_copy(home: Path, commands: int) -> subprocess.Popen[bytes]:
    second = subprocess.Popen([sys.executable, "-c", SECOND, str(commands)], cwd=ROOT, env=env(home),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert second.stdout is not None and second.stdout.readline().strip() == b"played", second.stderr
    return second


def side_folders() -> list[Path]:
    return adopt.folders()


def assert_adopted(commands: int) -> None:
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == kenpo_played(commands).batches
    assert [row.seed for row in records.load()[0]] == [77]
    assert decks.load(FAMILY, "Crane", NAMES).cards == {"Teep": 4}
    settings.forget()
    assert settings.current().text_size == "largest"
    assert side_folders() == []


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_game_played_in_a_second_copy_closed_first_is_adopted_by_the_owner_at_its_next_launch(private_home):
    from game.__main__ import _claim_user_folder, _leave_user_folder

    owner = start_owner(private_home)
    second = play_in_a_second_copy(private_home, 9)
    second.send_signal(signal.SIGKILL)  # the second window goes first, not even closed cleanly
    second.wait()
    assert not campaign_path("kenpo", "hotseat").exists() and not records_path().exists()  # the owner's: untouched
    assert len(side_folders()) == 1  # but nothing played there is lost
    close(owner)
    _claim_user_folder()  # the next launch
    try:
        assert storage.read_only() is None
        assert_adopted(9)
    finally:
        _leave_user_folder()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_game_played_in_a_second_copy_closed_first_is_adopted_at_once_by_the_owner_still_running(private_home):
    owner = subprocess.Popen([sys.executable, "-c", WATCHING_OWNER], cwd=ROOT, env=env(private_home),
                             stdout=subprocess.PIPE)
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == b"owner"
        second = play_in_a_second_copy(private_home, 7)
        assert len(side_folders()) == 1
        time.sleep(0.5)
        assert not campaign_path("kenpo", "hotseat").exists()  # not while the second copy runs
        close(second)
        deadline = time.monotonic() + 60
        while side_folders() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert_adopted(7)
    finally:
        close(owner)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_second_copy_that_takes_over_adopts_its_own_folder_and_leaves_no_side_folder(private_home):
    owner = start_owner(private_home)
    assert not userlock.claim().owned
    storage.set_read_only(userlock.READ_ONLY)
    try:
        session = Session.new(game("kenpo").rules(), 9)
        played_on(session, 5)
        writer.wait_for()
        [own] = side_folders()
        assert storage.side() == own and (own / "data" / "saves" / "kenpo-hotseat-campaign.jsonl").is_file()
        close(owner)
        assert userlock.take_over()
        assert side_folders() == [] and saves.read(campaign_path("kenpo", "hotseat")).batches == session.batches
    finally:
        owner.kill()
        owner.wait()
        userlock._waiting.clear()
        userlock.release()
        storage.set_read_only(None)


@contextlib.contextmanager
def written_aside(home: Path, name: str = "4242-1") -> Iterator[Path]:
    """What is written in the block goes to a side folder, as a second copy writes it."""
    folder = home / "data" / adopt.OTHER_COPIES / name
    storage.set_read_only(userlock.READ_ONLY)
    storage.set_side(folder)
    try:
        yield folder
    finally:
        writer.wait_for()
        storage.set_side(None)
        storage.set_read_only(None)
        settings.forget()


def test_a_newer_game_from_a_second_copy_is_continued_and_the_one_it_replaces_is_kept_beside(private_home):
    owners = Session.new(game("kenpo").rules(), 3)
    played_on(owners, 2)
    writer.wait_for()
    theirs = kenpo_played(4)
    with written_aside(private_home):
        played_on(theirs, 1)
    assert adopt.adopt_free(adopt.NEWER_WINS) != []  # the player is told
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == theirs.batches
    kept = campaign_path("kenpo", "hotseat").with_name("kenpo-hotseat-campaign.jsonl.bak")
    assert saves.read(kept).batches == owners.batches  # never written over without keeping both


def test_an_older_game_from_a_second_copy_is_kept_beside_the_one_continued(private_home):
    theirs = kenpo_played(4)
    with written_aside(private_home):
        played_on(theirs, 1)
    owners = Session.new(game("kenpo").rules(), 3)
    played_on(owners, 2)
    writer.wait_for()
    adopt.adopt_free(adopt.NEWER_WINS)
    assert saves.read(campaign_path("kenpo", "hotseat")).batches == owners.batches
    kept = campaign_path("kenpo", "hotseat").with_name("kenpo-hotseat-campaign.jsonl.bak")
    assert saves.read(kept).batches == theirs.batches


def test_records_from_a_second_copy_are_merged_without_duplicates(private_home):
    records.add(record(glory=1))
    with written_aside(private_home):
        assert records.add(record(glory=2)) == records.HELD_BACK
        records.add(record(glory=3))
    records.add(record(glory=4))
    adopt.adopt_free()
    assert sorted(row.glory for row in records.load()[0]) == [1, 2, 3, 4]


def test_a_deck_from_a_second_copy_whose_name_is_taken_is_added_under_a_new_name(private_home):
    with written_aside(private_home):
        decks.save(FAMILY, "crane", {"Teep": 4}, "crane", NAMES)
        decks.save(FAMILY, "Tiger", {"Lead Jab": 2}, "Tiger", NAMES)
        decks.save(FAMILY, "Snake", {"Shin Block": 1}, "Snake", NAMES)
    decks.save(FAMILY, "Crane", {"Teep": 2}, "Crane", NAMES)  # the owner saved one of the same name meanwhile
    decks.save(FAMILY, "Tiger", {"Lead Jab": 2}, "Tiger", NAMES)  # and the very same deck
    adopt.adopt_free()
    found = {deck.name: deck.cards for deck in decks.saved(FAMILY, NAMES)}
    assert found == {"Crane": {"Teep": 2}, "crane (2)": {"Teep": 4}, "Snake": {"Shin Block": 1},
                     "Tiger": {"Lead Jab": 2}}


def test_settings_from_a_second_copy_follow_the_last_change(private_home):
    settings.change(text_size="large")
    writer.wait_for()
    time.sleep(0.01)
    with written_aside(private_home, "1-1"):
        settings.change(text_size="largest")
    time.sleep(0.01)
    with written_aside(private_home, "2-2"):
        settings.forget()
        settings.change(curtain=False)
    adopt.adopt_free(adopt.NEWER_WINS)
    settings.forget()
    assert (settings.current().text_size, settings.current().curtain) == ("large", False)  # the last change


def test_a_finished_game_from_a_second_copy_is_kept_for_replays_once(private_home):
    from tests.test_finished import play_out

    with written_aside(private_home) as folder:
        session = play_out("udo", 4)
    copy = private_home.parent / "again"
    shutil.copytree(folder, copy)
    adopt.adopt_free()
    shutil.copytree(copy, folder)  # adopted again, as after a kill before the side folder was removed
    adopt.adopt_free()
    [kept] = finished.listed()
    assert saves.read(kept.path).batches == session.batches
    assert [row.seed for row in records.load()[0]] == [session.seed]


# One interpreter for all the adoptions a test kills: it imports the game's files once, then for each user folder
# and number N named on stdin forks a copy that says "ready", adopts what the side folders hold and kills itself just
# before the N-th change it would make to the files (tests/reliability/killed.py), and says "exit <status>" once that
# copy is gone (a fresh interpreter for each took 0.4 s of CPU to import them). Killed before every KILL_EVERY-th
# change in turn, adopting is cut all along its way however fast or slow the machine, where kills at random moments
# of the clock could all land after the end on a fast one.
ADOPTER = """
import os, sys, threading
from game.files import adopt, records, saves
from tests.reliability.killed import killed_before
assert threading.active_count() == 1  # nothing runs beside the one thread a fork copies
for line in sys.stdin:
    home, last = line.split()
    pid = os.fork()
    if pid == 0:
        os.environ["MARTIAL_MASTERS_HOME"] = home
        killed_before(int(last))
        print("ready", flush=True)
        adopt.adopt_free(adopt.NEWER_WINS)
        sys.exit(0)  # an interpreter's own ending, as the fresh one had: the writer's wait at exit, threads joined
    print("exit", os.waitpid(pid, 0)[1], flush=True)
"""
MOST_CHANGES = 1000  # an adoption of a few files that has not ended after this many changes never will
KILL_EVERY = 3  # the test's adoption makes 54 changes: 18 kills, each before another, then one to the end


def user_files(home: Path) -> dict[str, bytes]:
    return {str(path.relative_to(home)): path.read_bytes() for path in sorted(home.rglob("*"))
            if path.is_file() and not path.name.endswith((".lock", ".tmp"))}


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_adopting_killed_all_along_its_way_then_again_loses_and_doubles_nothing(private_home, tmp_path, monkeypatch):
    from tests.test_finished import play_out

    records.add(record(glory=1))
    owners = Session.new(game("kenpo").rules(), 3)
    played_on(owners, 2)
    writer.wait_for()
    with written_aside(private_home):
        played_on(kenpo_played(4), 1)
        records.add(record(glory=1))
        records.add(record(glory=2))
        decks.save(FAMILY, "crane", {"Teep": 4}, "crane", NAMES)
        play_out("udo", 4)
        settings.change(text_size="largest")
    decks.save(FAMILY, "Crane", {"Teep": 2}, "Crane", NAMES)
    prepared = tmp_path / "prepared"
    shutil.copytree(private_home, prepared, copy_function=shutil.copy2)
    adopt.adopt_free(adopt.NEWER_WINS)
    expected = user_files(private_home)
    assert len([name for name in expected if "other-copies" in name]) == 0

    cut = 0
    adopter = subprocess.Popen([sys.executable, "-c", ADOPTER], cwd=ROOT, env=env(tmp_path / "unused"),
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    assert adopter.stdin is not None and adopter.stdout is not None
    try:
        for last in itertools.count(1, KILL_EVERY):
            assert last <= MOST_CHANGES, "adopting never ended"
            home = tmp_path / f"killed-{last}"
            shutil.copytree(prepared, home, copy_function=shutil.copy2)
            adopter.stdin.write(f"{home} {last}\n")
            assert adopter.stdout.readline().split() == ["ready"]
            while (words := adopter.stdout.readline().split()) and words[0] != "exit":
                pass
            assert words, "the adopter is gone"
            killed = os.WIFSIGNALED(int(words[1]))
            cut += user_files(home) not in (user_files(prepared), expected)  # killed in the middle of adopting
            monkeypatch.setenv("MARTIAL_MASTERS_HOME", str(home))
            adopt.adopt_free(adopt.NEWER_WINS)  # the next launch adopts what is left
            assert user_files(home) == expected, f"killed before change {last}"
            if not killed:
                break  # adopting made fewer changes than `last`: it has been cut all along its way
        adopter.stdin.close()
        assert adopter.wait(timeout=120) == 0
    finally:
        adopter.kill()
        adopter.wait()
    assert cut > last // KILL_EVERY // 2  # most kills landed in the middle of adopting (12 of 18 here)
