"""Where a master's other side (game.ui.udo.faces.master_back) prints its parts, in pixels of the face: the master's
name, the "DEFEATED" ribbon, what the hero gains ("You gained") and the special move gained, as its card where one is
large enough to read, else as a plate of its name and, where there is room, its picture. Pure arithmetic over the
card's size and what its words measure, which the caller measures (game.layout.measure: game.ui.text passes itself)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.layout.cards import Size
from game.layout.measure import Measure
from game.layout.udo.card_face import SMALLEST_CARD
from game.layout.udo.master_card import name_fitted

SMALLEST_PICTURE = 16  # px: the least side of a special move's figure on a plate standing in for its card


@dataclass(frozen=True)
class Plate:
    """A special move too small a card to read stands in as its name (`lines` at `size` in `named`) on a plate, over
    its picture where there is room for one (None where there is not)."""

    rect: pygame.Rect
    named: pygame.Rect
    size: int
    lines: list[str]
    picture: pygame.Rect | None


@dataclass(frozen=True)
class MasterBack:
    """Where each row of a master's other side lies and the size of its words, and the special move's card (None
    where it is too small to read: `plate` stands in for it)."""

    name: pygame.Rect
    called: str
    name_size: int
    ribbon: pygame.Rect
    ribbon_size: int
    gained: pygame.Rect
    gained_size: int
    card: pygame.Rect | None
    plate: Plate | None


def parts(size: Size, inner: pygame.Rect, ribbon_words: str, gained: str, names: tuple[str, str],
          measure: Measure) -> MasterBack:
    """The rows of a master's other side of `size` inside its frame (`inner`), each as tall as its words at the least
    legible size where its share of the card is shorter: the master's name (the first of `names`; name_fitted),
    `ribbon_words` on the ribbon, `gained` over the special move (named second)."""
    w, h = size
    called, name_size = name_fitted(names[0], round(h * 0.075), round(inner.w * 0.9), measure)
    name = pygame.Rect(inner.x, inner.y, inner.w, max(round(h * 0.1), measure.line_height(name_size)))
    ribbon_size = measure.legible_line(ribbon_words, round(h * 0.1), round(w * 0.7))[1]
    ribbon = pygame.Rect(0, name.bottom, w, max(round(h * 0.11), measure.line_height(ribbon_size) + 2))
    gained_size = measure.legible_line(gained, round(h * 0.068), inner.w)[1]
    label = pygame.Rect(inner.x, ribbon.bottom + round(h * 0.01), inner.w,
                        max(round(h * 0.08), measure.line_height(gained_size)))
    room = pygame.Rect(inner.x, label.bottom + round(h * 0.01), inner.w, inner.bottom - label.bottom - round(h * 0.03))
    card_h = min(room.h, round(inner.w * 0.75 * 7 / 5))
    card_w = round(card_h * 5 / 7)
    card, plate = None, None
    if card_w >= SMALLEST_CARD:
        card = pygame.Rect(0, 0, card_w, card_h)
        card.midtop = (w // 2, room.y)
    else:
        plate = _plate(room.inflate(-round(w * 0.08), -round(h * 0.04)), names[1], measure)
    return MasterBack(name, called, name_size, ribbon, ribbon_size, label, gained_size, card, plate)


def _plate(rect: pygame.Rect, move: str, measure: Measure) -> Plate:
    """The special move's name (`move`) at the foot of the plate `rect` with its picture over it, or in its middle
    alone where there is no room for the picture."""
    inside = rect.inflate(-6, -6)
    size, lines = measure.readable_block(move, round(rect.w * 0.2), measure.least_legible(), inside.w,
                                         round(inside.h * 0.55))
    named = pygame.Rect(inside.x, 0, inside.w, len(lines) * measure.line_height(size))
    side = min(inside.w, inside.h - named.h)
    if side < SMALLEST_PICTURE:
        named.centery = rect.centery
        return Plate(rect, named, size, lines, None)
    named.bottom = inside.bottom
    picture = pygame.Rect(0, 0, side, side)
    picture.midbottom = (rect.centerx, named.top)
    return Plate(rect, named, size, lines, picture)
