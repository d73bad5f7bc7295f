"""The player's files, read and written safely: the one place saves, the record book and settings go through.

- Reading is bounded: only a regular file is opened (never a folder, a device or a pipe, which could block or
  never end), at most `max_bytes` are read, and JSON is parsed with `game.engine.safejson`'s bounds.
- Every failure is one line naming the file, of three kinds: `Missing`, `Unreadable` (it may hold something
  good: permissions, another program's lock, not a regular file; it is left exactly as it is, and never
  written over) and `Damaged` (it was read and is not usable: it is set aside under a name never used before).
- Writing is atomic: a temporary file in the same folder, flushed, synced, then swapped in; temporaries left by
  a killed writer are removed at the next start (`remove_stale_temporaries`).
- A copy of the game that does not own the user folder, and the tools (screenshot, autoplay, verify, bench),
  run read-only (`set_read_only`): nothing is written, moved or deleted, and damaged files are only reported. A
  second copy of the game has a side folder of its own (`set_side`, made by game.files.userlock): what it writes
  goes there, at the same place inside it as in the user folder, and what it reads there comes first, until the
  copy that owns the folder adopts it (game.files.adopt).
- Two copies of the game take turns at a file through the short locks of `game.files.filelocks`.
- What the player should know (a save that could not be written, a file set aside) is kept in `notices()` for
  the window and printed once to stderr, whichever thread found it (saves are written by game.files.writer's).
"""

from __future__ import annotations

import _thread
import errno
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from game.engine import safejson

T = TypeVar("T")

SAVE_BYTES = 32 * 1024 * 1024  # a save carries its card data (tens of KB) and events (a hundred bytes each)
READ_SECONDS = 10.0  # a read of a player's file: a 32 MB save takes well under a second from the slowest disk
MAX_BACKUPS = 1000  # set-aside copies of one file: records.json.bak, records.json.1.bak, ...
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
            _read_only = None  # first: a thread reading between the two still finds every file (see _read_place)
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
    if _within(absolute, os.path.abspath(folder)):
        return path
    for kind, root in zip(("data", "config", "logs"), user_roots(), strict=True):
        if _within(absolute, os.path.abspath(root)):
            return folder.joinpath(kind, os.path.relpath(absolute, os.path.abspath(root)))
    return None


def _read_place(path: Path) -> Path:
    """The file a read of `path` opens: this process's own copy in its side folder when there is one."""
    if side() is None:
        return path
    own = aside(path)
    return own if own != path and os.path.lexists(own) else path


def exists(path: Path) -> bool:
    """Whether a file is at `path` as this process sees the user folder (its side folder's copy included)."""
    try:
        return os.path.isfile(_read_place(path))
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
    """Keeps a message for the player (shown by the window) and prints it once to stderr."""
    line = " ".join(text.split())
    with _NOTICES_LOCK:
        if line in _notices:
            return
        _notices.append(line)
    if echo and sys.stderr is not None:
        print(f"martial-masters: {line}", file=sys.stderr)


def notices() -> list[str]:
    """Every message for the player so far (the menu shows them)."""
    with _NOTICES_LOCK:
        return list(_notices)


def take_notices() -> list[str]:
    """The messages for the player not yet taken, which are then forgotten."""
    with _NOTICES_LOCK:
        taken = list(_notices)
        _notices.clear()
    return taken


# ---- reading ------------------------------------------------------------------------------------------------


def read_bounded(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, at most `max_bytes`; raises Missing, Unreadable or Damaged.

    Opened without blocking (a pipe is refused at once, never waited on); a link in the user folder that leads out
    of it (to a device, to another program's files) is Damaged, so it is set aside and the game goes on. Read a
    megabyte at a time for at most READ_SECONDS: a file on a stalled drive or a network share that trickles is
    Unreadable (left as it is, for a later launch to read), not waited on while the window hangs. A second copy
    reads its own copy in its side folder first (`set_side`)."""
    path = _read_place(path)
    _refuse_link_out(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise Missing(path, "cannot be read (there is no such file)") from None
    except IsADirectoryError:
        raise Unreadable(path, "is a folder, not a file") from None
    except OSError as error:
        raise Unreadable(path, f"cannot be read ({_reason(error)})") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise Unreadable(path, f"is {_kind(info.st_mode)}, not a file")
        if info.st_size > max_bytes:
            raise Damaged(path, f"is {info.st_size:,} bytes, larger than the {max_bytes:,} allowed")
        chunks, size = [], 0
        deadline = time.monotonic() + READ_SECONDS
        while size <= max_bytes:
            if time.monotonic() > deadline:
                raise Unreadable(path, f"took more than {READ_SECONDS:.0f} s to read (a slow or stalled drive)")
            chunk = os.read(handle, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise Unreadable(path, f"cannot be read ({_reason(error)})") from None
    finally:
        os.close(handle)
    if size > max_bytes:
        raise Damaged(path, f"grows beyond the {max_bytes:,} bytes allowed while it is read")
    return b"".join(chunks)


def _refuse_link_out(path: Path) -> None:
    """Raises Damaged when `path` is a link that leads nowhere, or one lying in a user folder
    (game.files.places.user_roots) that leads out of it."""
    try:
        if not stat.S_ISLNK(os.lstat(path).st_mode):
            return
    except OSError:
        return  # nothing there, or nothing to look at: the open that follows says which
    if not os.path.exists(path):
        raise Damaged(path, f"is a link to {_link_target(path)}, which does not exist")
    from game.files.places import user_roots  # here: only a link needs the folders named

    absolute = os.path.abspath(path)
    for root in user_roots():
        if _within(absolute, os.path.abspath(root)):
            if not _within(os.path.realpath(path), os.path.realpath(root)):
                raise Damaged(path, f"is a link to {_link_target(path)}, outside the game's folder {root}")
            return


def _within(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:  # on another drive
        return False


def _link_target(path: Path) -> str:
    try:
        return os.readlink(path)
    except OSError:
        return "somewhere that cannot be read"


def read_text(path: Path, max_bytes: int) -> str:
    """The UTF-8 text of a bounded read; text that is not UTF-8 is Damaged."""
    try:
        return read_bounded(path, max_bytes).decode("utf-8")
    except UnicodeDecodeError as error:
        raise Damaged(path, f"is not UTF-8 text (byte {error.start})") from None


def load_json(path: Path, max_bytes: int, limits: safejson.Limits) -> Any:
    """The JSON value of a file, read and parsed within bounds; raises Missing, Unreadable or Damaged."""
    text = read_text(path, max_bytes)
    from game.engine import safejson  # here, not at start-up: a first launch has no file to parse before its menu

    try:
        return safejson.loads(text, limits)
    except safejson.JsonError as error:
        raise Damaged(path, str(error)) from None


class Settled(Generic[T]):
    """What reading a player's file came to: its value (None if there is none to use), a message for the player,
    and whether a new file may now be written at its place without losing anything of theirs. (A plain class, not a
    NamedTuple, for the start-up's sake: see game.scenes.in_progress.)"""

    __slots__ = ("value", "message", "writable")

    def __init__(self, value: T | None, message: str | None, writable: bool) -> None:
        self.value = value
        self.message = message
        self.writable = writable


def settle(path: Path, read: Callable[[Path], T], what: str) -> Settled[T]:
    """Reads a player's file with `read` (which raises Missing, Unreadable or Damaged) and applies the house rules:
    a missing file is None without a message; an unreadable one is left alone with a message; a damaged one is set
    aside under a new name with a message (only reported when read-only). `what` names what cannot be kept."""
    try:
        return Settled(read(path), None, True)
    except Missing:
        return Settled(None, None, True)
    except Unreadable as error:
        return Settled(None, f"{error}. It was left as it is; {what} cannot be kept until it can be read.", False)
    except Damaged as error:
        told, moved = put_aside(path)
        return Settled(None, f"{error}. {told}", moved)


def put_aside(path: Path) -> tuple[str, bool]:
    """What becomes of a damaged file, which would fail again at every read: set aside under a name never used
    before, or left as it is when this copy is read-only or the file cannot be moved. A sentence for the player,
    and whether the file's place is free now."""
    reason = read_only()
    if reason is not None:
        return f"It was left as it is ({reason}).", False
    try:
        backup = set_aside(path)
    except StorageError as failure:
        return f"It could not be set aside ({failure.problem}).", False
    return f"It was kept as {backup.name}.", True


# ---- writing ------------------------------------------------------------------------------------------------


def write_atomic(path: Path, text: str) -> None:
    """Replaces the file at `path` by `text` whole, or not at all; raises StorageError in one line.

    An existing file that cannot be read is not replaced (it may be a good file another program holds). A second
    copy writes to its side folder instead (`set_side`)."""
    with _SIDE_LOCK:
        reason = read_only()
        if reason is None:
            _write_atomic(path, text)
            return
        own = _side_place(path)
        if own is None:
            raise ReadOnly(path, f"was not written ({reason})")
        _write_atomic(own, text)


def _write_atomic(path: Path, text: str) -> None:
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise StorageError(path, "was not written: the text to write is not valid Unicode") from None
    _refuse_to_replace_unreadable(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise StorageError(path, f"cannot be written ({_reason(error)})") from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise StorageError(path, f"cannot be written ({_reason(error)})") from None
        raise
    _sync_folder(path.parent)


def _refuse_to_replace_unreadable(path: Path) -> None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as error:
        raise Unreadable(path, f"cannot be checked ({_reason(error)}), so it was not written over") from None
    if stat.S_ISDIR(info.st_mode):
        raise Unreadable(path, "is a folder, so nothing can be saved there")
    if stat.S_ISLNK(info.st_mode):
        return  # a player's link to a file elsewhere: os.replace swaps the link itself, which is what they get
    if not stat.S_ISREG(info.st_mode):
        raise Unreadable(path, f"is {_kind(info.st_mode)}, so nothing can be saved there")
    try:
        os.close(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)))
    except OSError as error:
        raise Unreadable(path, f"cannot be read ({_reason(error)}), so it was not written over") from None


def _sync_folder(folder: Path) -> None:
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


def backup_names(path: Path) -> Iterator[Path]:
    """records.json.bak, records.json.1.bak, records.json.2.bak, ...: the names a set-aside copy may take."""
    yield path.with_name(path.name + ".bak")
    for number in range(1, MAX_BACKUPS):
        yield path.with_name(f"{path.name}.{number}.bak")


_NO_FOLLOW = {"follow_symlinks": False} if os.link in os.supports_follow_symlinks else {}


def set_aside(path: Path, beside: Path | None = None) -> Path:
    """Moves a damaged file to the first unused backup name beside it (or beside `beside`, in the same file system:
    a second copy's file set aside beside the user folder's); an earlier backup is never replaced."""
    reason = read_only()
    if reason is not None:
        raise ReadOnly(path, f"was not set aside ({reason})")
    for backup in backup_names(beside or path):
        try:
            os.link(path, backup, **_NO_FOLLOW)  # fails if the name is taken: nothing is replaced
        except FileExistsError:
            continue
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EOPNOTSUPP, errno.EMLINK):
                raise StorageError(path, f"cannot be set aside ({_reason(error)})") from None
            if os.path.lexists(backup):
                continue
            _rename(path, backup)  # no hard links here (FAT, some network folders): rename a name seen unused
            return backup
        try:
            os.unlink(path)
        except OSError as error:
            raise StorageError(path, f"was copied to {backup.name} but cannot be removed ({_reason(error)})") from None
        _sync_folder(path.parent)
        return backup
    raise StorageError(path, f"cannot be set aside: {MAX_BACKUPS} earlier copies are already kept beside it")


def _rename(path: Path, backup: Path) -> None:
    try:
        os.rename(path, backup)
    except OSError as error:
        raise StorageError(path, f"cannot be set aside ({_reason(error)})") from None


def keep_copy(path: Path, data: bytes) -> Path:
    """Writes `data` (the original bytes of a file about to be rewritten) to the first unused backup name, whole or
    not at all: a temporary file beside it, synced, then linked (or, with no hard links, renamed) to a name seen
    unused, so a kill never leaves a torn copy under a backup's name."""
    reason = read_only()
    if reason is not None:
        raise ReadOnly(path, f"was not copied ({reason})")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except OSError as error:
        raise StorageError(path, f"cannot be copied ({_reason(error)})") from None
    try:
        for backup in backup_names(path):
            try:
                os.link(temporary, backup)  # fails if the name is taken: nothing is replaced
            except FileExistsError:
                continue
            except OSError as error:
                if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EOPNOTSUPP, errno.EMLINK):
                    raise StorageError(path, f"cannot be copied ({_reason(error)})") from None
                if os.path.lexists(backup):
                    continue
                _rename(Path(temporary), backup)
            _sync_folder(path.parent)
            return backup
        raise StorageError(path, f"cannot be copied: {MAX_BACKUPS} earlier copies are already kept beside it")
    finally:
        Path(temporary).unlink(missing_ok=True)


def remove(path: Path) -> None:
    """Deletes a file of ours (a finished campaign's save) once what replaces it is safely on disk. A second copy
    removes only its own copy in its side folder: the user folder's is never touched (ReadOnly when it has none)."""
    reason = read_only()
    if reason is not None:
        with _SIDE_LOCK:
            own = _side_place(path)
            if own is None or not os.path.lexists(own):
                raise ReadOnly(path, f"was not removed ({reason})")
            path = own
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise StorageError(path, f"cannot be removed ({_reason(error)})") from None
    _sync_folder(path.parent)


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


def _reason(error: OSError) -> str:
    if error.errno == errno.ENOSPC:
        return "the disk is full"
    if error.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if error.errno == errno.EROFS:
        return "the disk is read-only"
    return error.strerror or type(error).__name__


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def reason(error: OSError) -> str:
    """A few words a player can read for an OSError."""
    return _reason(error)
