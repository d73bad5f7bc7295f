"""A Kenpo Masters match in words from its save's notes: who sat at its table (game.words.kenpo.seating) and how a
finished match is billed."""

from __future__ import annotations

from typing import Any

from game.words import Billing
from game.words.kenpo.seating import Table


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished match in the Replays list: its seats' names, a computer's with its level, its scores in points."""
    return Billing(Table.from_notes(notes).billed(), scores="{} points")
