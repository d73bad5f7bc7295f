"""What the people at a Master table are called, as its save's notes keep the names they typed: read by the table
itself (game.words.master.seating) and by the menu's line for a match in progress (game.files.master), which names
whose turn it is before the menu's first frame, so this holds no dataclass and imports nothing of the game but how a
name is shown (game.files.names, which the menu reads names through already)."""

from __future__ import annotations

from typing import Any

from game.files import names as naming

MOST_NAME = 14  # characters of a person's name


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def seat_name(name: Any, seat: int) -> str:
    """A seat's name as a save keeps it, as the table reads it: cut to MOST_NAME characters and shown as a screen
    may draw it (game.files.names), or the seat's own name when it is no text or shows nothing."""
    return naming.shown(name[:MOST_NAME], default_name(seat)) if isinstance(name, str) else default_name(seat)
