"""The events of one command being decided, folded as they are added so later decisions see them."""

from __future__ import annotations

from game.engine.core import Decided, Event
from game.engine.rng import shuffled
from game.engine.udo.cards import Catalog
from game.engine.udo.evolve import HANDLERS
from game.engine.udo.state import UdoState


class Outcome:
    """Events being decided, folded as they are added so later decisions see them."""

    def __init__(self, catalog: Catalog, state: UdoState, seed: int, position: int):
        self.catalog = catalog
        self.state = state
        self.events = Decided()
        self._seed = seed
        self._position = position

    def add(self, event: Event) -> None:
        self.events.append(event)
        self.state = HANDLERS[type(event)](event, self.state)

    def decided(self) -> Decided:
        """The events added, with the state they lead to."""
        self.events.state = self.state
        return self.events

    def shuffle(self, items: tuple[str, ...]) -> tuple[str, ...]:
        return shuffled(items, self._seed, self._position + len(self.events))
