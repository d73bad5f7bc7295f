"""Kenpo Masters kept in the record book: every finished duel with somebody at it (Records shows the book:
game.words.kenpo.records)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.files import records
from game.words.kenpo.seating import HOTSEAT, VERSUS, Table


def record(session: Any) -> str | None:
    """Keeps a finished duel (a table where nobody plays, as screenshots use, is not kept); a notice when the old
    book was damaged and set aside."""
    noted = session.notes.get("table")
    if not isinstance(noted, dict) or noted.get("mode") not in (VERSUS, HOTSEAT):
        return None
    table = Table.from_notes(session.notes)
    state = session.state
    versus = table.mode == VERSUS
    kept = records.DuelRecord(
        game=session.ruleset.id, mode="versus" if versus else "hotseat", level=table.level if versus else None,
        human=table.human if versus else None, winner=state.winner, scores=tuple(state.scores), turns=state.turn,
        date=datetime.now().astimezone().isoformat(timespec="minutes"), seed=session.seed,
        assisted=bool(session.notes.get("assisted")), names=None if versus or not table.players else table.players)
    return records.add_duel(kept)
