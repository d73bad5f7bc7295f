"""Who sits at a table, whatever the game: people, and computers at a level each (`Chair`, where the people are
named: Master's and Kenpo's set-ups). The levels the set-ups offer are
Easy, Normal and Hard, as far as a game's bots have them (until then every level there is). A game keeps its table in
the save's notes (game.play.chairs.seated_session), so Continue brings back the same people and computers, and the
list of finished games names them. Who may sit at a seat, in the order every set-up offers them (`offered_kinds`: a
person, then the computer at each level offered; `seat_kinds` as a row of choices, `kind_after` as a button that goes
round them); how a set-up remembers a seat for next time is game.files.setups'. Whose turn it is, and whose a thing
is, read the same at every table (`whose_turn`, `belonging`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.files.levels import NAMED_LEVELS as NAMED_LEVELS  # as the menu reads them before its first frame
from game.files.levels import level_name as level_name

PERSON, COMPUTER = "person", "computer"


def offered(levels: Iterable[str]) -> list[str]:
    """The levels a set-up offers out of a game's bots' `levels`."""
    levels = list(levels)
    named = [level for level in NAMED_LEVELS if level in levels]
    return named or levels


class Seat:
    """Who sits in a chair: a person, or the computer at a level."""

    kind: str  # PERSON or COMPUTER
    level: str | None  # the computer's level

    @property
    def computer(self) -> bool:
        return self.kind == COMPUTER


@dataclass(frozen=True)
class Chair(Seat):
    """Who sits in a chair of a table whose people are named: a person by name, or the computer at a level (by the
    name the table gives it)."""

    kind: str = PERSON
    name: str = ""
    level: str | None = None  # the computer's level


class Chairs:
    """A seating of chairs, each a person's or a computer's; an open table (the screenshots) seats nobody: no
    computer plays and no curtain falls."""

    chairs: tuple[Any, ...]
    open: bool
    default_level: str  # a computer's level when its chair names none

    @cached_property
    def people(self) -> frozenset[int]:
        """The seats of the people at the screen, worked out once: a seating is frozen, and a table asks who may act
        for every card it draws."""
        return frozenset() if self.open else frozenset(s for s, c in enumerate(self.chairs) if not c.computer)

    @property
    def computers(self) -> dict[int, str]:
        if self.open:
            return {}
        return {s: c.level or self.default_level for s, c in enumerate(self.chairs) if c.computer}


@dataclass(frozen=True)
class Alone(Chairs):
    """The seating of a game of one seat: one person (a solo campaign), or nobody when the table is only watched."""

    open: bool = False
    chairs: tuple[Any, ...] = (Chair(),)
    default_level: str = ""


def whose_turn(name: str, mine: bool) -> str:
    """Whose turn it is, as every table's turn panel says it: "Your turn" to a person at this screen (`mine`), else
    "<name> to play"."""
    return "Your turn" if mine else f"{name} to play"


def belonging(name: str) -> str:
    """A seat's possessive inside a sentence, as every game's news says it: "your" to the person at the screen (named
    "You"), else "Red's"."""
    return "your" if name == "You" else f"{name}'s"


def offered_kinds(levels: list[str]) -> list[str]:
    """Who may sit at a seat, in the order every set-up offers them: a person, then the computer at each of the
    `levels` (a game's bots' levels offered: `offered`)."""
    return [PERSON, *levels]


def kind_of(chair: Seat) -> str:
    """Who sits in `chair`: PERSON, or the computer's level."""
    return (chair.level or "") if chair.computer else PERSON


def kind_label(kind: str, computer: Callable[[str], str]) -> str:
    """A kind as its button says it: "Person", or `computer` of the level."""
    return "Person" if kind == PERSON else computer(kind)


def kind_after(kind: str, levels: list[str]) -> str:
    """Who sits at a seat after `kind` when its button goes round the kinds offered: the next, and after the last
    (or a kind no longer offered) a person."""
    kinds = offered_kinds(levels)
    return kinds[(kinds.index(kind) + 1) % len(kinds)] if kind in kinds else PERSON


def seat_kinds(chair: Seat, levels: list[str], computer: Callable[[str], str]) -> list[tuple[str, str, bool]]:
    """The choices of who sits in `chair`, the kinds offered: each its label (`kind_label`), its kind (PERSON or the
    level) and whether it is the one chosen now."""
    now = kind_of(chair)
    return [(kind_label(kind, computer), kind, kind == now) for kind in offered_kinds(levels)]

