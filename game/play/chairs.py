"""The new game a table starts (a solo campaign too), with who sits at it (game.words.chairs) kept in the save's
notes, so Continue brings back the same people and computers."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.engine.core import Session
from game.files import saves
from game.rulesets import ruleset


class Saving(Protocol):
    """Where a new game is started: it says whether a new game is saved at once (the program's context)."""

    autosave: bool


def seated_session(ctx: Saving, ruleset_id: str, table: dict[str, Any] | None, options: dict[str, Any] | None = None,
                   seed: int | None = None) -> Session[Any]:
    """A fresh game on a random seed (or `seed`) with its `table` (the seating's notes) kept in the save's notes,
    saved at once; None: a game with no seating to choose (a solo campaign), no notes."""
    chosen = random.SystemRandom().randrange(2**31) if seed is None else seed
    session: Session[Any] = Session.new(ruleset(ruleset_id), seed=chosen, options=options)
    if table is not None:
        session.notes["table"] = table
    if ctx.autosave:
        saves.autosave(session)
    return session
