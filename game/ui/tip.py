"""The tooltip that explains what the mouse rests on (or the keyboard's focus is on): a small table of rows, each a
head in gold ("ATK 6", "Guard") and its words ("= 4 printed + 2 Absolute Focus"), beside what it explains and never
over it, inside the window, in type no smaller than a table's status line."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import palette, text
from game.ui.viewport import Viewport

WIDTH = 400  # design px: the widest a tip grows
SIZE = 19  # design size of its words
FLOOR = 17  # the least size asked for, at any window (a 12 px typeface)


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


def _fitted(vp: Viewport, rows: Sequence[tuple[str, str]],
            room: pygame.Rect) -> tuple[int, int, int, list[list[str]]]:
    """The words' size, the head column's width, the box's width and the wrapped words: WIDTH wide at most while the
    box is no taller than `room`, else as wide as `room`, else in smaller type (never under text.least_readable)."""
    words_size = size(vp)
    for widest in (min(room.w, vp.px(WIDTH)), room.w):
        head, width, wrapped = _layout(vp, rows, words_size, widest)
        if _height(vp, wrapped, words_size) <= room.h:
            return words_size, head, width, wrapped
    while words_size > text.least_readable() and _height(vp, wrapped, words_size) > room.h:
        words_size -= 1
        head, width, wrapped = _layout(vp, rows, words_size, room.w)
    return words_size, head, width, wrapped


def placed(box: pygame.Rect, beside: pygame.Rect, window: pygame.Rect, gap: int,
           avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box of this size goes beside `beside`: to its right, its left, under it or over it, the first that
    lies whole in the window clear of `avoid` too (what the player reads beside it: a Kenpo square's neighbours and
    their chips, the status line), failing that one of those slid along its side of `beside` off a place it
    covers, failing that beside `beside` and all of `avoid` together; then the first clear of `beside` alone;
    failing all, the one that covers the least of it, moved into the window."""
    tries = _around(box, beside, gap)
    for option in tries:
        option.clamp_ip(window)
    tries += _slid(tries, avoid, gap) + (_around(box, beside.unionall(list(avoid)), gap) if avoid else [])
    for option in tries:
        option.clamp_ip(window)
    clear = [option for option in tries if not option.colliderect(beside) and option.collidelist(list(avoid)) == -1]
    clear = clear or [option for option in tries[:4] if not option.colliderect(beside)]
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


def _sides(beside: pygame.Rect, window: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """The window's room to the right of `beside`, to its left, under it and over it, each `gap` clear of it."""
    inner = window.inflate(-2 * gap, -2 * gap)
    return [room for room in (pygame.Rect(beside.right + gap, inner.y, inner.right - beside.right - gap, inner.h),
                              pygame.Rect(inner.x, inner.y, beside.left - gap - inner.x, inner.h),
                              pygame.Rect(inner.x, beside.bottom + gap, inner.w, inner.bottom - beside.bottom - gap),
                              pygame.Rect(inner.x, inner.y, inner.w, beside.top - gap - inner.y))
            if room.w > 0 and room.h > 0]


def _around(box: pygame.Rect, beside: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """The box to the right of `beside`, to its left, under it and over it."""
    tries = [box.copy() for _ in range(4)]
    tries[0].midleft = (beside.right + gap, beside.centery)
    tries[1].midright = (beside.left - gap, beside.centery)
    tries[2].midtop = (beside.centerx, beside.bottom + gap)
    tries[3].midbottom = (beside.centerx, beside.top - gap)
    return tries


def draw_tip(surface: pygame.Surface, vp: Viewport, rows: Sequence[tuple[str, str]],
             beside: pygame.Rect, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """The rows in a panel beside `beside` (window pixels), clear of `avoid` where it can be (placed); its rect, or
    None when there is nothing to say."""
    if not rows:
        return None
    window = surface.get_rect()
    gap, pad = vp.px(8), vp.px(10)
    words_size, head, width, wrapped = _fitted(vp, rows, window.inflate(-2 * gap, -2 * gap))
    step = text.line_height(words_size)
    height = _height(vp, wrapped, words_size)
    box = placed(pygame.Rect(0, 0, width, height), beside, window, gap, avoid)
    for room in _sides(beside, window, gap) if box.colliderect(beside) else ():
        # too wide to lie beside it (six keywords at the Largest text): narrower, in the room to one side of it
        narrow = _fitted(vp, rows, room)
        if narrow[0] == size(vp) and _height(vp, narrow[3], narrow[0]) <= room.h:
            words_size, head, width, wrapped = narrow
            height = _height(vp, wrapped, words_size)
            box = placed(pygame.Rect(0, 0, width, height), beside, window, gap, avoid)
            break
    pygame.draw.rect(surface, palette.PANEL, box, border_radius=vp.px(8))
    pygame.draw.rect(surface, palette.GOLD_DARK, box, width=max(1, vp.px(2)), border_radius=vp.px(8))
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
