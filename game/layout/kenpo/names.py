"""Where the names at the ring lie and how they break into lines: a fighter's inside its token (name_plate), the
fighters' under the score race (race_names, with the tracks they leave room for: race_tracks, and the size of names
set one a row: stacked_size), and a held card's across its token (held_name). Pure arithmetic over window pixels and
the widths of words, which the text measures (game.layout.measure: game.ui.text passes itself); nothing is drawn here.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.layout.kenpo.ring import score_tracks
from game.layout.measure import Measure
from game.words.kenpo.seating import halves


class Plate(NamedTuple):
    """A fighter's name as its token prints it: its lines, their size, in bold or not, whether on a band of the
    token's dark colour (else in dark letters on the disc), and the band's width and height."""

    lines: tuple[str, ...]
    size: int
    bold: bool
    band: bool
    width: int
    height: int

    @property
    def box(self) -> pygame.Rect:
        """The band around the token's centre, (0, 0)."""
        return pygame.Rect(-(self.width // 2), -(self.height // 2), self.width, self.height)


@lru_cache(maxsize=64)
def name_plate(name: str, largest: int, radius: int, inset: int, rise: int, measure: Measure,
               text_scale: float) -> Plate:
    """The name inside a token of `radius` px, its band (`inset` and `rise` px wider and taller than its words)
    never past the disc (a plate wider than the token reads as a label stuck on, and met the squares' chips): on one
    line, as large as `largest` where the disc's width there holds it, in bold or else the narrower plain face
    ("Computer" at 1024x600), down to the least legible size; else on two lines at that size (split as name_lines
    splits), each cut short where it is wider than the disc there. The whole name is told under the score race.
    `text_scale`: the player's text size, which the measures change with (a key of the cache, as each frame asks)."""
    least = measure.least_legible()

    def plate(lines: list[str], size: int, bold: bool) -> Plate:
        widest = max(measure.width(line, size, bold) for line in lines)
        return Plate(tuple(lines), size, bold, len(lines) > 1 or widest > radius * 1.5, widest + inset,
                     len(lines) * measure.line_height(size, bold) + rise)

    for bold in (True, False):
        for size in range(max(largest, least), least - 1, -1):
            room = chord(radius, measure.line_height(size, bold) + rise) - inset
            if measure.width(name, size, bold) <= room:
                return plate([name], size, bold)
    room = chord(radius, 2 * measure.line_height(least) + rise) - inset
    return plate([measure.cut(half, least, room) for half in halves(name)], least, False)


def chord(radius: int, height: int) -> int:
    """How wide a band `height` px tall across the middle of a disc may be with its corners inside the disc."""
    return math.floor(2 * math.sqrt(max(0.0, radius * radius - height * height / 4)))


def name_lines(name: str, largest: int, width: int, measure: Measure) -> tuple[list[str], int]:
    """A name on one line at a legible size where it fits `width` whole, else on two (split at the space nearest
    its middle, or at its middle: "龍の拳の師範" over "代理人さん"), each line cut only where even two lines cannot
    hold it."""
    line, size = measure.legible_line(name, largest, width, bold=True)
    if line == name:
        return [line], size
    split = halves(name)
    size = max(measure.least_legible(), min(measure.fit(half, largest, width, bold=True) for half in split))
    return [measure.cut(half, size, width, bold=True) for half in split], size


class RaceNames(NamedTuple):
    """The names under the score race: each name's lines, the size of each, and whether they are set one a row."""

    lines: list[list[str]]
    sizes: list[int]
    stacked: bool


NAME_MARGIN = 8  # design px between the names under the score race and its panel's sides


def named_room(panel: pygame.Rect, margin: int) -> pygame.Rect:
    """The room the names under the score race take in its `panel` (window px): the panel less `margin` (window px)
    at either side."""
    return panel.inflate(-2 * margin, 0)


def race_names(box: pygame.Rect, largest: int, gap: int, names: tuple[str, str], measure: Measure) -> RaceNames:
    """The names under the score race's panel (`box`, window px), the viewer's first: each under its track where both
    fit half the panel (less `gap`) at a legible size up to `largest`; else one a row, the viewer's at the left,
    across the whole panel, a name too long for it on two lines (name_lines, as a fighter's disc splits it), both at
    one size."""
    half = box.w // 2 - gap
    sizes = [max(measure.least_legible(), measure.fit(name, largest, half, bold=True)) for name in names]
    if all(measure.width(name, size, bold=True) <= half for name, size in zip(names, sizes, strict=True)):
        return RaceNames([[name] for name in names], sizes, False)
    split = [name_lines(name, largest, box.w, measure) for name in names]
    size = min(size for _, size in split)
    return RaceNames([lines for lines, _ in split], [size, size], True)


def stacked_size(named: RaceNames, room: int, measure: Measure) -> int:
    """The size names set one a row (race_names) are drawn at: theirs, or smaller where their rows would be taller
    than the `room` under the tracks (window px), down to the least legible size."""
    size, rows = named.sizes[0], sum(len(name) for name in named.lines)
    while size > measure.least_legible() and rows * measure.line_height(size, bold=True) > room:
        size -= 1
    return size


def race_tracks(zone: pygame.Rect, named: RaceNames) -> tuple[pygame.Rect, pygame.Rect]:
    """The score race's tracks in its `zone` (design px; the viewer's first), over as many rows as its names take."""
    return score_tracks(zone, max(2, sum(len(name) for name in named.lines)) if named.stacked else 2)


def held_name(name: str, most: int, width: int, measure: Measure) -> tuple[int, list[str]]:
    """A held card's name as its token over the ring prints it: its size and lines, readable (up to `most`), in two
    lines at most of `width`, a whole word shortened where even that cannot hold it."""
    size, _ = measure.readable_block(name, most, measure.least_readable(), width,
                                     2 * measure.line_height(most, bold=True), bold=True)
    return size, measure.shorten([name], size, width, 2 * measure.line_height(size, bold=True), bold=True)
