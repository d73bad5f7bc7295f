"""Master kept in the record book: every finished match with a person at it (Records shows the book:
game.words.master.records)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.engine.master.scoring import totals
from game.files import records
from game.words.master.seating import Seating


def record(session: Any) -> str | None:
    """Keeps a finished match with a person at it; a notice when the old book was damaged and set aside."""
    seating = Seating.from_notes(session.notes, session.state.players)
    if not isinstance(session.notes.get("table"), dict) or not seating.people:
        return None
    state = session.state
    return records.add_match(records.MatchRecord(
        game=session.ruleset.id, names=seating.given,
        levels=tuple(chair.level if chair.computer else None for chair in seating.chairs), winners=state.winners,
        scores=totals(state), rounds=state.rounds, date=datetime.now().astimezone().isoformat(timespec="minutes"),
        seed=session.seed, assisted=bool(session.notes.get("assisted"))))
