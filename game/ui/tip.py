"""The tooltip that explains what the mouse rests on (or the keyboard's focus is on): a small table of rows, each a
head in gold ("ATK 6", "Guard") and its words ("= 4 printed + 2 Absolute Focus"), beside what it explains and never
over it, inside the window, in type no smaller than a table's status line."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.files import settings
from game.layout.room import Box, boxes, free_parts, nearest_free, sides
from game.ui import palette, shapes, text
from game.ui.viewport import Viewport

WIDTH = 400  # design px: the widest a tip grows
SIZE = 19  # design size of its words
FLOOR = 17  # the least size asked for, at any window (a 12 px typeface)
Fitted = tuple[int, int, int, list[list[str]]]  # the words' size, the head column's width, the box's width, the lines


def size(vp: Viewport) -> int:
    """The size its words are asked at in this window."""
    return max(FLOOR, vp.px(SIZE))


def _layout(vp: Viewport, rows: Sequence[tuple[str, str]], words_size: int,
            widest: int) -> tuple[int, int, list[list[str]]]:
    """The head column's width, the box's width and each row's wrapped words, in a box at most `widest` px wide."""
    pad = vp.px(10)
    head = max(text.width(head, words_size, bold=True) for head, _ in rows) + vp.px(10)
    wrapped = [text.wrap(words, words_size, widest - head - 2 * pad) for _, words in rows]
    used = max(text.width(line, words_size) for lines in wrapped for line in lines) if any(wrapped) else 0
    return head, min(widest, head + used + 2 * pad), wrapped


def _height(vp: Viewport, wrapped: list[list[str]], words_size: int) -> int:
    lines = sum(max(1, len(lines)) for lines in wrapped)
    return lines * text.line_height(words_size) + vp.px(4) * (len(wrapped) - 1) + 2 * vp.px(10)


def _fitted(vp: Viewport, rows: Sequence[tuple[str, str]], room: pygame.Rect) -> Fitted:
    """The words' size, the head column's width, the box's width and the wrapped words: WIDTH wide at most while the
    box is no taller than `room`, else as wide as `room`, else in smaller type (never under text.least_readable)."""
    return _fitted_in(vp, tuple(rows), room.w, room.h, settings.current().text_scale)


@lru_cache(maxsize=512)
def _fitted_in(vp: Viewport, rows: tuple[tuple[str, str], ...], room_w: int, room_h: int,
               text_scale: float) -> Fitted:
    """_fitted in a room of this size at a text size (a key of the cache: a tip avoiding what a table reads beside
    it tries many rooms, and a frame asks again)."""
    words_size = size(vp)
    for widest in (min(room_w, vp.px(WIDTH)), room_w):
        head, width, wrapped = _layout(vp, rows, words_size, widest)
        if _height(vp, wrapped, words_size) <= room_h:
            return words_size, head, width, wrapped
    while words_size > text.least_readable() and _height(vp, wrapped, words_size) > room_h:
        words_size -= 1
        head, width, wrapped = _layout(vp, rows, words_size, room_w)
    return words_size, head, width, wrapped


def placed(box: pygame.Rect, beside: pygame.Rect, window: pygame.Rect, gap: int,
           avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box of this size goes beside `beside`: to its right, its left, under it or over it, the first that
    lies whole in the window clear of `avoid` too (what the player reads beside it: a Kenpo square's neighbours and
    their chips, the status line, a Udo attack card's words), failing that one of those slid along its side of
    `beside` off a place it covers, failing that in the part of the window to one side of `beside` clear of them all
    that lies nearest it, failing that beside `beside` and all of `avoid` together; where none is clear of them all,
    the first clear of the most of `avoid` taken in its order (the first matter most); failing all, the one that
    covers the least of `beside`, moved into the window."""
    tries = _around(box, beside, gap)
    for option in tries:
        option.clamp_ip(window)
    tries += _slid(tries, avoid, gap)
    for option in tries:
        option.clamp_ip(window)
    near = next((option for option in tries if _clear_of(option, beside, avoid) == len(avoid)), None)
    if near is None and avoid:
        near = nearest_free(box, beside, window, gap, avoid)
        tries += [option.clamp(window) for option in _around(box, beside.unionall(list(avoid)), gap)]
    if near is not None:
        return near
    for kept in range(len(avoid), -1, -1):
        clear = [option for option in tries if not option.colliderect(beside)
                 and option.collidelist(list(avoid[:kept])) == -1]
        if clear:
            return clear[0]

    def covered(option: pygame.Rect) -> int:
        overlap = option.clip(beside)
        return overlap.w * overlap.h

    return min(tries[:4], key=covered)


def _slid(tries: list[pygame.Rect], avoid: Sequence[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """The boxes beside `beside` (right, left, under, over) slid along its side, each just off one of `avoid` it
    covers: the ones at its right or left up or down, the ones under or over it left or right; the least slid
    first."""
    slid: list[tuple[int, pygame.Rect]] = []
    for k, option in enumerate(tries):
        for rect in avoid:
            if option.colliderect(rect):
                moves = ([(0, rect.top - gap - option.bottom), (0, rect.bottom + gap - option.y)] if k < 2 else
                         [(rect.left - gap - option.right, 0), (rect.right + gap - option.x, 0)])
                slid += [(abs(dx + dy), option.move(dx, dy)) for dx, dy in moves]
    return [option for _, option in sorted(slid, key=lambda moved: moved[0])]


def _around(box: pygame.Rect, beside: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """The box to the right of `beside`, to its left, under it and over it."""
    tries = [box.copy() for _ in range(4)]
    tries[0].midleft = (beside.right + gap, beside.centery)
    tries[1].midright = (beside.left - gap, beside.centery)
    tries[2].midtop = (beside.centerx, beside.bottom + gap)
    tries[3].midbottom = (beside.centerx, beside.top - gap)
    return tries


def _clear_of(box: pygame.Rect, beside: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How many of `avoid`, from the first, the box leaves clear; -1 when it covers `beside`."""
    if box.colliderect(beside):
        return -1
    return next((k for k, rect in enumerate(avoid) if box.colliderect(rect)), len(avoid))


def _in_room(vp: Viewport, rows: Sequence[tuple[str, str]], beside: pygame.Rect, window: pygame.Rect, gap: int,
             avoid: Sequence[pygame.Rect], kept: int) -> tuple[pygame.Rect, Fitted] | None:
    """The tip laid in a room beside `beside` clear of more of `avoid` than `kept` (all of it where a room holds the
    tip, else of fewer, the first mattering most): in the largest type any such room holds, as near `beside`'s
    middle as the room allows; None where no room holds it clear of more."""
    least, pad = text.least_readable(), vp.px(10)
    heads = max(text.width(title, least, bold=True) for title, _ in rows) + vp.px(10) + 2 * pad
    ink = sum(text.width(words, least) for _, words in rows) * text.line_height(least)  # the words' least area
    for clear in range(len(avoid), kept, -1):
        best: tuple[Fitted, pygame.Rect] | None = None
        rooms = dict.fromkeys(tuple(room) for side in sides(beside, window, gap)
                              for room in free_parts(side, avoid[:clear], gap) if (room.w - heads) * room.h >= ink)
        for room in map(pygame.Rect, rooms):
            found = _fitted(vp, rows, room)
            if _height(vp, found[3], found[0]) <= room.h and (best is None or found[0] > best[0][0]):
                best = found, room
                if found[0] == size(vp):  # the tip's own size: none is larger
                    break
        if best is not None:
            found, room = best
            box = pygame.Rect(0, 0, found[2], _height(vp, found[3], found[0]))
            box.center = beside.center
            return box.clamp(room), found
    return None


@lru_cache(maxsize=64)
def _laid(vp: Viewport, rows: tuple[tuple[str, str], ...], beside: Box, window: Box, avoid: tuple[Box, ...],
          text_scale: float) -> tuple[Box, Fitted]:
    """Where a tip of these rows lies and how its words are set (draw_tip), at a text size (a key of the cache: a
    tip shown is drawn again each frame)."""
    beside_rect, window_rect, avoid_rects = pygame.Rect(beside), pygame.Rect(window), [pygame.Rect(a) for a in avoid]
    gap = vp.px(8)
    fitted = _fitted(vp, rows, window_rect.inflate(-2 * gap, -2 * gap))
    box = placed(pygame.Rect(0, 0, fitted[2], _height(vp, fitted[3], fitted[0])), beside_rect, window_rect, gap,
                 avoid_rects)
    kept = _clear_of(box, beside_rect, avoid_rects)
    if kept < len(avoid_rects):
        # over what it explains or what is read beside it (six keywords at the Largest text, a Udo attack's
        # words): in the room beside it clear of more of them, narrower or in smaller type
        found = _in_room(vp, rows, beside_rect, window_rect, gap, avoid_rects, kept)
        if found is not None:
            box, fitted = found
    return (box.x, box.y, box.w, box.h), fitted


def clearance(vp: Viewport, rows: Sequence[tuple[str, str]], beside: pygame.Rect, window: pygame.Rect,
              avoid: Sequence[pygame.Rect], words: Sequence[pygame.Rect]) -> tuple[bool, bool]:
    """Whether the tip of these rows, beside `beside` in the window where draw_tip would lay it, lies clear of
    `words` (what matters most of `avoid`: a lesson's), and clear of `beside` and every one of `avoid`."""
    if not rows:
        return True, True
    laid, _ = _laid(vp, tuple(rows), tuple(beside), tuple(window), tuple(tuple(rect) for rect in avoid),
                    settings.current().text_scale)
    return pygame.Rect(laid).collidelist(list(words)) == -1, _clear_of(pygame.Rect(laid), beside, avoid) == len(avoid)


def kept_clear(clear_of: Sequence[pygame.Rect], words: Sequence[pygame.Rect], shown: pygame.Rect) -> list[pygame.Rect]:
    """What a tip beside `shown` keeps clear of where it can: all of `clear_of` but what `shown` lies over, save a
    lesson's `words`."""
    return [rect for rect in clear_of if rect in words or not rect.colliderect(shown)]


@dataclass(frozen=True)
class Clearance:
    """Whether the tip of `rows`, beside what shows it (the argument, window pixels), lies clear of a lesson's `words`,
    and of all it keeps clear of (`clear_of`: kept_clear), in `window` at a text size (clearance). A value, equal to
    another while all it reads is: what asks it may keep its answer as long (the combo board's enlarged card)."""

    vp: Viewport
    rows: tuple[tuple[str, str], ...]
    clear_of: tuple[Box, ...]
    words: tuple[Box, ...]
    window: Box
    text_scale: float  # the text size in force, which the rows are measured at

    @classmethod
    def of(cls, vp: Viewport, rows: Sequence[tuple[str, str]], clear_of: Sequence[pygame.Rect],
           words: Sequence[pygame.Rect], window: pygame.Rect) -> Clearance:
        return cls(vp, tuple(rows), boxes(clear_of), boxes(words), boxes([window])[0], settings.current().text_scale)

    def __call__(self, shown: pygame.Rect) -> tuple[bool, bool]:
        words = [pygame.Rect(box) for box in self.words]
        avoid = kept_clear([pygame.Rect(box) for box in self.clear_of], words, shown)
        return clearance(self.vp, self.rows, shown, pygame.Rect(self.window), avoid, words)


def laid_at(vp: Viewport, rows: Sequence[tuple[str, str]], beside: pygame.Rect, window: pygame.Rect,
            avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """Where draw_tip lays the rows beside `beside` in `window` (window pixels), or None with nothing to say."""
    if not rows:
        return None
    return pygame.Rect(_laid(vp, tuple(rows), tuple(beside), tuple(window), tuple(tuple(rect) for rect in avoid),
                             settings.current().text_scale)[0])


def draw_tip(surface: pygame.Surface, vp: Viewport, rows: Sequence[tuple[str, str]],
             beside: pygame.Rect, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """The rows in a panel beside `beside` (window pixels), clear of `avoid` where it can be (placed); its rect, or
    None when there is nothing to say."""
    if not rows:
        return None
    pad = vp.px(10)
    laid, (words_size, head, _, wrapped) = _laid(vp, tuple(rows), tuple(beside), tuple(surface.get_rect()),
                                                 tuple(tuple(rect) for rect in avoid), settings.current().text_scale)
    box = pygame.Rect(laid)
    step = text.line_height(words_size)
    shapes.edged_panel(surface, box, palette.GOLD_DARK, vp.px(2), vp.px(8))
    y = box.y + pad
    for (title, _), lines in zip(rows, wrapped, strict=True):
        text.draw(surface, title, words_size, palette.GOLD_LIGHT, bold=True, topleft=(box.x + pad, y))
        for line in lines:
            text.draw(surface, line, words_size, palette.TEXT, topleft=(box.x + pad + head, y))
            y += step
        y += vp.px(4) if lines else step + vp.px(4)
    return box


def ready_tip(vp: Viewport, rows: Sequence[tuple[str, str]]) -> None:
    """Makes the lines draw_tip would blit for these rows in a window of the viewport's size, drawing nothing: for
    a tip that shows the moment the pointer comes (a held card's forecast) with no line to make then."""
    if not rows:
        return
    gap = vp.px(8)
    window = pygame.Rect(0, 0, vp.width, vp.height)
    words_size, _, _, wrapped = _fitted(vp, rows, window.inflate(-2 * gap, -2 * gap))
    for (title, _), lines in zip(rows, wrapped, strict=True):
        text.render(title, words_size, palette.GOLD_LIGHT, bold=True)
        for line in lines:
            text.render(line, words_size, palette.TEXT)
