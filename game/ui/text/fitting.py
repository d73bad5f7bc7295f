"""Fitting words to room: wrapping to a width, the largest size that fits a line or a block, and shortening with
an ellipsis what cannot fit at the least size a player must read."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from game.ui.text.faces import line_height, measure, width
from game.ui.text.sizes import MIN_SIZE, least_legible, least_readable, pixels, scale


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
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = [word for word in paragraph.split(" ") if word]
        if not words:
            lines.append("")
            continue
        per_char = measure(" ".join(words), pixel_size, bold) / max(1, len(" ".join(words)))
        start = 0
        while start < len(words):
            end = _line_end(pixel_size, bold, words, start, width_px, per_char)
            lines.append(" ".join(words[start:end]))
            start = end
    return tuple(lines)


def balanced(text: str, size: int, width_px: int, bold: bool = False) -> list[str]:
    """Word wrap in as few lines as `wrap` makes within `width_px`, each paragraph's lines as alike in length as the
    words allow: the paragraph wrapped to the narrowest width that keeps its count of lines, so a short last
    fragment ("(25).") does not stand alone under a full line. For words centred in a dialog."""
    return list(_balanced(text, pixels(size), width_px, bold))


@lru_cache(maxsize=256)
def _balanced(text: str, pixel_size: int, width_px: int, bold: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        count = len(_wrap(paragraph, pixel_size, width_px, bold))
        low, high = 1, width_px  # the fewest lines only grow as the width narrows: the narrowest keeping `count`
        while low < high:
            middle = (low + high) // 2
            if len(_wrap(paragraph, pixel_size, middle, bold)) <= count:
                high = middle
            else:
                low = middle + 1
        lines += _wrap(paragraph, pixel_size, high, bold)
    return tuple(lines)


def _line_end(pixel_size: int, bold: bool, words: list[str], start: int, width_px: int, per_char: float) -> int:
    """The end of the longest run of words from `start` that fits in `width_px` (at least one word)."""

    def fits(end: int) -> bool:
        return measure(" ".join(words[start:end]), pixel_size, bold) <= width_px

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
    return _fit(text, max_size, width_px, bold, scale())


def one_size(lines: Iterable[str], most: int, width_px: int, bold: bool = False) -> int:
    """The one size at which every one of `lines` fits `width_px` on one line, at most `most` (`most` for no lines)
    and never under the least legible size: a column of labels set alike, none shrunk alone among whole ones."""
    return max(least_legible(), min((fit(line, most, width_px, bold) for line in lines), default=most))


def fit_box(text: str, most: int, least: int, width_px: int, height_px: int, bold: bool = False) -> int:
    """The largest size from `most` down to `least` at which `text` fits in one line of `width_px` and that line's
    height in `height_px`; `least` where none does."""
    size = max(most, least)
    while size > least and (width(text, size, bold) > width_px or line_height(size, bold) > height_px):
        size -= 1
    return size


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
    size, lines = _fit_block(text, max_size, width_px, height_px, bold, scale())
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
    is more, the last line kept ends in an ellipsis after a whole word. A word wider than the box alone on its line
    is cut short with an ellipsis too ("Roun…" on a card in play in the smallest window), so no line runs past the
    box. For text that must stay at a readable size in a small box (the whole text is read where the card is shown
    enlarged)."""
    lines = [cut(part, size, width_px, bold)
             for paragraph in paragraphs for part in wrap(paragraph, size, width_px, bold)]
    room = max(1, height_px // line_height(size, bold))
    if len(lines) <= room:
        return lines
    lines = lines[:room]
    words = lines[-1].split(" ")
    while len(words) > 1 and width(" ".join(words) + "\u2026", size, bold) > width_px:
        words.pop()  # the ellipsis follows a whole word
    lines[-1] = cut(" ".join(words).rstrip(",;:\u2026") + "\u2026", size, width_px, bold)
    return lines


def largest_wrapped(paragraphs: Sequence[str], most: int, width_px: int, fits: Callable[[int, list[str]], bool],
                    bold: bool = False) -> tuple[int, list[str]] | None:
    """The paragraphs wrapped to `width_px` at the largest size from `most` down to the least legible one at which
    their lines pass `fits(size, lines)` (a face's box of words: so many lines, so tall); None where they pass at
    none."""
    floor = least_legible()
    for size in range(max(most, floor), floor - 1, -1):
        lines = [part for paragraph in paragraphs for part in wrap(paragraph, size, width_px, bold)]
        if fits(size, lines):
            return size, lines
    return None


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


def first_fit(wordings: Sequence[str], size: int, width_px: int, bold: bool = False) -> str:
    """The first of `wordings` (the longest first) that fits `width_px` whole at `size`; else the last, as it is."""
    return next((words for words in wordings if width(words, size, bold) <= width_px), wordings[-1])


def fitted(wordings: Sequence[str], size: int, width_px: int, bold: bool = False) -> str:
    """first_fit, the last wording cut short (cut) where even it is too wide."""
    return cut(first_fit(wordings, size, width_px, bold), size, width_px, bold)


def two_rows(line: str, most: int, widths: tuple[int, int], bold: bool = False) -> tuple[int, list[str]]:
    """`line` on two lines, the first `widths[0]` pixels wide and the second `widths[1]`, at the largest size <= `most`
    at which both fit, never under the least legible: split at the space that lets them be largest, or, where no split
    at a space fits at the least legible size (a long name typed as one word), between the two letters that do; at
    the floor, what still does not fit is cut (cut). For a name that must be read whole where one line has no room."""
    floor = least_legible()

    def largest(split: tuple[str, str]) -> int:
        return min(fit(half, most, room, bold) for half, room in zip(split, widths, strict=True))

    def ranked(split: tuple[str, str]) -> tuple[int, int]:  # the largest, then the halves most alike in length
        return largest(split), -abs(len(split[0]) - len(split[1]))

    at_spaces = [(line[:k], line[k + 1:]) for k, char in enumerate(line) if char == " "]
    best = max(at_spaces, key=ranked, default=None)
    if best is None or largest(best) < floor:
        best = max([(line[:k], line[k:]) for k in range(1, len(line))] or [(line, "")], key=ranked)
    size = max(floor, largest(best))
    return size, [cut(half, size, room, bold) for half, room in zip(best, widths, strict=True)]


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
