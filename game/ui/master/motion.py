"""The Master table in motion: the engine's events played as beats, every card gliding to the slot the shown view
gives it, coming into sight from where the event says it came from (a hand, the draw pile) and going out of sight
the same way (a new deal gathers every card into the draw pile).

A part the table holds (`MasterMotion(table)`), reading the table through `MovingTable`: the table's `_on_beat`
tells what a beat says (its news, its banner, its sound) and hands the beat's event to `show`. It reads only the
timeline's shown view (the seat's view as the animations have got to it) and the events of the beats that seat may
see.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.core import Event
from game.engine.master import events as ev
from game.engine.master.cards import Catalog
from game.engine.master.state import MasterState
from game.layout.master.table import BACK, PILE_CARD, Area, motion_of, slots_for
from game.layout.slot import Slot
from game.ui.flights import Flights
from game.ui.shown_table import Moving, Placed
from game.ui.tween import Tween

Point = tuple[float, float]
FLIGHT = 0.35


class MovingTable(Moving[MasterState, Catalog], Protocol):
    """What MasterMotion reads of the table, besides what every table's motion does."""

    staged: str | None  # the card waiting in the viewer's area for its partner

    def seat_areas(self) -> dict[int, Area]: ...


class MasterMotion:
    """Every card of the shown view gliding to its slot, from where an event brings it and to where it takes it;
    and the backs of cards another seat draws, flying to its hand."""

    def __init__(self, table: MovingTable) -> None:
        self.table = table
        self.flyers: Flights[int] = Flights()  # the backs of cards drawn by another seat, flying to its hand

    def show(self, event: Event | None, quick: bool) -> None:
        """The cards moved to the view after `event` (None: the view as it stands); `quick` while the beats are
        skipped, when nothing flies and every card is at once where it goes."""
        if isinstance(event, ev.HandFilled) and event.seat != self.table.viewer and not quick:
            self._fly_backs(event.seat, event.count)
        entries, leave_to = motion_of(event, self.table.seat_areas(), self.table.viewer, self._pile_point())
        self.sync(snap=quick, entries=entries, leave_to=leave_to)

    def _fly_backs(self, seat: int, count: int) -> None:
        area = self.table.seat_areas().get(seat)
        if area is None:
            return
        start = self._pile_point()
        end = (area.hand_spot[0] - BACK[0] / 2, area.hand_spot[1] - BACK[1] / 2)
        for k in range(min(count, 4)):
            self.flyers.launch(seat, Tween(start, end, FLIGHT, delay=0.06 * k))

    def _pile_point(self) -> Point:
        pile = self.table.zones["draw_pile"]
        return float(pile.x), float(pile.y)

    def sync(self, snap: bool, entries: dict[str, Point] | None = None, leave_to: Point | None = None) -> None:
        """Moves every card toward the slot the shown view gives it: those that come into sight from `entries`, a
        little smaller; those that leave it to `leave_to`, as small as a card of the pile (None: they go at once)."""
        table = self.table
        starts = entries or {}

        def came_from(key: str, slot: Slot) -> Placed | None:
            return (starts[key], (slot.w * 0.8, slot.h * 0.8)) if starts.get(key) else None

        table.glide.place(slots_for(table.state, table.viewer, table.zones, table.staged, table.hide_hand), snap,
                          came_from=came_from, goes_to=lambda key: None if leave_to is None else (leave_to, PILE_CARD))
