"""Where every card in sight lies on the duel table, in design space, from a seat's view and its map
(levels/matcg.tmx, or levels/matcg_teams.tmx for a fight of teams: game.layout.matcg.places).

The seat at the screen has its panel and hand at the bottom, the other fighters' panels across the top. Between them the
fight: the attack waiting for its answer with its blocks, and the Strategy cards waiting to resolve. Each Event in
play lies in its owner's panel; the DGM challenge beside the seat's own Event. Pure arithmetic over rectangles: no
pixels are written.
"""

from __future__ import annotations

import pygame

from game.engine.core import Event
from game.engine.matcg import events as ev
from game.engine.matcg.state import MatcgState, seat_of
from game.layout.hand import HandRow, hand_row
from game.layout.matcg.places import FIGHTER, fighter_zone
from game.layout.slot import Slot

Point = tuple[float, float]
HAND_CARD = (140, 196)
FIGHT_CARD = (100, 140)
STRATEGY_CARD = (84, 118)
SMALL_CARD = (60, 84)  # an Event in play, the top of a discard pile
LABEL_W = SMALL_CARD[0] + 16  # the most a label over another's Event or pile takes: the distance between their centres
BACK = (30, 42)  # the backs standing for the opponent's hand
MOST_BACKS = 12  # the most of them drawn
# the fight's words over its cards (design px): the attack and its card's rules, two lines at the least readable size
# of the Largest text in the smallest window
FIGHT_WORDS = 54


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


def backs(zone: pygame.Rect, count: int, most: int = MOST_BACKS) -> list[pygame.Rect]:
    """The opponent's hand as backs in a row along the bottom of its panel (at most `most` drawn)."""
    shown = min(count, most)
    step = BACK[0] + 4
    left = zone.x + 250
    return [pygame.Rect(left + k * step, zone.bottom - BACK[1] - 10, *BACK) for k in range(shown)]


def hand_spot(zones: dict[str, pygame.Rect], zone: str) -> Point:
    """Where another fighter's hand lies (in the zone of its panel): its cards come into sight from there."""
    rect = zones[zone]
    if zone == "opponent":
        return float(rect.x + 250), float(rect.bottom - BACK[1] - 10)
    return float(rect.centerx - SMALL_CARD[0] / 2), float(rect.y)


def fitted(card: Point, zone: pygame.Rect, room: float) -> Point:
    """A card of the size `card`, smaller if the zone's height less `room` (for its words) is less than its own."""
    height = min(card[1], zone.h - room)
    return card[0] * height / card[1], height


def in_play_sizes(zones: dict[str, pygame.Rect]) -> dict[str, Point]:
    """The sizes of the cards in play at a table of these zones (design px): the attack and its blocks in the fight,
    a Strategy card waiting to resolve, and the small ones (an Event, the DGM challenge, a discard pile's top)."""
    return {"fight": fitted(FIGHT_CARD, zones["fight"], FIGHT_WORDS),
            "strategy": fitted(STRATEGY_CARD, zones["strategy"], 28), "small": SMALL_CARD}


def slots_for(view: MatcgState, viewer: int, zones: dict[str, pygame.Rect], hide_hand: bool,
              first: int = 0) -> tuple[dict[str, Slot], HandRow]:
    """Every card in sight, and the row the hand lies in (scrolled to its `first` card). At a table of teams the
    other fighters' Events and discards are told in their panels, not laid as cards."""
    slots: dict[str, Slot] = {}
    if not view.seats:
        return slots, HandRow()
    attack = view.attack
    fight = zones["fight"]
    sizes = in_play_sizes(zones)
    if attack is not None:
        size = sizes["fight"]
        x, y = fight.x + 16, fight.y + fight.h - size[1] - 6
        slots[attack.card] = Slot(x, y, *size, 20, "fight")
        for k, block in enumerate(attack.blocks):
            bx = x + size[0] + 60 + k * (size[0] * 0.6)
            slots[block] = Slot(bx, y, *size, 21 + k, "fight")
    strategy = zones["strategy"]
    size = sizes["strategy"]
    for k, (_, card) in enumerate(view.stack):
        step = min(size[0] + 6, (strategy.w - 16 - size[0]) / max(1, len(view.stack) - 1))
        slots[card] = Slot(strategy.x + 8 + k * step, strategy.bottom - size[1] - 8, *size, 30 + k, "strategy")
    mine = my_event_parts(zones["my_event"])
    events, piles = [(viewer, mine["event"])], [(viewer, zones["my_discard"])]
    if "opponent" in zones:
        theirs = opponent_parts(zones["opponent"])
        other = (viewer + 1) % view.seats
        events.insert(0, (other, theirs["event"]))
        piles.insert(0, (other, theirs["discard"]))
    for seat, place in events:
        event = view.events[seat] if seat < len(view.events) else None
        if event is not None:
            slots[event] = Slot(place.x, place.y, *SMALL_CARD, 10, "event")
    if view.challenge is not None:
        place = mine["challenge"]
        slots[view.challenge] = Slot(place.x, place.y, *SMALL_CARD, 10, "challenge")
    for seat, place in piles:
        pile = view.discards[seat]
        if pile:
            pile_x = place.x + (place.w - SMALL_CARD[0]) / 2
            slots[pile[-1]] = Slot(pile_x, place.y + (place.h - SMALL_CARD[1]) / 2, *SMALL_CARD, 5, "discard")
    row = HandRow()
    if not hide_hand:
        row = hand_row(zones["hand"], view.hands[viewer], HAND_CARD, first)
        for k, (card, rect) in enumerate(row.cards.items()):
            slots[card] = Slot(rect.x, rect.y, rect.w, rect.h, 100 + k, "hand")
    return slots, row


def discard_spot(zones: dict[str, pygame.Rect], viewer: int, card: str) -> Point:
    """Where a card leaving sight goes: its owner's discards (at a table of teams, its owner's panel)."""
    seat = seat_of(card)
    if seat == viewer:
        zone = zones["my_discard"]
        return float(zone.centerx - SMALL_CARD[0] / 2), float(zone.y)
    if "opponent" in zones:
        place = opponent_parts(zones["opponent"])["discard"]
        return float(place.x), float(place.y)
    return hand_spot(zones, f"{FIGHTER}{seat}")


def entry_spots(event: Event | None, view: MatcgState, viewer: int, zones: dict[str, pygame.Rect]) -> dict[str, Point]:
    """Where the cards an event brings into sight come from: the viewer's draws from its deck (right of its panel's
    corner), another fighter's card from its hand; none for anything else (None: the view as it stands)."""
    if event is None:
        return {}
    card = getattr(event, "card", None)
    seat = getattr(event, "seat", None)
    if isinstance(event, ev.CardsDrawn) and event.seat == viewer:
        me = zones["me"]
        return {drawn: (float(me.x + 250), float(me.y)) for drawn in event.cards}
    if card is not None and isinstance(seat, int) and seat != viewer:
        return {card: hand_spot(zones, fighter_zone(view, viewer, seat))}
    return {}
