"""What every part of the Kenpo ring (its motion, painters and keys) reads of the arena that holds it: the view
shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden (game.scenes.kenpo.arena)."""

from __future__ import annotations

from typing import Protocol

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState


class RingView(Protocol):
    @property
    def state(self) -> KenpoState:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int: ...

    @property
    def catalog(self) -> Catalog: ...

    @property
    def hide_hand(self) -> bool: ...
