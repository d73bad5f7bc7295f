"""The ring arena's cards and places for the keyboard (game.ui.card_keys): the hand's cards on the player's turn,
the lit squares of an Action card held (the ones its drag lights) or the player's cards in play for an Effect card
the engine lets them play, and the attacks of a defence card's choice panel to click.

A part the arena holds (`RingKeys(arena)`), reading the arena through `KeyedRing`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.engine.kenpo.forecast import SquareForecast
from game.layout.kenpo.ring import choice_slots, square_rect
from game.ui.card_keys import HandTable, Spot, hand_spots, spot
from game.ui.drag import Drag
from game.ui.kenpo.ring_view import RingView
from game.ui.playable import PlayableCards

if TYPE_CHECKING:
    from game.play.kenpo.drops import Choice


class KeyedRing(RingView, HandTable, Protocol):
    """What RingKeys reads of the arena; it changes none of it."""

    drag: Drag | None
    choosing: Choice | None  # a defence card waiting for the attack it reduces
    lit: PlayableCards  # the cards of the hand the person at the screen may play now

    def held_squares(self) -> dict[tuple[int, int], SquareForecast]:
        """The squares the held card may go to, each with its forecast (none while no card is held)."""
        ...


class RingKeys:
    """What the keyboard may take at the ring, and where it may lay the card it holds."""

    def __init__(self, arena: KeyedRing) -> None:
        self.arena = arena

    def cards(self) -> list[Spot]:
        arena = self.arena
        if arena.choosing is not None:
            options = list(arena.choosing.options)
            rects = choice_slots(arena.zones["choice"], len(options))
            return [spot(target, rect, click=True) for target, rect in zip(options, rects, strict=True)]
        return hand_spots(arena)

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
