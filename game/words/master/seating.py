"""Who sits at a Master table, kept with the save.

Each seat is a person (named) or the computer at a level of game.ai.master. The seating is written into the save's
notes, so Continue brings back the same people and computers at the same moment. A table only watching (open: the
screenshots) has nobody at it: no computer plays and no curtain falls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.files.master.names import default_name, seat_name
from game.words.chairs import COMPUTER, PERSON, Chair, Chairs, offered

RULESET = "master"


@dataclass(frozen=True)
class Seating(Chairs):
    chairs: tuple[Chair, ...]
    open: bool = False  # nobody sits at it: it only watches (screenshots)
    default_level = "random"

    @property
    def players(self) -> int:
        return len(self.chairs)

    @property
    def given(self) -> tuple[str, ...]:
        """The names given in the set-up, as the record book keeps them."""
        return tuple(chair.name for chair in self.chairs)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats as the table's words name them: each by the name given, but the one person among computers
        "You", as the Martial Arts duel names its person."""
        alone = len(self.people) == 1 and bool(self.computers)
        return tuple("You" if alone and not chair.computer else chair.name for chair in self.chairs)

    def notes(self) -> dict[str, Any]:
        return {"chairs": [{"kind": c.kind, "name": c.name, "level": c.level} for c in self.chairs]}

    @classmethod
    def from_notes(cls, notes: dict[str, Any], players: int) -> Seating:
        """The seating of a save; anything unreadable makes every seat a person (the curtain then hides every
        hand). A level this build no longer has is played at the middle level offered."""
        from game.ai.master import LEVELS

        kept = notes.get("table")
        chairs = kept.get("chairs") if isinstance(kept, dict) else None
        if not isinstance(chairs, list) or len(chairs) != players or not all(isinstance(c, dict) for c in chairs):
            return cls(tuple(Chair(PERSON, default_name(seat)) for seat in range(players)))
        offered = offered_levels()
        seated = []
        for seat, chair in enumerate(chairs):
            name = seat_name(chair.get("name"), seat)
            if chair.get("kind") == COMPUTER:
                level = chair.get("level")
                seated.append(Chair(COMPUTER, name, level if level in LEVELS else offered[len(offered) // 2]))
            else:
                seated.append(Chair(PERSON, name))
        return cls(tuple(seated))

    @classmethod
    def against_computers(cls, seats: int, person: int) -> Seating:
        """The one person at `person` ("You") against the computer at Normal in every other seat: "Computer" alone,
        else "Computer 1", "Computer 2" ... in the order of the seats (the lesson's and the puzzles' table)."""
        return cls(tuple(Chair(PERSON, "You") if seat == person else Chair(
            COMPUTER, "Computer" if seats == 2 else f"Computer {seat + (seat < person)}", "normal")
            for seat in range(seats)))

    def describe(self) -> str:
        people, computers = len(self.people), len(self.computers)
        if self.open:
            return f"{self.players} players"
        if not computers:
            return f"{people} people at one screen"
        if people == 1:
            return f"You against {computers} computer{'s' if computers > 1 else ''}"
        return f"{people} people and {computers} computer{'s' if computers > 1 else ''}"


def computer_name(seat: int) -> str:
    return f"Computer {seat + 1}"


def offered_levels() -> list[str]:
    """The computer's levels the set-up offers: Easy, Normal and Hard, as far as the bots have them."""
    from game.games import game

    return offered(game(RULESET).bots().levels)
