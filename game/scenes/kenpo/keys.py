"""The ring arena's cards and places for the keyboard (game.ui.card_keys): the hand's cards on the player's turn,
the lit squares of an Action card held (the ones its drag lights) or the player's cards in play for an Effect card
the engine lets them play (a defence card's choice of the attack it reduces is the kit's picker's).

A part the arena holds (`RingKeys(arena)`), reading the arena through `KeyedRing`."""

from __future__ import annotations

from typing import Protocol

from game.engine.kenpo.forecast import SquareForecast
from game.layout.kenpo.ring import square_rect
from game.ui.card_keys import HandTable, Spot, hand_spots, spot
from game.ui.drag import Drag
from game.ui.kenpo.ring_view import RingView
from game.ui.playable import PlayableCards


class KeyedRing(RingView, HandTable, Protocol):
    """What RingKeys reads of the arena; it changes none of it."""

    drag: Drag | None
    lit: PlayableCards  # the cards of the hand the person at the screen may play now

    def held_squares(self) -> dict[tuple[int, int], SquareForecast]:
        """The squares the held card may go to, each with its forecast (none while no card is held)."""
        ...


class RingKeys:
    """What the keyboard may take at the ring, and where it may lay the card it holds."""

    def __init__(self, arena: KeyedRing) -> None:
        self.arena = arena

    def cards(self) -> list[Spot]:
        return hand_spots(self.arena)

    def targets(self) -> list[Spot]:
        arena = self.arena
        if arena.drag is None:
            return []
        card = arena.drag.sprite.key
        if arena.catalog.card(card).kind == "effect":
            plays = card in (arena.lit.playable() or ())
            return [spot("your cards in play", arena.zones["my_table"])] if plays else []
        return [spot(f"square {square}", square_rect(arena.zones, arena.viewer, square))
                for square in arena.held_squares()]
