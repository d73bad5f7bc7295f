"""The combo board's card sprites kept where the state puts them (game.layout.udo.board.board_slots: every card's slot,
the hand's row turned to its first card shown): a sprite per slot made, moved toward it or removed. An attack card
new to the board glides in from the attack deck; a replay's jump (`snap`) puts every card in place at once."""

from __future__ import annotations

from collections.abc import Container

import pygame

from game.layout.udo.board import Slot
from game.ui.drag import CardSprite, settle_cards


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
