"""Crash-safe file writes: a temporary file in the same folder, flushed, synced, then swapped in."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


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


def keep_copy(path: Path) -> Path:
    """Copies a file that was only partly readable to <name>.bak before it is overwritten."""
    backup = path.with_name(path.name + ".bak")
    write_atomic(backup, path.read_bytes().decode("utf-8", errors="replace"))
    return backup


def set_aside(path: Path) -> Path:
    """Keeps a damaged file beside its place as <name>.bak so nothing the player had is lost."""
    backup = path.with_name(path.name + ".bak")
    os.replace(path, backup)
    return backup
