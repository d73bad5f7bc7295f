"""One copy of the game owns a user folder at a time.

The owner holds an operating-system lock on `martial-masters.lock` in the user data folder for as long as it runs,
and writes its process id there so a second copy can say who owns it. The lock goes with the process: a copy that
crashed or was killed leaves a file whose lock nobody holds, which the next copy simply takes over (a stale lock
never blocks anyone). Where the file system cannot lock (some network folders), the process id is checked instead.

A second copy does not write: it runs read-only (see game/files/storage.py), says so, and marks its tables. It keeps
trying the lock (every few seconds, and at each save it makes: `take_over`), and once the owner has closed it owns
the folder in its turn: it writes again, and those told (`on_take_over`) write what was played meanwhile.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.files import filelocks, storage
from game.files.paths import lock_path

_held: list[int] = []  # the open lock file of this process, kept open until it exits
_waiting: list[Path] = []  # the lock file another copy held when this one started: tried again until it is free
_taking: Any = None  # made once this copy waits (threading is not loaded before a first launch's first frame): the
# window's saves and the watch try the lock at once
# what runs once the folder is taken over (game.files.saves writes what it could not)
_told: list[Callable[[], None]] = []
_later: dict[object, Callable[[], object]] = {}  # what this copy writes once it takes the folder over (`later`)
READ_ONLY = "another copy of the game owns the user folder"  # why this copy writes nothing (storage.read_only)
WATCH_EVERY = 2.0  # seconds between tries of the lock while another copy owns it
TAKEN_OVER = "The other copy of Martial Masters was closed: this window saves from now on, and has saved what was " \
             "played in it."


class Claim:
    """What claiming the user folder came to (a plain class, not a NamedTuple, for the start-up's sake: see
    game.scenes.in_progress)."""

    __slots__ = ("owned", "message")

    def __init__(self, owned: bool, message: str | None) -> None:
        self.owned = owned  # this process owns the folder and may write
        self.message = message  # why it does not, for the player


def claim(path: Path | None = None) -> Claim:
    """Takes the user folder for this process, or explains who has it. Idempotent within one process."""
    if _held:
        return Claim(True, None)
    path = path or lock_path()
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags, 0o644)
    except OSError as error:
        return Claim(False, f"{path}: the user folder cannot be locked ({storage.reason(error)})")
    try:
        taken = filelocks.try_lock(handle)
    except OSError:  # no locks on this file system: trust a live process id instead
        taken = not _owner_alive(_read_pid(handle))
    if not taken:
        owner = _read_pid(handle)
        os.close(handle)
        who = f"process {owner}" if owner else "another program"
        _wait_for(path)
        return Claim(False, f"another copy of Martial Masters ({who}) is using the user folder {path.parent}: this "
                            "window does not save; once that copy is closed, it takes over and saves what was played "
                            "in it")
    try:
        pid = f"{os.getpid()}\n".encode("ascii")
        os.lseek(handle, 0, os.SEEK_SET)
        os.write(handle, pid)
        if os.fstat(handle).st_size != len(pid):  # cut what a longer process id left; most often nothing is
            os.ftruncate(handle, len(pid))
    except OSError:
        pass  # the lock is what counts; the pid is only for the message, so it is not synced to the disk (a wait
        # of milliseconds before the first frame): a copy that crashes leaves the lock free whatever the file says
    _held.append(handle)
    return Claim(True, None)


def on_take_over(told: Callable[[], None]) -> None:
    """`told` runs once this copy takes the folder over from a copy that owned it (on the thread that took it)."""
    _told.append(told)


def holding() -> bool:
    """Whether this copy writes nothing because another copy owns the folder (not for any other reason)."""
    return storage.read_only() == READ_ONLY


def later(key: object, write: Callable[[], object]) -> None:
    """Keeps `write` to run once this copy takes the folder over, in place of an earlier one of the same `key` (what
    a second copy could not write yet: the latest text of a file, or each record by a key of its own); at once when
    the folder was taken over meanwhile."""
    _later[key] = write
    if not holding():
        _write_later()


def drop(key: object) -> None:
    """Lets go of what was kept to be written under `key` (a file removed since, a game recorded)."""
    _later.pop(key, None)


def _write_later() -> None:
    for key in list(_later):
        write = _later.pop(key, None)
        if write is not None:
            write()


def take_over() -> bool:
    """For a copy that found another owning the folder: tries the lock again, and if the owner has closed, takes
    the folder, writes again (storage), tells the player and those that asked (`on_take_over`). Whether this call
    took the folder over."""
    if not _waiting:
        return False
    with _taking:
        if not _waiting or not claim(_waiting[0]).owned:
            return False
        _waiting.clear()
        storage.set_read_only(None)
    storage.notice(TAKEN_OVER)
    _write_later()
    for told in list(_told):
        told()
    return True


def watch(every: float = WATCH_EVERY) -> None:
    """Tries the lock every `every` seconds, off the window's thread, until this copy owns the folder."""
    import threading
    import time

    def run() -> None:
        while _waiting and not take_over():
            time.sleep(every)

    threading.Thread(target=run, name="user-folder-watch", daemon=True).start()


def _wait_for(path: Path) -> None:
    global _taking
    import threading

    _taking = _taking or threading.Lock()
    _waiting[:] = [path]


def release() -> None:
    """Gives the folder up (the process exiting does the same)."""
    while _held:
        handle = _held.pop()
        try:
            os.ftruncate(handle, 0)
        except OSError:
            pass
        os.close(handle)


def _read_pid(handle: int) -> int | None:
    try:
        os.lseek(handle, 0, os.SEEK_SET)
        text = os.read(handle, 32).decode("ascii", errors="replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


def _owner_alive(pid: int | None) -> bool:
    if pid is None or pid == os.getpid():
        return False
    if sys.platform == "win32":
        return True  # cannot be told without more machinery: assume it runs, so nothing is overwritten
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True
