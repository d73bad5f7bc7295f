"""A hand of cards in one row, every card whole: cards never overlap, so no card's printed value is ever cut or
covered by its neighbour's (a cut "Deal X+2" reads "Deal X+").

Cards keep their size (smaller cards would print their values too small to read): when more are held than fit
in the zone, the row scrolls. Arrows at its ends say how many cards are hidden either way (game.ui.hand draws
them); clicking one, or the mouse wheel over the hand, turns the row. A hand hidden at the screen shows as a row
of backs instead (hidden_hand), which may overlap: they print nothing. Pure arithmetic in design space: no pixels
are written here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

ARROW_W = 40  # the width of a scroll arrow at an end of the row
LEAST_GAP = 2  # the least room between two cards


@dataclass(frozen=True)
class HandRow:
    cards: dict[str, pygame.Rect] = field(default_factory=dict)  # the cards shown, left to right
    first: int = 0  # the index in the hand of the first card shown
    left: tuple[str, ...] = ()  # cards hidden left of the row
    right: tuple[str, ...] = ()  # ... and right of it
    left_arrow: pygame.Rect | None = None
    right_arrow: pygame.Rect | None = None

    @property
    def shown(self) -> int:
        return len(self.cards)

    @property
    def scrolls(self) -> bool:
        return self.left_arrow is not None

    def turned(self, first: int) -> int:
        """`first` kept inside the hand the row shows (a row never scrolls past its last card)."""
        return max(0, min(first, len(self.left) + len(self.right)))

    def arrow_at(self, point: tuple[float, float]) -> pygame.Rect | None:
        """The arrow under a design-space point, or None."""
        return next((arrow for arrow in (self.left_arrow, self.right_arrow)
                     if arrow is not None and arrow.collidepoint(point)), None)

    def turn_at(self, point: tuple[float, float]) -> int | None:
        """How far the row turns when the arrow under `point` is clicked (a page of cards, less one, either way), or
        None when no arrow is there."""
        arrow = self.arrow_at(point)
        if arrow is None:
            return None
        page = max(1, self.shown - 1)
        return -page if arrow == self.left_arrow else page


def hand_row(zone: pygame.Rect, hand: tuple[str, ...], card: tuple[float, float], first: int = 0,
             gap: float = 8) -> HandRow:
    """The row of `hand` in `zone`, each card `card` (width, height) big and centred in the zone's height, from the
    `first` card on when the row must scroll."""
    count = len(hand)
    if not count:
        return HandRow()
    w, h = card
    top = zone.y + (zone.height - h) / 2
    if count * w + (count - 1) * LEAST_GAP <= zone.width:
        return HandRow(_laid(hand, zone.x, zone.width, w, h, top, gap))
    room = zone.width - 2 * ARROW_W
    fits = max(1, int((room + LEAST_GAP) // (w + LEAST_GAP)))
    first = max(0, min(first, count - fits))
    shown = hand[first : first + fits]
    arrow_h = min(h, zone.height)
    arrow_top = zone.y + (zone.height - arrow_h) / 2
    return HandRow(
        _laid(shown, zone.x + ARROW_W, room, w, h, top, gap), first, hand[:first], hand[first + fits :],
        pygame.Rect(zone.x, round(arrow_top), ARROW_W - 6, round(arrow_h)),
        pygame.Rect(zone.right - ARROW_W + 6, round(arrow_top), ARROW_W - 6, round(arrow_h)),
    )


def _laid(cards: tuple[str, ...], left: float, width: float, w: float, h: float, top: float,
          gap: float) -> dict[str, pygame.Rect]:
    """`cards` side by side, centred in `width` from `left`, as close as `gap` allows."""
    count = len(cards)
    step = w + (min(gap, (width - count * w) / (count - 1)) if count > 1 else 0)
    start = left + (width - (w + step * (count - 1))) / 2
    return {card: pygame.Rect(round(start + i * step), round(top), round(w), round(h)) for i, card in enumerate(cards)}


HIDDEN_BACK = (96, 134)  # design px: a back standing for a card of a hand hidden at the screen


def hidden_hand(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The backs standing for a hand hidden at the screen (its person away from it): `count` of them in a row, 70
    apart and overlapping, centred in the hand's zone."""
    rects = []
    for k in range(count):
        rect = pygame.Rect(0, 0, *HIDDEN_BACK)
        rect.center = (round(zone.centerx + (k - (count - 1) / 2) * 70), zone.centery)
        rects.append(rect)
    return rects
