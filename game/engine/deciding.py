"""The events of one command being decided, folded as they are added so later decisions see them: what every
ruleset's rules build a decision with. A ruleset's subclass names its own `handlers` (event type -> fold function,
game.engine.fast.handlers) and adds what its rules read (its catalog)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from game.engine.core import Decided, Event
from game.engine.rng import rng_for, shuffled

S = TypeVar("S")


class Deciding(Generic[S]):
    handlers: ClassVar[Mapping[type, Callable[[Any, Any], Any]]]

    def __init__(self, state: S, seed: int, position: int):
        self.state = state
        self.events = Decided()
        self._seed = seed
        self._position = position

    def add(self, event: Event) -> None:
        self.events.append(event)
        self.state = self.handlers[type(event)](event, self.state)

    def decided(self) -> Decided:
        """The events added, with the state they lead to (the session takes it rather than folding them again)."""
        self.events.state = self.state
        return self.events

    def shuffle(self, items: tuple[str, ...]) -> tuple[str, ...]:
        """The items in the order of this point of the game's seeded randomness."""
        return shuffled(items, self._seed, self._position + len(self.events))

    def pick(self, count: int) -> int:
        """A number from 0 to count - 1, drawn from this point of the game's seeded randomness."""
        return rng_for(self._seed, self._position + len(self.events)).randrange(count)
