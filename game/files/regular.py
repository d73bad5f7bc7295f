"""A regular file opened safely, for the door (game.files.reading) and the glance at a file's version
(game.files.newer): the one place that looks before opening and checks again after.

What is at the path is looked at before it is opened: a folder, a pipe or a device is refused unopened (opening
some does something: a tape rewinds, a pipe's waiting writer is let go). The open never blocks, and what it
opened is looked at again, in case something else was put in the file's place between the two. Errors are the
operating system's (storage's Missing, Unreadable and Damaged sit above this module, whose caller storage itself
reaches through game.files.newer): reading.py says them in the door's words.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotAFile(OSError):
    """Something other than a regular file is at the path; `mode` says what (storage.kind_of names it)."""

    def __init__(self, mode: int) -> None:
        super().__init__(f"not a regular file (mode {mode:o})")
        self.mode = mode


def open_regular(path: Path) -> tuple[int, os.stat_result]:
    """An open, read-only, non-blocking handle on the regular file at `path` and what fstat says of it; the caller
    closes the handle. Raises NotAFile for anything else there, before or after the open, and otherwise the
    OSError (FileNotFoundError, IsADirectoryError, ...) or ValueError (a NUL in the name) of the open itself;
    nothing to look at before it is left to the open to tell."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        pass
    else:
        if not stat.S_ISREG(mode):
            raise NotAFile(mode)
    handle = os.open(path, _FLAGS)
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(info.st_mode)
    except BaseException:
        os.close(handle)
        raise
    return handle, info
