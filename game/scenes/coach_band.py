"""The band of the table the coach's page shows under a moment's two moves (game.scenes.coach): cut across the window
from the table at the moment, drawn at the window's size and never made smaller (made small beside the words, its
words were 6 px at 1024x600), around the cards the moves name, each move's cards ringed in its colour and tagged with
its word."""

from __future__ import annotations

import pygame

from game.scenes.coach_moment import Moment
from game.ui import palette, text
from game.ui.viewport import Viewport

MADE_INK, BEST_INK = palette.BLOCK_LIGHT, palette.GHOST  # each move's heading and the rings round its cards
MARKS = (("played", MADE_INK), ("suggested", BEST_INK))  # each move's tag over its cards on the table
TAG = 16  # design px: a tag's word, never under a readable size
EDGE = 24  # design px: the room left under the cards the moves name, for their rings


def draw_band(surface: pygame.Surface, vp: Viewport, moment: Moment,
              box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect] | None:
    """The band of the table at the moment the moves concern, across the window in `box` (window pixels): the cards
    the two moves name near its bottom, with what lies above them on the table (the ring, the combos, the attack
    they answer), or the bottom of the table, the seat's own side, where they name none; the cards of a move of one
    command ringed in its colour. Where it is drawn on the window and which part of the table it is
    (None: no table to show)."""
    picture = moment.picture()
    if picture is None or box.w <= 0 or box.h <= 0:
        return None
    made, best = moment.cards((moment.turning.made,)), moment.cards(moment.turning.best)
    whole = picture.get_rect()
    shown = pygame.Rect(0, 0, min(box.w, whole.w), min(box.h, whole.h))
    cards = (made + best)[0].unionall(made + best) if made or best else None
    if cards is None:
        shown.midbottom = whole.midbottom
    elif cards.h + vp.px(2 * EDGE) <= shown.h:  # the cards low in the band: what they go to lies above them
        shown.bottom = cards.bottom + vp.px(EDGE)
    else:
        shown.center = cards.center
    shown.clamp_ip(whole)
    box = pygame.Rect(box.x + (box.w - shown.w) // 2, box.y, shown.w, shown.h)
    surface.blit(picture, box, shown)
    clip = surface.get_clip()
    surface.set_clip(box)
    if len(moment.turning.best) == 1:  # a plan of several commands is told as its combos, not card by card
        _mark(surface, vp, [[rect.move(box.x - shown.x, box.y - shown.y) for rect in rects] for rects in (made, best)])
    surface.set_clip(clip)
    for y in (box.top - vp.px(2), box.bottom + vp.px(1)):
        pygame.draw.line(surface, palette.GOLD, (box.left, y), (box.right, y), vp.px(2))
    return box, shown


def _mark(surface: pygame.Surface, vp: Viewport, moves: list[list[pygame.Rect]]) -> None:
    """The cards each move names (the move made, then the move suggested), ringed in its move's colour (a card both
    name, twice), and each move's word on a tag over its first card, for a player who does not tell the colours
    apart."""
    rings: dict[tuple[int, int, int, int], int] = {}
    tags: dict[tuple[int, int, int, int], list[tuple[str, palette.Rgb]]] = {}
    for cards, (tag, ink) in zip(moves, MARKS, strict=True):
        for k, card in enumerate(cards):
            place = (card.x, card.y, card.w, card.h)
            grow = vp.px(8 + 12 * rings.get(place, 0))
            rings[place] = rings.get(place, 0) + 1
            ring = card.inflate(grow, grow)
            pygame.draw.rect(surface, palette.FELT_DARK, ring.inflate(vp.px(4), vp.px(4)), vp.px(7),
                             border_radius=vp.px(8))
            pygame.draw.rect(surface, ink, ring, vp.px(4), border_radius=vp.px(6))
            if k == 0:
                tags.setdefault(place, []).append((tag, ink))
    size = text.readable(vp.px(TAG))
    for (x, y, w, _), words in tags.items():
        pads = [(text.width(tag, size, bold=True) + vp.px(12), tag, ink) for tag, ink in words]
        left = x + w // 2 - sum(pad for pad, _, _ in pads) // 2
        for pad, tag, ink in pads:
            label = pygame.Rect(left, 0, pad, text.line_height(size, bold=True) + vp.px(4))
            label.centery = y - vp.px(4)
            pygame.draw.rect(surface, ink, label, border_radius=vp.px(6))
            text.draw(surface, tag, size, palette.INK, bold=True, center=label.center)
            left += pad
