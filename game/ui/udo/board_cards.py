"""The combo board's card sprites kept where the state puts them: every card's slot worked out from the state (the
hand's row turned to its first card shown), then a sprite per slot made, moved toward it or removed. An attack card
new to the board glides in from the attack deck; a replay's jump (`snap`) puts every card in place at once."""

from __future__ import annotations

from collections.abc import Container

import pygame

from game.engine.udo.state import UdoState
from game.layout.hand import HandRow
from game.layout.udo.board import Slot, attack_slots, card_slots, fan_slots, hand_of, pile_slots
from game.ui.drag import CardSprite, settle_cards


def board_slots(state: UdoState, zones: dict[str, pygame.Rect], hand_first: int) -> tuple[HandRow, dict[str, Slot]]:
    """The hand's row as shown from `hand_first`, and the slot of every card on the board by its key."""
    row = hand_of(state, zones, hand_first)
    slots = card_slots(state, zones, row)
    slots.update(attack_slots(zones["attacks"], state.revealed))
    slots.update(pile_slots(zones["attack_discard"], state.attack_discard, "attack_discard", 10))
    slots.update(fan_slots(zones["kept"], state.kept, "kept", 60))
    return row, slots


def place_cards(sprites: pygame.sprite.LayeredUpdates, by_key: dict[str, CardSprite], slots: dict[str, Slot],
                attacks: Container[str], deck: pygame.Rect, snap: bool) -> None:
    """Moves every sprite of `by_key` (drawn by `sprites`) toward its slot; cards with a slot and no sprite get one
    (`attacks` tells attack cards from the hero's), sprites with no slot go."""
    for key in [k for k in by_key if k not in slots]:
        by_key.pop(key).kill()

    def enter(key: str, slot: Slot) -> CardSprite:
        kind = "attack" if key in attacks else "card"
        start = (deck.x, deck.y) if kind == "attack" and not snap else (slot.x, slot.y)
        return CardSprite(key, kind, start, (slot.w, slot.h))

    settle_cards(sprites, by_key, slots, enter, snap, stagger=(0.02, 8))
