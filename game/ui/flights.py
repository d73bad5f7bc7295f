"""What flies across a table besides its cards, whatever the game (points on their way to a score, the backs of
cards another seat draws): each thing carried by its tween, drawn where the tween stands, gone once it lands.

A piece of the table's Glide (game.scenes.glide): it keeps the table moving while anything flies, moves on each
frame, and lands at once when the beats are skipped or the window changes size.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from game.ui.tween import Tween

T = TypeVar("T")


@dataclass
class Flight(Generic[T]):
    """One thing in flight: what the game draws of it (`what`), and where it stands now (`pos`)."""

    what: T
    tween: Tween
    pos: tuple[float, float] = field(init=False)

    def __post_init__(self) -> None:
        self.pos = self.tween.start


class Flights(Generic[T]):
    def __init__(self) -> None:
        self.flying: list[Flight[T]] = []

    def launch(self, what: T, tween: Tween) -> None:
        self.flying.append(Flight(what, tween))

    def __iter__(self) -> Iterator[Flight[T]]:
        return iter(self.flying)

    def __bool__(self) -> bool:
        return bool(self.flying)

    @property
    def moving(self) -> bool:
        return bool(self.flying)

    def advance(self, dt: float) -> None:
        """Everything flies on; what lands is gone."""
        for flight in self.flying:
            flight.pos = flight.tween.advance(dt)
        self.flying = [flight for flight in self.flying if not flight.tween.done]

    def finish(self) -> None:
        """Everything lands at once."""
        self.flying.clear()
