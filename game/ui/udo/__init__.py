"""The campaign's look and sound: its cards (faces, card_art, wording), and `cue`,
what its events sound like (game.ui.udo.cues), which the registry joins to the program (game.games.Game.cue)."""

from game.ui.udo.cues import cue

__all__ = ["cue"]
