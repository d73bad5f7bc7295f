"""A Kenpo Masters match in words from its save's notes: who sat at its table (game.words.kenpo.seating) and how a
finished match is billed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.core import SPECTATOR
from game.words import Billing
from game.words.history import WATCHED
from game.words.kenpo.seating import OPEN, Table

if TYPE_CHECKING:
    from game.engine.kenpo.cards import Catalog
    from game.words.history import Catalogued, Words


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished match in the Replays list: its seats' names, a computer's with its level, its scores in points."""
    return Billing(Table.from_notes(notes).billed(), scores="{} points")


def history(rules: Catalogued[Catalog], notes: dict[str, Any], seats: int, viewer: int) -> Words:
    """A match in words for one seat (rules, the save's notes, seats, viewer): its history panel, its replays' lines
    and its table's news (game.words.kenpo.telling). A watched match (a replay, an open table) is told to no one at
    the ring: each fighter's steps from its own side, never "toward you"."""
    from game.words.kenpo.telling import HistoryWords

    return HistoryWords(rules.catalog, Table.from_notes(notes).names(), SPECTATOR if watched(notes) else viewer)


def watched(notes: dict[str, Any]) -> bool:
    """Whether the match is watched: again (a replay), or at an open table, where nobody sits."""
    kept = notes.get("table")
    return bool(notes.get(WATCHED)) or (isinstance(kept, dict) and kept.get("mode") == OPEN)
