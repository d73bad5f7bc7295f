"""The computer's levels as every game names them ("Hard"), and the three the set-ups offer first: read by the
tables' words (game.words.chairs) and by the menu's line for a game in progress, which names it before its first
frame, so this holds no dataclass and imports nothing of the game."""

from __future__ import annotations

NAMED_LEVELS = ("easy", "normal", "hard")


def level_name(level: str) -> str:
    return level.replace("_", " ").title()
