"""Rendered text, cached. Sizes are in window pixels (the caller scales from design space).

Every text is set in DejaVu Sans (assets/fonts, with its licence), the same on every system and inside a frozen
app. A size asked for is drawn at EM of it (the scale the layouts were made for) times the player's text size
(game.files.settings), so every measurement here (width, wrap, fit) answers for the text as it will be drawn.

Every cache here is bounded by what it holds, not by a count: rendered
lines by their pixels, open fonts by their estimated bytes (a font per pixel size, once used,
holds its glyphs: more than a hundred kilobytes each). Fitting text to a box measures at the
size asked for and at the size it lands on, not at every size in between, so a resized window
opens few new fonts.

Returned surfaces are shared by the cache: blit them, never draw on them.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from functools import cache, lru_cache
from io import BytesIO

import pygame

from game.files import settings
from game.files.paths import asset
from game.ui.face_cache import SurfaceCache, released

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

MIN_SIZE = 8
# The typeface's pixel size per unit of size asked (the scale pygame's own font had, which the layouts were made
# for): a size of 15, the least asked for anything a player must read at 1280x720 (tests/ui/test_readable_text.py),
# draws a 10 px typeface, capitals 7 px high on a line 12 px tall.
EM = 0.6875
READABLE = 15
LEAST_PX = 11  # the least typeface, in pixels, of any text a player must read, in any window at any text size
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


def pixels(size: int) -> int:
    """The typeface's size in pixels for a size asked for, at the player's text size."""
    return _scaled(size, settings.current().text_scale)


def _scaled(size: int, text_scale: float) -> int:
    return max(MIN_SIZE, round(max(MIN_SIZE, size) * EM * text_scale))


def least_legible() -> int:
    """The least size whose typeface is LEAST_PX at the player's text size: the floor of words fitted to their room,
    which larger text sets larger wherever the room allows."""
    return _least_legible(settings.current().text_scale)


@cache
def _least_legible(text_scale: float) -> int:
    """least_legible at a text scale, found once: a frame asks for it hundreds of times."""
    size = MIN_SIZE
    while _scaled(size, text_scale) < LEAST_PX:
        size += 1
    return size


def least_readable() -> int:
    """The least size to ask for text a player must read, at the player's text size: at least READABLE, and its
    typeface at least LEAST_PX (at the normal text size READABLE draws 10 px)."""
    return max(READABLE, least_legible())


def readable(size: int) -> int:
    """`size`, or the least readable size when it is smaller: for a label a player must read, whatever its room."""
    return max(size, least_readable())


def legible(size: int) -> int:
    """`size`, or the least legible size when it is smaller: for a label laid out for its size at every text size."""
    return max(size, least_legible())


def as_large(size: int) -> int:
    """The size to ask for words set in a box that grows with the text (a lesson's panel): at least the text scale
    times as large as the Normal text sets `size`, or its least legible size where that is larger, so the Largest
    text is half as large again even where the Normal's floor lifted it (11 px, not 10)."""
    return _as_large(size, settings.current().text_scale)


def enlarged(size: int) -> float:
    """How many times larger as_large(size) is set than at the Normal text: how much its box grows."""
    scale = settings.current().text_scale
    return _scaled(_as_large(size, scale), scale) / _scaled(_as_large(size, 1.0), 1.0)


@cache
def _as_large(size: int, text_scale: float) -> int:
    wanted = text_scale * max(_scaled(size, 1.0), LEAST_PX)
    while _scaled(size, text_scale) < wanted:
        size += 1
    return size


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


# Rendered lines, bounded by pixels like the faces: a long rules line at 4K weighs a hundred labels. Half a window's
# worth holds what any frame shows with room to spare: the most is the Rules page scrolling, 0.39 of a window (0.80
# Mpx at 1920x1080), the tables a tenth or less.
TEXTS = SurfaceCache(min_pixels=1_000_000, windows=0.5)


def render(text: str, size: int, color: ColorLike, bold: bool = False) -> pygame.Surface:
    """`text` in one line, antialiased on a transparent background. Text that draws nothing (U+200B, a lone
    combining mark) is an empty line, and a NUL or a lone surrogate is left out: a word read from a file never
    stops the window (game.files.names says which names show)."""
    rgba = tuple(pygame.Color(color))
    return TEXTS.get((text, rgba, bold), pixels(size), lambda: _rendered(text, size, rgba, bold))


def _rendered(text: str, size: int, rgba: tuple[int, ...], bold: bool) -> pygame.Surface:
    face = font(size, bold)
    try:
        return face.render(text, True, rgba)
    except (pygame.error, ValueError, UnicodeError):  # zero width, a NUL, a lone surrogate
        from game.files.names import shown

        return face.render(shown(text, ""), True, rgba)


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


def wrap(text: str, size: int, width_px: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to `width_px`; a word longer than the width gets a line of its own.
    Breaks only at plain spaces, so a no-break space (\u00a0) holds a phrase together.

    Each line is as many words as fit, found from a guess by the paragraph's mean character width and
    confirmed by measuring the line with one word more and one fewer: two or three measurements a
    line rather than one a word (a whole rules page is wrapped again at every new window size). The
    lines of the texts wrapped lately are kept: the tables wrap the same captions every frame."""
    return list(_wrap(text, pixels(size), width_px, bold))


@lru_cache(maxsize=1024)
def _wrap(text: str, pixel_size: int, width_px: int, bold: bool) -> tuple[str, ...]:
    face = _face(pixel_size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = [word for word in paragraph.split(" ") if word]
        if not words:
            lines.append("")
            continue
        per_char = _width(face, " ".join(words)) / max(1, len(" ".join(words)))
        start = 0
        while start < len(words):
            end = _line_end(face, words, start, width_px, per_char)
            lines.append(" ".join(words[start:end]))
            start = end
    return tuple(lines)


def _line_end(face: pygame.font.Font, words: list[str], start: int, width_px: int, per_char: float) -> int:
    """The end of the longest run of words from `start` that fits in `width_px` (at least one word)."""

    def fits(end: int) -> bool:
        return _width(face, " ".join(words[start:end])) <= width_px

    end, room = start + 1, width_px / max(per_char, 1e-6) - len(words[start])
    while end < len(words) and room >= len(words[end]) + 1:  # the guess, by characters
        room -= len(words[end]) + 1
        end += 1
    while end > start + 1 and not fits(end):
        end -= 1
    while end < len(words) and fits(end + 1):
        end += 1
    return end


def fit(text: str, max_size: int, width_px: int, bold: bool = False) -> int:
    """The largest size <= max_size at which `text` fits in one line of `width_px` (at least MIN_SIZE)."""
    return _fit(text, max_size, width_px, bold, settings.current().text_scale)


@lru_cache(maxsize=2048)
def _fit(text: str, max_size: int, width_px: int, bold: bool, scale: float) -> int:
    """fit at the text size `scale` (a key of the cache: the answer changes with it).

    Widths grow about in proportion to the size, so the width at max_size points at the answer and
    a step or two either side confirms it: the same answer as halving the range of sizes, from two
    fonts on average instead of five."""
    top = max(MIN_SIZE, max_size)
    full = width(text, top, bold)
    if full <= width_px:
        return top
    size = max(MIN_SIZE, min(top - 1, top * width_px // max(1, full)))
    while size > MIN_SIZE and width(text, size, bold) > width_px:
        size -= 1
    while size + 1 < top and width(text, size + 1, bold) <= width_px:
        size += 1
    return size


def fit_block(
    text: str, max_size: int, width_px: int, height_px: int, bold: bool = False
) -> tuple[int, list[str]]:
    """The largest size <= max_size at which `text`, wrapped to `width_px`, fits in `height_px`,
    with its lines. Words are never split, so every line also fits the width.

    As in fit, the font at max_size estimates the answer (wrapping at size s is close to wrapping
    at max_size in a box max_size/s times wider), and real wrapping at the sizes next to the
    estimate confirms it. The answers given lately are kept: a face drawn again at a size it had (its picture let
    go of by the bounded cache of faces, the scene opened again) fits its words at once."""
    size, lines = _fit_block(text, max_size, width_px, height_px, bold, settings.current().text_scale)
    return size, list(lines)


@lru_cache(maxsize=2048)
def _fit_block(text: str, max_size: int, width_px: int, height_px: int, bold: bool,
               scale: float) -> tuple[int, tuple[str, ...]]:
    """fit_block at the text size `scale` (a key of the cache: the answer changes with it)."""
    top = max(MIN_SIZE, max_size)
    lines = wrap(text, top, width_px, bold)
    if _block_fits(lines, top, width_px, height_px, bold):
        return top, tuple(lines)
    low, high = MIN_SIZE, top - 1  # by the estimate, the answer stays in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        if _estimate_fits(text, top, middle, width_px, height_px, bold):
            low = middle
        else:
            high = middle - 1
    size = low
    lines = wrap(text, size, width_px, bold)
    while size > MIN_SIZE and not _block_fits(lines, size, width_px, height_px, bold):
        size -= 1
        lines = wrap(text, size, width_px, bold)
    while size + 1 < top:
        larger = wrap(text, size + 1, width_px, bold)
        if not _block_fits(larger, size + 1, width_px, height_px, bold):
            break
        size, lines = size + 1, larger
    return size, tuple(lines)


def shorten(paragraphs: Sequence[str], size: int, width_px: int, height_px: int, bold: bool = False) -> list[str]:
    """The paragraphs wrapped at `size` to `width_px`, as many lines as `height_px` holds (at least one); when there
    is more, the last line kept ends in an ellipsis after a whole word. For text that must stay at a readable size
    in a small box (the whole text is read where the card is shown enlarged)."""
    lines = [part for paragraph in paragraphs for part in wrap(paragraph, size, width_px, bold)]
    room = max(1, height_px // line_height(size, bold))
    if len(lines) <= room:
        return lines
    lines = lines[:room]
    words = lines[-1].split(" ")
    while len(words) > 1 and width(" ".join(words) + "\u2026", size, bold) > width_px:
        words.pop()  # the ellipsis follows a whole word
    lines[-1] = cut(" ".join(words).rstrip(",;:") + "\u2026", size, width_px, bold)
    return lines


def readable_block(words: str, max_size: int, floor: int, width_px: int, height_px: int,
                   bold: bool = False) -> tuple[int, list[str]]:
    """`words` wrapped to `width_px` at the largest size <= max_size at which they fit in `height_px`, but never under
    `floor` (READABLE for what a player must read): at the floor, what does not fit is shortened after a whole word."""
    size = max(floor, fit_block(words, max_size, width_px, height_px, bold)[0])
    return size, shorten([words], size, width_px, height_px, bold)


def readable_line(line: str, max_size: int, width_px: int, bold: bool = False) -> tuple[str, int]:
    """`line` and its size: the largest size <= max_size at which it fits in one line of `width_px`, but never under
    least_readable(); at that floor, what does not fit is cut with an ellipsis. For a label a player must read."""
    return floored_line(line, max_size, width_px, least_readable(), bold)


def legible_line(line: str, max_size: int, width_px: int, bold: bool = False) -> tuple[str, int]:
    """readable_line with the floor least_legible(): larger text is set larger only where the room allows."""
    return floored_line(line, max_size, width_px, least_legible(), bold)


def floored_line(line: str, max_size: int, width_px: int, floor: int, bold: bool = False) -> tuple[str, int]:
    """`line` and its size: the largest size <= max_size at which it fits in one line of `width_px`, never under
    `floor`; at the floor, what does not fit is cut with an ellipsis."""
    size = max(floor, fit(line, max_size, width_px, bold))
    return cut(line, size, width_px, bold), size


def newest(paragraphs: Sequence[str], size: int, width_px: int, rows: int, bold: bool = False) -> list[str]:
    """The last paragraphs, each wrapped whole at `size` to `width_px`, that fit in `rows` lines together: when not all
    fit, the oldest go first and none is cut in half. For a log whose newest line matters most (what just scored);
    a newest paragraph longer than all the rows is shortened after a whole word."""
    kept: list[str] = []
    for paragraph in reversed(paragraphs):
        lines = wrap(paragraph, size, width_px, bold)
        if len(kept) + len(lines) > rows:
            return kept or shorten([paragraph], size, width_px, rows * line_height(size, bold), bold)
        kept[:0] = lines
    return kept


def cut(line: str, size: int, width_px: int, bold: bool = False) -> str:
    """`line` as it is if it fits `width_px` at `size`; else as many of its characters as fit with an ellipsis
    after them. Cut at a character, never through one: a letter cut in half reads as another ("Iron Paln")."""
    if width(line, size, bold) <= width_px:
        return line
    while len(line) > 1 and width(line + "\u2026", size, bold) > width_px:
        line = line[:-1]
    return line.rstrip() + "\u2026"


def _block_fits(lines: list[str], size: int, width_px: int, height_px: int, bold: bool) -> bool:
    return (len(lines) * line_height(size, bold) <= height_px
            and all(width(line, size, bold) <= width_px for line in lines))


def _estimate_fits(text: str, top: int, size: int, width_px: int, height_px: int, bold: bool) -> bool:
    """Whether `text` would fit at `size`, measured with the font at `top` scaled down."""
    wide = width_px * top // size
    lines = wrap(text, top, wide, bold)
    return (len(lines) * line_height(top, bold) * size <= height_px * top
            and all(width(line, top, bold) <= wide for line in lines))


def draw(surface: pygame.Surface, text: str, size: int, color: ColorLike, bold: bool = False,
         **anchor: tuple[float, float]) -> pygame.Rect:
    """Blit `text` placed by one pygame.Rect anchor (center=..., midleft=..., topleft=...)."""
    image = render(text, size, color, bold)
    return surface.blit(image, image.get_rect(**anchor))


def draw_lines(surface: pygame.Surface, lines: Sequence[tuple[str, ColorLike]], size: int,
               rect: pygame.Rect, bold: bool = False, align: str = "center") -> None:
    """Lines of (text, colour), as a block centred vertically in `rect`, aligned left or centre."""
    step = line_height(size, bold)
    top = rect.centery - step * len(lines) / 2
    for i, (line, color) in enumerate(lines):
        middle = top + step * (i + 0.5)
        if align == "left":
            draw(surface, line, size, color, bold, midleft=(rect.left, middle))
        else:
            draw(surface, line, size, color, bold, center=(rect.centerx, middle))
