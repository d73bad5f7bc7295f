"""Text sizes: the size a layout asks for, the typeface's pixels it draws at the player's text size
(game.files.settings), and the floors of text a player must read.

A screen may lay out and draw its words at another text size than the player's for a while (`at_scale`): Settings
makes, while it waits, what it will show at the text sizes the player may choose next."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from game.files import settings

MIN_SIZE = 8
# The typeface's pixel size per unit of size asked (the scale pygame's own font had, which the layouts were made
# for): a size of 15, the least asked for anything a player must read at 1280x720 (tests/ui/test_readable_text.py),
# draws a 10 px typeface, capitals 7 px high on a line 12 px tall.
EM = 0.6875
READABLE = 15
LEAST_PX = 11  # the least typeface, in pixels, of any text a player must read, in any window at any text size


_instead: list[float] = []  # the text scales put in force for a while (at_scale), the last one in force


def scale() -> float:
    """The text scale words are set at: the player's (game.files.settings), or one put in force for a while."""
    return _instead[-1] if _instead else settings.current().text_scale


@contextmanager
def at_scale(text_scale: float) -> Iterator[None]:
    """Words are measured, fitted and drawn at `text_scale` (a value of settings.TEXT_SCALES) while this lasts."""
    _instead.append(text_scale)
    try:
        yield
    finally:
        _instead.pop()


def pixels(size: int) -> int:
    """The typeface's size in pixels for a size asked for, at the text size in force."""
    return _scaled(size, scale())


def _scaled(size: int, text_scale: float) -> int:
    return max(MIN_SIZE, round(max(MIN_SIZE, size) * EM * text_scale))


def least_legible() -> int:
    """The least size whose typeface is LEAST_PX at the player's text size: the floor of words fitted to their room,
    which larger text sets larger wherever the room allows."""
    return _least_legible(scale())


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
    return _as_large(size, scale())


def enlarged(size: int) -> float:
    """How many times larger as_large(size) is set than at the Normal text: how much its box grows."""
    now = scale()
    return _scaled(_as_large(size, now), now) / _scaled(_as_large(size, 1.0), 1.0)


@cache
def _as_large(size: int, text_scale: float) -> int:
    wanted = text_scale * max(_scaled(size, 1.0), LEAST_PX)
    while _scaled(size, text_scale) < wanted:
        size += 1
    return size
