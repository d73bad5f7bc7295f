"""Kenpo Masters' duels in the player's files: the duel in progress of each kind of table, as the menu names
it, and a finished duel kept in the record book (game.files.kenpo.records).

Read before the menu's first frame, before any game is loaded: only the save files' times, and their events as plain
text (game.files.peek)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.files.in_progress import InProgress, of_each_kind
from game.files.kenpo.names import COLOUR_NAMES, called, named
from game.files.levels import NAMED_LEVELS, level_name
from game.play.grammar import score

if TYPE_CHECKING:
    from game.engine.core import Session


def progress(path: Any) -> str | None:
    """The saved duel's scores between who plays it, its turn and whose it is, read from its events as plain text
    (game.files.peek): "Computer (Hard) 4 – 2 Dara, turn 5, your turn", short enough for a tile's row at the Largest
    text; at one screen "Bo (Yellow) 0 – 0 Chen (Red), turn 3, Chen's turn; hot-seat"."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ("PositionSet", "TurnBegan", "AttackResolved", "DefenceResolved"))
    if found is None:
        return None
    header, events = found
    notes = header.get("notes")
    table = notes.get("table") if isinstance(notes, dict) else None
    scores, turn, seat = [0, 0], 0, 0
    try:
        for event in events:
            kind = event["type"]
            if kind == "PositionSet":
                scores = [int(event["scores"][0]), int(event["scores"][1])]
            elif kind == "TurnBegan":
                turn, seat = int(event["turn"]), int(event["seat"]) % 2
            elif kind == "AttackResolved":
                scores[event["seat"]] += int(event["points"])
            elif kind == "DefenceResolved":
                scores[event["seat"]] += int(event["hit_back"])
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    sides: tuple[str, ...]
    names = table.get("names") if isinstance(table, dict) else None
    names = names if isinstance(names, list) else []  # as the players typed them, read as the table reads them
    if isinstance(table, dict) and table.get("mode") == "versus" and table.get("human") in (0, 1):
        # the player by the name typed, the computer at its level (as the table's own words give it:
        # Table.in_progress) when it is one the set-up offers; each in its seat's place of the score
        you, level = next(iter(called(names)), "You"), table.get("level")
        computer = f"Computer ({level_name(level)})" if level in NAMED_LEVELS else "Computer"
        sides = (you, computer) if table["human"] == 0 else (computer, you)
        who, whose = "", "your turn" if seat == table["human"] else "the computer's turn"
    else:
        typed = named(names) or COLOUR_NAMES
        # the players by the names they typed, each colour a mark beside its name
        sides = tuple(colour if name == colour else f"{name} ({colour})"
                      for name, colour in zip(typed, COLOUR_NAMES, strict=True))
        who, whose = "; hot-seat", f"{typed[seat]}'s turn"
    return f"{sides[0]} {score(*scores)} {sides[1]}, turn {turn}, {whose}{who}"


def in_progress() -> list[InProgress]:
    """The duel in progress of each kind of table (against the computer, at one screen): who plays, its turn and
    scores, when it was saved (read without loading it), under the key `kenpo:<kind>` (`kenpo` for one saved before
    the kinds were kept apart)."""
    return of_each_kind("kenpo", "Duel", "duel", progress)


def record(session: Session[Any]) -> str | None:
    """Keeps a finished game in the record book (game.files.kenpo.records); a notice when the old book was damaged
    and set aside, or None. Raises game.files.records.RecordError when the book cannot be written."""
    from game.files.kenpo.records import record

    return record(session)
