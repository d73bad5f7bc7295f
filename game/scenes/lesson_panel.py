"""Where a lesson's panel of words goes on the table, in design space.

At the Normal text the panel is the lesson's own (Lesson.panel), which its steps leave clear. At a larger text its
words are set larger (game.ui.text.as_large), so the panel grows: as much across as its words do, and down only as
far as their lines need; narrower and taller, or wider and shorter, where that is what the table has room for. It is
placed clear of everything the player must keep in sight (`keep`: the step's card and the place it goes, the table's
buttons, the turn box, the piles and cards the step talks about): about the lesson's own panel where it can be, else
in the free room of the table nearest to it. A panel at least TALL high has its buttons along its bottom, a shorter
one at its right. When no room anywhere holds the words at their size, the panel grows about the lesson's own by less,
as far as it stays clear, and its words are set smaller to fit it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

from game.ui.viewport import DESIGN_H, DESIGN_W

TALL = 140  # a panel this high (design space) has its buttons along the bottom
SIDE_LEAST = 96  # the least height of a panel with its buttons at its right: Next over Skip tutorial
GAP = 6  # between a panel placed in free room and what it keeps in sight
GROWTH_STEP = 0.05  # where no room holds the words at their size, the panel grows by less in these steps
WINDOW = pygame.Rect(0, 0, DESIGN_W, DESIGN_H)
# the widths tried for a grown panel, as parts of the lesson's panel's width grown with the words: its own shape first
WIDTHS = (1.0, 0.9, 1.1, 0.8, 1.25, 0.7, 1.5, 0.6, 1.75, 2.0, 2.5)
# about the lesson's own panel: about its middle, or with a side kept where it is (the edges of pygame.Rect named)
ANCHORS = [(across, down) for across in ("centerx", "right", "left") for down in ("centery", "bottom", "top")]

Needed = Callable[[int, bool], int]  # a panel's width, and whether it is tall -> the height its words need


def is_tall(panel: tuple[int, int, int, int] | pygame.Rect) -> bool:
    """Whether a panel has its buttons along its bottom (the words over its whole width), not at its right."""
    return panel[3] >= TALL


def placed(own: pygame.Rect, growth: float, keep: list[pygame.Rect], needed: Needed) -> pygame.Rect:
    """The panel for words `growth` times as large as at the Normal text: the lesson's `own` at the Normal text (where
    it covers nothing kept in sight); grown, the first of its shapes (shapes) that has a place clear of `keep`
    (spots); else grown by less about the lesson's own (its words set smaller), the most it may, down to its own."""
    if growth <= 1 and own.collidelist(keep) == -1:
        return own
    for size in shapes(own, max(1.0, growth), needed):
        for spot in spots(own, size, keep):
            if spot.collidelist(keep) == -1:
                return spot
    while growth > 1:  # as tall as the words need, else grown across alone
        width = min(WINDOW.w, round(own.w * growth))
        for height in (min(round(own.h * growth), max(own.h, needed(width, is_tall(own)))), own.h):
            for spot in anchored(own, (width, height)):
                if spot.collidelist(keep) == -1:
                    return spot
        growth -= GROWTH_STEP
    return own


def shapes(own: pygame.Rect, growth: float, needed: Needed) -> Iterator[tuple[int, int]]:
    """The sizes a grown panel may take, the most like the lesson's own first: each width of WIDTHS, as tall as its
    words need, laid out as the lesson's panel is and else the other way."""
    for part in WIDTHS:
        width = min(WINDOW.w, round(own.w * growth * part))
        for tall in (is_tall(own), not is_tall(own)):
            height = max(TALL, needed(width, True)) if tall else max(SIDE_LEAST, needed(width, False))
            if is_tall((0, 0, width, height)) == tall and height <= WINDOW.h:
                yield width, height


def spots(own: pygame.Rect, size: tuple[int, int], keep: list[pygame.Rect]) -> Iterator[pygame.Rect]:
    """Where a panel of `size` may go: about the lesson's own panel (ANCHORS), then against the edges of the window
    and of what it keeps in sight, nearest to the lesson's own panel first."""
    width, height = size
    yield from anchored(own, size)
    lefts = {WINDOW.left, WINDOW.right - width, *(k.right + GAP for k in keep), *(k.left - GAP - width for k in keep)}
    tops = {WINDOW.top, WINDOW.bottom - height, *(k.bottom + GAP for k in keep), *(k.top - GAP - height for k in keep)}
    free = [pygame.Rect(x, y, width, height) for x in lefts for y in tops]
    free = [spot for spot in free if WINDOW.contains(spot)]
    yield from sorted(free, key=lambda spot: math.dist(spot.center, own.center))


def anchored(own: pygame.Rect, size: tuple[int, int]) -> Iterator[pygame.Rect]:
    """A panel of `size` about the lesson's own panel (ANCHORS), moved into the window."""
    for across, down in ANCHORS:
        spot = pygame.Rect((0, 0), size)
        setattr(spot, across, getattr(own, across))
        setattr(spot, down, getattr(own, down))
        yield spot.clamp(WINDOW)
