"""Kenpo Masters' look and sound: its cards and ring pictures (faces, pictures, diagram), and `cue`,
what its events sound like (game.ui.kenpo.cues), which the registry joins to the program (game.games.Game.cue)."""

from game.ui.kenpo.cues import cue

__all__ = ["cue"]
