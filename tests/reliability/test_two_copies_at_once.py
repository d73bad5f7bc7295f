"""Two copies of the game at once on a lived-in folder: the owner finishes game after game (each saved as it is
played, kept for Replays, recorded; the oldest retired past the fifty kept) while a second copy reads the same folder
(its Records and Replays, a fresh `python -m game play` opened on it). Nothing is lost and the reader is told of no
problem: a file the owner retires between the reader's listing and its reading is simply not listed.

The interleaving is driven, not left to timing: at each of the reader's looks at Replays, the owner finishes one game
after the finished folder is listed and before a file of it is read, so every retirement falls in that gap."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.files import finished, records, storage, userlock
from game.files.paths import finished_dir
from tests.reliability.lived_in import lived_in
from tests.reliability.test_two_copies import ROOT, env

GAMES = 60  # more than the fifty finished games kept, so that the owner retires some while they are read

FINISHING_OWNER = """
import sys
from game.__main__ import _claim_user_folder
from game.files import finished, records, saves, storage, writer
from tests.reliability.monkey import finished as played
_claim_user_folder()
print("owner" if storage.read_only() is None else "not owner", flush=True)
for seed in range(100, 100 + int(sys.argv[1])):
    sys.stdin.readline()
    session = played("udo", seed)
    saves.autosave(session)
    writer.wait_for()
    finished.keep(session)
    records.add(records.Record(hero="udo", won=True, glory=seed % 20, rank="Legend", masters=("crane",),
                               date="2026-11-21T18:30", seed=seed))
    print("finished", seed, flush=True)
print(storage.notices(), flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="the owner's lock is released as its process ends")
def test_a_second_copy_reading_while_the_owner_finishes_games_loses_nothing_and_is_told_no_problem(
        private_home, monkeypatch):
    lived_in()
    owner = subprocess.Popen([sys.executable, "-c", FINISHING_OWNER, str(GAMES)], cwd=ROOT,
                             env={**env(private_home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert owner.stdin is not None and owner.stdout is not None and owner.stdout.readline().strip() == "owner"
    assert not userlock.claim().owned
    storage.set_read_only(userlock.READ_ONLY)
    listings: list[list[Path]] = []
    real_files = finished._files

    def owner_finishes_a_game_after_the_listing() -> list[Path]:
        listing = real_files()
        listings.append(listing)
        seed = 100 + len(listings) - 1
        owner.stdin.write("next\n")
        owner.stdin.flush()
        assert owner.stdout.readline().split() == ["finished", str(seed)]
        return listing

    monkeypatch.setattr(finished, "_files", owner_finishes_a_game_after_the_listing)
    try:
        retired = 0
        for look in range(GAMES):
            shown = [kept for kept in finished.listed() if kept.finished]
            assert [kept.problem for kept in shown if kept.problem] == []
            gone = [path for path in listings[-1] if not path.exists()]
            assert sorted(kept.path for kept in shown) == sorted(set(listings[-1]) - set(gone))
            retired += len(gone)
            rows, message = records.load()
            assert message is None and sorted(row.seed for row in rows) == [4, *range(100, 101 + look)]
            if look == 2:
                launched = subprocess.run([sys.executable, "-m", "game", "play"], cwd=ROOT, capture_output=True,
                                          text=True, env={**env(private_home), "MARTIAL_MASTERS_FIRST_FRAME": "1"})
                assert launched.returncode == 0 and "first-frame" in launched.stdout, launched.stderr
        assert retired == 1 + GAMES - finished.KEEP  # the lived-in folder's finished game and the owner's, past fifty
        assert owner.wait() == 0 and owner.stdout.read().strip() == "[]"
    finally:
        owner.kill()
        userlock._waiting.clear()
        userlock.release()
        storage.set_read_only(None)
    monkeypatch.setattr(finished, "_files", real_files)
    assert len(finished.listed()) == len(list(finished_dir().iterdir())) + 2  # and the two games in progress
    assert not list(private_home.rglob("*.bak"))
