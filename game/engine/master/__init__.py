"""Master: the skill set-collection game for 2 to 6 players (ruleset `master`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.core import SPECTATOR, Command, Event, Outcome, Rejected
from game.engine.master.cards import Catalog
from game.engine.master.commands import COMMAND_TYPES
from game.engine.master.events import EVENT_TYPES
from game.engine.master.evolve import HANDLERS, apply
from game.engine.master.invariants import check
from game.engine.master.moves import legal_commands
from game.engine.master.rules import decide, start
from game.engine.master.scenario import scenario
from game.engine.master.scoring import experience, places, totals
from game.engine.master.state import MasterState, revise

HIDDEN_CARD = "hidden"


class MasterRules:
    """The `master` ruleset: pure functions over MasterState, bound to a card catalog."""

    id = "master"
    modes = {"match": (2, 6)}
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES

    def __init__(self, catalog: Catalog):
        self.catalog = catalog

    def content(self) -> Any:
        return self.catalog.model_dump(mode="json")

    def start(self, seed: int, options: dict[str, Any]) -> list[Event]:
        return start(self.catalog, seed, options)

    def initial(self) -> MasterState:
        return MasterState()

    def evolve(self, state: MasterState, event: Event) -> MasterState:
        handler = HANDLERS.get(type(event))
        return handler(event, state) if handler is not None else apply(event, state)

    def decide(self, state: MasterState, command: Command, seed: int, position: int) -> list[Event] | Rejected:
        return decide(self.catalog, state, command, seed, position)

    def legal_commands(self, state: MasterState, seat: int) -> list[Command]:
        return legal_commands(self.catalog, state, seat)

    def to_act(self, state: MasterState) -> int | None:
        """The seat whose turn it is, or the attacked seat while a steal waits for its answer."""
        return state.to_act

    def is_over(self, state: MasterState) -> bool:
        return state.over

    def outcome(self, state: MasterState) -> Outcome | None:
        if not state.over:
            return None
        return Outcome(places(state), totals(state))

    def experience(self, state: MasterState) -> tuple[int, ...]:
        """Each seat's experience in the round being played (or the last one, once over)."""
        return experience(self.catalog, state)

    def view(self, state: MasterState, seat: int) -> MasterState:
        """What `seat` may know: its own hand, the size of every other hand and of the draw pile, and everything
        face up (the sets, the discard pile, a steal's card). SPECTATOR sees no hand."""
        hands = tuple(hand if other == seat and seat != SPECTATOR else (HIDDEN_CARD,) * len(hand)
                      for other, hand in enumerate(state.hands))
        return revise(state, hands=hands, draw=(HIDDEN_CARD,) * len(state.draw))

    def check(self, state: MasterState) -> list[str]:
        return check(self.catalog, state)

    def scenario(self, position: Mapping[str, Any]) -> list[Event]:
        return scenario(self.catalog, position)
