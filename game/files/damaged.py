"""What becomes of a player's file that cannot be used, and of one about to be rewritten: kept, never lost.

`settle` reads a file through game.files.storage's door and applies the house rules: a missing file is nothing, an
unreadable one is left exactly as it is, a damaged one is set aside (`put_aside`, `set_aside`) under a backup name
never used before (`backup_names`: records.json.bak, records.json.1.bak, ...). `keep_copy` keeps the bytes of a file
about to be rewritten under such a name, whole or not at all. A copy of the game that does not own the user folder
moves and keeps nothing (storage.read_only).
"""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Generic, TypeVar

from game.files import storage

T = TypeVar("T")

MAX_BACKUPS = 1000  # set-aside copies of one file: records.json.bak, records.json.1.bak, ...


class Settled(Generic[T]):
    """What reading a player's file came to: its value (None if there is none to use), a message for the player,
    and whether a new file may now be written at its place without losing anything of theirs. (A plain class, not a
    NamedTuple, for the start-up's sake: see game.files.in_progress.)"""

    __slots__ = ("value", "message", "writable")

    def __init__(self, value: T | None, message: str | None, writable: bool) -> None:
        self.value = value
        self.message = message
        self.writable = writable


def settle(path: Path, read: Callable[[Path], T], what: str) -> Settled[T]:
    """Reads a player's file with `read` (which raises storage's Missing, Unreadable or Damaged) and applies the
    house rules: a missing file is None without a message; an unreadable one is left alone with a message; a damaged
    one is set aside under a new name with a message (only reported when read-only). `what` names what cannot be
    kept."""
    try:
        return Settled(read(path), None, True)
    except storage.Missing:
        return Settled(None, None, True)
    except storage.Unreadable as error:
        return Settled(None, f"{error}. It was left as it is; {what} cannot be kept until it can be read.", False)
    except storage.Damaged as error:
        told, moved = put_aside(path)
        return Settled(None, f"{error}. {told}", moved)


def put_aside(path: Path) -> tuple[str, bool]:
    """What becomes of a damaged file, which would fail again at every read: set aside under a name never used
    before, or left as it is when this copy is read-only or the file cannot be moved. A sentence for the player,
    and whether the file's place is free now."""
    reason = storage.read_only()
    if reason is not None:
        return f"It was left as it is ({reason}).", False
    try:
        backup = set_aside(path)
    except storage.StorageError as failure:
        return f"It could not be set aside ({failure.problem}).", False
    return f"It was kept as {backup.name}.", True


def backup_names(path: Path) -> Iterator[Path]:
    """records.json.bak, records.json.1.bak, records.json.2.bak, ...: the names a set-aside copy may take."""
    yield path.with_name(path.name + ".bak")
    for number in range(1, MAX_BACKUPS):
        yield path.with_name(f"{path.name}.{number}.bak")


_NO_FOLLOW = {"follow_symlinks": False} if os.link in os.supports_follow_symlinks else {}


def set_aside(path: Path, beside: Path | None = None) -> Path:
    """Moves a damaged file to the first unused backup name beside it (or beside `beside`, in the same file system:
    a second copy's file set aside beside the user folder's); an earlier backup is never replaced."""
    reason = storage.read_only()
    if reason is not None:
        raise storage.ReadOnly(path, f"was not set aside ({reason})")
    backup, renamed = _to_unused_name(path, path, backup_names(beside or path), "set aside")
    if renamed:
        return backup
    try:
        os.unlink(path)
    except OSError as error:
        raise storage.StorageError(path, f"was copied to {backup.name} but cannot be removed "
                                         f"({storage.reason(error)})") from None
    storage.sync_folder(path.parent)
    return backup


def _to_unused_name(source: Path, path: Path, names: Iterator[Path], verb: str) -> tuple[Path, bool]:
    """Links `source` to the first of `names` not taken (an earlier file is never replaced) or, where the file
    system has no hard links, renames it to a name seen unused: the name it took, and whether it was renamed (and so
    is gone). A failure is one line naming `path` and what it could not be (`verb`)."""
    for backup in names:
        try:
            os.link(source, backup, **_NO_FOLLOW)  # fails if the name is taken: nothing is replaced
        except FileExistsError:
            continue
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EOPNOTSUPP, errno.EMLINK):
                raise storage.StorageError(path, f"cannot be {verb} ({storage.reason(error)})") from None
            if os.path.lexists(backup):
                continue
            _rename(source, backup)  # no hard links here (FAT, some network folders): rename a name seen unused
            return backup, True
        return backup, False
    raise storage.StorageError(path, f"cannot be {verb}: {MAX_BACKUPS} earlier copies are already kept beside it")


def _rename(path: Path, backup: Path) -> None:
    try:
        os.rename(path, backup)
    except OSError as error:
        raise storage.StorageError(path, f"cannot be set aside ({storage.reason(error)})") from None


def keep_copy(path: Path, data: bytes) -> Path:
    """Writes `data` (the original bytes of a file about to be rewritten) to the first unused backup name, whole or
    not at all: a temporary file beside it, synced, then linked (or, with no hard links, renamed) to a name seen
    unused, so a kill never leaves a torn copy under a backup's name."""
    reason = storage.read_only()
    if reason is not None:
        raise storage.ReadOnly(path, f"was not copied ({reason})")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except OSError as error:
        raise storage.StorageError(path, f"cannot be copied ({storage.reason(error)})") from None
    try:
        backup, _ = _to_unused_name(Path(temporary), path, backup_names(path), "copied")
        storage.sync_folder(path.parent)
        return backup
    finally:
        Path(temporary).unlink(missing_ok=True)
