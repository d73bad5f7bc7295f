"""Where every card in sight lies on the duel table, in design space, from a seat's view and levels/matcg.tmx.

The seat at the screen has its panel and hand at the bottom, the opponent's panel across the top. Between them the
fight: the attack waiting for its answer with its blocks, and the Strategy cards waiting to resolve. Each Event in
play lies in its owner's panel; the DGM challenge beside the seat's own Event. Pure arithmetic over rectangles: no
pixels are written.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.matcg.state import MatcgState, seat_of
from game.ui.hand import HandRow, hand_row

Point = tuple[float, float]
HAND_CARD = (140, 196)
FIGHT_CARD = (100, 140)
STRATEGY_CARD = (84, 118)
SMALL_CARD = (60, 84)  # an Event in play, the top of a discard pile
BACK = (30, 42)  # the backs standing for the opponent's hand


@dataclass(frozen=True)
class Slot:
    x: float
    y: float
    w: float
    h: float
    layer: int
    zone: str  # "hand", "fight", "strategy", "event", "challenge", "discard"

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), round(self.w), round(self.h))

    @property
    def size(self) -> Point:
        return self.w, self.h


def opponent_parts(zone: pygame.Rect) -> dict[str, pygame.Rect]:
    """The opponent's panel: its event at the right end, its discards' top card left of it."""
    event = pygame.Rect(zone.right - SMALL_CARD[0] - 12, zone.y + 30, *SMALL_CARD)
    discard = pygame.Rect(event.x - SMALL_CARD[0] - 16, event.y, *SMALL_CARD)
    return {"event": event, "discard": discard}


def my_event_parts(zone: pygame.Rect) -> dict[str, pygame.Rect]:
    """The seat's Event zone: its Event, and the DGM challenge beside it."""
    top = zone.y + zone.h - SMALL_CARD[1] - 2
    return {"event": pygame.Rect(zone.x + 6, top, *SMALL_CARD),
            "challenge": pygame.Rect(zone.right - SMALL_CARD[0] - 6, top, *SMALL_CARD)}


def backs(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The opponent's hand as backs in a row along the bottom of its panel (at most 12 drawn)."""
    shown = min(count, 12)
    step = BACK[0] + 4
    left = zone.x + 250
    return [pygame.Rect(left + k * step, zone.bottom - BACK[1] - 10, *BACK) for k in range(shown)]


def hand_spot(zone: pygame.Rect) -> Point:
    """Where the opponent's hand lies: its cards come into sight from there."""
    return float(zone.x + 250), float(zone.bottom - BACK[1] - 10)


def slots_for(view: MatcgState, viewer: int, zones: dict[str, pygame.Rect], hide_hand: bool,
              first: int = 0) -> tuple[dict[str, Slot], HandRow]:
    """Every card in sight, and the row the hand lies in (scrolled to its `first` card)."""
    slots: dict[str, Slot] = {}
    if not view.seats:
        return slots, HandRow()
    other = (viewer + 1) % view.seats
    attack = view.attack
    fight = zones["fight"]
    if attack is not None:
        x, y = fight.x + 16, fight.y + fight.h - FIGHT_CARD[1] - 6
        slots[attack.card] = Slot(x, y, *FIGHT_CARD, 20, "fight")
        for k, block in enumerate(attack.blocks):
            bx = x + FIGHT_CARD[0] + 60 + k * (FIGHT_CARD[0] * 0.6)
            slots[block] = Slot(bx, y, *FIGHT_CARD, 21 + k, "fight")
    strategy = zones["strategy"]
    for k, (_, card) in enumerate(view.stack):
        step = min(STRATEGY_CARD[0] + 6, (strategy.w - 16 - STRATEGY_CARD[0]) / max(1, len(view.stack) - 1))
        slots[card] = Slot(strategy.x + 8 + k * step, strategy.bottom - STRATEGY_CARD[1] - 8, *STRATEGY_CARD, 30 + k,
                           "strategy")
    theirs = opponent_parts(zones["opponent"])
    mine = my_event_parts(zones["my_event"])
    for seat, place in ((other, theirs["event"]), (viewer, mine["event"])):
        card = view.events[seat] if seat < len(view.events) else None
        if card is not None:
            slots[card] = Slot(place.x, place.y, *SMALL_CARD, 10, "event")
    if view.challenge is not None:
        place = mine["challenge"]
        slots[view.challenge] = Slot(place.x, place.y, *SMALL_CARD, 10, "challenge")
    for seat, place in ((other, theirs["discard"]), (viewer, zones["my_discard"])):
        pile = view.discards[seat]
        if pile:
            x = place.x + (place.w - SMALL_CARD[0]) / 2
            slots[pile[-1]] = Slot(x, place.y + (place.h - SMALL_CARD[1]) / 2, *SMALL_CARD, 5, "discard")
    row = HandRow()
    if not hide_hand:
        row = hand_row(zones["hand"], view.hands[viewer], HAND_CARD, first)
        for k, (card, rect) in enumerate(row.cards.items()):
            slots[card] = Slot(rect.x, rect.y, rect.w, rect.h, 100 + k, "hand")
    return slots, row


def discard_spot(zones: dict[str, pygame.Rect], viewer: int, card: str) -> Point:
    """Where a card leaving sight goes: its owner's discards."""
    if seat_of(card) == viewer:
        zone = zones["my_discard"]
        return float(zone.centerx - SMALL_CARD[0] / 2), float(zone.y)
    place = opponent_parts(zones["opponent"])["discard"]
    return float(place.x), float(place.y)
