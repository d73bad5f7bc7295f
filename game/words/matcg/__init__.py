"""A fight of Martial Arts in words from its save's notes: who sat at its table (game.words.matcg.seating), what the
fight was, and how a finished fight is billed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.words import Billing
from game.words.matcg.seating import Seating

if TYPE_CHECKING:
    from game.engine.matcg.cards import Catalog
    from game.words.history import Catalogued, Words

OCCASION = "occasion"  # a tournament match's note: its tournament and stage, for Replays (game.files.matcg.cup_match)


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished fight in the Replays list: its seats' names, a computer's with its level ("Computer (Hard)"), a
    tournament match's stage, its scores in health (never below 0, where the engine keeps a knock-out's overkill)."""
    occasion = notes.get(OCCASION)
    return Billing(Seating.from_notes(notes).billed, occasion if isinstance(occasion, str) else "", "health {}",
                   least=0)


def history(rules: Catalogued[Catalog], notes: dict[str, Any], seats: int, viewer: int) -> Words:
    """A fight in words for one seat (rules, the save's notes, seats, viewer): its history panel, its replays' lines
    and its table's news (game.words.matcg.telling)."""
    from game.words.matcg.telling import HistoryWords

    return HistoryWords(rules.catalog, Seating.from_notes(notes, seats).names)
