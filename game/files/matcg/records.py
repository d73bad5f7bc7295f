"""Martial Arts kept in the record book: every finished fight with at least one person at it, a duel or a fight
of sides (Records shows the book: game.words.matcg.records)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.engine.matcg.teams import team_of
from game.files import records
from game.words.matcg.seating import SEATS, Seating


def record(session: Any) -> str | None:
    """Keeps a finished fight with at least one person at it: a duel, or a fight of sides; a notice when the old
    book was damaged and set aside."""
    seating = Seating.from_notes(session.notes, session.table.seats)
    if not isinstance(session.notes.get("table"), dict) or not seating.people:
        return None
    state = session.state
    decks = tuple(state.starter) if len(state.starter) == session.table.seats else None
    if session.table.seats != SEATS:
        return records.add_fight(records.FightRecord(
            game=session.ruleset.id, mode=session.table.mode, people=tuple(sorted(seating.people)),
            winners=team_of(state, state.winner) if state.winner is not None else (), turns=state.turn,
            date=_now(), seed=session.seed, assisted=bool(session.notes.get("assisted")),
            levels=tuple(chair.level if chair.computer else None for chair in seating.chairs), decks=decks))
    computers = seating.computers
    versus = len(seating.people) == 1
    kept = records.DuelRecord(
        game=session.ruleset.id, mode="versus" if versus else "hotseat",
        level=next(iter(computers.values())) if versus else None,
        human=next(iter(seating.people)) if versus else None, winner=state.winner,
        scores=(max(0, state.health[0]), max(0, state.health[1])), turns=state.turn, date=_now(), seed=session.seed,
        assisted=bool(session.notes.get("assisted")), decks=decks)
    return records.add_duel(kept)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="minutes")
