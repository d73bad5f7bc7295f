"""A glance at a save without loading it: its header and the events of a few types, as plain dicts.

The menu names each game in progress and how far along it is before its first frame, when no game's rules, card
data or pydantic may be loaded yet. So this reads the file through the same door Continue does (game.files.storage: a
regular file, not a link out of the user folder, within a save's size) and parses the header and just the lines that
name a wanted event type within a save line's bounds (game.engine.safejson), checking nothing else: a save is read
for real (and a damaged one explained and set aside) only when it is continued. Anything it cannot read gives None.
`damage` looks as lightly at whether a save is whole, so that one cut short is never offered to continue.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.files import reading, storage, writer
from game.files.newer import SAVE_FORMAT


def peek(path: Path, types: Iterable[str], since: str | None = None
         ) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """The header of the save at `path` and its events of `types`, in order (with `since`, one of them, only from
    the last event of that type on, the lines before it not parsed); None when the file cannot be read."""
    from game.engine import safejson  # here, not at start-up: a menu with no game in progress never parses JSON

    wanted = {f'"type": "{name}"' for name in types}
    try:
        lines = _text(path).split("\n")
        header = safejson.loads(lines[0])
        last = f'"type": "{since}"'
        first = 1 if since is None else next((k for k in range(len(lines) - 1, 0, -1) if last in lines[k]), 1)
        found = [safejson.loads(line) for line in lines[first:] if any(mark in line for mark in wanted)]
    except (storage.StorageError, ValueError):
        return None
    if not isinstance(header, dict) or not all(isinstance(event, dict) for event in found):
        return None
    return header, found


def damage(path: Path) -> str | None:
    """Why the save at `path` cannot be continued, seen at a glance, in a few words for the player: "is not text",
    "is damaged" (its first line is no save's header), "was cut short" (it holds fewer or more moves than its header
    promises, or its last line is torn: a crash while it was written). None when it looks whole (the rules check
    the rest when it is continued) and when it cannot be read at all (its Continue says why, and leaves it as it
    is)."""
    try:
        text = _text(path)
    except storage.Damaged:
        return "is not text"
    except storage.StorageError:
        return None
    lines = text.removesuffix("\n").split("\n")
    header = _parsed(lines[0])
    if not isinstance(header, dict) or header.get("format") != SAVE_FORMAT:
        return "is damaged"
    promised = header.get("events")
    if _parsed(lines[-1]) is None or isinstance(promised, int) and len(lines) - 1 != promised:
        return "was cut short"
    return None


def _parsed(line: str) -> Any:
    """A save's line parsed within a line's bounds (game.engine.safejson); None when it is no JSON."""
    from game.engine import safejson

    try:
        return safejson.loads(line)
    except ValueError:
        return None


_LAST: list[tuple[tuple[str, int, int, int], str]] = []  # the last save glanced at, by its path, file and time


def _text(path: Path) -> str:
    """The text of the save at `path` as the game last meant it (once a write of it still waiting is done), read
    through the door Continue uses; the menu looks at each save twice (`damage`, then `peek`) over one read, the last
    text being kept while its file is unchanged. Raises storage.StorageError."""
    writer.wait_for(path)
    try:
        info = os.stat(path)
    except OSError:
        info = None
    key = (str(path), info.st_ino, info.st_size, info.st_mtime_ns) if info is not None else None
    if _LAST and _LAST[0][0] == key:
        return _LAST[0][1]
    text = reading.read_text(path, storage.SAVE_BYTES)
    _LAST[:] = [(key, text)] if key is not None else []
    return text
