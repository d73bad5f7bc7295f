"""Martial Arts card faces and the back, drawn at the exact size asked for and cached by pixels.

A face shows what the printed card shows: its name at the top with its style under it, its text, and along the
bottom its numbers: ATK, DEF, LNK and CPT for an Attack card, DEF and LNK for a Defense card (each as it stands
where something in play changes it, and marked so); a Strategy card's ADR cost sits in a disc in the upper right
corner. Between the style and the text, a picture of the technique or of what the card does (game.ui.matcg.pictures),
in the room the text leaves. The rim tells the kind (red attacks, steel defences, purple strategies, gold events) and
the kind is also written above the numbers, so no player needs colour. Weapons and Illegal Moves (the Anything Goes
sideboard) say so beside the style.

A card narrower than COMPACT_WIDTH (a card in play, where the tables lay it small; the hand in the smallest window)
shows a compact face, every word and number on it at least the least legible size (11 px) and whole: its name where
it fits on a line or two, in bold or else the narrower plain face (else cut short: title), the cost disc,
its style and rules where they fit whole, its picture in the room left (a technique's tags with no rules, "Kick",
give their room to the picture, which shows the same), its kind where the picture keeps its room beside it (else the
picture tells it without colour: a fighter striking over four numbers, a fighter guarding over two, an emblem under a
cost disc, an emblem alone), and its numbers (named under them where the names fit; else bare, in the printed order).
The smallest faces (an Event or a discard pile's top at 1024x600, 48x67) show their name, their picture and their
numbers: the name's band and the body give their padding to the picture, and the style, rules and kind give way to it
where they do not fit beside it.
The rest is read on the card enlarged under the pointer.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, printed
from game.layout.cards import Size, inside
from game.ui import marks, palette, shapes, text
from game.ui.card_parts import card_frame, face
from game.ui.matcg import pictures
from game.ui.palette import Rgb
from game.words.matcg.card import card_words, numbers, style_line, tags_only
from game.words.matcg.deck import KIND_NAMES

RIMS = pictures.HIGHLIGHTS  # the rim tells the kind in the ink its picture is drawn in
MIN_PICTURE = 18  # pixels: a smaller picture is not drawn, the words keep its room
LEAST_PICTURE = 16  # pixels: the least picture of the smallest faces (a discard pile's top at 1024x600), words or none
COMPACT_WIDTH = 140  # under this width a face is compact: the hand's cards at 1280x720 are 140, the largest in play
# (the fight's, 133 at 1920x1080) and the hand's at 1024x600 (112) are narrower
NAME_LINES = 2  # the most lines a compact face's name takes


STATS_HEIGHT = 0.2  # of a card's height: the row of its numbers along the bottom
Now = tuple[tuple[str, int], ...]  # the numbers of a card something in play changes, as they stand: ("ATK", 6)


def duel_face(catalog: Catalog, physical: str, size: Size, now: Now = ()) -> pygame.Surface:
    """The face of a physical card; the numbers named in `now` show their value as it stands, marked changed."""
    card = printed(catalog, physical)
    return face(("matcg", card, now), size, lambda surface: _draw(surface, card, dict(now)))


def duel_back(size: Size) -> pygame.Surface:
    return face(("matcg_back",), size, _draw_back)


def _draw(surface: pygame.Surface, card: AnyCard, now: dict[str, int]) -> None:
    size = w, h = surface.get_size()
    if w < COMPACT_WIDTH:
        _draw_compact(surface, card, now)
        return
    rim = RIMS[card.kind]
    inner = card_frame(surface, rim, palette.PAPER)
    named = title(card, size)
    pad, disc = named.pad, named.disc
    cost = card.adr if isinstance(card, c.StrategyCard) else None
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    shapes.rounded_rect(surface, rim, band, round(w * 0.05))
    floor = text.least_readable()  # read where it lies, in the hand or enlarged: nothing under 11 px
    text.draw_lines(surface, [(line, palette.TITLE_TEXT) for line in named.lines], named.size,
                    pygame.Rect(band.x + pad, band.y + 1, named.room, round(band.h * 0.62)), bold=True, align="left")
    style = style_line(card)
    text.draw(surface, style, text.fit(style, max(floor, round(w * 0.085)), band.w - 2 * pad), palette.GOLD_LIGHT,
              midleft=(band.x + pad, band.bottom - round(band.h * 0.2)))
    if disc:
        _draw_cost(surface, (band.right - pad - disc // 2, band.y + pad + disc // 2), disc, cost, round(disc * 0.7))
    shown = _shown(card, now)
    stats_h = round(h * STATS_HEIGHT) if shown else 0
    kind_h = round(h * 0.1)
    body = pygame.Rect(inner.x + pad, band.bottom + pad // 2, inner.w - 2 * pad,
                       inner.bottom - band.bottom - stats_h - kind_h - pad)
    words = card_words(card)
    # Never smaller than the floor, never past the body: what does not fit ends in an ellipsis, read enlarged.
    words_size = max(floor, text.fit_block(words, max(floor, round(w * 0.105)), body.w, body.h)[0])
    lines = text.shorten([words], words_size, body.w, body.h)
    body = _draw_picture(surface, card, body, len(lines) * text.line_height(words_size), round(h * 0.36))
    text.draw_lines(surface, [(line, palette.INK) for line in lines], words_size, body)
    kind = KIND_NAMES[card.kind].upper() + (f" \u00b7 {cost} ADR" if cost is not None else "")
    text.draw(surface, kind, text.fit(kind, max(floor, round(w * 0.08)), inner.w - 2, bold=True), rim, bold=True,
              center=(inner.centerx, body.bottom + kind_h // 2))
    if shown:
        _draw_numbers(surface, shown, number_cells(size, len(shown)), rim, floor=floor)


def _draw_cost(surface: pygame.Surface, centre: tuple[int, int], disc: int, cost: int | None, size: int) -> None:
    """A Strategy card's ADR cost in a gold disc `disc` pixels across, rimmed in purple, at `size`."""
    shapes.disc(surface, palette.CHARGE_PURPLE_DARK, centre, disc / 2 + 1)
    shapes.disc(surface, palette.GOLD, centre, disc / 2 - 1)
    text.draw(surface, str(cost), size, palette.INK, bold=True, center=centre)


def _shown(card: AnyCard, now: dict[str, int]) -> list[tuple[str, int, int]]:
    """The card's numbers as they stand, each with its change."""
    return [(label, now.get(label, value), now.get(label, value) - value) for label, value in numbers(card)]


def _draw_compact(surface: pygame.Surface, card: AnyCard, now: dict[str, int]) -> None:
    """The face of a card too narrow for its rules at a readable size (see the module's words)."""
    size = w, h = surface.get_size()
    rim, least = RIMS[card.kind], text.least_legible()
    inner = card_frame(surface, rim, palette.PAPER)
    named = title(card, size)
    pad, disc = named.pad, named.disc
    cost = card.adr if isinstance(card, c.StrategyCard) else None
    shown = _shown(card, now)
    cells = number_cells(size, len(shown)) if shown else []
    name_h = max(disc, len(named.lines) * text.line_height(named.size, named.bold))
    bottom = cells[0].y - 2 if cells else inner.bottom - pad
    tight = bottom - inner.y - name_h - 3 * pad < LEAST_PICTURE + 2 * text.line_height(least)
    if tight:  # the smallest faces: the name's band and the body give their padding to the picture
        pad, bottom = 1, bottom + 1
    band = pygame.Rect(inner.x, inner.y, inner.w, name_h + 2 * pad)
    shapes.rounded_rect(surface, rim, band, round(w * 0.05))
    text.draw_lines(surface, [(line, palette.TITLE_TEXT) for line in named.lines], named.size,
                    pygame.Rect(band.x + named.pad, band.y, named.room, band.h), bold=named.bold, align="left")
    if disc:
        _draw_cost(surface, (band.right - named.pad - disc // 2, band.centery), disc, cost, least)
    body = pygame.Rect(inner.x + 2, band.bottom + pad, inner.w - 4, bottom - band.bottom - pad)
    _draw_body(surface, card, body, tight, size)
    if shown:
        _draw_numbers(surface, shown, cells, rim, floor=least)


def _draw_body(surface: pygame.Surface, card: AnyCard, room: pygame.Rect, tight: bool, size: Size) -> None:
    """A compact face's middle: its kind over its numbers, its style, its words and its picture, each where it fits
    whole. The picture has at least MIN_PICTURE or it goes, the words keeping its room; but the kind gives up its
    line where that leaves the picture its room (the picture and the rim tell the kind: a fighter striking, a
    fighter guarding, an emblem under a cost disc, an emblem alone), and on the smallest faces (`tight`) the words,
    style and kind give up theirs to a picture as large as the room, down to LEAST_PICTURE."""
    least, most = text.least_legible(), round(size[1] * 0.36)
    step, plain = text.line_height(least, bold=True), text.line_height(least)
    words, words_most = card_words(card), max(least, round(size[0] * 0.105))
    kind = KIND_NAMES[card.kind].upper()
    kinds = [kind, ""] if text.width(kind, least, bold=True) <= room.w + 2 else [""]  # the inner width less 2

    def laid(kind_line: str) -> tuple[str, pygame.Rect, int, list[str], int]:
        """The kind's line, the body left under it, and the words' size, lines and height there."""
        body = pygame.Rect(room.x, room.y, room.w, room.h - (step if kind_line else 0))
        words_size, lines = _whole(words, words_most, body.w, max(0, body.h) // plain)
        words_h = len(lines) * text.line_height(words_size)
        if tags_only(card) and _picture_side(body, words_h, most) < MIN_PICTURE <= _picture_side(body, 0, most):
            lines, words_h = [], 0  # the picture shows the technique its tags name ("Kick"): it has their room
        return kind_line, body, words_size, lines, words_h

    pictured = next((plan for plan in map(laid, kinds) if _picture_side(plan[1], plan[4], most) >= MIN_PICTURE), None)
    if pictured is None and tight and _picture_side(room, 0, most) >= LEAST_PICTURE:
        image = pictures.picture(card, _picture_side(room, 0, most))
        surface.blit(image, image.get_rect(center=room.center))
        return
    kind_line, body, words_size, lines, words_h = pictured or laid(kinds[0])  # no picture: the words keep its room
    if kind_line:
        text.draw(surface, kind_line, least, RIMS[card.kind], bold=True, center=(room.centerx, body.bottom + step // 2))
    style = style_line(card)  # where it fits and leaves the picture its room
    if text.width(style, least) <= body.w and body.h - words_h - plain - body.h // 30 >= MIN_PICTURE:
        text.draw(surface, style, least, palette.INK_SOFT, midtop=(body.centerx, body.y))
        body = pygame.Rect(body.x, body.y + plain, body.w, body.h - plain)
    body = _draw_picture(surface, card, body, words_h, most)
    text.draw_lines(surface, [(line, palette.INK) for line in lines], words_size, body)


class Title(NamedTuple):
    """How a face sets its card's name in the band along its top: in bold or not, at what size, on which lines, in
    a room how wide (pixels of the face), `pad` in from the band's left, with a cost disc how wide at its right."""

    bold: bool
    size: int
    lines: list[str]
    room: int
    pad: int
    disc: int


def title(card: AnyCard, size: Size) -> Title:
    """The name of `card` on a face of `size`, never under the least legible size (11 px) nor past its room.

    A full face sets it in bold as large as its band allows, on a line or two. A compact one sets it whole on a line
    or two as large as a fifth of the card allows, in the bold face or else the narrower plain one ("Roundhouse
    Kick" on a fight card in the smallest window); where it is whole at no size down to the least legible (a
    discard pile's top card at 1024x600), in the plain face at that size on two lines, a word too wide for the band
    cut short and the last line ending in an ellipsis ("Roun… Kick"). The whole name is read on the card enlarged
    under the pointer."""
    w, h = size
    least = text.least_legible()
    inner_w = inside(size).w
    strategy = isinstance(card, c.StrategyCard)
    if w >= COMPACT_WIDTH:
        pad = max(3, round(w * 0.05))
        disc = round(w * 0.2) if strategy else 0
        room = inner_w - 2 * pad - disc
        name_size, lines = text.readable_block(card.name, round(w * 0.115), least, room, round(round(h * 0.2) * 0.62),
                                               bold=True)
        return Title(True, name_size, lines, room, pad, disc)
    pad = max(2, round(w * 0.04))
    disc = text.line_height(least, bold=True) + 4 if strategy else 0
    room = inner_w - 2 * pad - (disc + pad if disc else 0)
    for bold in (True, False):
        name_size, lines = _whole(card.name, max(least, round(w * 0.13)), room, NAME_LINES, bold)
        if lines:
            return Title(bold, name_size, lines, room, pad, disc)
    return Title(False, least, text.shorten([card.name], least, room, NAME_LINES * text.line_height(least)), room,
                 pad, disc)


def _whole(words: str, most: int, width: int, rows: int, bold: bool = False) -> tuple[int, list[str]]:
    """`words` wrapped whole to `width` in at most `rows` lines, at the largest size from `most` down to the least
    legible one; no lines where they fit at none."""
    least = text.least_legible()

    def fits(size: int, lines: list[str]) -> bool:
        return len(lines) <= rows and all(text.width(line, size, bold) <= width for line in lines) and \
            len(lines) * text.line_height(size, bold) <= rows * text.line_height(least, bold)

    return text.largest_wrapped([words], most, width, fits, bold) or (least, [])


def number_cells(size: Size, count: int) -> list[pygame.Rect]:
    """Where a face of `size` prints its `count` numbers along the bottom (pixels of the face), in their order."""
    w, h = size
    inner = inside(size)
    step = (inner.w - 4) / count
    stats_h = round(h * STATS_HEIGHT)
    if w < COMPACT_WIDTH and not _labelled(round(step) - 2, stats_h):  # the bare numbers: a row of one line
        stats_h = text.line_height(text.least_legible(), bold=True) + 4
    row = pygame.Rect(inner.x + 2, inner.bottom - stats_h - 2, inner.w - 4, stats_h)
    return [pygame.Rect(round(row.x + k * step) + 1, row.y, round(step) - 2, row.h) for k in range(count)]


def _labelled(cell_w: int, cell_h: int) -> bool:
    """Whether cells of this size hold their numbers over their names, each at least at the least legible size."""
    least = text.least_legible()
    return cell_h >= text.line_height(least, bold=True) + text.line_height(least) and \
        all(text.width(label, least) <= cell_w for label in ("ATK", "DEF", "LNK", "CPT"))


def number_at(catalog: Catalog, physical: str, size: Size, at: tuple[int, int]) -> str | None:
    """The name of the number ("ATK") a face of `size` prints at `at` (pixels of the face), or None."""
    shown = numbers(printed(catalog, physical))
    cells = number_cells(size, len(shown)) if shown else []
    return next((label for (label, _), cell in zip(shown, cells, strict=True) if cell.collidepoint(at)), None)


def _draw_picture(surface: pygame.Surface, card: AnyCard, body: pygame.Rect, words_h: int, most: int) -> pygame.Rect:
    """The card's picture at the top of its body, in the room its words leave them at the size they would have
    without it (up to `most` pixels high); returns where the words go. Where the words leave less than
    MIN_PICTURE, the picture goes: a picture never makes the words smaller or cuts them."""
    gap = max(1, body.h // 30)
    side = _picture_side(body, words_h, most)
    if side < MIN_PICTURE:
        return body
    image = pictures.picture(card, side)
    surface.blit(image, image.get_rect(midtop=(body.centerx, body.y)))
    return pygame.Rect(body.x, body.y + side + gap, body.w, body.h - side - gap)


def _picture_side(body: pygame.Rect, words_h: int, most: int) -> int:
    """The side of the picture a card's body holds above `words_h` pixels of words (up to `most`)."""
    return min(body.h - words_h - max(1, body.h // 30), body.w, most)


def _draw_numbers(surface: pygame.Surface, shown: list[tuple[str, int, int]], cells: list[pygame.Rect], rim: Rgb,
                  floor: int) -> None:
    """The numbers in cells along the bottom, each over its name where the names fit the cells at `floor` (else the
    number alone, in the printed order: ATK, DEF, LNK, CPT), never under `floor`. A number something in play changes
    (its third item, the change) is drawn as it stands, its cell wearing the mark of a changed number
    (game.ui.marks.changed), so that no player needs the colour."""
    labelled = _labelled(cells[0].w, cells[0].h)
    for (label, value, change), cell in zip(shown, cells, strict=True):
        shapes.rounded_rect(surface, palette.PAPER_SHADE, cell, max(2, cell.w // 8))
        ink = marks.change_ink(change)
        if change:
            marks.changed(surface, cell, change)
        room = cell
        if labelled:
            size = text.fit(label, max(floor, round(cell.h * 0.3)), cell.w)
            under = text.line_height(size)
            low = min(cell.bottom - round(cell.h * 0.2) + under // 2, cell.bottom)
            text.draw(surface, label, size, rim, midbottom=(cell.centerx, low))
            room = pygame.Rect(cell.x, cell.y, cell.w, low - under - cell.y)
        most = round(cell.h * (0.56 if labelled else 0.7))
        text.draw(surface, str(value), _largest(str(value), most, floor, room.w - 2, room.h), ink, bold=True,
                  center=room.center)


def _largest(line: str, most: int, least: int, width: int, height: int) -> int:
    """The largest size from `most` down to `least` at which a bold `line` fits `width` and its line `height`."""
    size = max(most, least)
    while size > least and (text.width(line, size, bold=True) > width or text.line_height(size, bold=True) > height):
        size -= 1
    return size


def _draw_back(surface: pygame.Surface) -> None:
    w = surface.get_width()
    inner = card_frame(surface, palette.RIM, palette.ATTACK_RED_DARK)
    pygame.draw.rect(surface, palette.GOLD_DARK, inner.inflate(-round(w * 0.14), -round(w * 0.14)),
                     width=max(1, round(w * 0.03)), border_radius=round(w * 0.06))
    if w >= 40:
        text.draw(surface, "MA", round(w * 0.3), palette.GOLD, bold=True, center=inner.center)
