"""A new match for a Master table, saved at once. Who sits at the table, kept with the save, is
game.words.master.seating."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.play.chairs import seated_session
from game.scenes.context import Context
from game.words.master.seating import RULESET, Seating


def new_session(ctx: Context, seating: Seating, rounds: int | None = None, seed: int | None = None
                ) -> Session[Any]:
    """A fresh match on a random seed for this table, saved at once."""
    options: dict[str, Any] = {"seats": seating.players}
    if rounds is not None:
        options["rounds"] = rounds
    return seated_session(ctx, RULESET, seating.notes(), options, seed)

