"""How the deck builder draws a card: a compact tile of the collection, a row of the deck list, the full card on
hover. Sizes are design space; text is never under 15 (READABLE)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple

import pygame

from game.engine.matcg.cards import AnyCard
from game.engine.matcg.legality import MAX_COPIES
from game.ui import palette, shapes, text
from game.ui.face_cache import SurfaceCache, out_of_time
from game.ui.matcg import pictures
from game.ui.tip import placed
from game.ui.viewport import Viewport
from game.words.matcg.deck import CLASS_WORDS, KIND_NAMES, STATS, stat, stats_line

KIND_COLOURS = {"attack": palette.ATTACK_RED, "defense": palette.BLOCK_STEEL, "strategy": palette.CHARGE_PURPLE,
                "event": palette.GOLD_DARK}
DETAIL_PICTURE = 72  # the side of the card's picture in the panel that reads a card whole (design space)
TILE_PICTURE = 0.7  # the side of a tile's picture, of the tile's height: what leaves its numbers room in one line
COLUMN_GAP = 10  # between the deck list's columns of numbers
SMALL = 15  # the least text size anything readable is drawn at (design space)


def least(vp: Viewport) -> int:
    """The least size of the builder's words in this window: SMALL, and never under a readable size."""
    return text.legible(vp.px(SMALL))


def fitted(surface: pygame.Surface, vp: Viewport, words: str, size: int, width: int, ink: tuple[int, int, int],
            bold: bool = False, **anchor: tuple[float, float]) -> None:
    """Draws `words` at the largest size up to `size` that fits `width`, never under SMALL nor a readable size: below
    that, cut short."""
    line, px = text.floored_line(words, vp.px(size), width, least(vp), bold)
    text.draw(surface, line, px, ink, bold, **anchor)


def drawn_pictures() -> SurfaceCache:
    """A deck builder's tiles, rows and cards read whole, as drawn, reused while they look the same (a builder's frame
    drew two dozen tiles and a dozen rows, fitting each line of their text anew, in 8 ms at 1280x720). The builder
    holds it, so they go when it closes: nothing else draws them. Half a window of them: the grid and the list as they
    stand are kept in the shared still layer (game.ui.backdrop), so a frame draws from here only the tile or row
    under the pointer and the card read whole, and the rest only when what they show changes."""
    return SurfaceCache(min_pixels=1_000_000, windows=0.5)


def _kept(surface: pygame.Surface, drawn: SurfaceCache, box: pygame.Rect, key: Hashable,
          paint: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
    """Blits at `box` the picture `paint` draws in a box of that size at (0, 0), drawn once per `key` and size; one
    not drawn yet is left to the time after a frame that may leave it (`_left`)."""
    key = (key, box.size)
    if not _left(drawn, key):
        surface.blit(drawn.get(key, None, lambda: _painted(box.size, paint)), box)


def _left(drawn: SurfaceCache, key: Hashable) -> bool:
    """Whether the picture `key` of `drawn` is not drawn yet and this frame leaves it for the time after it
    (face_cache.out_of_time: the paced stack's frame, then not presented, a sixtieth of a second later): a tile lit
    under the pointer or a card read whole, a millisecond or more each, is drawn between frames, never in one that
    input (a new card under the pointer, a copy added) already fills. Anywhere else it is drawn on the spot."""
    return not drawn.holds(key, None) and out_of_time(costly=True)


def _painted(size: tuple[int, int], paint: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    paint(picture, picture.get_rect())
    return picture


def draw_tile(surface: pygame.Surface, drawn: SurfaceCache, vp: Viewport, rect: tuple[float, float, float, float],
              card: AnyCard, copies: int, allowed: bool, hovered: bool) -> None:
    """A card of the collection: its type's stripe, its picture, name, numbers, style, and the copies the deck
    holds."""
    _kept(surface, drawn, vp.rect(rect), ("tile", card.id, copies, allowed, hovered, vp.scale),
          lambda picture, box: _tile(picture, vp, box, card, copies, allowed, hovered))


def _tile(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, card: AnyCard, copies: int, allowed: bool,
          hovered: bool) -> None:
    fill = palette.PAPER if allowed else palette.PAPER_SHADE
    if hovered:
        fill = palette.GOLD_LIGHT
    pygame.draw.rect(surface, fill, box, border_radius=vp.px(6))
    stripe = pygame.Rect(box.x, box.y, vp.px(8), box.h)
    pygame.draw.rect(surface, KIND_COLOURS[card.kind], stripe, border_top_left_radius=vp.px(6),
                     border_bottom_left_radius=vp.px(6))
    # the card's picture, as on its face, between the stripe and the words: smaller where the numbers need the room
    # at the least size of the builder's words (the Largest text in a small window), so they are never cut
    numbers = stats_line(card, tight=True)
    margins = vp.px(4) + vp.px(6) + vp.px(6)
    side = max(vp.px(16), min(round(box.h * TILE_PICTURE),
                              box.right - stripe.right - margins - text.width(numbers, least(vp))))
    surface.blit(pictures.picture(card, side, fill), (stripe.right + vp.px(4), box.centery - side // 2))
    left = stripe.right + vp.px(4) + side + vp.px(6)
    count, count_size = f"\u00d7{copies}", text.legible(vp.px(17))
    # the copies in the deck on a badge as wide as their words at this text size, at the tile's top right
    badge = pygame.Rect(0, 0, max(vp.px(24), text.width(count, count_size, bold=True) + vp.px(8)), vp.px(24))
    badge.topright = (box.right - vp.px(5), box.y + vp.px(2))
    fitted(surface, vp, card.name, 19, (badge.left if copies else box.right) - left - vp.px(6), palette.INK, True,
           midleft=(left, box.y + box.h * 0.22))
    fitted(surface, vp, numbers, 16, box.right - left - vp.px(6), palette.INK, midleft=(left, box.y + box.h * 0.52))
    # a Weapon's or an Illegal Move's class says more than its kind, which the stripe and the picture show
    kind = CLASS_WORDS[card.card_class] if card.card_class != "normal" else KIND_NAMES[card.kind]
    ink = palette.ATTACK_RED_DARK if card.card_class != "normal" else palette.INK_SOFT
    fitted(surface, vp, f"{card.style} \u00b7 {kind}", 16, box.right - left - vp.px(6), ink,
            midleft=(left, box.y + box.h * 0.80))
    if copies:
        full = copies >= MAX_COPIES
        pygame.draw.rect(surface, palette.RECOVER_GREEN if full else palette.GOLD, badge, border_radius=badge.h // 2)
        text.draw(surface, count, count_size, palette.TEXT if full else palette.INK, bold=True, center=badge.center)


def draw_row(surface: pygame.Surface, drawn: SurfaceCache, vp: Viewport, rect: pygame.Rect, card: AnyCard,
             copies: int, allowed: bool, hovered: bool, name_size: int, columns: Columns) -> None:
    """A line of the deck list between its − and + buttons (drawn by the scene): copies, name (in red when the
    rules chosen do not allow the card) at `name_size`, the list's one size for names (names_size), and its numbers
    in the list's `columns` (number_columns)."""
    _kept(surface, drawn, vp.rect(rect), ("row", card.id, copies, allowed, hovered, vp.scale, name_size, columns),
          lambda picture, box: _row(picture, vp, box, card, copies, allowed, hovered, name_size, columns))


class Columns(NamedTuple):
    """The deck list's columns of numbers: their labels, left to right, the width of each and the gap between them
    (window pixels)."""

    labels: tuple[str, ...]
    width: int
    gap: int


def number_columns(vp: Viewport, cards: Sequence[AnyCard], row_width: int) -> Columns:
    """The deck list's columns of numbers in rows `row_width` window pixels wide: each number (ATK, DEF, LNK, CPT,
    ADR) that a card listed prints, as wide as its widest, so that a number stands under the same number in every
    row; closer together where the longest name needs the room (the Largest text), down to a narrow gap."""
    labels = tuple(label for label, name in STATS if any(stat(card, name) is not None for card in cards))
    fields = dict(STATS)
    printed = [f"{label}\u202f{value}" for card in cards for label in labels
               if (value := stat(card, fields[label])) is not None]
    width = max((text.width(words, least(vp)) for words in printed), default=0)
    gap = vp.px(COLUMN_GAP)
    short = max((text.width(card.name, least(vp)) for card in cards), default=0) \
        - _name_room(vp, row_width, Columns(labels, width, gap))
    if short > 0 and labels:
        gap = max(vp.px(3), gap - math.ceil(short / len(labels)))
    return Columns(labels, width, gap)


def names_size(vp: Viewport, width: int, cards: Sequence[AnyCard], columns: Columns) -> int:
    """The one size of the names in the deck list's rows `width` window pixels wide: the largest at which every one
    fits beside the numbers' columns, never under the builder's least size (a name still too long there is cut)."""
    return max(least(vp), min((text.fit(card.name, vp.px(18), _name_room(vp, width, columns)) for card in cards),
                              default=vp.px(18)))


def _name_room(vp: Viewport, width: int, columns: Columns) -> int:
    """The room of a name in a deck-list row `width` window pixels wide, left of the columns of numbers."""
    return width - vp.px(12) - vp.px(30) - vp.px(16) - len(columns.labels) * (columns.width + columns.gap)


def _row(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, card: AnyCard, copies: int, allowed: bool,
         hovered: bool, name_size: int, columns: Columns) -> None:
    pygame.draw.rect(surface, palette.FELT_LINE if hovered else palette.FELT_DARK, box, border_radius=vp.px(4))
    pygame.draw.rect(surface, KIND_COLOURS[card.kind], (box.x, box.y, vp.px(6), box.h))
    left = box.x + vp.px(12)
    text.draw(surface, f"{copies}\u00d7", text.legible(vp.px(18)), palette.GOLD_LIGHT, bold=True,
              midleft=(left, box.centery))
    right, step = box.right - vp.px(8), columns.width + columns.gap
    if card.kind == "event":  # no numbers: its style across the columns
        text.draw(surface, card.style, least(vp), palette.DIM_TEXT, midright=(right, box.centery))
    fields = dict(STATS)
    for k, label in enumerate(reversed(columns.labels)):  # each number right-aligned in its column, from the right
        value = stat(card, fields[label]) if card.kind != "event" else None
        if value is not None:
            text.draw(surface, f"{label}\u202f{value}", least(vp), palette.DIM_TEXT,
                      midright=(right - k * step, box.centery))
    ink = palette.TEXT if allowed else palette.ERROR_RED
    room = _name_room(vp, box.w, columns)
    text.draw(surface, text.cut(card.name, name_size, room), name_size, ink, midleft=(left + vp.px(30), box.centery))


def draw_step(surface: pygame.Surface, drawn: SurfaceCache, vp: Viewport, rect: pygame.Rect, sign: str) -> None:
    """A row's − or + button."""
    _kept(surface, drawn, vp.rect(rect), ("step", sign, vp.scale), lambda picture, box: _step(picture, vp, box, sign))


def _step(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, sign: str) -> None:
    pygame.draw.rect(surface, palette.PAPER_SHADE, box, border_radius=vp.px(4))
    text.draw(surface, sign, vp.px(22), palette.INK, bold=True, center=box.center)


def draw_detail(surface: pygame.Surface, drawn: SurfaceCache, vp: Viewport, card: AnyCard, beside: pygame.Rect,
                avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The whole card beside the tile or row the pointer rests on (`beside`, window pixels): name, style and type,
    numbers, its text, and its picture under them; laid by the shared placement of tips (game.ui.tip.placed), clear
    of `avoid` where the window has room. Drawn once per card and size (or left to the time after the frame: `_left`),
    and placed each frame; its rect (None when left)."""
    key = ("detail", card.id, vp.scale)
    if _left(drawn, key):
        return None
    picture = drawn.get(key, None, lambda: _detail(vp, card))
    box = placed(picture.get_rect(), beside, surface.get_rect(), vp.px(8), avoid)
    surface.blit(picture, box)
    return box


def _detail(vp: Viewport, card: AnyCard) -> pygame.Surface:
    width = vp.px(330)
    pad = vp.px(12)
    body = card.text or "No text: its numbers are the move."
    kind = KIND_NAMES[card.kind] + (f", {CLASS_WORDS[card.card_class]} (only in Anything Goes)"
                                    if card.card_class != "normal" else "")
    size = text.legible(vp.px(18))
    parts = [(card.name, vp.px(24), palette.GOLD_LIGHT, True),
             (f"{card.style} \u00b7 {kind}", text.legible(vp.px(17)), palette.DIM_TEXT, False),
             (stats_line(card), size, palette.TEXT, True), (body, size, palette.TEXT, False)]
    # each wrapped to the box: at the Largest text the kind's line ran past its edge
    wrapped = [[(line, size, ink, bold) for line in text.wrap(words, size, width - 2 * pad, bold)]
               for words, size, ink, bold in parts]
    named = len(wrapped[0])
    lines = [line for part in wrapped for line in part]
    side = vp.px(DETAIL_PICTURE)
    height = sum(text.metrics(size, bold).linesize for _, size, _, bold in lines) + 3 * pad + vp.px(4) + side
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    box = surface.get_rect()
    shapes.edged_panel(surface, box, KIND_COLOURS[card.kind], vp.px(3), vp.px(8))
    y = box.y + pad
    for number, (words, size, ink, bold) in enumerate(lines, 1):
        text.draw(surface, words, size, ink, bold, topleft=(box.x + pad, y))
        y += text.metrics(size, bold).linesize + (vp.px(4) if number == named else 0)
    surface.blit(pictures.picture(card, side, palette.PANEL), (box.x + pad, y + pad))
    return surface
