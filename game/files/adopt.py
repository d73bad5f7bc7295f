"""What a second copy of the game made in its side folder joins the user folder (see game.files.userlock).

A second copy writes its saves, records, finished games, decks, settings and tournament into a side folder of its
own, in the same formats and at the same places inside it. The copy that owns the user folder adopts it once the
copy that wrote it no longer runs (the side folder's lock is free): at its launch, while it runs (`watch`), or, when
the second copy itself takes the folder over, its own side folder at once. Each file by its kind:

- a game in progress (a save, the tournament, anything else): where the user folder has none, it becomes the game
  in progress; where both differ, one becomes the game in progress (the newer one, the second copy's own when it
  has just taken over and plays on with it, the owner's when the owner plays on with its own) and the other is kept
  beside it under a backup name (`…jsonl.bak`): a game is never written over without both being kept;
- records are merged into the record book, each once, and puzzles solved into the record of those solved;
- finished games and decks are added: a name already taken by another file gets a new one ("Crane (2).txt");
- settings follow the last change: the side folder's are put in force when they were changed after the owner's.

Adoption is idempotent and survives a kill at any point: each file is written atomically before its side copy is
removed, and every step first looks whether it was already made (the same bytes kept, the record in the book), so
adopting again after a kill neither loses nor doubles anything. The files are read through the guarded door
(game.files.storage).
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

from game.files import damaged, filelocks, reading, storage
from game.files.places import inside, place

NEWER_WINS = "newer"  # at a launch: the newer of two games in progress becomes the one continued
SIDE_WINS = "side"  # the second copy taking over: its own games, which it plays on with
OWNER_WINS = "owner"  # an owner running: its own games, which it plays on with
MAX_BYTES = storage.SAVE_BYTES  # the largest file a second copy writes (a save with its card data)
_TEMPORARY = r"^\..+\.[a-z0-9_]{8}\.tmp$"  # a write the second copy was killed in the middle of (storage's pattern)
OTHER_COPIES = "other-copies"  # in the user data folder: a side folder for each second copy
SIDE_LOCK = "copy.lock"  # in a side folder: held by the copy writing there for as long as it runs


def others() -> Path:
    """The folder of the second copies' side folders."""
    return inside(place("data"), OTHER_COPIES)


def owner_alive(pid: int | None) -> bool:
    """Whether the process `pid` (another copy of the game) still runs, where no lock can tell."""
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


def folders() -> list[Path]:
    """The side folders waiting to be adopted (one per second copy, running or not), oldest first."""
    try:
        return sorted(others() / name for name in os.listdir(others()))
    except OSError:
        return []


def adopt_free(prefer: str = OWNER_WINS) -> list[str]:
    """Adopts every side folder whose copy no longer runs (its lock is free); what the player should know, one line
    each. Only the copy that owns the user folder calls it."""
    messages: list[str] = []
    for folder in folders():
        if folder == storage.side():
            continue
        handle = _free(folder)
        if handle is None:
            continue
        try:
            messages += adopt(folder, prefer)
        finally:
            os.close(handle)
    return messages


def _free(folder: Path) -> int | None:
    """The side folder's lock, taken, when the copy that wrote there no longer runs; else None."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        if not os.path.isdir(folder) or os.path.islink(folder):
            return None
        handle = os.open(folder / SIDE_LOCK, flags, 0o644)
    except OSError:
        return None
    try:
        taken = filelocks.try_lock(handle)
    except OSError:  # no locks here: the process id its name begins with says whether it still runs
        pid = folder.name.partition("-")[0]
        taken = not owner_alive(int(pid) if pid.isdigit() and len(pid) < 12 else None)
    if not taken:
        os.close(handle)
        return None
    return handle


def adopt(folder: Path, prefer: str) -> list[str]:
    """Adopts one side folder (its lock held by the caller) and removes what was adopted; a file that cannot be read
    or written stays there, told, to be adopted later. What the player should know, one line each."""
    messages: list[str] = []
    left = False
    for kind in ("data", "config", "logs"):
        for source in _files(folder / kind):
            parts = source.relative_to(folder / kind).parts
            target = inside(place(kind), *parts)
            try:
                message = _adopt_file(source, target, kind, parts, prefer)
                storage.remove(source)
            except storage.StorageError as error:
                kept = _put_aside(source, target, error)
                if kept is None:
                    messages.append(f"{error}. What another copy of the game made is kept in {folder} and adopted "
                                    "at the next launch.")
                    left = True
                else:
                    messages.append(kept)
                continue
            if message is not None:
                messages.append(message)
    if not left:
        remove(folder)
    return messages


def _put_aside(source: Path, target: Path, error: storage.StorageError) -> str | None:
    """A side folder's own file found damaged, which would fail again at every launch, set aside beside the place it
    would have taken (`target`), and what became of it; None for any other failure (left to be adopted later)."""
    if not isinstance(error, storage.Damaged) or error.path != source:
        return None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        backup = damaged.set_aside(source, beside=target)
    except (OSError, storage.StorageError):
        return None
    return f"{error}. What another copy of the game made there was kept as {backup.name}."


def empty(folder: Path) -> bool:
    """Whether a side folder holds nothing of the player's (its copy wrote nothing)."""
    return not any(_files(folder / kind) for kind in ("data", "config", "logs"))


def _files(top: Path) -> list[Path]:
    """The files under `top`, links included (the door refuses those that lead out), in a steady order."""
    found: list[Path] = []
    for where, _, names in os.walk(top):
        found += [Path(where) / name for name in sorted(names)]
    return found


def _adopt_file(source: Path, target: Path, kind: str, parts: tuple[str, ...], prefer: str) -> str | None:
    name = parts[-1]
    if name.endswith(".lock") or (name.endswith(".tmp") and re.match(_TEMPORARY, name)):
        return None  # a lock, or a write cut short by a kill: nothing of the player's
    if kind == "data" and parts == ("records.json",):
        from game.files import records

        return records.merge(source, target)
    if kind == "data" and parts == ("puzzles-solved.json",):
        from game.files import solved

        return solved.merge(source, target)
    if kind == "data" and parts[0] in ("finished", "decks"):
        return _add(source, target)
    if kind == "config" and parts == ("settings.json",):
        return _latest(source, target)
    return _in_progress(source, target, prefer)


def _text(path: Path) -> str:
    return reading.read_text(path, MAX_BYTES)


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def _written_as(source: Path, target: Path, text: str) -> None:
    """Writes `text` (the side file's) at `target`, dated when the side file was written: the time a later side
    folder's copy is compared with."""
    storage.write_atomic(target, text)
    try:
        info = os.stat(source)
        os.utime(target, ns=(info.st_atime_ns, info.st_mtime_ns))
    except OSError:
        pass  # dated now: a later side folder's copy of the same file counts as older


def _in_progress(source: Path, target: Path, prefer: str) -> str | None:
    text = _text(source)
    try:
        present = _text(target)
    except storage.Missing:
        _written_as(source, target, text)
        return None
    if present == text:
        return None
    side_wins = prefer == SIDE_WINS or (prefer == NEWER_WINS and _mtime(source) > _mtime(target))
    if side_wins:
        kept = _keep_beside(target, present)
        _written_as(source, target, text)
        return (f"{target}: the game played in another copy of Martial Masters is the one continued now; the one "
                f"it replaced is kept as {kept.name}.")
    kept = _keep_beside(target, text)
    return f"{target}: a game played in another copy of Martial Masters is kept beside it, as {kept.name}."


def _keep_beside(path: Path, text: str) -> Path:
    """A backup copy of `text` beside `path`: one already kept with the same bytes (an adoption cut short by a
    kill), or a new one."""
    data = text.encode("utf-8")
    for backup in damaged.backup_names(path):
        if not os.path.lexists(backup):
            break
        try:
            if reading.read_bounded(backup, MAX_BYTES) == data:
                return backup
        except storage.StorageError:
            continue
    return damaged.keep_copy(path, data)


def _add(source: Path, target: Path) -> str | None:
    """Adds a file under its name, or a new one ("name (2).ext") when another file of the folder has the name
    (whatever its case); nothing when a file of the folder with one of these names has the same text."""
    text = _text(source)
    taken = {name.casefold(): name for name in storage.names(target.parent)}
    stem, suffix = _split(target.name)
    for number in range(1, damaged.MAX_BACKUPS):
        name = target.name if number == 1 else f"{stem} ({number}){suffix}"
        present = taken.get(name.casefold())
        if present is None:
            storage.write_atomic(target.with_name(name), text)
            if name == target.name:
                return None
            return (f"{target}: another copy of Martial Masters saved a different file of this name; it is kept as "
                    f"{name}.")
        try:
            if _text(target.with_name(present)) == text:
                return None
        except storage.StorageError:
            continue
    raise storage.StorageError(target, f"cannot be added: {damaged.MAX_BACKUPS} files of this name are kept")


def _split(name: str) -> tuple[str, str]:
    for suffix in (".jsonl", ".txt", ".json"):
        if name.endswith(suffix):
            return name.removesuffix(suffix), suffix
    return name, ""


def _latest(source: Path, target: Path) -> str | None:
    if not os.path.lexists(target) or _mtime(source) > _mtime(target):
        _written_as(source, target, _text(source))
    return None


def remove(folder: Path) -> None:
    """Removes a side folder whose files are gone (adopted, or none ever written), its own lock last, and the folder
    of side folders once it is empty."""
    for where, _, _ in sorted(os.walk(folder), key=lambda step: -len(step[0])):
        if Path(where) != folder:
            try:
                os.rmdir(where)
            except OSError:
                return
    for path in (folder / SIDE_LOCK,):
        try:
            os.unlink(path)
        except OSError:
            pass
    for empty_folder in (folder, folder.parent):
        try:
            os.rmdir(empty_folder)
        except OSError:
            return


def watch(owns: Callable[[], bool], every: float = 2.0) -> None:
    """Adopts, every `every` seconds off the window's thread, the side folders of second copies closed while this
    copy owns the user folder (for as long as `owns` says so)."""
    import threading

    def run() -> None:
        while owns():
            if os.path.isdir(others()):
                for message in adopt_free():
                    storage.notice(message)
            time.sleep(every)

    threading.Thread(target=run, name="other-copies-watch", daemon=True).start()
