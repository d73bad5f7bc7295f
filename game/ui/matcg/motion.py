"""The duel table in motion: the engine's events played as beats, every card gliding to the slot the shown view
gives it, coming into sight from where it came from (the opponent's hand, the seat's deck) and leaving sight toward
its owner's discards; the log, the link ribbon and the banners follow the beats.

A part the table holds (`DuelMotion(table)`), reading the table through `MovingTable`: the table's `_on_beat` tells
what a beat says (its news, the ribbon, its banner, its sound) and hands the beat's event to `show`. It reads only
the timeline's shown view and the events of the beats that seat may see.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.core import Event
from game.engine.matcg.cards import Catalog
from game.engine.matcg.state import MatcgState
from game.layout.hand import HandRow
from game.layout.matcg.table import HAND_CARD, discard_spot, entry_spots, slots_for
from game.layout.slot import Slot
from game.ui import palette
from game.ui.palette import Rgb
from game.ui.shown_table import Moving, Placed
from game.words.matcg.banners import Tells, banner_words

Point = tuple[float, float]
Banner = tuple[str, str, Rgb, float]  # title, line under it, colour, seconds shown


INK: dict[Tells, Rgb] = {"pause": palette.BLOCK_LIGHT, "blow": palette.ATTACK_RED, "gain": palette.CHARGE_LIGHT}


def banner_for(event: Event, names: tuple[str, ...]) -> Banner | None:
    """The banner an event brings up, if any (game.words.matcg.banners), in the ink of what it tells."""
    words = banner_words(event, names)
    return None if words is None else (words.title, words.line, INK[words.tells], words.seconds)


class MovingTable(Moving[MatcgState, Catalog], Protocol):
    """What DuelMotion reads of the table, besides what every table's motion (Moving) reads: it sets `row`."""

    row: HandRow  # the hand's row: set anew by every sync
    hand_first: int  # the first hand card shown when the row scrolls


class DuelMotion:
    """Every card of the shown view gliding to its slot, from where an event brings it, and away toward its
    owner's discards when it leaves sight."""

    def __init__(self, table: MovingTable) -> None:
        self.table = table

    def show(self, event: Event | None, quick: bool) -> None:
        """The cards moved to the view after `event` (None: the view as it stands); `quick` while the beats are
        skipped, when every card is at once where it goes."""
        table = self.table
        self.sync(snap=quick, entries=entry_spots(event, table.state, table.viewer, table.zones))

    def sync(self, snap: bool, entries: dict[str, Point] | None = None) -> None:
        """Moves every card toward the slot the shown view gives it: those that come into sight from `entries`, as
        small as a card in the hand shrunk; those that leave it toward their owner's discards."""
        table = self.table
        slots, table.row = slots_for(table.state, table.viewer, table.zones, table.hide_hand, table.hand_first)
        starts = entries or {}

        def came_from(key: str, slot: Slot) -> Placed | None:
            return (starts[key], (HAND_CARD[0] * 0.6, HAND_CARD[1] * 0.6)) if starts.get(key) else None

        table.glide.place(slots, snap, came_from=came_from,
                          goes_to=lambda key: (discard_spot(table.zones, table.viewer, key), (60, 84)))
