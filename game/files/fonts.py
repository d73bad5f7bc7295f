"""A typeface the game ships (assets/fonts), read through the door of every file (game.files.reading) and checked as
a TrueType or OpenType file whose tables all lie inside it: a file cut short, emptied or replaced by something else
is Damaged, named in one line, where the text library would have failed at the first word it measured."""

from __future__ import annotations

import struct
from pathlib import Path

from game.files import reading
from game.files.storage import Damaged

MAX_BYTES = 32 * 1024 * 1024  # the largest face shipped, the fallback for Chinese, Japanese and Korean, is 3.4 MB
SIGNATURES = (b"\x00\x01\x00\x00", b"OTTO", b"true")  # TrueType, OpenType with CFF outlines, Apple's TrueType
DIRECTORY, RECORD = 12, 16  # the bytes of the table directory's head and of each table's record in it


def read(path: Path) -> bytes:
    """The bytes of the typeface at `path`; raises storage's Missing, Unreadable or Damaged naming the file."""
    data = reading.read_bounded(path, MAX_BYTES)
    problem = _problem(data)
    if problem is not None:
        raise Damaged(path, f"is not a typeface the game can draw with ({problem})")
    return data


def _problem(data: bytes) -> str | None:
    """What is wrong with the bytes of a TrueType or OpenType file, or None."""
    if len(data) < DIRECTORY or data[:4] not in SIGNATURES:
        return "it does not start as a TrueType or OpenType file"
    tables = struct.unpack_from(">H", data, 4)[0]
    if tables == 0 or DIRECTORY + RECORD * tables > len(data):
        return "its table of contents is cut short"
    for number in range(tables):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, DIRECTORY + RECORD * number)
        if offset + length > len(data):
            name = tag.decode("latin-1")
            return f"the file is cut short: its table {name!r} ends at byte {offset + length:,} of {len(data):,}"
    return None
