"""The puzzles the player has solved, kept in the user data folder (`puzzles-solved.json`): a puzzle's key
(game.files.puzzles.Puzzle.key, "kenpo/01-break-at-once") once it was solved, so the page marks it, and apart, the
keys of those solved only with help (a hint shown on the way: the puzzle's or the table's), which the page marks
differently. A puzzle solved alone once is solved alone for good; one solved with help only counts as helped until
it is solved alone.

Version 2 writes {"solved": [every key], "helped": [the keys solved only with help]}; version 1 had no "helped"
and still reads (every puzzle in it solved alone).

Read and written as every player file is (game.files.storage): within bounds, a damaged file set aside with one line
and a fresh list begun, one that only cannot be read left alone and never written over, each write atomic and made
under a lock so two copies adding at once lose nothing. A second copy of the game (game.files.userlock) writes it in
its side folder, as it does its other files, and the record there joins the player's when it is adopted (`merge`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.engine import safejson
from game.files import damaged, filelocks, reading, storage
from game.files.paths import asset, solved_path

WITH_HELP = "with help"  # how a puzzle solved after a hint is told, on the page and at its table

FORMAT = "martial-masters-solved"
VERSION = 2
READS = (1, 2)  # the versions read
MAX_BYTES = 1024 * 1024
MOST = 10_000  # puzzles solved: far more than any build ships
LONGEST_KEY = 120
LIMITS = safejson.Limits(depth=3, int_digits=4, string=LONGEST_KEY, nodes=2 * MOST + 10)


@dataclass(frozen=True)
class Solved:
    """The puzzles solved (`keys`), and among them those solved only with help (`helped`)."""

    keys: frozenset[str] = frozenset()
    helped: frozenset[str] = frozenset()

    def __contains__(self, key: object) -> bool:
        return key in self.keys

    def with_help(self, key: str) -> bool:
        """Whether the puzzle was solved, but only with help."""
        return key in self.helped

    def marked(self, key: str, helped: bool) -> Solved:
        """This record with `key` solved (with help, unless it was solved alone already)."""
        if helped:
            return self if key in self.keys else Solved(self.keys | {key}, self.helped | {key})
        return Solved(self.keys | {key}, self.helped - {key})

    def joined(self, other: Solved) -> Solved:
        """Both records as one: a puzzle solved alone in either is solved alone."""
        alone = (self.keys - self.helped) | (other.keys - other.helped)
        return Solved(self.keys | other.keys, (self.helped | other.helped) - alone)


def _keys(data: dict[str, object], field: str, path: Path) -> frozenset[str]:
    keys = data.get(field, [])
    if not isinstance(keys, list) or len(keys) > MOST or not all(
            isinstance(key, str) and 0 < len(key) <= LONGEST_KEY and key.isprintable() for key in keys):
        raise storage.Damaged(path, f"holds no list of at most {MOST} puzzle names")
    return frozenset(keys)


def read(path: Path) -> Solved:
    """The solved puzzles in the file; raises storage's Missing, Unreadable or Damaged."""
    data = reading.load_json(path, MAX_BYTES, LIMITS)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise storage.Damaged(path, "is not a Martial Masters list of solved puzzles")
    if data.get("version") not in READS:
        raise storage.Damaged(path, f"is version {data.get('version')!r} of the solved puzzles; this game reads "
                                    f"{' and '.join(map(str, READS))}")
    if "solved" not in data:
        raise storage.Damaged(path, f"holds no list of at most {MOST} puzzle names")
    keys = _keys(data, "solved", path)
    helped = _keys(data, "helped", path) if data["version"] >= 2 else frozenset()
    return Solved(keys, helped & keys)


# the puzzles solved in this session whose mark could not be written, by the record's place: still marked solved
# on the page until the game is closed
_UNKEPT: dict[Path, Solved] = {}
UNKEPT = "It stays marked solved until the game is closed."


def load(path: Path | None = None) -> tuple[Solved, str | None]:
    """The solved puzzles, and one line for the player when the file was damaged (set aside) or cannot be read."""
    path = path or solved_path()
    settled = damaged.settle(path, read, "a puzzle solved")
    return (settled.value or Solved()).joined(_UNKEPT.get(path, Solved())), settled.message


def progress() -> tuple[int, int]:
    """How many of the shipped puzzles are solved, and how many there are, from the files' names alone (no puzzle is
    read) and the record as it stands (a record that cannot be read counts none, and is left for the Puzzles page to
    tell of): the menu's count."""
    shipped = {f"{path.parent.name}/{path.stem}" for path in asset("puzzles").glob("*/*.json")}
    try:
        kept = read(solved_path()).keys
    except storage.StorageError:
        kept = frozenset()
    return len(shipped & (kept | _UNKEPT.get(solved_path(), Solved()).keys)), len(shipped)


def mark(key: str, helped: bool = False, path: Path | None = None) -> str | None:
    """Keeps a puzzle as solved (with help or alone: alone once is alone for good); one line for the player when it
    could not be kept or the old file was set aside, else None."""
    record = path or solved_path()
    path = storage.aside(record)  # a second copy's goes to its side folder
    if not storage.saving():
        return None
    told, written = _change(path, lambda kept: kept.marked(key, helped))
    if not written:
        _UNKEPT[record] = _UNKEPT.get(record, Solved()).marked(key, helped)
        return " ".join(filter(None, (told, UNKEPT)))
    return told


def merge(source: Path, path: Path) -> str | None:
    """Joins to the record at `path` the record at `source` (a second copy's, game.files.adopt); a message when the
    record at `path` was damaged (set aside) or could not be written. Raises storage.StorageError when `source` cannot
    be read."""
    theirs = read(source)
    return _change(path, lambda kept: kept.joined(theirs))[0]


def _change(path: Path, change: Callable[[Solved], Solved]) -> tuple[str | None, bool]:
    """Rewrites the record at `path` as `change` makes it, under its lock, reading it again first: a line for the
    player (or None), and whether the record now holds the change."""
    try:
        with filelocks.locked(path.with_name(path.name + ".lock")):
            settled = damaged.settle(path, read, "a puzzle solved")
            if not settled.writable:
                return settled.message, False
            kept = settled.value or Solved()
            now = change(kept)
            if now != kept and len(now.keys) <= MOST:
                text = json.dumps({"format": FORMAT, "version": VERSION, "solved": sorted(now.keys),
                                   "helped": sorted(now.helped)}, indent=1)
                storage.write_atomic(path, text + "\n")
            return settled.message, True
    except storage.StorageError as error:
        return f"{error}; the solved puzzle was not written.", False
