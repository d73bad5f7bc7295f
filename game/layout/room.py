"""Room in the window for something laid beside what it explains or enlarges (a tooltip, a card's enlarged faces):
the window's sides of a rect, the parts of a room clear of what a player reads there, and the nearest of them that
holds a box; and rects as values (Box). Pure arithmetic in window pixels."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

FREE_PARTS = 24  # the most parts of a room clear of what is avoided that are tried
Box = tuple[int, int, int, int]  # a rect as a value (a key of a cache): x, y, width, height


def boxes(rects: Iterable[pygame.Rect]) -> tuple[Box, ...]:
    """Rects as values."""
    return tuple((rect.x, rect.y, rect.w, rect.h) for rect in rects)


def nearest_free(box: pygame.Rect, beside: pygame.Rect, window: pygame.Rect, gap: int,
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The box in a part of the window to one side of `beside` that holds it clear of every one of `avoid`, as near
    `beside`'s middle as that part allows, the nearest of them all; None where no part holds it."""
    centred = box.copy()
    centred.center = beside.center
    found = [centred.clamp(room) for side in sides(beside, window, gap) for room in free_parts(side, avoid, gap)
             if room.w >= box.w and room.h >= box.h]
    return min(found, key=lambda option: (option.centerx - beside.centerx) ** 2
               + (option.centery - beside.centery) ** 2, default=None)


def sides(beside: pygame.Rect, window: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """The window's room to the right of `beside`, to its left, under it and over it, each `gap` clear of it."""
    inner = window.inflate(-2 * gap, -2 * gap)
    return [room for room in (pygame.Rect(beside.right + gap, inner.y, inner.right - beside.right - gap, inner.h),
                              pygame.Rect(inner.x, inner.y, beside.left - gap - inner.x, inner.h),
                              pygame.Rect(inner.x, beside.bottom + gap, inner.w, inner.bottom - beside.bottom - gap),
                              pygame.Rect(inner.x, inner.y, inner.w, beside.top - gap - inner.y))
            if room.w > 0 and room.h > 0]


def free_parts(room: pygame.Rect, avoid: Sequence[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """The parts of `room` that lie `gap` clear of every one of `avoid`: the room cut left of, right of, over and
    under each rect it meets; the largest first (at most FREE_PARTS of them)."""
    parts = [room]
    for rect in (rect.inflate(2 * gap, 2 * gap) for rect in avoid):
        cut: list[pygame.Rect] = []
        for part in parts:
            if not part.colliderect(rect):
                cut.append(part)
                continue
            cut += [piece for piece in (pygame.Rect(part.x, part.y, rect.left - part.x, part.h),
                                        pygame.Rect(rect.right, part.y, part.right - rect.right, part.h),
                                        pygame.Rect(part.x, part.y, part.w, rect.top - part.y),
                                        pygame.Rect(part.x, rect.bottom, part.w, part.bottom - rect.bottom))
                    if piece.w > 0 and piece.h > 0]
        parts = sorted(cut, key=lambda part: -part.w * part.h)[:FREE_PARTS]
    return parts
