"""Where a Kenpo Masters card face prints its parts, in pixels of the face (game.ui.kenpo.faces draws them there; the
ring arena reads what the mouse points at from the same rectangles), and how its qualifiers and its summary break
into lines (tag_lines, summary_fitted). Pure arithmetic over the card's size and what its words measure, which the
caller measures (game.ui.text sets them, and passes itself as the Measure of game.layout.measure).

A face from THUMBNAIL_WIDTH to FULL_TEXT_WIDTH (the hand's, the cards in play, a choice's) is compact: its words are
never under the least legible size, its name and its qualifiers take the lines they need at it ("Fast·Rushing·Punch"
two), the art and the summary share the rest."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.layout.cards import Size, inside
from game.layout.kenpo.card import Mark, uncrowded
from game.layout.measure import Measure

FULL_TEXT_WIDTH = 200  # from this width on a face prints the card's whole text, not the summary
THUMBNAIL_WIDTH = 80  # narrower faces (the piles beside the decks) show no words: resting the mouse reads them
ART_LEAST = 0.3  # the least side of a hand-sized face's diagram, as a part of its height, to make room for its words
NUMBERS_ROOM = 3.6  # and at least this many times the least legible typeface: a cell a little wider than its number
ART_EASED = 0.45  # the side it gives up to before its words are set smaller than they may be (a large window's)
SUMMARY_PAD = 2  # a summary's panel's height beyond its lines
Block = tuple[int, list[str]]  # words set in a box: their size and lines


def compact(size: Size) -> bool:
    """Whether a face of `size` sets its words at the least legible size, at least."""
    return THUMBNAIL_WIDTH <= size[0] < FULL_TEXT_WIDTH


def gap(size: Size) -> int:
    """The room between a face's parts."""
    return max(1, round(size[0] * 0.02))


def tag_lines(qualifiers: Sequence[str], size: int, width: int, measure: Measure) -> list[str]:
    """The qualifiers packed ("Fast·Rushing"), as many a line as fit `width` at `size`, a line for each that does
    not."""
    lines: list[str] = []
    for qualifier in qualifiers:
        joined = f"{lines[-1]}\u00b7{qualifier}" if lines else qualifier
        if lines and measure.width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.append(qualifier)
    return lines


def summary_fitted(lines: list[str], width: int, height: int, most: int, measure: Measure) -> tuple[Block, int]:
    """`lines` wrapped to `width` at the largest size up to `most` whose panel is at most `height` tall, else at the
    least legible size, whatever their height; and the wrapped lines' height."""

    def tall(size: int, wrapped: list[str]) -> int:
        return len(wrapped) * measure.line_height(size)

    room = height - SUMMARY_PAD  # the lines' height the panel leaves them
    fitted = measure.largest_wrapped(lines, most, width, lambda size, wrapped: tall(size, wrapped) <= room)
    floor = measure.least_legible()
    size, wrapped = fitted or (floor, [part for line in lines for part in measure.wrap(line, floor, width)])
    return (size, wrapped), tall(size, wrapped)


@dataclass(frozen=True)
class Words:
    """A compact face's words: its name, with the room its title band leaves at either side (`pad`), its qualifiers
    and its summary's lines; and where an Action card's diagram prints its numbers and bonus chips on a ring in a
    rect (`marks`: game.ui.kenpo.diagram.ring_marks)."""

    name: str
    pad: int
    qualifiers: Sequence[str]
    summary: list[str]
    marks: Callable[[pygame.Rect], list[Mark]]


def parts(size: Size, action: bool, words: Words | None, measure: Measure) -> tuple[dict[str, pygame.Rect], Block]:
    """Where a face of `size` prints its "band" (the name), its "tags" (the qualifiers), its "art" (an Action card's
    ring of arrows, an Effect card's emblem) and its "panel" (its words), and a compact face's summary (`words`, None
    on a face that is not compact, measured at the least legible size). The summary is set at the largest size whose
    lines leave the art ART_EASED of the face's height (its whole height, if less), the art giving up to them what it
    must; when none does, at the least legible size, the art shrinking to make room for its lines, down to ART_LEAST
    of the face's height (or NUMBERS_ROOM typefaces, or the side its numbers and chips need to lie clear of each
    other, where that is more). A summary that is not whole even so is left out (an empty block): the art keeps its
    height."""
    w, h = size
    inner = inside(size)
    full = w >= FULL_TEXT_WIDTH
    space = gap(size)
    band_h, tags_h = round(h * 0.15), round(h * (0.09 if full else 0.1))
    least = measure.least_legible()
    line = measure.line_height(least)
    if words:  # the name's and the qualifiers' lines at the least legible size
        band_h = max(band_h, len(measure.wrap(words.name, least, inner.w - 2 * words.pad)) * line + round(h * 0.03))
        tags_h = max(tags_h, len(tag_lines(words.qualifiers, least, inner.w - 2 * space, measure)) * line + space)
    band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    tags = pygame.Rect(inner.x, band.bottom, inner.w, tags_h)
    room = inner.bottom - tags.bottom - 2 * space  # the art's and the panel's height together
    if action:
        tall = min(inner.w - 2 * space, round(h * (0.5 if full else 0.56)))
    else:
        tall = round(h * (0.3 if full else 0.34))
    block: Block = (0, [])
    if words:
        smallest = max(round(h * ART_LEAST), round(NUMBERS_ROOM * measure.pixels(least)))
        if action:
            smallest = uncrowded(smallest, tall, words.marks)
        eased = room - min(tall, round(h * ART_EASED))  # the summary's room with the art at ART_EASED at most
        block, lines_h = summary_fitted(words.summary, inner.w, eased, round(w * 0.125), measure)
        if lines_h + SUMMARY_PAD > room - min(tall, smallest):  # not whole even so: left to the enlarged
            block, lines_h = (0, []), 0
        tall = min(tall, max(smallest, room - lines_h - SUMMARY_PAD))
    if action:
        art = pygame.Rect(0, 0, tall, tall)
        art.midtop = (w // 2, tags.bottom)
    else:
        art = pygame.Rect(inner.x + space, tags.bottom, inner.w - 2 * space, tall)
    side = 0 if block[1] else space  # a summary's panel spans the face, its words as wide as they may be
    panel = pygame.Rect(inner.x + side, art.bottom + space, inner.w - 2 * side, inner.bottom - art.bottom - 2 * space)
    return {"band": band, "tags": tags, "art": art, "panel": panel}, block
