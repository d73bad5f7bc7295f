"""Martial Arts' look and sound: its cards (faces, pictures), and `cue`,
what its events sound like (game.ui.matcg.cues), which the registry joins to the program (game.games.Game.cue)."""

from game.ui.matcg.cues import cue

__all__ = ["cue"]
