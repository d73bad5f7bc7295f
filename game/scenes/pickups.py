"""What a first pick-up of each card of a table's hand draws, made ahead at every card table between frames
(game.scenes.card_table.CardTable.ahead): the places it may go and their words, the status line while it is held
(the painter's ready_pickup), and for a card that cannot be played, why it has no place (game.ui.no_place: the
engine asked, the box's words set). Once a moment (the window and the view shown), the cards that can be played
first, so the frame that picks one up only blits them."""

from __future__ import annotations

from typing import Any

from game.ui import no_place
from game.ui.face_cache import MadeAhead, catching_up

Pickup = tuple[object, str, bool]  # the moment shown, a card of the hand, and whether it can be played


class PickupsAhead:
    """A card table's part (CardTable.pickups), asked while no card is held. It reads the table's hand (`slots`,
    `hand_zones`, `hide_hand`), what can be played (`lit`, game.ui.playable), whether moves are still shown
    (`timeline`), its `painter` and `no_place_reasons`."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._made: MadeAhead[Pickup] = MadeAhead()

    def one(self) -> bool:
        """Makes what the next card's pick-up draws: True when it drew something (there may be more), False once
        all are made for the moment shown."""
        return self._made.one(self.wanted(), self._ready)

    def wanted(self) -> tuple[Pickup, ...]:
        """The cards of the hand, those that can be played first, each with the moment shown: none while the
        person at the screen may not act, moves are still shown, the hand shows as backs, or faces of a new window
        size catch up."""
        table = self.table
        playable = table.lit.playable()
        if playable is None or table.timeline.busy or table.hide_hand or catching_up():
            return ()
        moment = (table.ctx.viewport, table.timeline.shown)
        hand = [key for key, slot in table.slots.items() if slot.zone in table.hand_zones]
        return tuple((moment, key, key in playable) for key in sorted(hand, key=lambda key: key not in playable))

    def _ready(self, pickup: Pickup) -> None:
        _, card, playable = pickup
        self.table.painter.ready_pickup(card)
        if not playable:
            no_place.ready(self.table.ctx.viewport, self.table.no_place_reasons(card))
