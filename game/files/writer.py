"""The player's files written off the window's thread, so that no frame waits for the disk.

One background thread (started by the first write handed to it) runs the writes it is given (`put`), each a
function that writes one file whole (game.files.storage.write_atomic) and tells the player itself of any failure. For
each path only the latest write waiting is kept: a newer one replaces it, so the writes of one path are never
reordered and a burst of them writes the last only; the writes of different paths run in the order their latest
arrived.

A write of what the next picture shows (a game in progress saved after a move: `put`'s `shown`) holds that picture
back until it is on disk (`holds_picture`, which game.app asks before it presents a frame): the window's frames go
on and answer input meanwhile, and a game killed once a move is on screen comes back with that move.

Whatever must see a file as the game last meant it (a read, a removal, a write made at once) first waits for that
path's pending write (`wait_for`). At a normal quit (`game.__main__` hands the user folder back only after it) and
at the interpreter's exit, every pending write is finished.

Nothing here is loaded before the menu's first frame: the thread and its locks are made on the first `put`, and
`wait_for` with nothing ever handed over returns at once.
"""

from __future__ import annotations

import atexit
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

Write = Callable[[], Any]


class _Writer:
    """The thread, what waits for it by path (in order of arrival), and the path it is writing."""

    def __init__(self) -> None:
        import threading  # here, not at start-up: the menu's first frame is drawn without it

        self._changed = threading.Condition()
        self._waiting: dict[str, Write] = {}
        self._unshown: set[str] = set()  # paths whose waiting write holds the next picture (put's `shown`)
        self._writing: str | None = None
        self._failure: BaseException | None = None
        self._owner = threading.get_ident()  # the thread that hands writes over: the window's
        self._here = threading.get_ident
        threading.Thread(target=self._run, name="writer", daemon=True).start()

    def put(self, key: str, write: Write, shown: bool) -> None:
        with self._changed:
            self._waiting.pop(key, None)  # a newer text replaces the one waiting, and takes its turn after the rest
            self._waiting[key] = write
            if shown:
                self._unshown.add(key)
            self._changed.notify_all()
            self._raise_failure()

    def wait_for(self, key: str | None) -> None:
        with self._changed:
            while self._pending(key):
                self._changed.wait()
            self._raise_failure()

    def holds_picture(self) -> bool:
        with self._changed:
            return bool(self._unshown)

    def _pending(self, key: str | None) -> bool:
        if key is None:
            return bool(self._waiting) or self._writing is not None
        return key in self._waiting or self._writing == key

    def _raise_failure(self) -> None:
        """A write that failed in a way its function did not expect (a bug) is raised in the thread that hands the
        writes over, when it next hands one over (which is still made) or waits, as it would have been had the write
        been made there; never in another that waits (the warm-up reading ahead), which would swallow it."""
        if self._failure is not None and self._here() == self._owner:
            failure, self._failure = self._failure, None
            raise failure

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._waiting:
                    self._changed.wait()
                key = next(iter(self._waiting))
                write = self._waiting.pop(key)
                self._writing = key
            try:
                write()
            except Exception as error:  # noqa: BLE001 - kept for the window's thread (see _raise_failure)
                with self._changed:
                    self._failure = self._failure or error
            finally:
                with self._changed:
                    self._writing = None
                    if key not in self._waiting:
                        self._unshown.discard(key)
                    self._changed.notify_all()


_writer: _Writer | None = None


def put(path: Path, write: Write, shown: bool = False) -> None:
    """Hands over the write of the file at `path`: `write` runs on the writer's thread, after the writes handed over
    before it, unless a newer write of the same path replaces it first. `shown`: the write is of what the next
    picture shows (a game in progress after a move), which the window presents only once it is written
    (holds_picture), so a game killed once a move is on screen comes back with that move."""
    global _writer
    if _writer is None:
        _writer = _Writer()
        atexit.register(wait_for)
    _writer.put(_key(path), write, shown)


def holds_picture() -> bool:
    """Whether a write handed over as `shown` waits or is being written: the window holds the picture on screen
    until it is on disk (the frames meanwhile still answer input)."""
    return _writer is not None and _writer.holds_picture()


def wait_for(path: Path | None = None) -> None:
    """Returns once nothing is waiting to be written at `path` (at any path, when None) nor being written there."""
    if _writer is not None:
        _writer.wait_for(None if path is None else _key(path))


def _key(path: Path) -> str:
    return os.path.abspath(path)
