"""A new match for a Kenpo Masters table, saved at once, and the screen's handle on it. Who sits at the table, kept
with the save, is game.words.kenpo.seating."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.play.campaign import Campaign
from game.scenes.chairs import seated_session
from game.scenes.context import Context
from game.words.chairs import level_name
from game.words.kenpo.seating import (
    COLOUR_NAMES,
    HOTSEAT,
    MOST_NAME,
    OPEN,
    VERSUS,
    Table,
    named,
    offered_levels,
    seat_name,
)

# the seating's words (game.words.kenpo.seating), by their names here too
__all__ = [
    "COLOUR_NAMES",
    "HOTSEAT",
    "MOST_NAME",
    "OPEN",
    "VERSUS",
    "Table",
    "campaign_for",
    "level_name",
    "named",
    "new_session",
    "offered_levels",
    "seat_name",
]


def new_session(ctx: Context, table: Table) -> Session[Any]:
    """A fresh match on a random seed for this table, saved at once."""
    return seated_session(ctx, "kenpo", table.notes())


def campaign_for(ctx: Context, session: Session[Any], table: Table) -> Campaign:
    """The screen's handle on a match: the human's seat against the computer, else the seat to act."""
    to_act = session.ruleset.to_act(session.state)
    seat = table.human if table.mode == VERSUS else (to_act if to_act is not None else 0)
    return Campaign(session, autosave=ctx.autosave, seat=seat)
