"""What every part of a game's table (its painter, panels, motion, keys) reads of the table that holds it, whatever
the game: the view shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden. A game's
parts name it with their own view and catalog (`ShownTable[MasterState, Catalog]`), and add what else they read,
the window's share (game.ui.painter.Window) and the table's glide (`Gliding`) among it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

Point = tuple[float, float]
Placed = tuple[Point, Point]  # where a card stands and its size, design px
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
    """A table's glide (game.scenes.glide.Glide) as its motion reads it: every card sent toward its slot, from where
    it comes into sight, and away to where it leaves sight (see Glide.place)."""

    def place(self, slots: dict[str, Any], snap: bool, card: Callable[[str, Point, Point], Any] = ...,
              came_from: Callable[[str, Any], Placed | None] = ...,
              goes_to: Callable[[str], Placed | None] = ..., stagger: tuple[float, int] = ...) -> None: ...
