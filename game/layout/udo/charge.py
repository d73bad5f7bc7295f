"""Where the charge tracker prints its title and its cells 0..maximum, in pixels of the tracker (game.ui.udo.faces
draws it there). Pure arithmetic over the inside of its frame and what its words measure, which the caller measures
(game.ui.text sets them): `fit` gives the largest size at which words fit a height and a width, `width` how wide they
are at a size, both bold or not."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

Fit = Callable[[str, int, int, bool], int]  # words, the largest size asked, the width they fit, bold: their size
Width = Callable[[str, int, bool], int]  # words, their size, bold: their width in pixels


@dataclass(frozen=True)
class Tracker:
    """The tracker's title and where it is set, bold, at `title_size`; its cells 0..maximum, and the size of the
    numbers in them (0: unnumbered, the current cell marked alone)."""

    title: str
    label: pygame.Rect
    title_size: int
    cells: tuple[pygame.Rect, ...]
    number_size: int


def tracker(inner: pygame.Rect, titles: tuple[str, str], maximum: int, least: int, fit: Fit, width: Width
            ) -> Tracker:
    """The title ("CHARGE n", the first of `titles`) at the left of a wide, flat tracker (above the cells of a taller
    one), the cells 0..maximum beside it: every word and number at `least` (the least readable size) or larger, and
    whole. Where the numbered cells do not fit beside the title at that size (the Largest text in a small window), the
    title is the second of `titles` ("CHARGE n/maximum") and the cells are unnumbered."""
    pad = max(2, round(inner.w * 0.01))
    found = _parts(inner, pad, titles[0], maximum, least, fit, width, numbered=True)
    if found is None:
        found = _parts(inner, pad, titles[1], maximum, least, fit, width, numbered=False)
    assert found is not None  # unnumbered cells always have their parts
    return found


def _parts(inner: pygame.Rect, pad: int, title: str, maximum: int, least: int, fit: Fit, width: Width,
           numbered: bool) -> Tracker | None:
    """The tracker with `title`; None when numbered cells do not fit beside the whole title at a readable size."""
    flat = inner.w > 4 * inner.h  # the title beside the cells, else above them
    room = pygame.Rect(inner.x, inner.y, round(inner.w * 0.26), inner.h) if flat else \
        pygame.Rect(inner.x, inner.y, inner.w, round(inner.h * 0.34))
    title_size = max(least, fit(title, round(room.h * 0.95), room.w - 2 * pad, True))
    if flat:
        room.w = max(room.w, width(title, title_size, True) + 4 * pad)
        track = pygame.Rect(room.right, inner.y + pad, inner.right - room.right - pad, inner.h - 2 * pad)
    else:
        track = pygame.Rect(inner.x + pad, room.bottom, inner.w - 2 * pad, inner.bottom - room.bottom - pad)
    slot = track.w / (maximum + 1)
    cells = tuple(pygame.Rect(round(track.x + value * slot + pad / 2), track.y, round(slot - pad), track.h)
                  for value in range(maximum + 1))
    if not numbered:
        return Tracker(title, room, title_size, cells, 0)
    cell_w, number = slot - pad, str(maximum)
    number_size = max(least, fit(number, round(min(track.h, cell_w * 1.6) * 0.8), round(cell_w * 0.9), False))
    if width(number, number_size, False) > cell_w or width(title, title_size, True) > inner.w - 2 * pad:
        return None
    return Tracker(title, room, title_size, cells, number_size)
