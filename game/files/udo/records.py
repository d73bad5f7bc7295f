"""The campaign kept in the record book: a finished campaign's record, dated when it ended (Records shows the
book: game.words.udo.records)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.files import records


def record(session: Any) -> str | None:
    """Keeps a finished campaign in the record book; a notice when the old book was damaged and set aside.
    Raises records.RecordError when the book cannot be written."""
    return records.add(record_of(session))


def record_of(session: Any) -> records.Record:
    """The record of a finished campaign, dated when it ended (as its save says), so it is the same record however
    often it is offered to the record book."""
    rules, state = session.ruleset, session.state
    try:
        when = datetime.fromisoformat(str(session.notes.get("ended")))
    except ValueError:
        when = datetime.now().astimezone()
    return records.from_game(rules.id, state, rules.catalog.rank(state.glory), session.seed,
                             bool(session.notes.get("assisted")), when)
