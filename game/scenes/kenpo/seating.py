"""A new match for a Kenpo Masters table, saved at once (the screen's handle on it, whose view it opens on, is every
seated table's: game.scenes.opening.campaign_for); the arena's rule of its seats (RingSeats). Who sits at the table,
kept with the save, is game.words.kenpo.seating."""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.core import Command, Session
from game.engine.kenpo.state import KenpoState
from game.play.campaign import Campaign
from game.play.chairs import seated_session
from game.scenes.context import Context
from game.words.kenpo.seating import HOTSEAT, Table


def new_session(ctx: Context, table: Table) -> Session[Any]:
    """A fresh match on a random seed for this table, saved at once."""
    return seated_session(ctx, "kenpo", table.notes())


class SeatedRing(Protocol):
    """What RingSeats reads of the arena; it changes none of it."""

    table: Table  # who sits at the arena
    campaign: Campaign

    @property
    def state(self) -> KenpoState:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int: ...


class RingSeats:
    """The arena's seats (game.scenes.seated.Seats): both hands show, but at a finished hot-seat match; the person at
    the screen acts on their own turn, never for the computer."""

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
