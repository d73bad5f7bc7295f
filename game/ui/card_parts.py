"""The steps every game's card faces are drawn with, at the exact size asked for: the bounded store of drawn faces
(FACES) and a face drawn into it on a blank surface (face), the rounded frame and its rim (the inside they leave:
game.layout.cards), a back's framed field, a band along a card's top or bottom, the title band and a panel of wrapped
words.

A face's words go through a `glue` (game.words.glue.keep_together by default) that puts no-break spaces where a line
must not break: inside a value ("Deal X", "+1") and, where a game names them, inside the names it keeps whole.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

import pygame

from game.layout.cards import Size, rim_width
from game.ui import palette, shapes, text
from game.ui.face_cache import SurfaceCache
from game.ui.palette import Rgb
from game.words.glue import NBSP, keep_together

Glue = Callable[[str], str]

FACES = SurfaceCache(min_pixels=3_000_000)  # at least 12 MB: a 720p table and its zooms; more for larger windows


def blank(size: Size) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def face(key: Hashable, size: Size, draw: Callable[[pygame.Surface], object]) -> pygame.Surface:
    """The face stored under `key` at `size`; one not stored yet is drawn by `draw` on a blank surface of that size."""

    def make() -> pygame.Surface:
        surface = blank(size)
        draw(surface)
        return surface

    return FACES.get(key, size, make)


def card_frame(surface: pygame.Surface, rim: Rgb, fill: Rgb) -> pygame.Rect:
    """The rounded card outline with a rim; returns the inside."""
    w = surface.get_width()
    rect = surface.get_rect()
    return shapes.framed_rect(surface, rect, round(w * 0.075), rim, fill, rim_width(w))


def back_field(surface: pygame.Surface, edge: Rgb, fill: Rgb, line: float, inset: float = 0.08,
               radius: float = 0.05) -> pygame.Rect:
    """A deck's back: the card's frame on black and a field inset in it (`inset`, a part of the card's width, on
    each side together), its corners rounded a `radius` part of that width, rimmed in `edge` a `line` part of it
    wide; returns the field's inside, where the back's emblem goes."""
    w = surface.get_width()
    field = card_frame(surface, palette.RIM, palette.BACK_BLACK).inflate(-round(w * inset), -round(w * inset))
    return shapes.framed_rect(surface, field, round(w * radius), edge, fill, max(1, round(w * line)))


def strip(surface: pygame.Surface, band: pygame.Rect, fill: Rgb, radius: int, square: int) -> None:
    """A band rounded by `radius` at one edge and square at the other: its bottom where `square` is 1 (a title band
    along a card's top), its top where it is -1 (a name band along its bottom)."""
    shapes.rounded_rect(surface, fill, band, radius)
    pygame.draw.rect(surface, fill, band.inflate(0, -band.h // 2).move(0, square * band.h // 4))


def title_band(surface: pygame.Surface, band: pygame.Rect, title: str, fill: Rgb, ink: Rgb,
               among: tuple[str, ...] = (), least: int = 0, glue: Glue = keep_together) -> None:
    """A band across the top holding the title, left-aligned: one line, or two when that lets the
    text be larger (a long title is not shrunk to a whisper). `among`: the titles of every card of its kind, which
    share one size (titles_size), so a hand never sets "Torso Twist" large beside "Right Leg Sweep" small. `least`:
    the size it is never set under (a compact face's, whose band is tall enough for two lines of it)."""
    w = surface.get_width()
    strip(surface, band, fill, round(w * 0.05), 1)
    pad = title_pad(w)
    room = band.inflate(-2 * pad, -round(band.h * 0.1))
    big = round(w * 0.17)
    if among:
        big = min(big, titles_size(among, room.size, big, text.pixels(1000), glue))
    size, lines = _title_lines(title, big, room.size, glue)
    if size < least:
        size, lines = least, text.wrap(title, least, room.w)
    text.draw_lines(surface, [(line.replace(NBSP, " "), ink) for line in lines], size, room, align="left")


def title_pad(width: int) -> int:
    """The room left of and right of a title in the band of a card `width` pixels wide."""
    return round(width * 0.045)


def _title_lines(title: str, big: int, room: Size, glue: Glue) -> tuple[int, list[str]]:
    """A title in a band's `room`, at most at `big`: on one line, or on two where that sets it larger."""
    single = text.fit(title, big, room[0])
    size, lines = text.fit_block(glue(title), big, room[0], room[1])
    return (single, [title]) if single >= size else (size, lines)


@cache
def titles_size(among: tuple[str, ...], room: Size, big: int, text_pixels: int, glue: Glue) -> int:
    """The one size of the titles `among` in a band's `room`: the least of the sizes each is set whole at, on one
    line or two (at the player's text size, `text_pixels` standing for it)."""
    return min(_title_lines(title, big, room, glue)[0] for title in among)


def text_panel(surface: pygame.Surface, panel: pygame.Rect, lines: list[tuple[str, Rgb]], fill: Rgb,
               max_size: int, least: int = 0, glue: Glue = keep_together) -> None:
    """A calm rounded panel with paragraphs of (text, colour), wrapped and shrunk to fit. Phrases
    are kept whole when that costs at most one size step; otherwise large text wraps freely. On a card too small for
    them at the least size (the replay's small board), the lines that fit are kept, the last ending in an ellipsis:
    the card is read enlarged. `least`: the size it is never set under where every word fits across at it."""
    shapes.rounded_rect(surface, fill, panel, round(panel.w * 0.1))
    room = panel.inflate(-max(2, round(panel.w * 0.05)), -round(panel.h * 0.08))
    glued = [(glue(line), color) for line, color in lines]
    size, _ = text.fit_block("\n".join(line for line, _ in glued), max_size, room.w, room.h)
    if size < max_size * 0.9:
        glued = lines
        size, _ = text.fit_block("\n".join(line for line, _ in lines), max_size, room.w, room.h)
    if least and all(text.width(word, least) <= room.w for line, _ in glued for word in line.split(" ")):
        size = max(size, least)  # a smaller card (the replay's small board) keeps its words inside, read enlarged
    wrapped = [(part.replace(NBSP, " "), color) for line, color in glued for part in text.wrap(line, size, room.w)]
    fits = max(1, room.h // text.line_height(size))
    if len(wrapped) > fits:
        last, color = wrapped[fits - 1]
        wrapped = [*wrapped[:fits - 1], (text.cut(last.rstrip(",;:") + "\u2026", size, room.w), color)]
    text.draw_lines(surface, wrapped, size, room)
