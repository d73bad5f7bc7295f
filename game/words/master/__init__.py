"""A Master match in words from its save's notes: who sat at its table (game.words.master.seating), how a
finished match is billed and a match in progress told in one line."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.words import Billing
from game.words.master.seating import Seating

if TYPE_CHECKING:
    from game.engine.core import Session
    from game.engine.master.cards import Catalog
    from game.words.history import Catalogued, Words


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished match in the Replays list: its seats' names, its scores in experience."""
    return Billing(Seating.from_notes(notes, seats).names, scores="{} EXP")


def history(rules: Catalogued[Catalog], notes: dict[str, Any], seats: int, viewer: int) -> Words:
    """A match in words for one seat (rules, the save's notes, seats, viewer): its history panel, its replays' lines
    and its table's news (game.words.master.telling)."""
    from game.words.master.telling import HistoryWords

    return HistoryWords(rules.catalog, Seating.from_notes(notes, seats).names)


def match_line(session: Session[Any]) -> str:
    """A match in progress in one line for its set-up: who sits at it, the round, each seat's experience."""
    from game.engine.master.scoring import experience

    state = session.state
    seating = Seating.from_notes(session.notes, state.players)
    rules: Any = session.ruleset
    scores = experience(rules.catalog, state)
    points = ", ".join(f"{name} {score}" for name, score in zip(seating.names, scores, strict=True))
    return f"{seating.describe()}, round {state.round} of {state.rounds}: {points} EXP"
