"""The game in progress is saved off the window's thread (game.files.writer), and nothing is lost or undone by it.

A save still waiting is never undone nor outlived by what follows it: a discard, a read, Continue all wait for it;
a burst of saves of one file writes the latest; a save that fails is told on the window's thread as one made at
once is; a game that ends normally leaves its latest save whole on disk. The writer is held busy on a file of its
own (`held`) so that a save is surely still waiting when what must wait for it runs.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from game.engine.core import Session
from game.files import saves, storage, writer
from game.files.paths import campaign_path
from game.play.campaign import Campaign
from game.rulesets import ruleset

ROOT = Path(__file__).resolve().parent.parent.parent
PATIENCE = 30.0  # seconds a thread is given to finish what it surely can (a bound, never a measure)


@contextmanager
def held(tmp_path: Path) -> Iterator[threading.Event]:
    """Keeps the writer busy with a write of its own until the event is set (at the latest on leaving)."""
    release = threading.Event()
    writer.put(tmp_path / "held", lambda: release.wait(PATIENCE))
    try:
        yield release
    finally:
        release.set()
        writer.wait_for()


def waits_for_the_writer(call: Callable[[], Any], release: threading.Event) -> Any:
    """Runs `call` in a thread, sees it still waiting while the writer is held, lets the writer go, and gives what
    `call` returned once it is done."""
    done: list[Any] = []
    thread = threading.Thread(target=lambda: done.append(call()), daemon=True)
    thread.start()
    thread.join(0.3)
    assert thread.is_alive(), "it did not wait for the save still waiting"
    release.set()
    thread.join(PATIENCE)
    assert not thread.is_alive() and len(done) == 1
    return done[0]


def campaign(moves: int) -> Campaign:
    played = Campaign(Session.new(ruleset("udo"), seed=7))
    for _ in range(moves):
        assert played.submit(played.legal()[0]).ok
    return played


def move(played: Campaign) -> None:
    """The first legal command of the seat to act."""
    played.seat = played.rules.to_act(played.session.state)
    assert played.submit(played.legal()[0]).ok


def tournament_match() -> tuple[Campaign, Path, Callable[[], None]]:
    from game.files.matcg import cup_match

    played = cup_match.MatchCampaign(Session.new(ruleset("matcg"), seed=7), 0, saving=True)
    return played, cup_match.path(), cup_match.discard


def player_campaign() -> tuple[Campaign, Path, Callable[[], None]]:
    played = Campaign(Session.new(ruleset("udo"), seed=7))
    return played, campaign_path("udo"), lambda: saves.discard(played.session)


@pytest.mark.parametrize("game", [player_campaign, tournament_match])
def test_a_discard_after_a_save_still_waiting_leaves_no_save(tmp_path, game):
    played, path, discard = game()
    move(played)
    writer.wait_for(path)
    assert path.exists()
    with held(tmp_path) as release:
        move(played)  # its save waits behind the held write
        waits_for_the_writer(discard, release)
    assert not path.exists()


def test_many_saves_of_one_file_in_a_row_write_the_last_text_and_may_write_it_once(tmp_path, monkeypatch):
    written: list[str] = []
    real_write = storage.write_atomic

    def counted(path: Path, text: str) -> None:
        written.append(path.name)
        real_write(path, text)

    monkeypatch.setattr(storage, "write_atomic", counted)
    played = campaign(0)
    with held(tmp_path):
        for _ in range(12):
            assert played.submit(played.legal()[0]).ok
    assert written.count("udo-campaign.jsonl") == 1
    assert campaign_path("udo").read_text(encoding="utf-8") == saves.dumps(played.session)


def test_a_game_saved_after_every_move_writes_its_card_data_once(tmp_path):
    """The card data of a ruleset never changes: every save of its games carries the text written the first time,
    and each save still holds those very cards."""
    shipped = ruleset("kenpo")
    rules = type(shipped)(shipped.catalog)  # a ruleset no other save has written yet
    asked: list[int] = []
    real = rules.content
    rules.content = lambda: asked.append(1) or real()  # type: ignore[method-assign]
    played = Session.new(rules, seed=5)
    for move in range(4):
        played.submit(played.legal(rules.to_act(played.state))[0])
        text = saves.save(played, tmp_path / f"move{move}.jsonl").read_text(encoding="utf-8")
        assert json.loads(text.split("\n", 1)[0])["content"] == real()
    assert asked == [1]


def test_a_read_right_after_a_save_gives_the_latest_session(tmp_path):
    played = campaign(3)
    with held(tmp_path) as release:
        assert played.submit(played.legal()[0]).ok
        session = waits_for_the_writer(lambda: saves.read(campaign_path("udo")), release)
    assert session.batches == played.session.batches


def test_continue_and_the_menu_right_after_a_save_see_the_game_just_saved(tmp_path):
    from game.files.udo import saved_campaigns

    played = Campaign(Session.new(ruleset("kai"), seed=3))
    with held(tmp_path) as release:
        saves.autosave(played.session)  # a new campaign's first save
        assert [hero for hero, _ in waits_for_the_writer(saved_campaigns, release)] == ["kai"]
    assert played.submit(played.legal()[0]).ok
    session, _ = saves.resume("kai")
    assert session is not None and session.batches == played.session.batches


def test_a_save_that_cannot_be_written_is_told_on_the_window_thread_as_one_made_at_once(private_home):
    (private_home / "data").mkdir(parents=True)
    (private_home / "data" / "saves").write_text("not a folder")  # the save's folder is a file
    played = campaign(0)
    assert saves.save(played.session) is None
    at_once = unsaved(storage.take_notices())
    assert len(at_once) == 1 and "udo-campaign.jsonl: cannot be" in at_once[0]
    assert played.submit(played.legal()[0]).ok
    writer.wait_for()
    assert unsaved(storage.take_notices()) == []  # told once
    storage.forget_notices()
    assert played.submit(played.legal()[0]).ok
    writer.wait_for()
    assert unsaved(storage.take_notices()) == at_once


def unsaved(told: list[str]) -> list[str]:
    """What the player was told of a campaign not being saved (the folder's own problem is told apart)."""
    return [line for line in told if line.endswith(saves.UNSAVED)]


def test_a_copy_that_saves_nothing_says_nothing_when_its_saves_are_refused():
    played = campaign(0)
    storage.take_notices()
    storage.set_read_only("a test")
    try:
        assert played.submit(played.legal()[0]).ok
        writer.wait_for()
    finally:
        storage.set_read_only(None)
    assert storage.take_notices() == [] and not campaign_path("udo").exists()


PLAYER = """
import atexit, sys, threading
from game.files import saves, storage
from game.play.campaign import Campaign
from game.engine.core import Session
from game.rulesets import ruleset
returning = threading.Event()
real_write = storage.write_atomic
def write_as_it_returns(path, text):  # a disk that answers only once the game is returning
    returning.wait(60)
    real_write(path, text)
storage.write_atomic = write_as_it_returns
played = Campaign(Session.new(ruleset("udo"), seed=11))
played.submit(played.legal()[0])  # the writer starts, and its wait at exit is registered
atexit.register(returning.set)  # run before the writer's (the latest registered runs first)
for _ in range(5):
    played.submit(played.legal()[0])
sys.stdout.write(saves.dumps(played.session))
"""


def test_a_game_that_returns_normally_leaves_its_latest_save_whole(private_home):
    done = subprocess.run([sys.executable, "-c", PLAYER], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "MARTIAL_MASTERS_HOME": str(private_home)})
    assert done.returncode == 0, done.stderr
    saved = (private_home / "data" / "saves" / "udo-campaign.jsonl").read_text(encoding="utf-8")
    assert saved == done.stdout and saved.count("\n") > 6


MOVES = 60  # a game is played this far, then again from its start, as long as the copy lives
# One interpreter for all the copies the test kills: it imports the game once, then for each line on stdin forks a
# copy that says "ready <pid>" and plays, saying "moved" after each move; it says "exit <status>" once that copy is
# gone (a fresh interpreter for each of the 12 took half a second of CPU to import the game). It loads Udo's rules
# and cards once, before it forks: no copy loads them again.
MOVER = f"""
import gc, os, sys, threading
from game.play.campaign import Campaign
from game.engine.core import Session
from game.rulesets import ruleset
ruleset("udo")
assert threading.active_count() == 1  # nothing runs beside the one thread a fork copies
gc.freeze()  # what the copies share is never walked by their collector, so never copied page by page
for line in sys.stdin:
    pid = os.fork()
    if pid == 0:
        print("ready", os.getpid(), flush=True)
        while True:
            played = Campaign(Session.new(ruleset("udo"), seed=4))
            for _ in range({MOVES}):
                played.submit(played.legal()[0])
                print("moved", flush=True)
    print("exit", os.waitpid(pid, 0)[1], flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_game_killed_between_moves_leaves_a_whole_save_of_a_moment_it_played(private_home):
    session = Session.new(ruleset("udo"), seed=4)
    for _ in range(MOVES):
        assert session.submit(session.legal(0)[0]).ok
    played = session.batches
    saves.save(Session.new(ruleset("udo"), seed=4))  # the game's start: a copy killed before its first save leaves it
    path = private_home / "data" / "saves" / "udo-campaign.jsonl"
    chooser = random.Random(3)
    mover = subprocess.Popen([sys.executable, "-c", MOVER], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, bufsize=1, env={**os.environ, "MARTIAL_MASTERS_HOME": str(private_home)})
    assert mover.stdin is not None and mover.stdout is not None
    try:
        for attempt in range(12):
            mover.stdin.write("play\n")
            words = mover.stdout.readline().split()
            assert words and words[0] == "ready", words
            for _ in range(chooser.randrange(1, 3 * MOVES)):
                assert mover.stdout.readline() == "moved\n"
            os.kill(int(words[1]), signal.SIGKILL)
            # a copy killed while it printed may leave "moved" without its line's end: "exit" then follows on that line
            while (line := mover.stdout.readline()) and "exit" not in line:
                pass
            assert line, "the interpreter that forks the copies is gone"
            saved = saves.read(path)  # a whole file: a torn one would be refused or warned of
            assert saved.batches == played[:len(saved.batches)], f"attempt {attempt}"
        mover.stdin.close()
        assert mover.wait(timeout=120) == 0
    finally:
        mover.kill()
        mover.wait()


SHOWN_MOVES = 14  # a tournament match is played this far at most before the copy is killed
# A copy of the game playing a tournament match with a person in it on a slow disk (each save lands 50 ms after it
# is handed over, as under load): after each move, its frames go on until the window would show the move
# (game.app.presenting, for a stack whose picture is made), then it says how many moves the match has.
SHOWING = f"""
import sys, time
from game.app import presenting
from game.engine.core import Session
from game.files import storage
from game.rulesets import ruleset
from game.files.matcg import cup_match
real_write = storage.write_atomic
def slow_write(path, text):
    time.sleep(0.05)
    real_write(path, text)
storage.write_atomic = slow_write
class Made:  # a stack whose next picture is made
    showing = True
played = cup_match.MatchCampaign(Session.new(ruleset("matcg"), seed=7), 0, saving=True)
print("ready", flush=True)
for _ in range({SHOWN_MOVES}):
    played.seat = played.rules.to_act(played.session.state)
    played.submit(played.legal()[0])
    while not presenting(Made):
        time.sleep(0.001)
    print("shown", len(played.session.batches), flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("moves", [1, 5, SHOWN_MOVES])
def test_a_tournament_match_killed_once_a_move_is_shown_comes_back_at_that_move(private_home, moves):
    """Issue 33: a tournament match killed in the middle came back a few moves early, its save still waiting behind
    the disk when the process died though the moves were on screen. A move is shown once its save is written."""
    from game.files.matcg import cup_match

    copy = subprocess.Popen([sys.executable, "-c", SHOWING], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "MARTIAL_MASTERS_HOME": str(private_home),
                                 "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert copy.stdout is not None
    try:
        assert copy.stdout.readline() == "ready\n"
        shown = [copy.stdout.readline().split() for _ in range(moves)]
        os.kill(copy.pid, signal.SIGKILL)
    finally:
        copy.kill()
        copy.wait()
    assert [words[0] for words in shown] == ["shown"] * moves
    saved = saves.read(cup_match.path()).batches
    rules = ruleset("matcg")
    played = Session.new(rules, seed=7)  # the same moves, saved nowhere
    for _ in range(moves):
        assert played.submit(played.legal(rules.to_act(played.state))[0]).ok
    assert int(shown[-1][1]) == len(played.batches)
    assert saved == played.batches


# What a function that names a game's save by `campaign_path` may call so that it sees the save as last meant: a
# wait for the writer itself, or what waits for it (game.files.saves' readers and writers, the menu's glances, a set-up
# offering a new game in a save's place: game.scenes.confirm.Replacing.offer).
WAITING = {"wait_for", "put", "read", "resume", "discard", "is_saved", "save", "autosave", "saved_stamp", "peek",
           "unsound", "offer"}
# What names a game's save: its path by ruleset and kind of table, the saves in the folder, a session's save
# (game.files.kinds.path_of), where a new game of a kind is saved (game.files.kinds.save_place): these only name it,
# their callers are held to the rule in their place.
NAMING = {"campaign_path", "campaign_saves", "path_of", "save_place"}
NAMERS = {"game/files/kinds.py:path_of", "game/files/kinds.py:save_place", "game/files/kinds.py:continued",
          "game/__main__.py:_an_old_save_waits"}  # name saves, read none
# what runs as the game starts, before any write is handed to the writer (game.__main__._claim_user_folder)
AT_LAUNCH = {"game/__main__.py:_a_finished_campaign_waits", "game/files/paths.py:user_file_problems"}


def save_users() -> dict[str, set[str]]:
    """Every function of the game that names a save (NAMING) and reads or removes it, with the names it calls."""
    import ast

    found: dict[str, set[str]] = {}
    for source in sorted((ROOT / "game").rglob("*.py")):
        text = source.read_text(encoding="utf-8")
        if not any(name in text for name in NAMING):  # no function of it can name the save so
            continue
        tree = ast.parse(text)
        for function in (node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)):
            calls = {call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
                     for call in ast.walk(function) if isinstance(call, ast.Call)}
            name = f"{source.relative_to(ROOT)}:{function.name}"
            if calls & NAMING and name not in NAMERS | AT_LAUNCH:
                found[name] = calls
    return found


def test_every_function_that_reads_or_removes_a_save_waits_for_its_write_first():
    users = save_users()
    assert {"game/files/finished.py:listed", "game/play/campaign.py:record_finished_saves",
            "game/files/saves.py:discard", "game/scenes/setting_up.py:saved_line",
            "game/files/udo/__init__.py:progress"} <= set(users)
    assert sorted(name for name, calls in users.items() if not calls & WAITING) == []
