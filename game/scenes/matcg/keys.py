"""The duel table's cards and places for the keyboard (game.ui.card_keys): the hand's cards while the person at
the screen may act (their turn, or their answer to an attack), the arrows of a hand too long to show whole, and the
zones the held card's drag lights (held_targets: the engine's legal commands for it).

A mixin of DuelTableScene, which owns the state it reads."""

from __future__ import annotations

from typing import Any

from game.ui.card_keys import Spot, row_arrows, spot, sprite_spots
from game.ui.drag import Drag


class DuelKeys:
    drag: Drag | None
    zones: Any
    slots: Any
    by_key: Any
    row: Any

    @property
    def acting(self) -> bool:
        raise NotImplementedError

    def held_targets(self) -> list[Any]:
        raise NotImplementedError

    def key_cards(self) -> list[Spot]:
        if not self.acting:
            return []
        hand = [self.by_key[key] for key, slot in self.slots.items() if slot.zone == "hand" and key in self.by_key]
        return sprite_spots(hand) + row_arrows(self.row)

    def key_targets(self) -> list[Spot]:
        return [spot(target.zone, self.zones[target.zone]) for target in self.held_targets()]
