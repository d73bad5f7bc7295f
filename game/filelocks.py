"""Short locks between copies of the game: one copy at a time reads, changes and writes a shared file (the record
book), and the user folder's owner holds its lock for as long as it runs (game.userlock). An exclusive lock on a
small file of its own, taken without blocking and retried until a deadline; fcntl on POSIX, msvcrt on Windows."""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.storage import StorageError, reason

LOCK_WAIT = 10.0  # seconds a writer waits for another copy's short lock on a file


@contextmanager
def locked(path: Path, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Holds an exclusive lock on the file `path` (created if need be) while the block runs, so a read, change
    and write of another file by two copies of the game cannot interleave. Raises StorageError after `wait`."""
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
    deadline = time.monotonic() + wait
    while True:
        try:
            if try_lock(handle):
                return
        except OSError as error:
            raise StorageError(path, f"cannot be locked ({reason(error)})") from None
        if time.monotonic() > deadline:
            raise StorageError(path, f"is held by another program for more than {wait:g} s")
        time.sleep(0.005)


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
