"""The player's files, read and written safely: the one place saves, the record book and settings go through.

- Reading is bounded (game.files.reading): only a regular file is opened (never a folder, a device or a pipe, which
  could block or never end), at most `max_bytes` are read, and JSON is parsed with `game.engine.safejson`'s bounds.
- Every failure is one line naming the file, of three kinds: `Missing`, `Unreadable` (it may hold something
  good: permissions, another program's lock, not a regular file, a file of a newer version of the game
  (game.files.newer); it is left exactly as it is, and never written over) and `Damaged` (it was read and is not
  usable: it is set aside under a name never used before, by game.files.damaged).
- Writing is atomic: a temporary file in the same folder, flushed, synced, then swapped in; temporaries left by
  a killed writer are removed at the next start (`remove_stale_temporaries`).
- A copy of the game that does not own the user folder, and the tools (screenshot, autoplay, verify, bench),
  run read-only (`set_read_only`): nothing is written, moved or deleted, and damaged files are only reported. A
  second copy of the game has a side folder of its own (`set_side`, made by game.files.userlock): what it writes
  goes there, at the same place inside it as in the user folder, and what it reads there comes first, until the
  copy that owns the folder adopts it (game.files.adopt).
- Two copies of the game take turns at a file through the short locks of `game.files.filelocks`.
- What the player should know (a save that could not be written, a file set aside) is kept in `notices()` for
  the window and printed to stderr, whichever thread found it (saves are written by game.files.writer's), once in
  a process: a write refused at every move is told at the first.
"""

from __future__ import annotations

import _thread
import errno
import os
import re
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.files.newer import newer

SAVE_BYTES = 32 * 1024 * 1024  # a save carries its card data (tens of KB) and events (a hundred bytes each)
# tempfile.mkstemp(prefix=".<name>.", suffix=".tmp"); compiled when a name ends so, not at every launch
_TEMPORARY = r"^\..+\.[a-z0-9_]{8}\.tmp$"


class StorageError(Exception):
    """A file that cannot be used, in one line naming it and saying what is wrong."""

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{path}: {problem}")


class Missing(StorageError):
    """There is no file there."""


class Unreadable(StorageError):
    """The file is there but cannot be read now; it may be sound, so it is left alone."""


class Damaged(StorageError):
    """The file was read and cannot be used: it is set aside, never deleted."""


class ReadOnly(StorageError):
    """This copy of the game does not write to the user folder."""


# ---- the mode of this process and its notices -------------------------------------------------------------

_read_only: str | None = None
_side: Path | None = None  # a second copy's own folder, where what it writes goes while read-only (`set_side`)
_owning = -1  # the thread taking the user folder over (`owning`): it alone sees the folder owned until it is done
_SIDE_LOCK = _thread.RLock()  # held by each write, and by a second copy while it takes the user folder over and adopts
# its side folder: a write is made whole in the side folder before the folder is given up, and none reaches the user
# folder while its side folder's files join it
_notices: list[str] = []
_told: set[str] = set()  # every message told in this process (`notice`)
_NOTICES_LOCK = _thread.allocate_lock()  # the writer's thread tells of a failed save (game.files.writer); threading
# itself is not loaded before the menu's first frame


def set_read_only(reason: str | None) -> None:
    """With a reason, nothing is written, moved or removed in the user folder from now on; None lifts it."""
    global _read_only
    _read_only = reason


def read_only() -> str | None:
    """Why this process does not write the user folder, or None when it does."""
    return None if _thread.get_ident() == _owning else _read_only


def set_side(folder: Path | None) -> None:
    """While read-only, writes go to `folder` (a second copy's side folder) instead of the user folder, and reads
    find there first what this process wrote; None ends it, once every write to it is made."""
    global _side
    with _SIDE_LOCK:
        _side = folder


@contextmanager
def owning() -> Iterator[None]:
    """For a second copy taking the user folder over, while it adopts its side folder (game.files.userlock): inside,
    the calling thread reads and writes the user folder as its owner, while every other thread still sees this copy
    as it was (read-only, reading its side folder first) and waits for its writes. Read-only and the side folder end
    together, as the block ends: no other thread sees the folder owned before what was kept aside has joined it."""
    global _owning, _read_only, _side
    with _SIDE_LOCK:
        _owning = _thread.get_ident()
        try:
            yield
        finally:
            _read_only = None  # first: a thread reading between the two still finds every file (see read_place)
            _side = None
            _owning = -1


def _mode() -> tuple[str | None, Path | None]:
    """Why this thread does not write the user folder (or None) and its side folder (or None), as it sees them."""
    if _thread.get_ident() == _owning:
        return None, None
    return _read_only, _side


def side() -> Path | None:
    """The side folder this process writes to while another copy owns the user folder, or None."""
    return _mode()[1]


def saving() -> bool:
    """Whether what this process writes is kept: in the user folder, or in its side folder."""
    reason, folder = _mode()
    return reason is None or folder is not None


def aside(path: Path) -> Path:
    """Where this process keeps what it writes for `path` while it has a side folder: the same place inside the
    side folder (data/…, config/…, logs/…); `path` itself when it has none or `path` is in no user folder."""
    own = _side_place(path)
    return path if own is None else own


def _side_place(path: Path) -> Path | None:
    """The place of `path` in this process's side folder (`path` itself when it is there already); None when it has
    no side folder or `path` is in no user folder."""
    folder = side()
    if folder is None:
        return None
    from game.files.places import user_roots

    absolute = os.path.abspath(path)
    if within(absolute, os.path.abspath(folder)):
        return path
    for kind, root in zip(("data", "config", "logs"), user_roots(), strict=True):
        if within(absolute, os.path.abspath(root)):
            return folder.joinpath(kind, os.path.relpath(absolute, os.path.abspath(root)))
    return None


def read_place(path: Path) -> Path:
    """The file a read of `path` opens: this process's own copy in its side folder when there is one."""
    if side() is None:
        return path
    own = aside(path)
    return own if own != path and os.path.lexists(own) else path


def exists(path: Path) -> bool:
    """Whether a file is at `path` as this process sees the user folder (its side folder's copy included)."""
    try:
        return os.path.isfile(read_place(path))
    except OSError:
        return False


def names(folder: Path) -> list[str]:
    """The entries of `folder` as this process sees it (its side folder's with them); none when it cannot be
    listed."""
    found: list[str] = []
    for place in dict.fromkeys((folder, aside(folder))):
        try:
            found += [name for name in os.listdir(place) if name not in found]
        except OSError:
            continue
    return found


def notice(text: str, echo: bool = True) -> None:
    """Keeps a message for the player (shown by the window) and prints it once to stderr; a message told already
    in this process is not told again (a save that fails at every move is told at the first)."""
    line = " ".join(text.split())
    with _NOTICES_LOCK:
        if line in _told:
            return
        _told.add(line)
        _notices.append(line)
    if echo and sys.stderr is not None:
        print(f"martial-masters: {line}", file=sys.stderr)


def notices() -> list[str]:
    """Every message for the player not yet taken (the menu shows them)."""
    with _NOTICES_LOCK:
        return list(_notices)


def take_notices() -> list[str]:
    """The messages for the player not yet taken, which are then forgotten; they are not told again."""
    with _NOTICES_LOCK:
        taken = list(_notices)
        _notices.clear()
    return taken


def forget_notices() -> None:
    """Forgets every message, taken or not, so that each may be told again (a new user folder: a test's)."""
    with _NOTICES_LOCK:
        _notices.clear()
        _told.clear()


def within(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:  # on another drive
        return False


# ---- writing ------------------------------------------------------------------------------------------------


def write_atomic(path: Path, text: str) -> None:
    """Replaces the file at `path` by `text` whole, or not at all; raises StorageError in one line.

    An existing file that cannot be read is not replaced (it may be a good file another program holds), nor one a
    newer version of the game wrote (game.files.newer). A second
    copy writes to its side folder instead (`set_side`)."""
    with _SIDE_LOCK:
        why = read_only()
        if why is None:
            _write_atomic(path, text)
            return
        own = _side_place(path)
        if own is None:
            raise ReadOnly(path, f"was not written ({why})")
        _write_atomic(own, text)


def _write_atomic(path: Path, text: str) -> None:
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise StorageError(path, "was not written: the text to write is not valid Unicode") from None
    blocking = _file_in_the_way(path.parent)
    if blocking is not None:
        raise StorageError(path, f"cannot be written: {blocking} is a file, not a folder")
    _refuse_to_replace_unreadable(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise StorageError(path, f"cannot be written ({reason(error)})") from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise StorageError(path, f"cannot be written ({reason(error)})") from None
        raise
    sync_folder(path.parent)


def _file_in_the_way(folder: Path) -> Path | None:
    """The nearest of `folder` and the folders above it that is there and is no folder, or None."""
    for place in (folder, *folder.parents):
        try:
            return None if stat.S_ISDIR(os.stat(place).st_mode) else place
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError:
            return None
    return None


def _refuse_to_replace_unreadable(path: Path) -> None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:  # no file can be there: the write says why
            return
        raise Unreadable(path, f"cannot be checked ({reason(error)}), so it was not written over") from None
    if stat.S_ISDIR(info.st_mode):
        raise Unreadable(path, "is a folder, so nothing can be saved there")
    if stat.S_ISLNK(info.st_mode):
        return  # a player's link to a file elsewhere: os.replace swaps the link itself, which is what they get
    if not stat.S_ISREG(info.st_mode):
        raise Unreadable(path, f"is {kind_of(info.st_mode)}, so nothing can be saved there")
    try:
        os.close(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)))
    except OSError as error:
        raise Unreadable(path, f"cannot be read ({reason(error)}), so it was not written over") from None
    _refuse_newer(path, "written over")


def _refuse_newer(path: Path, done: str) -> None:
    """Raises Unreadable for a file a newer version of the game wrote (game.files.newer): it is left as it is."""
    problem = newer(path)
    if problem is not None:
        raise Unreadable(path, f"{problem}, so it was not {done}")


def sync_folder(folder: Path) -> None:
    """Makes the rename itself durable where the platform allows opening a folder."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def remove(path: Path) -> None:
    """Deletes a file of ours (a finished campaign's save) once what replaces it is safely on disk; never one a newer
    version of the game wrote (Unreadable). A second copy removes only its own copy in its side folder: the user
    folder's is never touched (ReadOnly when it has none)."""
    why = read_only()
    if why is not None:
        with _SIDE_LOCK:
            own = _side_place(path)
            if own is None or not os.path.lexists(own):
                raise ReadOnly(path, f"was not removed ({why})")
            path = own
    _refuse_newer(path, "removed")
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise StorageError(path, f"cannot be removed ({reason(error)})") from None
    sync_folder(path.parent)


def remove_stale_temporaries(folder: Path) -> int:
    """Deletes the temporary files killed writers of ours left in `folder` (only regular files of our pattern).
    Called by the copy that owns the user folder, so no writer of ours can still be using one."""
    if read_only() is not None:
        return 0
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not (name.endswith(".tmp") and re.match(_TEMPORARY, name)):
            continue
        try:
            if stat.S_ISREG(os.lstat(folder / name).st_mode):
                os.unlink(folder / name)
                removed += 1
        except OSError:
            continue
    return removed


# ---- words ----------------------------------------------------------------------------------------------------


def reason(error: OSError) -> str:
    """A few words a player can read for an OSError."""
    if error.errno == errno.ENOSPC:
        return "the disk is full"
    if error.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if error.errno == errno.EROFS:
        return "the disk is read-only"
    if error.errno == errno.ENAMETOOLONG:
        return "its name is too long for the disk"
    return error.strerror or type(error).__name__


def kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"
