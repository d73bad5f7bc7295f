"""What every part of the Kenpo ring (its motion, painters and keys) reads of the arena that holds it: the view
shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden (game.scenes.kenpo.arena), as
every game's table parts read theirs (game.ui.shown_table)."""

from __future__ import annotations

from typing import Protocol

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState
from game.ui.shown_table import ShownTable


class RingView(ShownTable[KenpoState, Catalog], Protocol):
    """The Kenpo arena as its parts read it."""
