"""Martial Arts card faces and the back, drawn at the exact size asked for and cached by pixels.

A face shows what the printed card shows: its name at the top with its style under it, its text, and along the
bottom its numbers: ATK, DEF, LNK and CPT for an Attack card, DEF and LNK for a Defense card (each as it stands
where something in play changes it, and marked so); a Strategy card's ADR cost sits in a disc in the upper right
corner. Between the style and the text, a picture of the technique or of what the card does (game.ui.matcg.pictures),
in the room the text leaves. The rim tells the kind (red attacks, steel defences, purple strategies, gold events) and
the kind is also written above the numbers, so no player needs colour. Weapons and Illegal Moves (the Anything Goes
sideboard) say so beside the style.
"""

from __future__ import annotations

import pygame

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard, Catalog, printed
from game.ui import marks, palette, shapes, text
from game.ui.matcg import pictures
from game.ui.palette import Rgb
from game.ui.udo.card_art import FACES, Size, blank, card_frame, rim_width

RIMS: dict[str, Rgb] = {"attack": palette.ATTACK_RED, "defense": palette.BLOCK_STEEL,
                        "strategy": palette.CHARGE_PURPLE, "event": palette.GOLD_DARK}
KINDS = {"attack": "Attack", "defense": "Defense", "strategy": "Strategy", "event": "Event"}
CLASSES = {"weapon": "Weapon", "illegal": "Illegal Move"}
MIN_PICTURE = 18  # pixels: a smaller picture is not drawn, the words keep its room
HAND_WIDTH = 120  # from this width on a face is read in the hand, where it lies (the table's hand cards are 140)


STATS_HEIGHT = 0.2  # of a card's height: the row of its numbers along the bottom
Now = tuple[tuple[str, int], ...]  # the numbers of a card something in play changes, as they stand: ("ATK", 6)


def duel_face(catalog: Catalog, physical: str, size: Size, now: Now = ()) -> pygame.Surface:
    """The face of a physical card; the numbers named in `now` show their value as it stands, marked changed."""
    card = printed(catalog, physical)
    return FACES.get(("matcg", card, now), size, lambda: _draw(card, size, dict(now)))


def duel_back(size: Size) -> pygame.Surface:
    return FACES.get(("matcg_back",), size, lambda: _draw_back(size))


def numbers(card: AnyCard) -> list[tuple[str, int]]:
    """The numbers printed along the bottom of a card, in order."""
    if isinstance(card, c.AttackCard):
        return [("ATK", card.atk), ("DEF", card.defense), ("LNK", card.lnk), ("CPT", card.cpt)]
    if isinstance(card, c.DefenseCard):
        return [("DEF", card.defense), ("LNK", card.lnk)]
    return []


def _draw(card: AnyCard, size: Size, now: dict[str, int]) -> pygame.Surface:
    surface = blank(size)
    w, h = size
    rim = RIMS[card.kind]
    inner = card_frame(surface, rim, palette.PAPER)
    pad = max(3, round(w * 0.05))
    cost = card.adr if isinstance(card, c.StrategyCard) else None
    thumbnail = w < 90  # a pile's top card: the name on a line or two, no style, the bare numbers
    disc = round(w * 0.2) if cost is not None and not thumbnail else 0  # a thumbnail's cost is in its kind's line
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * (0.28 if thumbnail else 0.2)))
    shapes.rounded_rect(surface, rim, band, round(w * 0.05))
    name_room = band.w - 2 * pad - disc
    # A card in the hand is read where it is: nothing on it under the readable size. Cards on the table are smaller
    # and read enlarged, when the mouse rests on them.
    floor = text.READABLE if w >= HAND_WIDTH else 0
    if thumbnail:  # a word wider than the band even at the least size ("Roundhouse" on 1024x600's piles) is cut
        most = max(round(w * 0.13), text.least_legible())  # 11 px where the band holds it
        name_size, name_lines = text.fit_block(card.name, most, name_room, band.h, bold=True)
        text.draw_lines(surface, [(text.cut(line, name_size, name_room, bold=True), palette.TITLE_TEXT)
                                  for line in name_lines], name_size,
                        pygame.Rect(band.x + pad, band.y, name_room, band.h), bold=True, align="left")
    else:
        name_size, name_lines = text.fit_block(card.name, round(w * 0.115), name_room, round(band.h * 0.62),
                                               bold=True)
        text.draw_lines(surface, [(line, palette.TITLE_TEXT) for line in name_lines], name_size,
                        pygame.Rect(band.x + pad, band.y + 1, name_room, round(band.h * 0.62)), bold=True,
                        align="left")
        style = card.style + (f" \u00b7 {CLASSES[card.card_class]}" if card.card_class in CLASSES else "")
        text.draw(surface, style, text.fit(style, max(floor, round(w * 0.085)), band.w - 2 * pad), palette.GOLD_LIGHT,
                  midleft=(band.x + pad, band.bottom - round(band.h * 0.2)))
    if disc:
        centre = (band.right - pad - disc // 2, band.y + pad + disc // 2)
        shapes.disc(surface, palette.CHARGE_PURPLE_DARK, centre, disc / 2 + 1)
        shapes.disc(surface, palette.GOLD, centre, disc / 2 - 1)
        text.draw(surface, str(cost), round(disc * 0.7), palette.INK, bold=True, center=centre)
    shown = [(label, now.get(label, value), now.get(label, value) - value) for label, value in numbers(card)]
    stats_h = round(h * STATS_HEIGHT) if shown else 0
    kind_h = round(h * 0.1)
    body = pygame.Rect(inner.x + pad, band.bottom + pad // 2, inner.w - 2 * pad,
                       inner.bottom - band.bottom - stats_h - kind_h - pad)
    words = card.text or c.rules_text(card) or " \u00b7 ".join(getattr(card, "tags", ()))
    # Never smaller than the floor, never past the body: in the hand what does not fit ends in an ellipsis; on the
    # table the words are whole or left out, the card read enlarged.
    words_size, whole = text.fit_block(words, max(floor, round(w * 0.105)), body.w, body.h)
    if floor:
        words_size = max(floor, words_size)
        lines = text.shorten([words], words_size, body.w, body.h)
    else:
        fits = len(whole) * text.line_height(words_size) <= body.h and \
            all(text.width(line, words_size) <= body.w for line in whole)
        lines = whole if fits else []
    body = _draw_picture(surface, card, body, len(lines) * text.line_height(words_size), round(h * 0.36))
    text.draw_lines(surface, [(line, palette.INK) for line in lines], words_size, body)
    kind = KINDS[card.kind].upper() + (f" \u00b7 {cost} ADR" if cost is not None else "")
    text.draw(surface, kind, text.fit(kind, max(floor, round(w * 0.08)), inner.w - 2, bold=True), rim, bold=True,
              center=(inner.centerx, body.bottom + kind_h // 2))
    if shown:
        _draw_numbers(surface, shown, number_cells(size, len(shown)), rim, labelled=not thumbnail, floor=floor)
    return surface


def number_cells(size: Size, count: int) -> list[pygame.Rect]:
    """Where a face of `size` prints its `count` numbers along the bottom (pixels of the face), in their order."""
    w, h = size
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * rim_width(w), -2 * rim_width(w))
    stats_h = round(h * STATS_HEIGHT)
    row = pygame.Rect(inner.x + 2, inner.bottom - stats_h - 2, inner.w - 4, stats_h)
    step = row.w / count
    return [pygame.Rect(round(row.x + k * step) + 1, row.y, round(step) - 2, row.h) for k in range(count)]


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
    side = min(body.h - words_h - gap, body.w, most)
    if side < MIN_PICTURE:
        return body
    image = pictures.picture(card, side)
    surface.blit(image, image.get_rect(midtop=(body.centerx, body.y)))
    return pygame.Rect(body.x, body.y + side + gap, body.w, body.h - side - gap)


def _draw_numbers(surface: pygame.Surface, shown: list[tuple[str, int, int]], cells: list[pygame.Rect], rim: Rgb,
                  labelled: bool = True, floor: int = 0) -> None:
    """The numbers in cells along the bottom, each over its name (a thumbnail's cells hold the number alone, in the
    printed order: ATK, DEF, LNK, CPT). A number something in play changes (its third item, the change) is drawn as
    it stands, its cell wearing the mark of a changed number (game.ui.marks.changed), so that no player needs the
    colour."""
    for (label, value, change), cell in zip(shown, cells, strict=True):
        shapes.rounded_rect(surface, palette.PAPER_SHADE, cell, max(2, cell.w // 8))
        ink = marks.change_ink(change)
        if change:
            marks.changed(surface, cell, change)
        if not labelled:  # 11 px where the cell holds it
            most = max(round(cell.h * 0.7), text.least_legible())
            text.draw(surface, str(value), text.fit(str(value), most, cell.w - 2, bold=True), ink, bold=True,
                      center=cell.center)
            continue
        text.draw(surface, str(value), round(cell.h * 0.56), ink, bold=True,
                  center=(cell.centerx, cell.y + round(cell.h * 0.36)))
        text.draw(surface, label, text.fit(label, max(floor, 8, round(cell.h * 0.3)), cell.w - 2, bold=True), rim,
                  bold=True,
                  center=(cell.centerx, cell.bottom - round(cell.h * 0.2)))


def _draw_back(size: Size) -> pygame.Surface:
    surface = blank(size)
    w, h = size
    inner = card_frame(surface, palette.RIM, palette.ATTACK_RED_DARK)
    pygame.draw.rect(surface, palette.GOLD_DARK, inner.inflate(-round(w * 0.14), -round(w * 0.14)),
                     width=max(1, round(w * 0.03)), border_radius=round(w * 0.06))
    if w >= 40:
        text.draw(surface, "MA", round(w * 0.3), palette.GOLD, bold=True, center=inner.center)
    return surface
