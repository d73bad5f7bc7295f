"""The events of one command being decided, folded as they are added so later decisions see them."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.rng import shuffled
from game.engine.udo.cards import Catalog
from game.engine.udo.evolve import evolve
from game.engine.udo.state import UdoState


class Outcome:
    """Events being decided, folded as they are added so later decisions see them."""

    def __init__(self, catalog: Catalog, state: UdoState, seed: int, position: int):
        self.catalog = catalog
        self.state = state
        self.events: list[Event] = []
        self._seed = seed
        self._position = position

    def add(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(event, self.state)

    def shuffle(self, items: tuple[str, ...]) -> tuple[str, ...]:
        return shuffled(items, self._seed, self._position + len(self.events))
