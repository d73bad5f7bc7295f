"""A glance at a save without loading it: its header and the events of a few types, as plain dicts.

The menu names each game in progress and how far along it is before its first frame, when no game's rules, card
data or pydantic may be loaded yet. So this reads the file's lines with the standard library only, parses the
header and just the lines that name a wanted event type, and checks nothing: a save is read for real (and a
damaged one explained) only when it is continued. Anything it cannot read gives None.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game import writer


def peek(path: Path, types: Iterable[str]) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """The header of the save at `path` and its events of `types`, in order; None when the file cannot be read."""
    import json  # here, not at start-up: a menu with no game in progress shows its first frame without it

    wanted = {f'"type": "{name}"' for name in types}
    writer.wait_for(path)  # the save as the game last meant it
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
        header = json.loads(lines[0])
        found = [json.loads(line) for line in lines[1:] if any(mark in line for mark in wanted)]
    except (OSError, UnicodeDecodeError, ValueError, IndexError):
        return None
    if not isinstance(header, dict) or not all(isinstance(event, dict) for event in found):
        return None
    return header, found
