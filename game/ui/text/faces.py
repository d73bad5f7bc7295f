"""The typefaces: DejaVu Sans, regular and bold, and Droid Sans Fallback for the glyphs DejaVu lacks (Chinese,
Japanese, Korean: a name in any script), all in assets/fonts with their licences; each opened at a pixel size,
at most FONTS_OPEN at once, and the widths and heights of lines set in them.

A line is set in runs (`runs`): each character in DejaVu where DejaVu has it (or where it draws nothing at all, a
joiner or a combining mark), else in the fallback where that has it, else as one replacement mark (U+FFFD, in
DejaVu), never the empty box of a missing glyph. The fallback is opened only when a line first needs it: a text
all in DejaVu, as every word of the game is, never reads its file. Letters written right to left (an Arabic or
Hebrew name) are set in DejaVu opened for their script and direction, so that HarfBuzz joins them and lays them right
to left, and the runs of a line mixing directions are put in the order they are drawn (game.ui.text.bidi)."""

from __future__ import annotations

import unicodedata
from bisect import bisect_right
from collections import OrderedDict
from functools import cache, lru_cache
from io import BytesIO

import pygame

from game.files.paths import asset
from game.files.typeface import DRAWN, FALLBACK_DRAWN
from game.ui.face_cache import released
from game.ui.text.bidi import visual_runs
from game.ui.text.sizes import pixels

FACES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
FALLBACK = "DroidSansFallback.ttf"  # one face: bold text is set in it emboldened
REPLACEMENT = "\ufffd"
# Characters that draw nothing (joiners, combining marks, spaces, controls): kept in DejaVu's run, as they always were.
_NO_INK = frozenset({"Mn", "Me", "Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})
_STARTS = tuple(first for first, _ in DRAWN)
_FALLBACK_STARTS = tuple(first for first, _ in FALLBACK_DRAWN)
# Lines of a block are set this many pixel sizes apart: the typeface's own spacing (1.16) leaves room for accents
# over capitals, which the game's words never have.
LEADING = 1.1
# Open fonts, at most this many: the least recently used is closed when another is opened. Each holds its face's
# tables, its shaping and the glyphs it has made, about a quarter of a megabyte (pygame-ce 2.5 on Linux, measured).
# A font is asked for only when a line is measured or drawn for the first time (widths and lines are kept apart,
# `measure` and game.ui.text.TEXTS) and a size's metrics are read once (`metrics`); opening one costs about as much as
# setting a kept one to another size (Font.point_size), as either way its glyphs are made anew.
FONTS_OPEN = 8


def font_bytes(size: int) -> int:
    """What an open font holds once it has measured and drawn a line (pygame-ce 2.5 on Linux, measured): its face,
    about 86 kB, its shaping and glyph metrics once it has measured a line, 80 kB, the glyphs it has drawn, about
    70 kB at the sizes the scenes use, and their bitmaps, which grow with the square of the size."""
    return 236_000 + 18 * size * size


_fonts: OrderedDict[tuple[int, bool, bool, str | None], pygame.font.Font] = OrderedDict()
# (pixels, bold, fallback, the script of a face set right to left)


class Metrics:
    """The heights of a typeface at a pixel size, in pixels. A plain class: a NamedTuple compiles code for itself at
    start-up (tests/test_startup.py)."""

    __slots__ = ("ascent", "height", "linesize")

    def __init__(self, ascent: int, height: int, linesize: int) -> None:
        self.ascent = ascent  # from the top of a line to its baseline
        self.height = height  # of a line's picture: ascent and descent
        self.linesize = linesize  # the typeface's own distance between lines


def metrics(size: int, bold: bool = False) -> Metrics:
    """The heights of the typeface for a size asked for."""
    return _metrics(pixels(size), bold)


@lru_cache(maxsize=256)
def _metrics(pixel_size: int, bold: bool) -> Metrics:
    face = face_at(pixel_size, bold)
    return Metrics(face.get_ascent(), face.get_height(), face.get_linesize())


def line_height(size: int, bold: bool = False) -> int:
    """The distance between the lines of a block of text at a size asked for."""
    return min(metrics(size, bold).linesize, round(pixels(size) * LEADING))


def face_at(pixel_size: int, bold: bool, fallback: bool = False, script: str | None = None) -> pygame.font.Font:
    """DejaVu at a pixel size, or with `fallback` the fallback face; with `script` (ISO 15924, "Arab"), DejaVu
    shaping that script right to left."""
    key = (pixel_size, bold, fallback, script)
    face = _fonts.get(key)
    if face is not None:
        _fonts.move_to_end(key)
        return face
    if not pygame.font.get_init():
        pygame.font.init()
    face = pygame.font.Font(BytesIO(_face_data(FALLBACK if fallback else FACES[bold])), pixel_size)
    face.bold = bold and fallback
    if script is not None:
        face.set_script(script)
        face.set_direction(pygame.DIRECTION_RTL)
    _fonts[key] = face
    while len(_fonts) > FONTS_OPEN:
        (old_size, *_), _ = _fonts.popitem(last=False)
        released(font_bytes(old_size))
    return face


@cache
def _face_data(name: str) -> bytes:
    """A typeface's file, read once: every size opened reads its glyphs from memory. A font opened by the file's
    name read it through a C stream that asked the system where it was before every read, some seven hundred
    calls a size; the dozen sizes of the menu's first frame spent more than a millisecond in them. A damaged file
    raises storage's Damaged naming it (game.files.fonts): the command line says so and exits 2."""
    from game.files import fonts  # here: read once, when the first line is measured

    return fonts.read(asset("fonts", name))


def _has(starts: tuple[int, ...], ranges: tuple[tuple[int, int], ...], code: int) -> bool:
    at = bisect_right(starts, code) - 1
    return at >= 0 and code <= ranges[at][1]


@lru_cache(maxsize=4096)
def runs(text: str) -> tuple[tuple[str, bool, str | None], ...]:
    """`text` as the runs it is set in, in the order they are drawn: (characters, whether in the fallback face, the
    script of a run set right to left or None), a character no face has written as REPLACEMENT. A text all in DejaVu
    and written left to right is one run of itself."""
    if text.isascii():
        return ((text, False, None),)
    pieces: list[tuple[str, bool, str | None]] = []
    for chars, script in visual_runs(text):
        if script is not None:  # letters right to left, and the spaces and marks among them: DejaVu has them
            pieces.append(("".join(char if _in_dejavu(char) else REPLACEMENT for char in chars), False, script))
            continue
        for char in chars:
            fallback = False
            if not _in_dejavu(char):
                fallback = _has(_FALLBACK_STARTS, FALLBACK_DRAWN, ord(char))
                char = char if fallback else REPLACEMENT
            if pieces and pieces[-1][1:] == (fallback, None):
                pieces[-1] = (pieces[-1][0] + char, fallback, None)
            else:
                pieces.append((char, fallback, None))
    return tuple(pieces) or (("", False, None),)


def _in_dejavu(char: str) -> bool:
    """Whether `char` is set in DejaVu: DejaVu draws it, or it draws nothing at all."""
    return _has(_STARTS, DRAWN, ord(char)) or unicodedata.category(char) in _NO_INK


def open_fonts() -> int:
    return len(_fonts)


def width(text: str, size: int, bold: bool = False) -> int:
    return measure(text, pixels(size), bold)


# Widths measured, by (text, pixel size, bold): a frame asks again for those of every label and line it lays out, and
# a dictionary answers in a third of the time of setting a line's runs and asking its faces. Emptied when full.
_widths: dict[tuple[str, int, bool], int] = {}
WIDTHS_KEPT = 5_000


def measure(text: str, pixel_size: int, bold: bool) -> int:
    """The width of `text` at a pixel size, its runs each measured in its face."""
    key = (text, pixel_size, bold)
    found = _widths.get(key)
    if found is None:
        if len(_widths) >= WIDTHS_KEPT:
            _widths.clear()
        found = _widths[key] = sum(_width(face_at(pixel_size, bold, fallback, script), piece)
                                   for piece, fallback, script in runs(text))
    return found


def _width(face: pygame.font.Font, text: str) -> int:
    """The width of `text` in `face`, measured as `render` draws it (a NUL is measured left out, as it is drawn)."""
    try:
        if "\x00" not in text:
            return face.size(text)[0]
    except (pygame.error, ValueError, UnicodeError):
        pass
    from game.files.names import shown

    return face.size(shown(text, ""))[0]
