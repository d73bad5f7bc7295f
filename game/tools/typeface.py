"""The characters the bundled typeface draws, for game/files/typeface.py: the code points every face of DejaVu Sans
in assets/fonts maps to a glyph (read from each face's cmap table), as ranges. Run after changing the typeface:
`python -m game.tools.typeface` writes the table again; tests/test_typeface.py checks it matches the fonts."""

from __future__ import annotations

import struct
from collections.abc import Iterable
from pathlib import Path

from game.ui.text.faces import FACES, FALLBACK

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
TABLE = Path(__file__).resolve().parents[1] / "files" / "typeface.py"


def mapped(font: bytes) -> set[int]:
    """The code points a TrueType font's Unicode cmap subtables (formats 4 and 12) map to a glyph other than 0."""
    tables = struct.unpack_from(">H", font, 4)[0]
    cmap = next(struct.unpack_from(">I", font, 12 + 16 * k + 8)[0] for k in range(tables)
                if font[12 + 16 * k:16 + 16 * k] == b"cmap")
    codes: set[int] = set()
    for k in range(struct.unpack_from(">H", font, cmap + 2)[0]):
        offset = cmap + struct.unpack_from(">I", font, cmap + 4 + 8 * k + 4)[0]
        kind = struct.unpack_from(">H", font, offset)[0]
        if kind == 4:
            codes |= _format4(font, offset)
        elif kind == 12:
            groups = struct.unpack_from(">I", font, offset + 12)[0]
            for g in range(groups):
                start, end, _ = struct.unpack_from(">III", font, offset + 16 + 12 * g)
                codes.update(range(start, end + 1))
    return codes


def _format4(font: bytes, offset: int) -> set[int]:
    segments = struct.unpack_from(">H", font, offset + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", font, offset + 14)
    starts = struct.unpack_from(f">{segments}H", font, offset + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", font, offset + 16 + 4 * segments)
    range_at = offset + 16 + 6 * segments
    ranges = struct.unpack_from(f">{segments}H", font, range_at)
    codes = set()
    for s in range(segments):
        for code in range(starts[s], ends[s] + 1):
            if code == 0xFFFF:
                continue
            if ranges[s] == 0:
                glyph = (code + deltas[s]) & 0xFFFF
            else:
                at = range_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                glyph = struct.unpack_from(">H", font, at)[0]
                glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
            if glyph:
                codes.add(code)
    return codes


def drawn(faces: Iterable[str] = FACES.values()) -> list[tuple[int, int]]:
    """The code points every one of `faces` draws (DejaVu's regular and bold by default), as (first, last) ranges
    in order."""
    codes = set.intersection(*(mapped((FONTS / face).read_bytes()) for face in faces))
    ranges: list[tuple[int, int]] = []
    for code in sorted(codes):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return ranges


def _rows(ranges: list[tuple[int, int]]) -> str:
    rows = [", ".join(f"(0x{a:04X}, 0x{b:04X})" for a, b in ranges[k:k + 5]) for k in range(0, len(ranges), 5)]
    return "".join(f"    {row},\n" for row in rows)


def table_text() -> str:
    """The module game/files/typeface.py: the ranges DejaVu draws and those the fallback face draws, five to a
    line."""
    return ('"""The characters the game\'s typeface (DejaVu Sans, regular and bold, in assets/fonts) draws, as '
            'ranges of\ncode points, and those its fallback face (Droid Sans Fallback) draws: written by `python -m '
            'game.tools.typeface`;\na test checks it matches the fonts. Pure data: the names the player gives are '
            'checked against it without\npygame."""\n\n'
            "from __future__ import annotations\n\n"
            f"DRAWN: tuple[tuple[int, int], ...] = (\n{_rows(drawn())})\n"
            f"FALLBACK_DRAWN: tuple[tuple[int, int], ...] = (\n{_rows(drawn([FALLBACK]))})\n")


if __name__ == "__main__":
    TABLE.write_text(table_text(), encoding="utf-8")
    print(f"{TABLE}: {len(drawn())} and {len(drawn([FALLBACK]))} ranges")
