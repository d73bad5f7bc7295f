"""The door every player's file is read through (game.files.storage keeps the rest of the house's rules).

Only a regular file is opened (never a folder, a device or a pipe, which could block or never end), never through a
link in the user folder that leads out of it; at most `max_bytes` are read, within READ_SECONDS; text must be UTF-8
and JSON is parsed within `game.engine.safejson`'s bounds. Every failure is storage's Missing, Unreadable or Damaged,
in one line naming the file.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from game.files import storage
from game.files.newer import problem as newer_problem
from game.files.regular import NotAFile, open_regular
from game.files.storage import Damaged, Missing, Unreadable

if TYPE_CHECKING:
    from pydantic import BaseModel

    from game.engine import safejson

M = TypeVar("M", bound="BaseModel")

READ_SECONDS = 10.0  # a read of a player's file: a 32 MB save takes well under a second from the slowest disk


def read_bounded(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, at most `max_bytes`; raises storage's Missing, Unreadable or Damaged.

    Looked at before it is opened: a folder, a pipe or a device is refused unopened (opening some does something: a
    tape rewinds, a pipe's waiting writer is let go), and the open that follows never blocks and checks again what
    it opened. A link in the user folder that leads out of it (to a device, to another program's files) is
    Damaged, so it is set aside and the game goes on. Read a megabyte at a time for at most READ_SECONDS: a file
    on a stalled drive or a network share that trickles is Unreadable (left as it is, for a later launch to read),
    not waited on while the window hangs. A second copy reads its own copy in its side folder first
    (storage.set_side)."""
    path = storage.read_place(path)
    _refuse_link_out(path)
    handle, info = _open(path)
    try:
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
        raise Unreadable(path, f"cannot be read ({storage.reason(error)})") from None
    finally:
        os.close(handle)
    if size > max_bytes:
        raise Damaged(path, f"grows beyond the {max_bytes:,} bytes allowed while it is read")
    return b"".join(chunks)


def _open(path: Path) -> tuple[int, os.stat_result]:
    """game.files.regular's open of the regular file at `path`, its refusals said in the door's words."""
    try:
        return open_regular(path)
    except NotAFile as error:
        raise Unreadable(path, f"is {storage.kind_of(error.mode)}, not a file") from None
    except FileNotFoundError:
        raise Missing(path, "cannot be read (there is no such file)") from None
    except IsADirectoryError:
        raise Unreadable(path, "is a folder, not a file") from None
    except OSError as error:
        raise Unreadable(path, f"cannot be read ({storage.reason(error)})") from None
    except ValueError:
        raise Unreadable(path, "cannot be read (its name holds a character no file name may: a NUL)") from None


def _refuse_link_out(path: Path) -> None:
    """Raises Damaged when `path` is a link that leads nowhere, or one lying in a user folder
    (game.files.places.user_roots) that leads out of it."""
    try:
        if not stat.S_ISLNK(os.lstat(path).st_mode):
            return
    except (OSError, ValueError):
        return  # nothing there, or nothing to look at (a NUL in its name): the open that follows says which
    if not os.path.exists(path):
        raise Damaged(path, f"is a link to {_link_target(path)}, which does not exist")
    from game.files.places import user_roots  # here: only a link needs the folders named

    absolute = os.path.abspath(path)
    for root in user_roots():
        if storage.within(absolute, os.path.abspath(root)):
            if not storage.within(os.path.realpath(path), os.path.realpath(root)):
                raise Damaged(path, f"is a link to {_link_target(path)}, outside the game's folder {root}")
            return


def _link_target(path: Path) -> str:
    try:
        return os.readlink(path)
    except OSError:
        return "somewhere that cannot be read"


def read_text(path: Path, max_bytes: int) -> str:
    """The UTF-8 text of a bounded read as the game wrote it, whatever an editor or a copy made of its lines' ends
    (Windows' CR LF) or put before it (Notepad's byte order mark); text that is not UTF-8 is Damaged."""
    return _text(path, read_bounded(path, max_bytes))


def first_line(path: Path, max_bytes: int) -> str:
    """The first line of a bounded read (a save's header), as `read_text` reads text."""
    return _text(path, read_bounded(path, max_bytes).split(b"\n", 1)[0])


def _text(path: Path, data: bytes) -> str:
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise Damaged(path, f"is not UTF-8 text (byte {error.start})") from None
    return text.replace("\r\n", "\n") if "\r" in text else text  # no file of the game holds a CR of its own


def load_json(path: Path, max_bytes: int, limits: safejson.Limits) -> Any:
    """The JSON value of a file, read and parsed within bounds; raises storage's Missing, Unreadable or Damaged."""
    text = read_text(path, max_bytes)
    from game.engine import safejson  # here, not at start-up: a first launch has no file to parse before its menu

    try:
        return safejson.loads(text, limits)
    except safejson.JsonError as error:
        raise Damaged(path, str(error)) from None


def newer(path: Path, data: Any) -> None:
    """Raises Unreadable for a file a newer version of the game wrote (game.files.newer: its format and version):
    it may be sound to that version, so it is left as it is and nothing is written over it, where a damaged file is
    set aside and a new one begun in its place."""
    found = newer_problem(data.get("format"), data.get("version")) if isinstance(data, dict) else None
    if found is not None:
        raise Unreadable(path, f"{found}. Open it with that version")


def load_model(path: Path, model: type[M], what: str, max_bytes: int, limits: safejson.Limits) -> M:
    """The file at `path` read and parsed within bounds (`load_json`) and checked as `model`: Unreadable for a file a
    newer version wrote (`newer`), Damaged naming the first problem for one that is not `what` ("is not a record book
    (count: ...)")."""
    from pydantic import ValidationError

    data = load_json(path, max_bytes, limits)
    newer(path, data)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise Damaged(path, f"is not {what} ({describe(error.errors()[0])})") from None


def describe(error: Any) -> str:
    """One problem of a pydantic validation error, as `where: what`."""
    where = ".".join(str(part) for part in error.get("loc", ())) or "(top level)"
    return f"{where}: {error.get('msg', 'invalid')}"
