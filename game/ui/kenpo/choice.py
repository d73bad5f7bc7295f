"""A defence card dropped at the ring where it may reduce several waiting attacks, waiting for the player to say
which: what the arena asks, its keys walk and its painter draws."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.kenpo.forecast import GuardOption


@dataclass(frozen=True)
class Choice:
    """A defence card dropped where it may reduce several waiting attacks: which one?"""

    card: str
    move: str | None
    options: dict[str, GuardOption]  # by waiting attack
    at: tuple[float, float]
