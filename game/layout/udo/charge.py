"""Where the charge tracker prints its title and its cells 0..maximum, in pixels of the tracker (game.ui.udo.faces
draws it there). Pure arithmetic over the inside of its frame and what its words measure, which the caller measures
(game.layout.measure: game.ui.text passes itself)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.layout.measure import Measure


@dataclass(frozen=True)
class Tracker:
    """The tracker's title and where it is set, bold, at `title_size`; its cells 0..maximum, and the size of the
    numbers in them (0: unnumbered, the current cell marked alone)."""

    title: str
    label: pygame.Rect
    title_size: int
    cells: tuple[pygame.Rect, ...]
    number_size: int


def tracker(inner: pygame.Rect, titles: tuple[str, str], maximum: int, measure: Measure) -> Tracker:
    """The title ("CHARGE n", the first of `titles`) at the left of a wide, flat tracker (above the cells of a taller
    one), the cells 0..maximum beside it: every word and number at the least readable size or larger, and whole.
    Where the numbered cells do not fit beside the title at that size (the Largest text in a small window), the title
    is the second of `titles` ("CHARGE n/maximum") and the cells are unnumbered."""
    pad = max(2, round(inner.w * 0.01))
    found = _parts(inner, pad, titles[0], maximum, measure, numbered=True)
    if found is None:
        found = _parts(inner, pad, titles[1], maximum, measure, numbered=False)
    assert found is not None  # unnumbered cells always have their parts
    return found


def _parts(inner: pygame.Rect, pad: int, title: str, maximum: int, measure: Measure, numbered: bool) -> Tracker | None:
    """The tracker with `title`; None when numbered cells do not fit beside the whole title at a readable size."""
    least = measure.least_readable()
    flat = inner.w > 4 * inner.h  # the title beside the cells, else above them
    room = pygame.Rect(inner.x, inner.y, round(inner.w * 0.26), inner.h) if flat else \
        pygame.Rect(inner.x, inner.y, inner.w, round(inner.h * 0.34))
    title_size = max(least, measure.fit(title, round(room.h * 0.95), room.w - 2 * pad, True))
    if flat:
        room.w = max(room.w, measure.width(title, title_size, True) + 4 * pad)
        track = pygame.Rect(room.right, inner.y + pad, inner.right - room.right - pad, inner.h - 2 * pad)
    else:
        track = pygame.Rect(inner.x + pad, room.bottom, inner.w - 2 * pad, inner.bottom - room.bottom - pad)
    slot = track.w / (maximum + 1)
    cells = tuple(pygame.Rect(round(track.x + value * slot + pad / 2), track.y, round(slot - pad), track.h)
                  for value in range(maximum + 1))
    if not numbered:
        return Tracker(title, room, title_size, cells, 0)
    cell_w, number = slot - pad, str(maximum)
    number_size = max(least, measure.fit(number, round(min(track.h, cell_w * 1.6) * 0.8), round(cell_w * 0.9), False))
    if measure.width(number, number_size, False) > cell_w or measure.width(title, title_size, True) > inner.w - 2 * pad:
        return None
    return Tracker(title, room, title_size, cells, number_size)
