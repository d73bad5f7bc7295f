"""The ring arena's cards and places for the keyboard (game.ui.card_keys): the hand's cards on the player's turn,
the lit squares of an Action card held (the ones its drag lights) or the player's cards in play for an Effect card
the engine lets them play (RingDrops.places; a defence card's choice of the attack it reduces is the kit's picker's).

A part the arena holds (`RingKeys(arena)`), reading the arena through `KeyedRing`."""

from __future__ import annotations

from typing import Protocol

from game.play.kenpo.drops import RingDrops
from game.ui.card_keys import HandTable, Spot, hand_spots, spot
from game.ui.drag import Drag


class KeyedRing(HandTable, Protocol):
    """What RingKeys reads of the arena; it changes none of it."""

    drag: Drag | None
    drops: RingDrops  # where a held card may go


class RingKeys:
    """What the keyboard may take at the ring, and where it may lay the card it holds."""

    def __init__(self, arena: KeyedRing) -> None:
        self.arena = arena

    def cards(self) -> list[Spot]:
        return hand_spots(self.arena)

    def targets(self) -> list[Spot]:
        drag = self.arena.drag
        return [] if drag is None else [spot(label, rect) for label, rect in self.arena.drops.places(drag.sprite.key)]
