"""What the people at a Kenpo Masters table are called, as its save's notes keep the names they typed: read by the
table itself (game.words.kenpo.seating) and by the menu's line for a duel in progress (game.files.kenpo), which
names it before its first frame, so this holds no dataclass and imports nothing of the game."""

from __future__ import annotations

from typing import Any

COLOUR_NAMES = ("Yellow", "Red")  # seat 0 plays the yellow deck, seat 1 the red
MOST_NAME = 14  # characters of a player's name


def seat_name(seat: int) -> str:
    return COLOUR_NAMES[seat]


def named(names: list[Any]) -> tuple[str, ...]:
    """The two players' names as typed (each trimmed, empty: its colour), or none when they cannot be read, are both
    empty or name both seats alike (the colours then tell them apart)."""
    if len(names) != 2 or not all(isinstance(name, str) and name.isprintable() for name in names):
        return ()
    if not any(name.strip() for name in names):
        return ()
    chosen = tuple(name.strip()[:MOST_NAME] or seat_name(seat) for seat, name in enumerate(names))
    return chosen if chosen[0] != chosen[1] and "You" not in chosen and "Computer" not in chosen else ()


def called(names: list[Any]) -> tuple[str, ...]:
    """The name the player against the computer typed, alone (`named`'s checks), or none ("You") when it
    cannot be read, is empty or is only a colour (the seats' own names)."""
    if len(names) != 1 or not isinstance(names[0], str) or not names[0].isprintable():
        return ()
    name = names[0].strip()[:MOST_NAME]
    return (name,) if name and name not in (*COLOUR_NAMES, "You", "Computer") else ()
