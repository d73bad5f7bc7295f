"""The ring arena's rule of its seats (game.scenes.turns.Seats): both hands show, but at a finished hot-seat match;
the person at the screen acts on their own turn, never for the computer. Who sits at the table, kept with the save,
is game.words.kenpo.seating.

A part the arena holds (`RingSeats(arena)`), reading the arena through `SeatedRing`; it changes none of it."""

from __future__ import annotations

from typing import Protocol

from game.engine.core import Command
from game.engine.kenpo.state import KenpoState
from game.play.campaign import Campaign
from game.words.kenpo.seating import HOTSEAT, Table


class SeatedRing(Protocol):
    """What RingSeats reads of the arena."""

    table: Table  # who sits at the arena
    campaign: Campaign

    @property
    def state(self) -> KenpoState:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int: ...


class RingSeats:
    """Whose hand shows at the ring and who may act."""

    def __init__(self, arena: SeatedRing) -> None:
        self.arena = arena

    def hide_hand(self) -> bool:
        """At a finished hot-seat match nobody sits at the screen alone: both hands are backs."""
        return self.arena.table.mode == HOTSEAT and self.arena.state.over

    def acting(self) -> bool:
        """The seat at the screen may act now (and is a person)."""
        arena = self.arena
        state = arena.campaign.state
        return not state.over and state.seat == arena.viewer and arena.viewer != arena.table.computer

    def fallback(self, legal: list[Command]) -> Command:
        return legal[0]
