"""Master's look and sound: its cards (faces, symbols), and `cue`,
what its events sound like (game.ui.master.cues), which the registry joins to the program (game.games.Game.cue)."""

from game.ui.master.cues import cue

__all__ = ["cue"]
