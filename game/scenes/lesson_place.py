"""Where a lesson's panel of words goes (design space), as pure arithmetic on rects: grown with its words and placed
clear of what the player keeps in sight (placed), its buttons kept where the last step's were (held), and its edge
kept off the lines of words the table shows (clear_of_lines). game.scenes.lesson_panel says what it reads."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence

import pygame

from game.ui.viewport import DESIGN_H, DESIGN_W

TALL = 140  # a panel this high (design space) has its buttons along the bottom
SIDE_LEAST = 96  # the least height of a panel with its buttons at its right: Next over Skip tutorial
GAP = 6  # between a panel placed in free room and what it keeps in sight
GROWTH_STEP = 0.05  # where no room holds the words at their size, the panel grows by less in these steps
WINDOW = pygame.Rect(0, 0, DESIGN_W, DESIGN_H)
MOVED_MOST = 48  # the farthest a panel is moved off (or grown over) a line of the table's words it cuts (design)
# the widths tried for a grown panel, as parts of the lesson's panel's width grown with the words: its own shape first
WIDTHS = (1.0, 0.9, 1.1, 0.8, 1.25, 0.7, 1.5, 0.6, 1.75, 2.0, 2.5)
# about the lesson's own panel: about its middle, or with a side kept where it is (the edges of pygame.Rect named)
ANCHORS = [(across, down) for across in ("centerx", "right", "left") for down in ("centery", "bottom", "top")]

Needed = Callable[[int, bool], int]  # a panel's width, and whether it is tall -> the height its words need


def is_tall(panel: tuple[int, int, int, int] | pygame.Rect) -> bool:
    """Whether a panel has its buttons along its bottom (the words over its whole width), not at its right."""
    return panel[3] >= TALL


def placed(own: pygame.Rect, growth: float, keep: list[pygame.Rect], needed: Needed,
           lines: Sequence[pygame.Rect] = (), after: pygame.Rect | None = None) -> pygame.Rect:
    """The panel for words `growth` times as large as at the Normal text: the lesson's `own` at the Normal text (where
    it covers nothing kept in sight); grown, with its buttons where they were on the panel it comes `after` (held), at
    that one's size where its words fit it, or at the first of its shapes (shapes) that has such a place clear of
    `keep`; else the first of its shapes that has a place clear of it at all (spots); else grown by less about the
    lesson's own (its words set smaller), the most it may, down to its own. Where it ends across none of the table's
    `lines` of words, too (fit)."""
    def clear(spot: pygame.Rect) -> bool:
        return spot.collidelist(keep) == -1 and not any(cuts(spot, line) for line in lines)

    if growth <= 1 and clear(own):
        return own
    same = [after.size] if after is not None and needed(after.w, is_tall(after)) <= after.h else []  # as it was
    held_spots = (held(after, size) for size in (*same, *shapes(own, max(1.0, growth), needed))) if after else ()
    if (spot := next((spot for spot in held_spots if spot is not None and clear(spot)), None)) is not None:
        return spot
    for size in shapes(own, max(1.0, growth), needed):
        for spot in spots(own, size, [*keep, *lines]):
            if clear(spot):
                return spot
    while growth > 1:  # as tall as the words need, else grown across alone
        width = min(WINDOW.w, round(own.w * growth))
        for height in (min(round(own.h * growth), max(own.h, needed(width, is_tall(own)))), own.h):
            for spot in anchored(own, (width, height)):
                if clear(spot):
                    return spot
        growth -= GROWTH_STEP
    return own


def held(after: pygame.Rect, size: tuple[int, int]) -> pygame.Rect | None:
    """A panel of `size` with its buttons where they are on the panel `after`, in the window: a strip with its buttons
    at its right (not tall), with its top right corner where that one's is. (A tall panel, about the table by its
    step, is placed afresh.)"""
    spot = pygame.Rect((0, 0), size)
    if is_tall(spot) or is_tall(after):
        return None
    spot.topright = after.topright
    return spot if WINDOW.contains(spot) else None


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


def clear_of_lines(panel: pygame.Rect, lines: Sequence[pygame.Rect], keep: Sequence[pygame.Rect],
                   fits: Callable[[pygame.Rect], bool], was: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """`panel` with no line of the table's words (`lines`) cut by its edge, staying in the window and off what it
    keeps in sight (`keep`) that it was off: where it `was` for the step, if that is so; else grown over the lines it
    cuts, so that they are wholly under it; else moved off them, the least way, so that they are wholly in sight; else
    drawn back from them, where its words still `fits` at their size; else as it is."""
    covered = [box for box in keep if box.colliderect(panel)]

    def clear(spot: pygame.Rect) -> bool:
        return (WINDOW.contains(spot) and [box for box in keep if box.colliderect(spot)] == covered
                and not any(cuts(spot, line) for line in lines))

    grown, drawn = panel, panel
    for _ in lines:
        grown = grown.unionall([line for line in lines if cuts(grown, line)] or [grown])
        cut = next((line for line in lines if cuts(drawn, line)), None)
        drawn = drawn if cut is None else max(backs(drawn, cut), key=area)
    moved = sorted((spot for line in lines if cuts(panel, line) for spot in moves(panel, line)
                    if math.dist(spot.topleft, panel.topleft) <= MOVED_MOST),
                   key=lambda spot: math.dist(spot.topleft, panel.topleft))
    near = [grown] if max(panel.top - grown.top, grown.bottom - panel.bottom, panel.left - grown.left,
                          grown.right - panel.right) <= MOVED_MOST else []
    drawn_back = [drawn] if area(drawn) > 0 and fits(drawn) else []
    return next((spot for spot in (*was, *near, *moved, *drawn_back) if clear(spot)), panel)


def area(box: pygame.Rect) -> int:
    """The area of `box`, or less than none where it is turned inside out (a side drawn back past the other)."""
    return box.w * box.h if box.w > 0 and box.h > 0 else -1


def moves(panel: pygame.Rect, line: pygame.Rect) -> list[pygame.Rect]:
    """`panel` moved just off `line`: under it, over it, to its right and to its left."""
    return [panel.move(0, line.bottom - panel.top), panel.move(0, line.top - panel.bottom),
            panel.move(line.right - panel.left, 0), panel.move(line.left - panel.right, 0)]


def cuts(panel: pygame.Rect, line: pygame.Rect) -> bool:
    """Whether the edge of `panel` crosses `line`: part of it under the panel, part in sight."""
    return panel.colliderect(line) and not panel.contains(line)


def backs(panel: pygame.Rect, line: pygame.Rect) -> list[pygame.Rect]:
    """`panel` with one edge drawn back to the near side of `line` (its top to under the line, its bottom to over it,
    its left and its right past it)."""
    return [pygame.Rect(panel.x, line.bottom, panel.w, panel.bottom - line.bottom),
            pygame.Rect(panel.x, panel.y, panel.w, line.top - panel.y),
            pygame.Rect(line.right, panel.y, panel.right - line.right, panel.h),
            pygame.Rect(panel.x, panel.y, line.left - panel.x, panel.h)]
