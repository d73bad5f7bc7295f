"""Where everything of the Master table sits, in design space, from the seat's view and levels/master.tmx.

The seat at the screen has the area at the bottom left, beside its hand; the others sit around the table in the
order of play, which passes to the right: the next seat to the right of the screen, the last to its left. In each
area the sets lie in one pile, each laid across the one before (across, upright, across ...), the top set last
and fully in sight, the older ones showing at its edges. A held card's targets lie on those places (target_rect),
and the cards an event brings into sight come from a hand or the draw pile (motion_of). Pure arithmetic over
rectangles: no pixels are written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.core import Event
from game.engine.master import events as ev
from game.engine.master.state import ACROSS, MasterState
from game.layout.slot import Slot
from game.play.master import targets as tg
from game.play.master.targets import Target

Point = tuple[float, float]
HAND_CARD = (120, 168)
PILE_CARD = (100, 140)  # the draw and discard piles' cards
SET_CARD = (60, 84)  # a card of a set, upright, in another player's area
MY_SCALE = 1.2  # the cards of the screen's own area are this much larger
HEADER = 30  # design px: an area's band with the name and experience
FAN = 15  # how far each card of a set lies right of the one under it (less in a large set)
DEPTH = 6  # how far each older set of a pile is shifted up and left
SHOWN_SETS = 5  # the sets of a pile drawn (the older ones are hidden under them)
BACK = (24, 34)  # the backs standing for another player's hand

# The other seats' areas, in the order of play after the seat at the screen, by how many others there are.
AROUND = {
    1: ("area_top",),
    2: ("area_top_right", "area_top_left"),
    3: ("area_right", "area_top", "area_left"),
    4: ("area_right", "area_top_right", "area_top_left", "area_left"),
    5: ("area_right", "area_top_right", "area_top", "area_top_left", "area_left"),
}


@dataclass(frozen=True)
class Area:
    """The parts of one seat's area."""

    rect: pygame.Rect
    header: pygame.Rect
    pile: pygame.Rect  # the square the sets lie in
    info: pygame.Rect  # beside the pile: the hand, the totals
    scale: float  # of its set cards

    @property
    def card(self) -> Point:
        return SET_CARD[0] * self.scale, SET_CARD[1] * self.scale

    @property
    def staging(self) -> pygame.Rect:
        """Where the first card of a set being formed waits for its partner (the screen's own area)."""
        w, h = self.card
        return pygame.Rect(round(self.info.centerx - w / 2), round(self.info.y + 34), round(w), round(h))

    @property
    def hand_spot(self) -> Point:
        """Where this seat's hand lies (its cards come and go from there)."""
        return float(self.info.x + BACK[0]), float(self.info.y + 18 + BACK[1] / 2)


def area_zones(players: int, viewer: int) -> dict[int, str]:
    """Each seat's area zone: the seat at the screen at the bottom, the others around in the order of play."""
    zones = {viewer % players: "area_me"}
    for step, name in enumerate(AROUND[players - 1], start=1):
        zones[(viewer + step) % players] = name
    return zones


def area_parts(rect: pygame.Rect, mine: bool) -> Area:
    header = pygame.Rect(rect.x, rect.y, rect.w, HEADER)
    body = pygame.Rect(rect.x, header.bottom, rect.w, rect.bottom - header.bottom)
    side = min(body.h - 10, 184 if mine else 156)
    pile = pygame.Rect(body.x + 8, body.centery - side // 2, side, side)
    info = pygame.Rect(pile.right + 10, body.y + 6, rect.right - pile.right - 18, body.h - 12)
    return Area(rect, header, pile, info, MY_SCALE if mine else 1.0)


def areas(zones: dict[str, pygame.Rect], players: int, viewer: int) -> dict[int, Area]:
    return {seat: area_parts(zones[name], name == "area_me") for seat, name in area_zones(players, viewer).items()}


def set_card_rects(area: Area, count: int, depth: int, shown: int, orientation: str) -> list[pygame.FRect]:
    """The rectangles of a set's cards, bottom first: `depth` sets lie above it in a pile of `shown` drawn sets."""
    w, h = area.card
    if orientation == ACROSS:
        w, h = h, w
    centre_x = area.pile.centerx + (shown - 1) * DEPTH / 2 - depth * DEPTH
    centre_y = area.pile.centery + (shown - 1) * DEPTH / 2 - depth * DEPTH
    room = area.pile.w - (shown - 1) * DEPTH - w - 8
    step = min(FAN * area.scale, room / (count - 1)) if count > 1 else 0.0
    rects = []
    for k in range(count):  # fanned to the right, so the number in each card's left edge shows
        shift = (k - (count - 1) / 2) * step
        rects.append(pygame.FRect(centre_x - w / 2 + shift, centre_y - h / 2, w, h))
    return rects


def set_slots(view: MasterState, seat: int, area: Area) -> dict[str, Slot]:
    """The cards of a seat's sets as they lie in its pile (the newest SHOWN_SETS of them), and a waiting steal's
    card on its top set."""
    sets = view.sets[seat]
    shown = sets[-SHOWN_SETS:]
    slots: dict[str, Slot] = {}
    for index, placed in enumerate(shown):
        depth = len(shown) - 1 - index
        for k, rect in enumerate(set_card_rects(area, len(placed.cards), depth, len(shown), placed.orientation)):
            slots[placed.cards[k]] = Slot(rect.x, rect.y, rect.w, rect.h, 10 + index * 4 + k, "set", seat)
    steal = view.steal
    if steal is not None and steal.target == seat and shown:
        top = shown[-1]
        rects = set_card_rects(area, len(top.cards) + 1, 0, len(shown), top.orientation)
        last = rects[-1].move(FAN * 0.6, FAN * 0.6)
        slots[steal.card] = Slot(last.x, last.y, last.w, last.h, 40, "steal", seat)
    return slots


def hand_slots(zone: pygame.Rect, hand: tuple[str, ...], skip: frozenset[str] = frozenset()) -> dict[str, Slot]:
    shown = [card for card in hand if card not in skip]
    count = len(shown)
    if not count:
        return {}
    w, h = HAND_CARD
    step = min(w + 18, (zone.width - w) / max(1, count - 1))
    width = w + step * (count - 1)
    left = zone.x + (zone.width - width) / 2
    top = zone.y + (zone.height - h) / 2
    return {card: Slot(left + i * step, top, w, h, 100 + i, "hand") for i, card in enumerate(shown)}


def discard_slots(zone: pygame.Rect, discard: tuple[str, ...]) -> dict[str, Slot]:
    """The top card of the discard pile, and the one under it peeking out."""
    slots = {}
    for depth, card in enumerate(reversed(discard[-2:])):
        slots[card] = Slot(zone.x - 5 * depth, zone.y - 4 * depth, zone.w, zone.h, 3 - depth, "discard")
    return slots


def backs(area: Area, count: int, label: float) -> list[pygame.Rect]:
    """The backs standing for another player's hand, in a row at the top of its info column, closer together where
    they would leave less than `label` (design px) beside them for the words saying how many."""
    w, h = BACK
    step = max(0.0, min(w + 4, (area.info.w - label - w) / max(1, count - 1))) if count > 1 else 0
    return [pygame.Rect(round(area.info.x + i * step), area.info.y + 2, w, h) for i in range(count)]


def slots_for(view: MasterState, viewer: int, zones: dict[str, pygame.Rect], staged: str | None,
              hide_hand: bool) -> dict[str, Slot]:
    """Where every card in sight lies: the viewer's hand (unless hidden), the sets and any steal, the discard
    pile's top two and the card of a set being formed."""
    slots: dict[str, Slot] = {}
    seat_areas = areas(zones, view.players, viewer)
    for seat, area in seat_areas.items():
        slots.update(set_slots(view, seat, area))
    slots.update(discard_slots(zones["discard"], view.discard))
    if not hide_hand and 0 <= viewer < view.players:
        hand = view.hands[viewer]
        if staged is not None and staged in hand:
            rect = seat_areas[viewer].staging
            slots[staged] = Slot(rect.x, rect.y, rect.w, rect.h, 60, "staged", viewer)
        slots.update(hand_slots(zones["hand"], hand, frozenset({staged}) if staged else frozenset()))
    return slots


def target_rect(target: Target, seat_areas: dict[int, Area], zones: dict[str, pygame.Rect],
                card_rect: Callable[[str], pygame.Rect | None], takes: bool) -> pygame.Rect | None:
    """Where a held card's target lies: a seat's pile of sets (a steal, a defence) or its whole area (a set's first
    card), the partner it is laid on where `card_rect` finds it now, the discard pile, or "Discard instead" beside
    the pile where the held card `takes` the pile's top card into a set."""
    if target.kind in (tg.STEAL, tg.DEFEND, tg.AREA):
        area = seat_areas.get(target.seat)
        return None if area is None else (area.rect if target.kind == tg.AREA else area.pile).copy()
    if target.kind in (tg.STAGED, tg.PAIR):
        return card_rect(target.card or "")
    if target.kind == tg.TAKE:
        return zones["discard"].copy()
    if target.kind == tg.DISCARD:
        return zones["discard_instead" if takes else "discard"].copy()
    return None


def chip_centre(target: Target, rect: pygame.Rect) -> tuple[float, float] | None:
    """Where the chip saying what a lit target gives sits (under the discard pile, else at the foot of the place),
    or None for a target that has none (a card of the hand, a plain discard)."""
    if target.kind not in (tg.STEAL, tg.DEFEND, tg.TAKE, tg.AREA, tg.STAGED):
        return None
    return (rect.centerx, rect.bottom + 20) if target.kind == tg.TAKE else (rect.centerx, rect.bottom - 12)


def motion_of(event: Event | None, seat_areas: dict[int, Area], viewer: int, pile: Point
              ) -> tuple[dict[str, Point], Point | None]:
    """Where the cards an event brings into sight come from (another seat's hand; the draw pile at `pile`), and
    where the cards it takes out of sight go (the draw pile, gathering every card for a new deal; None: at once)."""
    if isinstance(event, ev.DeckShuffled):
        return {}, pile
    entries: dict[str, Point] = {}

    def from_hand(seat: int, cards: tuple[str, ...]) -> None:
        area = seat_areas.get(seat)
        if area is not None and seat != viewer:
            entries.update({card: area.hand_spot for card in cards})

    if isinstance(event, ev.SetFormed):
        from_hand(event.seat, tuple(card for card in event.cards if card != event.taken))
    elif isinstance(event, ev.CardDiscarded | ev.StealAttempted | ev.StealDefended):
        from_hand(event.seat, (event.card,))
    elif isinstance(event, ev.CardsDealt | ev.CardsDrawn):
        entries.update({card: pile for card in event.cards})
    elif isinstance(event, ev.DiscardStarted):
        entries[event.card] = pile
    return entries, None
