"""A glance at a save without loading it: its header and the events of a few types, as plain dicts.

The menu names each game in progress and how far along it is before its first frame, when no game's rules, card
data or pydantic may be loaded yet. So this reads the file through the same door Continue does (game.files.storage: a
regular file, not a link out of the user folder, within a save's size) and parses the header and just the lines that
name a wanted event type within a save line's bounds (game.engine.safejson), checking nothing else: a save is read
for real (and a damaged one explained and set aside) only when it is continued. Anything it cannot read gives None.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.files import reading, storage, writer


def peek(path: Path, types: Iterable[str]) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """The header of the save at `path` and its events of `types`, in order; None when the file cannot be read."""
    from game.engine import safejson  # here, not at start-up: a menu with no game in progress never parses JSON

    wanted = {f'"type": "{name}"' for name in types}
    writer.wait_for(path)  # the save as the game last meant it
    try:
        lines = reading.read_text(path, storage.SAVE_BYTES).split("\n")
        header = safejson.loads(lines[0])
        found = [safejson.loads(line) for line in lines[1:] if any(mark in line for mark in wanted)]
    except (storage.StorageError, ValueError):
        return None
    if not isinstance(header, dict) or not all(isinstance(event, dict) for event in found):
        return None
    return header, found
