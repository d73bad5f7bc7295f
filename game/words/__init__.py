"""Each game's words from a save's notes, below the player's files that read them: who sat at its table (its seats'
names, its computers at their levels: game.words.chairs and each family's `seating`) and how a finished game is
billed in the list of finished games (each family's `game.words.<family>.billing`, which the registry joins to the
program: game.games.Game.billing). Pure: no pygame, no file, no clock.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Billing:
    """A finished game as the Replays list names it: each seat's name ("You", "Computer (Hard)", a tournament
    entrant's name) and, when there is one, what the game was ("Championship of 8, Final")."""

    names: tuple[str, ...]
    occasion: str = ""
    scores: str = "{}"  # how its scores read, "{}" standing for them: "health {}" ("health 15 to 0"), "{} EXP"
    least: int | None = None  # the lowest score a player is shown (health ended below 0 reads 0), None for any
