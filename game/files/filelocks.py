"""Short locks between copies of the game: one copy at a time reads, changes and writes a shared file (the record
book), and the user folder's owner holds its lock for as long as it runs (game.files.userlock). An exclusive lock on a
small file of its own, taken without blocking and retried until a deadline; fcntl on POSIX, msvcrt on Windows.

The deadline is for one holder: each copy that takes the lock counts its turn in the lock file (past the byte
msvcrt locks), and a copy waiting starts its wait again whenever that count moves. Four copies adding a hundred
records each at once take hundreds of turns: on a busy machine one of them waited more than LOCK_WAIT behind the
others while every one of them held the lock for a few milliseconds at a time."""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.files.storage import StorageError, reason

LOCK_WAIT = 10.0  # seconds a writer waits for one other copy's short lock on a file
TURNS_AT = 8  # where the lock file counts the turns taken at the lock (8 bytes)


@contextmanager
def locked(path: Path, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Holds an exclusive lock on the file `path` (created if need be) while the block runs, so a read, change
    and write of another file by two copies of the game cannot interleave. Raises StorageError once another copy
    has held it for `wait` seconds, however long the copies before it took in turn."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as error:
        raise StorageError(path, f"cannot be locked ({reason(error)})") from None
    try:
        _acquire(handle, path, wait)
        yield
    finally:
        _release(handle)
        os.close(handle)


def try_lock(handle: int) -> bool:
    """Takes the exclusive lock of an open file without waiting; False when another process holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(handle, 0, os.SEEK_SET)
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as error:
        if error.errno in (errno.EACCES, errno.EAGAIN, errno.EDEADLK):
            return False
        raise
    return True


def _acquire(handle: int, path: Path, wait: float) -> None:
    deadline, seen = time.monotonic() + wait, None
    while True:
        try:
            taken = try_lock(handle)
        except OSError:  # no locks on this file system (some network folders), as the user folder's lock finds too:
            return  # its owner alone writes there (game.files.userlock), so no other copy's write can come between
        try:
            if taken:
                _count_turn(handle)
                return
            turns = _turns(handle)
        except OSError as error:
            raise StorageError(path, f"cannot be locked ({reason(error)})") from None
        if turns != seen:  # another copy has taken its turn since: the wait is for the one holding it now
            deadline, seen = time.monotonic() + wait, turns
        elif time.monotonic() > deadline:
            raise StorageError(path, f"is held by another program for more than {wait:g} s")
        time.sleep(0.005)


def _turns(handle: int) -> int:
    """The turns taken at the lock so far, as its file counts them."""
    os.lseek(handle, TURNS_AT, os.SEEK_SET)
    return int.from_bytes(os.read(handle, 8).ljust(8, b"\0"), "little")


def _count_turn(handle: int) -> None:
    """One more turn at the lock, counted by the copy that holds it."""
    turns = (_turns(handle) + 1) % 2**64
    os.lseek(handle, TURNS_AT, os.SEEK_SET)
    os.write(handle, turns.to_bytes(8, "little"))


def _release(handle: int) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(handle, 0, os.SEEK_SET)
            msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_UN)
    except OSError:
        pass
