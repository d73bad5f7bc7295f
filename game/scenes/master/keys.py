"""The Master table's cards and places for the keyboard (game.ui.card_keys): the hand's cards and the card waiting
in the area for its partner while the person at the screen may act, and the places the held card's drag lights
(held_targets, where HeldCard.target_rect puts them). A set is formed as with the mouse: a card laid on its partner
in the hand, or laid in the area to wait and its partner laid on it.

A part the table holds (`SetKeys(table, holding)`), reading the table through `KeyedTable`."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.layout.slot import Slot
from game.ui.card_keys import HandTable, Spot, hand_spots, spot, visible_point
from game.ui.master.held import HeldCard, HoldingTable


class KeyedTable(HoldingTable, HandTable, Protocol):
    """What SetKeys reads of the table, besides what its HeldCard does; it changes none of it."""

    slots: dict[str, Slot]


class SetKeys:
    """What the keyboard may take at the Master table, and where it may lay the card it holds."""

    def __init__(self, table: KeyedTable, holding: HeldCard) -> None:
        self.table = table
        self.holding = holding

    def cards(self) -> list[Spot]:
        return hand_spots(self.table)

    def targets(self) -> list[Spot]:
        held = self.table.drag.sprite.key if self.table.drag is not None else None
        found = []
        for target in self.table.held_targets():
            rect = self.holding.target_rect(target)
            if rect is None:
                continue
            label = " ".join(str(part) for part in (target.kind, target.seat, target.card) if part not in (-1, None))
            found.append(spot(label, rect, self._over(rect, target.card, held)))
        return found

    def _over(self, rect: pygame.Rect, partner: str | None, held: str | None) -> tuple[float, float] | None:
        """Where a partner in the hand shows from under the hand's cards above it (the held one aside): a drop
        there is a drop on it."""
        slots = self.table.slots
        slot = slots.get(partner) if partner is not None else None
        if slot is None:
            return None
        above = [s.rect for k, s in slots.items() if s.zone == "hand" and k != held and s.layer > slot.layer]
        return visible_point(rect, above)
