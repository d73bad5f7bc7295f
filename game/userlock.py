"""One copy of the game owns a user folder at a time.

The owner holds an operating-system lock on `martial-masters.lock` in the user data folder for as long as it runs,
and writes its process id there so a second copy can say who owns it. The lock goes with the process: a copy that
crashed or was killed leaves a file whose lock nobody holds, which the next copy simply takes over (a stale lock
never blocks anyone). Where the file system cannot lock (some network folders), the process id is checked instead.

A second copy does not write: it runs read-only (see game/storage.py) and says so.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game import filelocks, storage
from game.paths import lock_path

_held: list[int] = []  # the open lock file of this process, kept open until it exits


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
        return Claim(False, f"another copy of Martial Masters ({who}) is using the user folder {path.parent}; "
                            "this one saves nothing until that one is closed")
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
