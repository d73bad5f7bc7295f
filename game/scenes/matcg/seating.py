"""A new fight for a table of Martial Arts, saved at once. Who sits at the table, kept with the save, is
game.words.matcg.seating."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.scenes.chairs import seated_session
from game.scenes.context import Context
from game.words.matcg.seating import Seating


def new_session(ctx: Context, ruleset_id: str, seating: Seating, options: dict[str, Any],
                seed: int | None = None) -> Session[Any]:
    """A fresh duel on a random seed for this table, saved at once. The engine is told which seats people play
    (the option `people`): the judges offer them a draw at the turn limit instead of stopping the fight."""
    options = {name: value for name, value in options.items() if name != "people"}
    if seating.people:
        options["people"] = sorted(seating.people)
    return seated_session(ctx, ruleset_id, seating.notes(), options, seed)

