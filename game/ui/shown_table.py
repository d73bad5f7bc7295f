"""What every part of a game's table (its painter, panels, motion, keys) reads of the table that holds it, whatever
the game: the view shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden. A game's
parts name it with their own view and catalog (`ShownTable[MasterState, Catalog]`), and add what else they read,
the window's share (game.ui.painter.Window) and the table's glide (`Gliding`) among it."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

View = TypeVar("View", covariant=True)
Cards = TypeVar("Cards", covariant=True)


class ShownTable(Protocol[View, Cards]):
    @property
    def state(self) -> View:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int:
        """The seat the view is shown to."""
        ...

    @property
    def catalog(self) -> Cards:
        """The game's cards."""
        ...

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs."""
        ...


class Gliding(Protocol):
    """A table's glide (game.scenes.glide.Glide) as its motion reads it: the cards gliding out of sight, each gone
    once it arrives; the motion adds those that leave the shown view."""

    leaving: list[Any]
