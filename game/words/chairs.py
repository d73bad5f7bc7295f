"""Who sits at a table, whatever the game: people, and computers at a level each. The levels the set-ups offer are
Easy, Normal and Hard, as far as a game's bots have them (until then every level there is). A game keeps its table in
the save's notes (game.scenes.chairs.seated_session), so Continue brings back the same people and computers, and the
list of finished games names them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

NAMED_LEVELS = ("easy", "normal", "hard")
PERSON, COMPUTER = "person", "computer"


def offered(levels: Iterable[str]) -> list[str]:
    """The levels a set-up offers out of a game's bots' `levels`."""
    levels = list(levels)
    named = [level for level in NAMED_LEVELS if level in levels]
    return named or levels


def level_name(level: str) -> str:
    return level.replace("_", " ").title()


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
