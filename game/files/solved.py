"""The puzzles the player has solved, kept in the user data folder (`puzzles-solved.json`): a puzzle's key
(game.files.puzzles.Puzzle.key, "kenpo/01-break-at-once") once it was solved, so the page marks it.

Read and written as every player file is (game.files.storage): within bounds, a damaged file set aside with one line
and a fresh list begun, one that only cannot be read left alone and never written over, each write atomic and made
under a lock so two copies adding at once lose nothing. A second copy of the game (game.files.userlock) adds what
was solved in it once it takes the folder over.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.engine import safejson
from game.files import filelocks, storage, userlock
from game.files.paths import solved_path

FORMAT = "martial-masters-solved"
VERSION = 1
MAX_BYTES = 1024 * 1024
MOST = 10_000  # puzzles solved: far more than any build ships
LONGEST_KEY = 120
LIMITS = safejson.Limits(depth=3, int_digits=4, string=LONGEST_KEY, nodes=MOST + 10)


def read(path: Path) -> frozenset[str]:
    """The keys of the solved puzzles in the file; raises storage's Missing, Unreadable or Damaged."""
    data = storage.load_json(path, MAX_BYTES, LIMITS)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise storage.Damaged(path, "is not a Martial Masters list of solved puzzles")
    if data.get("version") != VERSION:
        raise storage.Damaged(path, f"is version {data.get('version')!r} of the solved puzzles; this game reads "
                                    f"{VERSION}")
    keys = data.get("solved")
    if not isinstance(keys, list) or len(keys) > MOST or not all(
            isinstance(key, str) and 0 < len(key) <= LONGEST_KEY and key.isprintable() for key in keys):
        raise storage.Damaged(path, f"holds no list of at most {MOST} puzzle names")
    return frozenset(keys)


def load(path: Path | None = None) -> tuple[frozenset[str], str | None]:
    """The solved puzzles, and one line for the player when the file was damaged (set aside) or cannot be read."""
    settled = storage.settle(path or solved_path(), read, "a puzzle solved")
    return settled.value or frozenset(), settled.message


def mark(key: str, path: Path | None = None) -> str | None:
    """Keeps a puzzle as solved (once); one line for the player when it could not be kept or the old file was set
    aside, else None."""
    path = path or solved_path()
    if userlock.holding():  # a second copy: kept once it takes the folder over
        userlock.later((path, key), lambda: _told(mark(key, path)))
        return None
    if storage.read_only() is not None:
        return None
    try:
        with filelocks.locked(path.with_name(path.name + ".lock")):
            settled = storage.settle(path, read, "a puzzle solved")
            if not settled.writable:
                return settled.message
            kept = settled.value or frozenset()
            if key not in kept and len(kept) < MOST:
                text = json.dumps({"format": FORMAT, "version": VERSION, "solved": sorted(kept | {key})}, indent=1)
                storage.write_atomic(path, text + "\n")
            return settled.message
    except storage.StorageError as error:
        return f"{error}; the solved puzzle was not kept"


def _told(message: str | None) -> None:
    if message is not None:
        storage.notice(message)
