"""Where everything of the ring arena sits, in design space, from the seat's view and levels/ring.tmx.

The seat at the screen is always at the bottom: for seat 1 (who starts on the bottom row) the ring is drawn
as the engine numbers it, for seat 0 it is turned half a turn, so "forward" is up the screen for whoever
plays and their left is the screen's left. Pure arithmetic over rectangles: no pixels are written here.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.kenpo.geometry import SIZE, destination
from game.engine.kenpo.state import KenpoState, Played
from game.layout.hand import HandRow, hand_row
from game.layout.slot import Slot

Square = tuple[int, int]
FIGHTER_RADIUS = 40  # a name of 8 letters ("Computer") fits inside its disc at 11 px at 1024x600
WEDGE = 1.35  # how far the point that tells which way a fighter faces lies from its centre, in radii
WEDGE_COVER = (1.02, 0.33)  # a disc over the wedge's part outside the fighter's: its centre, its radius, in radii
LABEL_ASIDE = 2.4  # how far a strike's label lies beside its arrow, centre from arrow, at least, in arrow shifts
LABEL_MARGIN = 8  # design px of the felt round the ring a strike's label may reach, short of the panels beside it
LABEL_CLEAR = 8.0  # design px kept between a strike's label and a fighter: its shadow, and a changed number's mark
HAND_CARD = (120, 168)
TABLE_CARD = (104, 146)
HELD_CARD = (round(TABLE_CARD[0] * 0.62), round(TABLE_CARD[1] * 0.62))  # a card held over the ring, a token
PILE_STEP = 2
PILE_DEPTH = 4


def on_screen(viewer: int, square: Square) -> Square:
    """The (column, row) a ring square is drawn at for `viewer`; the same function takes it back."""
    return square if viewer == 1 else (SIZE - 1 - square[0], SIZE - 1 - square[1])


def square_rect(zones: dict[str, pygame.Rect], viewer: int, square: Square) -> pygame.Rect:
    column, row = on_screen(viewer, square)
    return zones[f"square_{column}_{row}"].copy()


def square_at(zones: dict[str, pygame.Rect], viewer: int, point: tuple[float, float]) -> Square | None:
    """The ring square under a design-space point, in the engine's numbering, or None."""
    for column in range(SIZE):
        for row in range(SIZE):
            if zones[f"square_{column}_{row}"].collidepoint(point):
                return on_screen(viewer, (column, row))
    return None


def step_to(seat: int, here: Square, there: Square) -> str | None:
    """The step that takes seat's fighter from `here` to `there` ("none" to stay), or None when no one step does."""
    for step in ("none", "forward", "back", "left", "right"):
        if destination(seat, here, step) == there:
            return step
    return None


def held_token(ring: pygame.Rect, pointer: tuple[float, float]) -> pygame.Rect | None:
    """Where a card held at `pointer` is drawn while it is over the `ring`: a token beside the pointer, so the square's
    centre and its fighter stay in sight, and inside the ring, so it never covers the status line under it (None:
    away from the ring, the card is drawn whole)."""
    if not ring.collidepoint(pointer):
        return None
    x, y = pointer
    return pygame.Rect(round(x + 14), round(y + 6), *HELD_CARD).clamp(ring)


def banner_box(zones: dict[str, pygame.Rect], viewer: int, row: int | None) -> pygame.Rect:
    """Where a banner goes: across the ring, over a row the fighters are not on (`row`, in the engine's numbering:
    a Break's, where both stand; None: anywhere, its zone)."""
    zone = zones["banner"].copy()
    if row is not None:
        free = 2 if on_screen(viewer, (0, row))[1] == 0 else 0
        zone.centery = zones[f"square_1_{free}"].centery
    return zone


def entry(zones: dict[str, pygame.Rect], zone_name: str) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Where a card coming into sight in `zone_name` starts (design position and size): a card drawn, from the
    deck; the opponent's play, from their hand (None: at its slot)."""
    if zone_name == "hand":
        deck = zones["my_deck"]
        return (float(deck.x), float(deck.y)), (float(deck.w), float(deck.h))
    if zone_name == "opp_table":
        hand = zones["opp_hand"]
        return (hand.centerx - 30.0, float(hand.y)), (60.0, 84.0)
    return None


def strike_line(start: tuple[float, float], end: tuple[float, float],
                side: float) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
    """Where a waiting strike's arrow from the fighter at `start` toward the one at `end` starts and ends, clear of
    both fighters' discs and shifted `side` across (so two arrows between them do not cover each other), and its
    direction."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    px, py = -uy * side, ux * side
    gap = FIGHTER_RADIUS + 6
    return (x0 + ux * gap + px, y0 + uy * gap + py), (x1 - ux * gap + px, y1 - uy * gap + py), (ux, uy)


def label_aside(start: tuple[float, float], end: tuple[float, float], side: float, size: tuple[float, float]) -> float:
    """How far beside its arrow (strike_line) the label of a waiting strike from the fighter at `start` lies, its centre
    from the arrow, on the arrow's own side, for a label of `size` (design px): LABEL_ASIDE arrow shifts, farther where
    a wide label would reach within half a shift of the line between the fighters (the other way's label lies past
    it) or where, between fighters close together, it would lie over either of them (their discs and wedges, which
    point up or down the screen)."""
    middle, (nx, ny) = _beside(start, end, side)
    w, h = size
    aside = max(abs(side) * LABEL_ASIDE, abs(nx) * w / 2 + abs(ny) * h / 2 - abs(side) / 2)
    along, cover = WEDGE_COVER
    spots = [spot for x, y in (start, end) for spot in (((x, y), FIGHTER_RADIUS),
                                                         ((x, y - along * FIGHTER_RADIUS), cover * FIGHTER_RADIUS),
                                                         ((x, y + along * FIGHTER_RADIUS), cover * FIGHTER_RADIUS))]

    def over_a_fighter(aside: float) -> bool:
        cx, cy = middle[0] + nx * aside, middle[1] + ny * aside
        return any(math.hypot(max(abs(x - cx) - w / 2, 0.0), max(abs(y - cy) - h / 2, 0.0)) < radius + LABEL_CLEAR
                   for (x, y), radius in spots)

    farthest = math.dist(start, end) + 2 * FIGHTER_RADIUS + LABEL_CLEAR + w + h  # past every fighter by then
    while aside < farthest and over_a_fighter(aside):
        aside += 1.0
    return aside


def label_room(zones: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where a strike's label may lie: the ring, and the felt around it short of the panels (LABEL_MARGIN)."""
    return zones["ring"].inflate(2 * LABEL_MARGIN, 2 * LABEL_MARGIN)


def label_placed(start: tuple[float, float], end: tuple[float, float], side: float, labels: tuple[str, ...],
                 measure: Callable[[str], tuple[float, float]], room: pygame.Rect | None) -> tuple[str, float]:
    """Which of `labels` (the ways a strike's chip may tell its points, the fullest first) the chip prints beside the
    arrow, and how far aside it lies (label_aside, worked out once for each label tried): the first whose chip, of the
    size `measure` gives it (design px), lies whole inside `room` (label_room), else the last; the first when there is
    no room to keep to."""
    (x, y), (nx, ny) = _beside(start, end, side)
    for label in labels:
        size = measure(label)
        aside = label_aside(start, end, side, size)
        box = pygame.Rect(0, 0, math.ceil(size[0]), math.ceil(size[1]))
        box.center = (round(x + nx * aside), round(y + ny * aside))
        if room is None or room.contains(box):
            break
    return label, aside


def _beside(start: tuple[float, float], end: tuple[float, float],
            side: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The middle of a strike's arrow (strike_line) and the way across it toward its own side."""
    a, b, (ux, uy) = strike_line(start, end, side)
    sign = 1 if side >= 0 else -1
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), (-uy * sign, ux * sign)


def hand_of(view: KenpoState, viewer: int, zones: dict[str, pygame.Rect], first: int = 0) -> HandRow:
    """The viewer's hand as a row of whole cards, scrolled to `first` when it holds more than fit (game.layout.hand)."""
    return hand_row(zones["hand"], view.hands[viewer], HAND_CARD, first, gap=10)


def hand_slots(row: HandRow, zone_name: str = "hand") -> dict[str, Slot]:
    """The cards of the hand shown in its row; cards scrolled out of sight have no slot (and no sprite)."""
    return {card: Slot(rect.x, rect.y, rect.w, rect.h, 100 + i, zone_name)
            for i, (card, rect) in enumerate(row.cards.items())}


def table_step(count: int, width: float) -> float:
    """How far each card of a combo sits right of the one beneath: most of a card, less when crowded."""
    w = TABLE_CARD[0]
    if count <= 1:
        return 0.0
    return min(w * 0.62, (width - w) / (count - 1))


def table_slots(zone: pygame.Rect, table: tuple[Played, ...], zone_name: str, layer: int) -> dict[str, Slot]:
    """A seat's cards in play as one overlapping row, in the order they were played (the combo)."""
    w, h = TABLE_CARD
    room = zone.inflate(-16, 0)
    step = table_step(len(table), room.width)
    top = zone.bottom - h - 10
    return {p.card: Slot(room.x + i * step, top, w, h, layer + i, zone_name) for i, p in enumerate(table)}


def pile_slots(zone: pygame.Rect, cards: tuple[str, ...], zone_name: str, layer: int) -> dict[str, Slot]:
    slots = {}
    for i, card in enumerate(cards):
        depth = min(len(cards) - 1 - i, PILE_DEPTH)  # the newest card on top, older ones peeking out behind
        slots[card] = Slot(zone.x - depth * PILE_STEP, zone.y - depth * PILE_STEP, zone.width, zone.height, layer + i,
                           zone_name)
    return slots


def card_slots(view: KenpoState, viewer: int, zones: dict[str, pygame.Rect], first: int,
               hide_hand: bool) -> tuple[dict[str, Slot], HandRow]:
    """A slot for every card the viewer may see by name: its hand's row (scrolled to `first`; none while the hand is
    hidden, drawn as backs), both seats' cards in play, both discards; and the hand's row."""
    other = 1 - viewer
    row = hand_of(view, viewer, zones, first)
    slots = {} if hide_hand else hand_slots(row)
    slots.update(table_slots(zones["my_table"], view.tables[viewer], "my_table", 300))
    slots.update(table_slots(zones["opp_table"], view.tables[other], "opp_table", 300))
    slots.update(pile_slots(zones["my_discard"], view.discards[viewer], "my_discard", 10))
    slots.update(pile_slots(zones["opp_discard"], view.discards[other], "opp_discard", 10))
    return slots, row


def backs(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The opponent's hand as a fan of card backs across its zone, left to right."""
    if not count:
        return []
    h = zone.height - 4
    w = round(h * 5 / 7)
    step = min(w + 6, (zone.width - w) / max(1, count - 1))
    left = zone.x + (zone.width - (w + step * (count - 1))) / 2
    return [pygame.Rect(round(left + i * step), zone.y + 2, w, h) for i in range(count)]


NAME_ROW = 22  # design px under the score race's tracks for each row of the names


def score_tracks(zone: pygame.Rect, rows: int = 2) -> tuple[pygame.Rect, pygame.Rect]:
    """The viewer's track (left) and the opponent's (right) inside the score race, over `rows` rows of names (two:
    one a row when long; more when a name takes two)."""
    gap = 24
    width = (zone.width - gap) // 2
    top = zone.y + 70
    height = zone.height - 70 - NAME_ROW * rows
    return (pygame.Rect(zone.x, top, width, height), pygame.Rect(zone.x + width + gap, top, width, height))


def score_spot(zone: pygame.Rect, track: pygame.Rect) -> tuple[float, float]:
    """Where a seat's score is told above its `track` of the score race (`zone`), and where points fly to."""
    return float(track.centerx), float(zone.y + 44)
