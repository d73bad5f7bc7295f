"""A sound the game ships (assets/sounds), read through the door of every file (game.files.reading) and checked as a
WAV file (RIFF, form WAVE): a folder, a pipe, a file too large or one that is something else is refused naming it,
before the mixer sees it. The mixer then decodes the bytes from memory, never opening the file itself."""

from __future__ import annotations

from pathlib import Path

from game.files import reading
from game.files.storage import Damaged

MAX_BYTES = 32 * 1024 * 1024  # three minutes of CD-quality stereo; the longest sound shipped (a music loop) is 128 kB
HEAD = 12  # "RIFF", the size of what follows, "WAVE"


def read(path: Path) -> bytes:
    """The bytes of the WAV file at `path`; raises storage's Missing, Unreadable or Damaged naming the file."""
    data = reading.read_bounded(path, MAX_BYTES)
    if len(data) < HEAD or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise unplayable(path, "it does not start as a WAV file")
    return data


def unplayable(path: Path, why: str) -> Damaged:
    """The sound at `path` refused, in the words every refusal of a sound uses: the door's or the mixer's `why`."""
    return Damaged(path, f"is not a sound the game can play ({why})")
