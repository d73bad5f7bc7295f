"""Master's matches in the player's files: the match in progress, as the menu names it, and a finished
match kept in the record book (game.files.master.records).

Read before the menu's first frame, before any game is loaded: only the save file's time, and its events as plain text
(game.files.peek)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.files.in_progress import InProgress, of_each_kind, whose_turn
from game.files.master.names import seat_name

if TYPE_CHECKING:
    from game.engine.core import Session


def progress(path: Any) -> str | None:
    """"Master, 4 seats, round 2 of 3, your turn": read from the save's header and its events as plain text. The seats
    and rounds are the match's first event's: the header names no table for a match at the ruleset's own (two seats,
    the rulebook's rounds)."""
    from game.files.peek import peek  # here: a menu with no game in progress shows its first frame without it

    found = peek(path, ("MatchStarted", "RoundBegan", "TurnBegan"))
    if found is None:
        return None
    header, events = found
    notes = header.get("notes")
    kept = notes.get("table") if isinstance(notes, dict) else None
    chairs = kept.get("chairs") if isinstance(kept, dict) else None
    try:
        started = next(event for event in events if event["type"] == "MatchStarted")
        seats, rounds = int(started["players"]), int(started["rounds"])
        round_now = max((int(event["round"]) for event in events if event["type"] == "RoundBegan"), default=1)
        seat = next(int(event["seat"]) for event in reversed(events) if event["type"] == "TurnBegan")
    except (KeyError, TypeError, ValueError, StopIteration):
        return None
    if not isinstance(chairs, list) or len(chairs) != seats or not all(isinstance(chair, dict) for chair in chairs):
        chairs = [{}] * seats  # a seating it cannot read: the table seats a person in every seat, by its own name
    name = chairs[seat].get("name") if 0 <= seat < seats else None
    turn = whose_turn(chairs, seat, seat_name(name, seat))  # as the table will name the seat
    return f"Master, {seats} seats, round {round_now} of {rounds}" + (f", {turn}" if turn else "")


def in_progress() -> list[InProgress]:
    """The match in progress of each kind of table (against the computer, at one screen): its seats, its round and
    whose turn it is, read without loading it (game.files.peek); when that cannot be read, when it was saved; under
    the key `master:<kind>` (`master` for one saved before the kinds were kept apart)."""
    return of_each_kind("master", "Master match", "match", progress, unkinded="match")


def record(session: Session[Any]) -> str | None:
    """Keeps a finished game in the record book (game.files.master.records); a notice when the old book was damaged
    and set aside, or None. Raises game.files.records.RecordError when the book cannot be written."""
    from game.files.master.records import record

    return record(session)
