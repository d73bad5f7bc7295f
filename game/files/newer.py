"""Files of a newer version of the game: a save, the record book, settings or a tournament whose head names a version
of its format above the one this game reads. Such a file may be sound to that version, so this one never writes over
it or removes it (game.files.storage asks here before each write and removal), and a set-up does not begin a new
game in its place (game.scenes.confirm).

Each format says which version of it this game reads (`reads`) where it is read and written; a save's is the
engine's (game.engine.log), looked up when a save is first looked at. A file is looked at by
its first bytes only: every format the game writes begins `{"format": …, "version": N`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from game.files.regular import open_regular

SAVE_FORMAT = "martial-masters-save"  # a save's header's format (game.engine.log.FORMAT, without loading the engine)
_READ: dict[str, tuple[int, str]] = {}  # by format's name: the version of it this game reads, and what it is
_HEAD = re.compile(rb'\A\s*\{\s*"format"\s*:\s*"([a-z-]{1,60})"\s*,\s*"version"\s*:\s*(\d{1,18})[\s,}]')
HEAD_BYTES = 256


def reads(format_name: str, version: int, what: str) -> None:
    """Says that this game reads and writes `format_name` ("martial-masters-save") up to `version`; `what` names a
    file of it for the player ("save")."""
    _READ[format_name] = version, what


def newer(path: Path) -> str | None:
    """What the file at `path` is, in words naming its version, when a newer version of the game wrote it; None for
    any other file, or none there. Opened as the door opens (game.files.regular): a pipe or a device is never
    opened."""
    try:
        handle, _ = open_regular(path)
    except (OSError, ValueError):
        return None
    try:
        head = os.read(handle, HEAD_BYTES)
    except OSError:
        return None
    finally:
        os.close(handle)
    found = _HEAD.match(head)
    return None if found is None else problem(found.group(1).decode("ascii"), int(found.group(2)))


def problem(format_name: object, version: object) -> str | None:
    """What a file of `format_name` in `version` is, in words, when a newer version of the game wrote it (its
    version a whole number above the one this game reads of that format); None otherwise."""
    if format_name == SAVE_FORMAT and SAVE_FORMAT not in _READ:
        from game.engine import log  # here: the menu's first frame glances at saves without loading the engine

        reads(log.FORMAT, log.VERSION, "save")
    known = _READ.get(format_name) if isinstance(format_name, str) else None
    if known is None or type(version) is not int or version <= known[0]:
        return None
    return f"is a {known[1]} of a newer version of the game (version {version}; this game reads {known[0]})"
