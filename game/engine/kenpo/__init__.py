"""Ancient Arts: Kenpo Masters: two fighters in a 3 by 3 ring (ruleset `kenpo`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.core import Command, Event, Outcome, Rejected
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.combos import plays, rest_problem
from game.engine.kenpo.commands import COMMAND_TYPES
from game.engine.kenpo.events import EVENT_TYPES
from game.engine.kenpo.evolve import HANDLERS, apply
from game.engine.kenpo.invariants import check
from game.engine.kenpo.rules import decide, start
from game.engine.kenpo.scenario import scenario
from game.engine.kenpo.state import PLAY, KenpoState, revise

HIDDEN_CARD = "hidden"


class KenpoRules:
    """The `kenpo` ruleset: pure functions over KenpoState, bound to a card catalog."""

    id = "kenpo"
    modes = {"duel": (2, 2)}
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES

    def __init__(self, catalog: Catalog):
        self.catalog = catalog

    def content(self) -> Any:
        return self.catalog.model_dump(mode="json")

    def start(self, seed: int, options: dict[str, Any]) -> list[Event]:
        return start(self.catalog, seed, options)

    def initial(self) -> KenpoState:
        return KenpoState()

    def evolve(self, state: KenpoState, event: Event) -> KenpoState:
        handler = HANDLERS.get(type(event))
        return handler(event, state) if handler is not None else apply(event, state)

    def decide(self, state: KenpoState, command: Command, seed: int, position: int) -> list[Event] | Rejected:
        return decide(self.catalog, state, command, seed, position)

    def to_act(self, state: KenpoState) -> int | None:
        return state.seat if state.phase == PLAY else None

    def is_over(self, state: KenpoState) -> bool:
        return state.over

    def winner(self, state: KenpoState) -> int | None:
        """The winning seat of a finished match; None while it runs or after a draw."""
        return state.winner

    def outcome(self, state: KenpoState) -> Outcome | None:
        if not state.over:
            return None
        places = (1, 1) if state.winner is None else tuple(1 if s == state.winner else 2 for s in (0, 1))
        return Outcome(places, state.scores)

    def view(self, state: KenpoState, seat: int) -> KenpoState:
        """What seat may know: its own hand, not the opponent's (only its size), and neither deck's order."""
        hidden = [(HIDDEN_CARD,) * len(cards) for cards in (*state.hands, *state.decks)]
        hands = (state.hands[0] if seat == 0 else hidden[0], state.hands[1] if seat == 1 else hidden[1])
        return revise(state, hands=hands, decks=(hidden[2], hidden[3]))

    def scenario(self, position: Mapping[str, Any]) -> list[Event]:
        return scenario(self.catalog, position)

    def check(self, state: KenpoState) -> list[str]:
        return check(self.catalog, state)

    def legal_commands(self, state: KenpoState, seat: int) -> list[Command]:
        if state.phase != PLAY or seat != state.seat:
            return []
        legal: list[Command] = []
        if not state.tables[seat] and rest_problem(self.catalog, state, seat) is None:
            legal.append(cmd.Rest(seat=seat))
        legal += plays(self.catalog, state, seat)
        if state.step is not None:
            legal.append(cmd.EndTurn(seat=seat))
        return legal
