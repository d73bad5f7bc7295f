"""Master Udo's campaign in words from its save's notes: how a finished campaign is billed."""

from __future__ import annotations

from typing import Any

from game.words import Billing


def billing(notes: dict[str, Any], seats: int) -> Billing:
    """A finished campaign in the Replays list: the hero's, its score the glory won."""
    return Billing(("You",), scores="{} glory")
