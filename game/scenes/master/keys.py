"""The Master table's cards and places for the keyboard (game.ui.card_keys): the hand's cards and the card waiting
in the area for its partner while the person at the screen may act, and the places the held card's drag lights
(held_targets, where target_rect puts them). A set is formed as with the mouse: a card laid on its partner in the
hand, or laid in the area to wait and its partner laid on it.

A mixin of MasterTableScene, which owns the state it reads."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.card_keys import Spot, spot, sprite_spots, visible_point
from game.ui.drag import Drag


class SetKeys:
    drag: Drag | None
    slots: Any
    by_key: Any

    @property
    def acting(self) -> bool:
        raise NotImplementedError

    def held_targets(self) -> list[Any]:
        raise NotImplementedError

    def target_rect(self, target: Any) -> pygame.Rect | None:
        raise NotImplementedError

    def key_cards(self) -> list[Spot]:
        if not self.acting:
            return []
        zones = ("hand", "staged")
        return sprite_spots([self.by_key[k] for k, s in self.slots.items() if s.zone in zones and k in self.by_key])

    def key_targets(self) -> list[Spot]:
        held = self.drag.sprite.key if self.drag is not None else None
        found = []
        for target in self.held_targets():
            rect = self.target_rect(target)
            if rect is None:
                continue
            label = " ".join(str(part) for part in (target.kind, target.seat, target.card) if part not in (-1, None))
            found.append(spot(label, rect, self._over(rect, target.card, held)))
        return found

    def _over(self, rect: pygame.Rect, partner: str | None, held: str | None) -> tuple[float, float] | None:
        """Where a partner in the hand shows from under the hand's cards above it (the held one aside): a drop
        there is a drop on it."""
        slot = self.slots.get(partner) if partner is not None else None
        if slot is None:
            return None
        above = [s.rect for k, s in self.slots.items() if s.zone == "hand" and k != held and s.layer > slot.layer]
        return visible_point(rect, above)
