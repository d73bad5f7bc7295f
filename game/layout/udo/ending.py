"""The end of a campaign (game.scenes.udo.ending): the size of a defeated master's card there, its special move large
enough to read."""

from __future__ import annotations

MASTER = (180, 252)  # design px
