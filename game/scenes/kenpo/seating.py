"""A new match for a Kenpo Masters table, saved at once (the screen's handle on it, whose view it opens on, is every
seated table's: game.scenes.opening.campaign_for). Who sits at the table, kept with the save, is
game.words.kenpo.seating; the arena's rule of its seats, game.play.kenpo.seats."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.play.chairs import seated_session
from game.scenes.context import Context
from game.words.kenpo.seating import Table


def new_session(ctx: Context, table: Table) -> Session[Any]:
    """A fresh match on a random seed for this table, saved at once."""
    return seated_session(ctx, "kenpo", table.notes())
