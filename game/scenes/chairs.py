"""Who sits at a table, whatever the game: people, and computers at a level each; and the new game a table starts.

The levels the set-ups offer are Easy, Normal and Hard, as far as a game's bots have them (until then every level
there is). A new game keeps its table in the save's notes, so Continue brings back the same people and computers.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from game.engine.core import Session
from game.files import saves
from game.rulesets import ruleset
from game.scenes.context import Context

NAMED_LEVELS = ("easy", "normal", "hard")
PERSON, COMPUTER = "person", "computer"


def offered(levels: Iterable[str]) -> list[str]:
    """The levels a set-up offers out of a game's bots' `levels`."""
    levels = list(levels)
    named = [level for level in NAMED_LEVELS if level in levels]
    return named or levels


def level_name(level: str) -> str:
    return level.replace("_", " ").title()


def seated_session(ctx: Context, ruleset_id: str, table: dict[str, Any], options: dict[str, Any] | None = None,
                   seed: int | None = None) -> Session[Any]:
    """A fresh game on a random seed (or `seed`) with its `table` (the seating's notes) kept in the save's notes,
    saved at once."""
    chosen = random.SystemRandom().randrange(2**31) if seed is None else seed
    session: Session[Any] = Session.new(ruleset(ruleset_id), seed=chosen, options=options)
    session.notes["table"] = table
    if ctx.autosave:
        saves.autosave(session)
    return session


class Seat:
    """Who sits in a chair: a person, or the computer at a level."""

    kind: str  # PERSON or COMPUTER
    level: str | None  # the computer's level

    @property
    def computer(self) -> bool:
        return self.kind == COMPUTER


class Chairs:
    """A seating of chairs, each a person's or a computer's; an open table (the screenshots) seats nobody: no
    computer plays and no curtain falls."""

    chairs: tuple[Any, ...]
    open: bool
    default_level: str  # a computer's level when its chair names none

    @property
    def people(self) -> frozenset[int]:
        return frozenset() if self.open else frozenset(s for s, c in enumerate(self.chairs) if not c.computer)

    @property
    def computers(self) -> dict[int, str]:
        if self.open:
            return {}
        return {s: c.level or self.default_level for s, c in enumerate(self.chairs) if c.computer}
