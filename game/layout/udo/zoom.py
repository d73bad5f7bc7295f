"""Where the combo board enlarges the card the mouse rests on, in window pixels: its faces (both sides of a two-sided
card) side by side over the card, with room for their labels over them, else beside it (on its right, or its left
where the window has no room there) where over it they would leave the window or cover what is read beside them,
smaller where that leaves a lesson's words and the card's tooltip in sight, and else in the nearest room of the window
that does (zoom_laid). Pure arithmetic; `px` turns a design length into window pixels. And where the master is read
enlarged (master_zoom), in design space."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.layout.cards import SIDE_LABEL
from game.layout.room import Box, boxes, nearest_free

GAP, LIFT = 12, 6  # design px: between two faces; their foot over the card
MASTER_ZOOM = 1.8  # the master enlarged: at most this many times its card's size


def zoom_laid(card: pygame.Rect, sizes: Sequence[tuple[int, int]], sides: int, window: pygame.Rect,
              read: Sequence[pygame.Rect], covered: Sequence[pygame.Rect], px: Callable[[float], int],
              tip: Callable[[pygame.Rect], tuple[bool, ...]]) -> tuple[tuple[int, int], list[pygame.Rect]]:
    """The size and the boxes of the enlarged faces: the first of `sizes` (the largest first) whose faces laid beside
    the card (zoom_boxes), with their labels, lie clear of what is `covered` (a lesson's words) and whose tooltip `tip`
    finds clear of all it asks (beside all they and the card cover: zoom_covers), else the first so laid anywhere (a
    card read smaller beside it is read more easily than one larger far from it); where none is, the first clear of
    the most, in that order. Kept while all it reads is the same (the mouse resting on a card asks each frame, and
    where nothing is clear it tries every size twice): `px` is the same function (a viewport's own, while the window
    keeps its size), and `tip` a value equal to another while it would answer alike (game.ui.tip.Clearance, which
    holds the text size its tooltip is measured at)."""
    size, laid = _laid(*boxes([card, window]), tuple(sizes), sides, boxes(read), boxes(covered), px, tip)
    return size, [pygame.Rect(box) for box in laid]


@lru_cache(maxsize=16)
def _laid(card: Box, window: Box, sizes: tuple[tuple[int, int], ...], sides: int, read: tuple[Box, ...],
          covered: tuple[Box, ...], px: Callable[[float], int], tip: Callable[[pygame.Rect], tuple[bool, ...]]
          ) -> tuple[tuple[int, int], tuple[Box, ...]]:
    """zoom_laid, of plain values (a key of the cache)."""
    rect, frame = pygame.Rect(card), pygame.Rect(window)
    beside, over = [pygame.Rect(box) for box in read], [pygame.Rect(box) for box in covered]
    label, best = px(SIDE_LABEL) if sides > 1 else 0, None
    for anywhere in (False, True):
        for size in sizes:
            faces = zoom_boxes(rect, size, sides, frame, beside, px, anywhere)
            ranked = (all(box.union(box.move(0, -label)).collidelist(over) < 0 for box in faces),
                      *tip(zoom_covers(faces, rect, px)))
            if all(ranked):
                return size, boxes(faces)
            if best is None or ranked > best[0]:
                best = ranked, size, faces
    assert best is not None, "no size to lay the faces at"
    return best[1], boxes(best[2])


def zoom_boxes(card: pygame.Rect, size: tuple[int, int], sides: int, window: pygame.Rect,
               read: Sequence[pygame.Rect], px: Callable[[float], int], anywhere: bool = False) -> list[pygame.Rect]:
    """Where `sides` enlarged faces of `size` lie (a two-sided card's with their labels over them): over `card`,
    else beside it, clear of it, where over it they would leave `window` or cover what is `read` beside them: on its
    right (on its left where the window has no room there), else on its other side, else under it (as near as the
    window allows), where only that leaves what is read in sight; where none does, `anywhere`: in the nearest room of
    the window that does (game.layout.room); else on its right."""
    gap, label = px(GAP), px(SIDE_LABEL) if sides > 1 else 0
    above, right, left, under = (pygame.Rect(0, 0, sides * size[0] + (sides - 1) * gap, size[1] + label)
                                 for _ in range(4))
    above.midbottom = (card.centerx, card.top - px(LIFT))
    under.midtop = (card.centerx, card.bottom + px(LIFT))
    right.topleft = (card.right + px(LIFT), card.top)
    left.topright = (card.left - px(LIFT), card.top)
    beside = [right, left] if right.right <= window.right else [left, right]
    tries = [box.clamp(window) for box in ([above] if above.top >= 0 else []) + beside + [under]]
    clear = next((box for box in tries if box.collidelist(list(read)) == -1), None)
    area = clear or (nearest_free(above, card, window, px(LIFT), read) if anywhere else None) or beside[0].clamp(window)
    return [pygame.Rect(area.x + i * (size[0] + gap), area.y + label, *size) for i in range(sides)]


def zoom_covers(boxes: Sequence[pygame.Rect], card: pygame.Rect, px: Callable[[float], int]) -> pygame.Rect:
    """All the enlarged faces cover with their labels, and the card itself: what their tooltip lies beside."""
    lift = px(SIDE_LABEL)
    return card.unionall([box.union(box.move(0, -lift)) for box in boxes])


def master_zoom(zones: dict[str, pygame.Rect]) -> tuple[float, float, float, float]:
    """The master's card read enlarged (design space): right of its card, as large as MASTER_ZOOM, or as leaves the
    start of the status line beside it in sight (it covered "Deal 9: click a heart" with a heart in focus)."""
    card, status = zones["master"], zones["status"]
    scale = min(MASTER_ZOOM, (status.x - card.right - 2 * GAP) / card.width)
    return card.right + GAP, card.y, card.width * scale, card.height * scale
