"""Who sits at a Kenpo Masters table, kept with the save.

A table is hot-seat (two players take turns at one screen behind a privacy curtain), versus the computer (at a
level of game.ai.kenpo, the player in one colour), or open (a view that only watches, "Watching the match": a
replay's table, the bench's rig, a screenshot away from the player's turn).
The table is written into the save's notes, so Continue brings back the same table at the same moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.core import Session
from game.files.kenpo.names import COLOUR_NAMES, called, named, seat_name
from game.play.grammar import score
from game.words.chairs import level_name, offered

HOTSEAT, VERSUS, OPEN = "hotseat", "versus", "open"
CURTAIN = "Between turns a curtain hides the table: each hand is shown only to its player."


@dataclass(frozen=True)
class Table:
    mode: str = HOTSEAT
    level: str | None = None  # the computer's level (versus only)
    human: int = 0  # the player's seat (versus only)
    players: tuple[str, ...] = ()  # names typed: hot-seat both seats' (none: the colours), versus the player's ("You");
    # open, both seats' as a watched match's History calls them (none: the colours)

    @property
    def computer(self) -> int | None:
        return 1 - self.human if self.mode == VERSUS else None

    @property
    def computers(self) -> dict[int, str]:
        """The computer's seat and its level (versus only), as the kit's chairs sit it (game.scenes.chaired)."""
        return {self.computer: self.level or "random"} if self.computer is not None else {}

    @property
    def open(self) -> bool:
        """Nobody sits at it: it only watches (screenshots, a replay)."""
        return self.mode == OPEN

    @property
    def people(self) -> frozenset[int]:
        """The seats people play at the screen: both at hot-seat, the player's against the computer, none open."""
        if self.mode == VERSUS:
            return frozenset((self.human,))
        return frozenset((0, 1)) if self.mode == HOTSEAT else frozenset()

    def notes(self) -> dict[str, Any]:
        kept: dict[str, Any] = {"mode": self.mode}
        if self.mode == VERSUS:
            kept.update(level=self.level, human=self.human)
        if self.mode != OPEN and self.players:
            kept["names"] = list(self.players)
        return kept

    @classmethod
    def from_notes(cls, notes: dict[str, Any]) -> Table:
        """The table of a save; anything unreadable falls back to hot-seat, which hides both hands. A level this
        build no longer has is played at the middle level offered."""
        from game.ai.kenpo import LEVELS

        kept = notes.get("table")
        names = kept.get("names") if isinstance(kept, dict) else None
        names = names if isinstance(names, list) else []
        if not isinstance(kept, dict) or kept.get("mode") != VERSUS or kept.get("human") not in (0, 1):
            return cls(HOTSEAT, players=named(names))
        level = kept.get("level")
        if level not in LEVELS:
            offered = offered_levels()
            level = offered[len(offered) // 2]
        return cls(VERSUS, level, kept["human"], called(names))

    @classmethod
    def watching(cls, notes: dict[str, Any]) -> Table:
        """The open table a save's match is watched at (a replay): nobody sits at it, and its seats are called as
        the match's History calls them (game.words.kenpo.history): by the names typed, "You" and "Computer", or the
        colours."""
        return cls(OPEN, players=cls.from_notes(notes).names())

    def names(self) -> tuple[str, str]:
        """What each seat is called at this table: against the computer "Computer" and the player by the name typed,
        or "You"; at hot-seat, or open, the names given, or the colours."""
        if self.mode == VERSUS:
            you = self.players[0] if self.players else "You"
            return (you, "Computer") if self.human == 0 else ("Computer", you)
        if len(self.players) == 2:
            return self.players[0], self.players[1]
        return seat_name(0), seat_name(1)

    def billed(self) -> tuple[str, str]:
        """The names with the computer's level, "Computer (Hard)", as the Replays list gives them."""
        names = list(self.names())
        if self.computer is not None:
            names[self.computer] = f"Computer ({level_name(self.level or '')})"
        return names[0], names[1]

    def scoreline(self, scores: tuple[int, ...]) -> str:
        """The score with what each seat is called, its colour as a mark beside a name given: "Ana (Yellow) 2 – 5
        Ben (Red)", "You (Yellow) 2 – 5 Computer (Red)"; "Yellow 2 – 5 Red" when the seats are only colours."""
        called = [name if name == seat_name(seat) else f"{name} ({seat_name(seat)})"
                  for seat, name in enumerate(self.names())]
        return f"{called[0]} {score(scores[0], scores[1])} {called[1]}"

    def in_progress(self, turn: int, scores: tuple[int, ...]) -> str:
        """A match in progress at this table, as its kind of table's Continue tells it: "Turn 3 against the computer
        (Hard): You (Yellow) 2 – 5 Computer (Red)"."""
        against = f" against the computer ({level_name(self.level or '')})" if self.mode == VERSUS else ""
        return f"Turn {turn}{against}: {self.scoreline(scores)}"

    def setup_line(self) -> str:
        """What the set-up says of the table its seats make: how hot-seat keeps each hand to its player, else the
        table described."""
        return CURTAIN if self.mode == HOTSEAT else self.describe()

    def describe(self) -> str:
        if self.mode == VERSUS:
            return f"You play {COLOUR_NAMES[self.human]} against the computer ({level_name(self.level or '')})"
        if self.mode == HOTSEAT and len(self.players) == 2:
            return f"Hot-seat: {self.players[0]} (Yellow) and {self.players[1]} (Red)"
        return "Hot-seat: two players" if self.mode == HOTSEAT else "Watching the match"


def offered_levels() -> list[str]:
    """The computer's levels the setup offers: Easy, Normal and Hard once the bots have them, until then every
    level there is."""
    from game.ai.kenpo import LEVELS

    return offered(LEVELS)


def halves(name: str) -> list[str]:
    """A name split in two, to be printed on two lines: at the space nearest its middle, or at its middle."""
    spaces = [k for k, letter in enumerate(name) if letter == " "]
    at = min(spaces, key=lambda k: abs(2 * k - len(name))) if spaces else len(name) // 2
    return [name[:at].strip(), name[at:].strip()]


def told_in_progress(session: Session[Any]) -> str:
    """A duel in progress in one line, under its kind of table's Continue: its table's words (Table.in_progress)."""
    return Table.from_notes(session.notes).in_progress(session.state.turn, session.state.scores)
