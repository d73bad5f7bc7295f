"""The ring arena's cards and places for the keyboard (game.ui.card_keys): the hand's cards on the player's turn,
the lit squares of an Action card held (the ones its drag lights) or the player's cards in play for an Effect card
the engine lets them play, and the attacks of a defence card's choice panel to click.

A mixin of RingArenaScene, which owns the state it reads."""

from __future__ import annotations

from typing import Any

from game.engine.core import Command
from game.engine.kenpo import commands as cmd
from game.scenes.kenpo.layout import choice_slots, square_rect
from game.ui.card_keys import Spot, row_arrows, spot, sprite_spots
from game.ui.drag import Drag


class RingKeys:
    drag: Drag | None
    choosing: Any
    zones: Any
    slots: Any
    by_key: Any
    row: Any
    catalog: Any
    viewer: int

    @property
    def my_turn(self) -> bool:
        raise NotImplementedError

    @property
    def hide_hand(self) -> bool:
        raise NotImplementedError

    def _legal(self) -> list[Command]:
        raise NotImplementedError

    def held_squares(self) -> dict[tuple[int, int], Any]:
        raise NotImplementedError

    def key_cards(self) -> list[Spot]:
        if self.choosing is not None:
            options = list(self.choosing.options)
            rects = choice_slots(self.zones["choice"], len(options))
            return [spot(target, rect, click=True) for target, rect in zip(options, rects, strict=True)]
        if not self.my_turn or self.hide_hand:
            return []
        hand = [self.by_key[key] for key, slot in self.slots.items() if slot.zone == "hand" and key in self.by_key]
        return sprite_spots(hand) + row_arrows(self.row)

    def key_targets(self) -> list[Spot]:
        if self.drag is None:
            return []
        card = self.drag.sprite.key
        if self.catalog.card(card).kind == "effect":
            plays = any(isinstance(c, cmd.PlayCard) and c.card == card for c in self._legal())
            return [spot("your cards in play", self.zones["my_table"])] if plays else []
        return [spot(f"square {square}", square_rect(self.zones, self.viewer, square))
                for square in self.held_squares()]
