"""A Master match in words from its save's notes: who sat at its table (game.words.master.seating) and how a
finished match is billed."""

from __future__ import annotations

from typing import Any

from game.words import Billing
from game.words.master.seating import Seating


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished match in the Replays list: its seats' names, its scores in experience."""
    return Billing(Seating.from_notes(notes, seats).names, scores="{} EXP")
