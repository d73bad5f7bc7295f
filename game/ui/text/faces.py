"""The typefaces: DejaVu Sans, regular and bold (assets/fonts, with its licence), opened once a pixel size and
kept within FONT_BYTES, and the widths of lines set in them."""

from __future__ import annotations

from collections import OrderedDict
from functools import cache
from io import BytesIO

import pygame

from game.files.paths import asset
from game.ui.face_cache import released
from game.ui.text.sizes import pixels

FACES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
# Lines of a block are set this many pixel sizes apart: the typeface's own spacing (1.16) leaves room for accents
# over capitals, which the game's words never have.
LEADING = 1.1
# Open fonts, estimated: about fifty at the sizes the scenes use, which is every size they ask for at one window
# size (about forty) and some of another. Fewer would make each scene or resize open its fonts again, at half a
# millisecond of glyph metrics each (a monkey run opened 4,800 fonts with room for thirty).
FONT_BYTES = 12_000_000


def font_bytes(size: int) -> int:
    """What an open font holds once it has measured and drawn a line (pygame-ce 2.5 on Linux, measured): its face,
    about 86 kB, its shaping and glyph metrics once it has measured a line, 80 kB, the glyphs it has drawn, about
    70 kB at the sizes the scenes use, and their bitmaps, which grow with the square of the size."""
    return 236_000 + 18 * size * size


_fonts: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
_font_bytes = {"open": 0}


def line_height(size: int, bold: bool = False) -> int:
    """The distance between the lines of a block of text at a size asked for."""
    return min(font(size, bold).get_linesize(), round(pixels(size) * LEADING))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The typeface for a size asked for (at least MIN_SIZE); the least recently used are closed
    beyond FONT_BYTES."""
    return _face(pixels(size), bold)


def _face(pixel_size: int, bold: bool) -> pygame.font.Font:
    key = (pixel_size, bold)
    face = _fonts.get(key)
    if face is not None:
        _fonts.move_to_end(key)
        return face
    if not pygame.font.get_init():
        pygame.font.init()
    face = pygame.font.Font(BytesIO(_face_data(bold)), key[0])
    _fonts[key] = face
    _font_bytes["open"] += font_bytes(key[0])
    while _font_bytes["open"] > FONT_BYTES and len(_fonts) > 1:
        (old_size, _), _ = _fonts.popitem(last=False)
        _font_bytes["open"] -= font_bytes(old_size)
        released(font_bytes(old_size))
    return face


@cache
def _face_data(bold: bool) -> bytes:
    """The typeface's file, read once: every size opened reads its glyphs from memory. A font opened by the file's
    name read it through a C stream that asked the system where it was before every read, some seven hundred
    calls a size; the dozen sizes of the menu's first frame spent more than a millisecond in them."""
    return asset("fonts", FACES[bold]).read_bytes()


def open_fonts() -> int:
    return len(_fonts)


def width(text: str, size: int, bold: bool = False) -> int:
    return _width(font(size, bold), text)


def _width(face: pygame.font.Font, text: str) -> int:
    """The width of `text` in `face`, measured as `render` draws it (a NUL is measured left out, as it is drawn)."""
    try:
        if "\x00" not in text:
            return face.size(text)[0]
    except (pygame.error, ValueError, UnicodeError):
        pass
    from game.files.names import shown

    return face.size(shown(text, ""))[0]
