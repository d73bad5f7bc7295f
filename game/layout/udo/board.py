"""Where each card of the combo board sits, in design space, computed from the state and the zones.

Pure arithmetic over rectangles from levels/combo_board.tmx: no pixels are written here.
"""

from __future__ import annotations

import pygame

from game.engine.udo.state import UdoState
from game.layout.hand import HandRow, hand_row
from game.layout.slot import Slot

CARD_W, CARD_H = 110, 154
COMBO_GAP = 24
MIN_STEP = 34  # the least of a covered card that stays visible (its condition half, squeezed)
PILE_STEP = 2  # offset between stacked cards of a pile
PILE_DEPTH = 5  # cards beyond this depth sit exactly under the previous one


def pile_slots(zone: pygame.Rect, cards: tuple[str, ...], name: str, layer: int) -> dict[str, Slot]:
    slots = {}
    for i, card in enumerate(cards):
        depth = min(i, PILE_DEPTH)
        slots[card] = Slot(zone.x - depth * PILE_STEP, zone.y - depth * PILE_STEP, CARD_W, CARD_H, layer + i,
                           name)
    return slots


def hand_of(state: UdoState, zones: dict[str, pygame.Rect], first: int = 0) -> HandRow:
    """The hand as a row of whole cards, scrolled to `first` when it holds more than fit (game.layout.hand)."""
    return hand_row(zones["hand"], state.hand, (CARD_W, CARD_H), first)


def hand_slots(row: HandRow) -> dict[str, Slot]:
    """The cards of the hand shown in its row; cards scrolled out of sight have no slot (and no sprite)."""
    return {card: Slot(rect.x, rect.y, rect.w, rect.h, 100 + i, "hand")
            for i, (card, rect) in enumerate(row.cards.items())}


def combo_step(combos: tuple[tuple[str, ...], ...], width: float) -> float:
    """How far each card of a combo sits right of the one below: half a card, less when crowded."""
    cards = sum(len(c) for c in combos)
    if not cards:
        return CARD_W / 2
    room = width - len(combos) * (CARD_W + COMBO_GAP)
    return max(MIN_STEP, min(CARD_W / 2, room / cards))


def combo_rects(area: pygame.Rect, combos: tuple[tuple[str, ...], ...]) -> list[pygame.Rect]:
    """The rectangle each combo covers, left to right in the combos area."""
    step = combo_step(combos, area.width)
    rects: list[pygame.Rect] = []
    x = float(area.x)
    top = area.y + area.height - CARD_H - 12
    for combo in combos:
        width = CARD_W + step * (len(combo) - 1)
        rects.append(pygame.Rect(round(x), round(top), round(width), CARD_H))
        x += width + COMBO_GAP
    return rects


COMBO_LABEL = 26  # design px over a combo: the line saying what it does ("X=2: Deal 2 ×2")


def combo_place(zones: dict[str, pygame.Rect], combos: tuple[tuple[str, ...], ...], name: str) -> pygame.Rect | None:
    """A lesson's name of a place of the combos: "combo N", the N-th combo on the table (from 0); "combos in play",
    all of them with the lines over them. None for a combo not on the table, or another name."""
    rects = combo_rects(combos_area(zones), combos)
    if name == "combos in play":
        return rects[0].unionall(rects).inflate(0, 2 * COMBO_LABEL) if rects else None
    kind, _, which = name.partition(" ")
    return rects[int(which)] if kind == "combo" and int(which) < len(rects) else None


def card_slots(state: UdoState, zones: dict[str, pygame.Rect], row: HandRow) -> dict[str, Slot]:
    """A slot for every card the hero has in sight: the hand's row, combos, discard pile and exhausted pile."""
    slots = hand_slots(row)
    area = combos_area(zones)
    step = combo_step(state.combos, area.width)
    for index, (combo, rect) in enumerate(zip(state.combos, combo_rects(area, state.combos), strict=True)):
        for i, card in enumerate(combo):
            slots[card] = Slot(rect.x + i * step, rect.y, CARD_W, CARD_H, 300 + 20 * index + i, "combo",
                               group=index)
    slots.update(pile_slots(zones["discard"], state.discard, "discard", 10))
    slots.update(pile_slots(zones["exhausted"], state.exhausted, "exhausted", 10))
    return slots


def combos_area(zones: dict[str, pygame.Rect]) -> pygame.Rect:
    """The part of the combos zone left of the new-combo target, where combos are laid out."""
    area, new = zones["combos"], zones["new_combo"]
    return pygame.Rect(area.x + 8, area.y, new.x - area.x - 16, area.height)


def fan_slots(zone: pygame.Rect, cards: tuple[str, ...], name: str, layer: int, gap: int = 22) -> dict[str, Slot]:
    """Cards side by side from the zone's left edge, overlapping when the zone is too narrow."""
    count = len(cards)
    if not count:
        return {}
    step = min(CARD_W + gap, (zone.width - CARD_W) / max(1, count - 1))
    return {card: Slot(zone.x + i * step, zone.y, CARD_W, CARD_H, layer + i, name) for i, card in enumerate(cards)}


def attack_slots(zone: pygame.Rect, revealed: tuple[str, ...]) -> dict[str, Slot]:
    return fan_slots(zone, revealed, "attacks", 50)


def board_slots(state: UdoState, zones: dict[str, pygame.Rect], hand_first: int) -> tuple[HandRow, dict[str, Slot]]:
    """The hand's row as shown from `hand_first`, and the slot of every card on the board by its key."""
    row = hand_of(state, zones, hand_first)
    slots = card_slots(state, zones, row)
    slots.update(attack_slots(zones["attacks"], state.revealed))
    slots.update(pile_slots(zones["attack_discard"], state.attack_discard, "attack_discard", 10))
    slots.update(fan_slots(zones["kept"], state.kept, "kept", 60))
    return row, slots


def combo_targets(zones: dict[str, pygame.Rect], combos: tuple[tuple[str, ...], ...]) -> dict[int, pygame.Rect]:
    """Drop areas of the existing combos: the combo and half a card to its right."""
    rects = combo_rects(combos_area(zones), combos)
    return {i: r.inflate(CARD_W // 2, 30).move(CARD_W // 4, 0) for i, r in enumerate(rects)}


def combo_under(zones: dict[str, pygame.Rect], combos: tuple[tuple[str, ...], ...],
                at: tuple[float, float]) -> int | None:
    """The combo a card dropped at `at` would join; len(combos) for a new one."""
    for index, target in combo_targets(zones, combos).items():
        if target.collidepoint(at):
            return index
    if zones["new_combo"].collidepoint(at) or combos_area(zones).collidepoint(at):
        return len(combos)
    return None
