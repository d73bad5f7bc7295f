"""One copy of the game owns a user folder at a time.

The owner holds an operating-system lock on `martial-masters.lock` in the user data folder for as long as it runs,
and writes its process id there so a second copy can say who owns it. The lock goes with the process: a copy that
crashed or was killed leaves a file whose lock nobody holds, which the next copy simply takes over (a stale lock
never blocks anyone). Where the file system cannot lock (some network folders), the process id is checked instead.
A lock that cannot be opened at all (a folder in its place) may hide another copy: this one plays as a second copy
until its place is cleared.

A second copy does not write the user folder: it says so, and marks its tables. What it makes (saves, records,
finished games, decks, settings, the tournament) it writes at once, in the same formats, into a side folder of its
own inside the user folder (`other-copies/<pid>-<time>/`, whose `copy.lock` it holds for as long as it runs; see
storage.set_side), so that nothing played there is lost whichever window is closed first. It keeps trying the lock
(every few seconds, and at each save it makes: `take_over`), and once the owner has closed it owns the folder in its
turn and adopts its side folder (game.files.adopt). A side folder whose copy has closed first is adopted by the copy
that owns the folder, at once (its watch, game.files.adopt.watch) or at its next launch.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from game.files import adopt, filelocks, storage
from game.files.paths import lock_path

_held: list[int] = []  # the open lock file of this process, kept open until it exits
_waiting: list[Path] = []  # the lock file another copy held when this one started: tried again until it is free
_taking: Any = None  # made once this copy waits (threading is not loaded before a first launch's first frame): the
# window's saves and the watch try the lock at once
_side_lock: list[int] = []  # the open lock file of this copy's side folder, while it writes there
READ_ONLY = "another copy of the game owns the user folder"  # why this copy writes nothing (storage.read_only)
WATCH_EVERY = 2.0  # seconds between tries of the lock while another copy owns it
TAKEN_OVER = "The other copy of Martial Masters was closed: this window saves from now on, and what was played in " \
             "it has joined your saves and records."


class Claim:
    """What claiming the user folder came to (a plain class, not a NamedTuple, for the start-up's sake: see
    game.files.in_progress)."""

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
    except OSError as error:  # a folder in its place, a file that may not be opened: nobody is known to own it
        problem = "is a folder, not a file" if os.path.isdir(path) else f"cannot be opened ({storage.reason(error)})"
        _wait_for(path)
        return Claim(False, f"{path}: {problem}, so this window cannot tell whether another copy of Martial Masters "
                            "is using the user folder: it does not save there, but keeps what is played in it in a "
                            f"folder of its own, which joins your saves and records once {path.name} is moved away")
    try:
        taken = filelocks.try_lock(handle)
    except OSError:  # no locks on this file system: trust a live process id instead
        taken = not adopt.owner_alive(_read_pid(handle))
    if not taken:
        owner = _read_pid(handle)
        os.close(handle)
        who = f"process {owner}" if owner else "another program"
        _wait_for(path)
        return Claim(False, f"another copy of Martial Masters ({who}) is using the user folder {path.parent}: this "
                            "window does not save there, but keeps what is played in it in a folder of its own, which "
                            "joins your saves and records as soon as either copy is closed")
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


def owns() -> bool:
    """Whether this process holds the user folder's lock (it claimed the folder, or took it over)."""
    return bool(_held)


def holding() -> bool:
    """Whether this copy writes nothing because another copy owns the folder (not for any other reason)."""
    return storage.read_only() == READ_ONLY


def take_over() -> bool:
    """For a copy that found another owning the folder: tries the lock again, and if the owner has closed, takes
    the folder, writes again (storage), adopts what it wrote in its side folder meanwhile (game.files.adopt: its games
    in progress become those of the folder, the folder's own differing ones kept beside them) and tells the player.
    Whether this call took the folder over."""
    if not _waiting:
        return False
    with _taking:
        if not _waiting or not claim(_waiting[0]).owned:
            return False
        _waiting.clear()
        own = storage.side()
        with storage.owning():  # the window sees the folder owned only once this copy's own files have joined it
            told = adopt.adopt(own, adopt.SIDE_WINS) if own is not None else []
            _let_side_go(own)
    for message in told + adopt.adopt_free():
        storage.notice(message)
    storage.notice(TAKEN_OVER)
    return True


def watch(every: float = WATCH_EVERY) -> None:
    """Tries the lock every `every` seconds, off the window's thread, until this copy owns the folder."""
    import threading

    def run() -> None:
        while _waiting and not take_over():
            time.sleep(every)

    threading.Thread(target=run, name="user-folder-watch", daemon=True).start()


def _wait_for(path: Path) -> None:
    global _taking
    import threading

    _taking = _taking or threading.Lock()
    _waiting[:] = [path]
    if storage.side() is None:
        _make_side()


def _make_side() -> None:
    """Makes this copy's side folder and holds its lock, so that the owner leaves it alone while this copy runs; when
    it cannot be made, this copy keeps nothing (and says so when it saves)."""
    folder = adopt.others() / f"{os.getpid()}-{time.time_ns()}"
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        folder.mkdir(parents=True)
        handle = os.open(folder / adopt.SIDE_LOCK, flags, 0o644)
    except OSError as error:
        storage.notice(f"{folder}: the folder for what this window plays cannot be made ({storage.reason(error)}); "
                       "nothing played in this window is kept")
        return
    try:
        taken = filelocks.try_lock(handle)
    except OSError:
        taken = True  # no locks on this file system: the owner adopts only side folders of copies no longer alive
    if not taken:
        os.close(handle)
        return
    _side_lock.append(handle)
    storage.set_side(folder)


def _let_side_go(folder: Path | None) -> None:
    """Closes this copy's side `folder`: left for the owner to adopt, or removed when this copy wrote nothing there."""
    if folder is not None and _side_lock:
        if adopt.empty(folder):
            adopt.remove(folder)
    while _side_lock:
        os.close(_side_lock.pop())


def release() -> None:
    """Gives the folder up, and this copy's side folder for the owner to adopt (the process exiting does the
    same)."""
    folder = storage.side()
    storage.set_side(None)
    _let_side_go(folder)
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
