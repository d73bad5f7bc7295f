"""Kenpo Masters card faces and the two deck backs, drawn at the exact size asked for and cached by pixels.

An Action card: the title, its qualifiers under it, the mini-ring (game.ui.kenpo.diagram) over a faint picture of the
technique (game.ui.kenpo.pictures) and the card's text, where game.layout.kenpo.face lays them out. At hand size the
text is a short summary of how the card combos; zoomed, the full printed text. An Effect card has no arrows: an emblem
of what it does, then its text. The rim wears the deck's colour (yellow or red), so cards on the table say whose they
are.
"""

from __future__ import annotations

import pygame

from game.content.kenpo import kenpo_titles
from game.engine.kenpo.cards import ActionCard, EffectCard
from game.layout.cards import Size, grid
from game.layout.kenpo.card import Mark
from game.layout.kenpo.face import (
    FULL_TEXT_WIDTH,
    THUMBNAIL_WIDTH,
    Block,
    Words,
    compact,
    gap,
    parts,
    tag_lines,
)
from game.ui import palette, shapes, text
from game.ui.card_parts import back_field, card_frame, face, text_panel, title_band, title_pad
from game.ui.kenpo import pictures
from game.ui.kenpo.diagram import badge, ring_diagram, ring_marks
from game.ui.kept import kept
from game.ui.palette import Rgb
from game.ui.shapes import arrow
from game.words.kenpo.card_text import Card, summary

DECK_COLOURS = ("yellow", "red")  # seat 0's deck, seat 1's
SEAT_COLOURS = ((palette.KENPO_YELLOW, palette.KENPO_YELLOW_DARK), (palette.KENPO_RED, palette.KENPO_RED_DARK))
_REGIONS: dict[tuple[str, Size, float], dict[str, pygame.Rect]] = {}  # (regions)
COLOURS: dict[str, tuple[Rgb, Rgb]] = dict(zip(DECK_COLOURS, SEAT_COLOURS, strict=True))  # each deck's, light and dark


def kenpo_face(card: Card, colour: str, size: Size) -> pygame.Surface:
    """The front of a Kenpo Masters card of the `colour` deck ("yellow" or "red")."""
    return face(("kenpo", card.id, colour), size, lambda surface: _draw(surface, card, colour))


def kenpo_back(colour: str, size: Size) -> pygame.Surface:
    """The back of the `colour` deck: the Kenpo Masters emblem in the deck's colour."""
    return face(("kenpo_back", colour), size, lambda surface: _draw_back(surface, colour))


def least_size(size: Size) -> int:
    """The least size of the words and numbers of a face of `size`: on a compact face (game.layout.kenpo.face) the
    least legible size; 0 elsewhere."""
    return text.least_legible() if compact(size) else 0


def regions(card: Card, size: Size) -> dict[str, pygame.Rect]:
    """Where a face of `size` prints its parts, in pixels of the face (game.layout.kenpo.face.parts): its "band" (the
    name), its "tags" (the qualifiers), its "art" (an Action card's ring of arrows, an Effect card's emblem) and its
    "panel" (its words), the art giving the summary's lines the height they need; found once per size and text size."""
    return kept(_REGIONS, (card.id, size, text.scale()), lambda: _layout(card, size)[0], 500)


def _layout(card: Card, size: Size) -> tuple[dict[str, pygame.Rect], Block]:
    """The regions of a face and the summary's block, its words measured at the least legible size (least_size)."""
    least = least_size(size)

    def marks(ring: pygame.Rect) -> list[Mark]:
        return ring_marks(ring, card.moves, card.attack, card.defence, least) if isinstance(card, ActionCard) else []

    words = Words(card.name, title_pad(size[0]), card.qualifiers, summary(card), marks) if least else None
    return parts(size, isinstance(card, ActionCard), words, text)


def _draw(surface: pygame.Surface, card: Card, colour: str) -> None:
    size = w, h = surface.get_size()
    rim, _ = COLOURS[colour]
    card_frame(surface, rim, palette.PAPER)
    full = w >= FULL_TEXT_WIDTH
    words = w >= THUMBNAIL_WIDTH
    where, block = _layout(card, size)
    band, tags, art, panel = where["band"], where["tags"], where["art"], where["panel"]
    least = least_size(size)
    title_band(surface, band, card.name if words else "", palette.TITLE_BAND, palette.TITLE_TEXT, kenpo_titles(),
               least)
    if least:  # packed ("Fast·Punch"), on as many lines as they need
        lines = tag_lines(card.qualifiers, least, tags.w - 2 * gap(size), text)
        text.draw_lines(surface, [(line, palette.INK_SOFT) for line in lines], least, tags)
    elif words:  # an enlarged face: the qualifiers on one line, spaced
        line = " \u00b7 ".join(card.qualifiers)
        size_q = text.fit(line, round(tags.h * 0.95), tags.w - round(w * 0.06), bold=True)
        text.draw(surface, line, size_q, palette.INK_SOFT, bold=True, center=tags.center)
    if isinstance(card, ActionCard):
        ring_diagram(surface, art, card.moves, card.attack, card.defence, pictures.backdrop(card, art.w), least, words)
    else:
        _emblem(surface, art, card, words, least)
    if panel.h > 4 and words:
        if full:
            text_panel(surface, panel, [(card.text, palette.INK)], palette.PAPER_COOL, round(w * 0.11))
        elif block[1]:
            _summary_panel(surface, panel, block)


def _summary_panel(surface: pygame.Surface, panel: pygame.Rect, block: Block) -> None:
    """The summary under a hand-sized card's diagram, whole (game.layout.kenpo.face), never smaller than text a player
    must read. A face too small for it even so (a card in play at 1024x600, the replay's) prints none rather than a
    part cut short: the enlarged card, when the mouse or the keyboard's focus rests on it, prints the card's whole
    text."""
    shapes.rounded_rect(surface, palette.PAPER_COOL, panel, round(panel.w * 0.1))
    size, lines = block
    text.draw_lines(surface, [(line, palette.INK) for line in lines], size, panel)


def _emblem(surface: pygame.Surface, rect: pygame.Rect, card: EffectCard, words: bool = True, least: int = 0) -> None:
    """What an Effect card does, at a glance: a fake's bonus, mirrored arrows, or a burst of chevrons; its numbers and
    words never under `least`."""
    shapes.rounded_rect(surface, palette.PAPER_SHADE, rect, round(rect.h * 0.16))
    cx, cy, unit = rect.centerx, rect.centery, min(rect.w, rect.h * 1.6)
    able = card.abilities
    if able.fake is not None:
        label = max(text.least_legible(), text.fit("other", max(text.READABLE, round(rect.h * 0.2)), round(unit * 0.38),
                                                    bold=True))
        apart = max(unit * 0.2, (text.width("Kick", label, True) + text.width("other", label, True)) / 4 + 2
                    if words else 0)  # the words under the chips clear of each other
        left = (cx - apart, cy)
        right = (cx + apart, cy)
        kick, other = (f"+{able.fake.kick}", f"+{able.fake.other}") if words else ("", "")  # a thumbnail's: blank
        badge(surface, kick, left, rect.h * 0.42, palette.MOVE_YELLOW, palette.MOVE_YELLOW_EDGE, palette.INK, least)
        badge(surface, other, right, rect.h * 0.3, palette.PAPER, palette.INK_SOFT, palette.INK, least)
        if not words:  # a pile's thumbnail: the chips alone
            return
        for word, (x, _) in (("Kick", left), ("other", right)):
            text.draw(surface, word, label, palette.INK_SOFT, bold=True, midtop=(round(x), round(cy + rect.h * 0.24)))
    elif able.mirror:
        width, head = rect.h * 0.12, rect.h * 0.22
        top, low = cy - rect.h * 0.16, cy + rect.h * 0.16
        arrow(surface, palette.ATTACK_RED, (cx - unit * 0.05, top), (cx + unit * 0.28, top), width, head)
        arrow(surface, palette.MOVE_YELLOW_EDGE, (cx + unit * 0.05, low), (cx - unit * 0.28, low), width, head)
        pygame.draw.line(surface, palette.INK_SOFT, (cx, rect.y + rect.h * 0.1), (cx, rect.bottom - rect.h * 0.1),
                         max(1, round(rect.h * 0.03)))
    else:
        for k in (-1, 0, 1):
            x = cx + k * unit * 0.14
            shapes.polygon(surface, palette.MOVE_YELLOW_EDGE, [
                (x - unit * 0.08, cy - rect.h * 0.3), (x + unit * 0.06, cy), (x - unit * 0.08, cy + rect.h * 0.3),
                (x - unit * 0.01, cy + rect.h * 0.3), (x + unit * 0.13, cy), (x - unit * 0.01, cy - rect.h * 0.3)])


def _draw_back(surface: pygame.Surface, colour: str) -> None:
    w, h = surface.get_size()
    light, dark = COLOURS[colour]
    field = back_field(surface, light, shapes.mix(palette.BACK_BLACK, dark, 0.55), 0.018)
    center = field.centerx, field.centery - round(h * 0.06)
    radius = w * 0.3
    shapes.disc(surface, light, center, radius)
    shapes.disc(surface, palette.BACK_BLACK, center, radius * 0.86)
    cell = radius * 0.9 / 1.5 * 0.78  # a tiny 3 by 3 ring inside the medallion, its two start squares lit
    for k, box in enumerate(grid(center, 3, cell, cell * 0.84)):
        pygame.draw.rect(surface, light if k in (1, 7) else dark, box, border_radius=max(1, round(cell * 0.15)))
    _belt(surface, light, field, round(center[1] + radius + h * 0.09), h)


def _belt(surface: pygame.Surface, colour: Rgb, field: pygame.Rect, y: int, h: int) -> None:
    """A belt tied under the emblem, in the deck's colour: the back's mark has no letters, which a deck's back in
    play (48 px wide at 1024x600) would print at 8 px."""
    band = pygame.Rect(field.x, 0, field.w, max(2, round(h * 0.035)))
    band.centery = y
    pygame.draw.rect(surface, colour, band)
    knot = pygame.Rect(0, 0, round(band.h * 2.4), round(band.h * 2.4))
    knot.center = band.center
    tail = band.h * 2.6
    for side in (-1, 1):
        shapes.polygon(surface, colour, [(knot.centerx, knot.centery), (knot.centerx + side * band.h, knot.centery),
                                         (knot.centerx + side * band.h * 2.2, knot.bottom + tail),
                                         (knot.centerx + side * band.h * 0.9, knot.bottom + tail)])
    shapes.rounded_rect(surface, colour, knot, max(1, band.h // 2))
