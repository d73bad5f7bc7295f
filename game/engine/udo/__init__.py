"""Master Udo vs. the Four Martial Arts Masters: the solo campaign (rulesets `udo`; `kai` builds on it)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine.core import Command, Event, Rejected
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import finish_problem, payers, placement_problem, targets
from game.engine.udo.commands import COMMAND_TYPES
from game.engine.udo.events import EVENT_TYPES
from game.engine.udo.evolve import evolve
from game.engine.udo.invariants import check
from game.engine.udo.rules import decide, start
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, REVEAL, UdoState

HIDDEN_CARD = "hidden"


class UdoRules:
    """The `udo` ruleset: pure functions over UdoState, bound to a card catalog."""

    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES

    def __init__(self, catalog: Catalog, ruleset_id: str = "udo"):
        self.catalog = catalog
        self.id = ruleset_id

    def content(self) -> Any:
        return self.catalog.model_dump(mode="json")

    def start(self, seed: int, options: dict[str, Any]) -> list[Event]:
        return start(self.catalog, seed, {"hero": self.id, **options})

    def initial(self) -> UdoState:
        return UdoState()

    def evolve(self, state: UdoState, event: Event) -> UdoState:
        return evolve(event, state)

    def decide(self, state: UdoState, command: Command, seed: int, position: int) -> list[Event] | Rejected:
        return decide(self.catalog, state, command, seed, position)

    def to_act(self, state: UdoState) -> int | None:
        return None if state.over else 0

    def is_over(self, state: UdoState) -> bool:
        return state.over

    def view(self, state: UdoState, seat: int) -> UdoState:
        """What the player may know: everything but the order of the attack deck."""
        return replace(state, deck=(HIDDEN_CARD,) * len(state.deck))

    def check(self, state: UdoState) -> list[str]:
        return check(self.catalog, state)

    def legal_commands(self, state: UdoState, seat: int) -> list[Command]:
        if seat != 0 or state.over:
            return []
        return _LEGAL[state.phase](self.catalog, state)


def _choose(catalog: Catalog, state: UdoState) -> list[Command]:
    return [cmd.ChooseMaster(master=m.id) for m in catalog.masters if m.id not in state.defeated]


def _play(catalog: Catalog, state: UdoState) -> list[Command]:
    moves: list[Command] = []
    for card in dict.fromkeys(state.hand):
        for index, combo in enumerate((*state.combos, ())):
            if placement_problem(catalog, combo, card) is None:
                moves.append(cmd.PlayCard(card=card, combo=index))
    moves += [cmd.TakeBackCard(combo=index) for index in range(len(state.combos))]
    if all(finish_problem(catalog, combo) is None for combo in state.combos):
        moves.append(cmd.FinishPlaying())
    return moves


def _resolve(catalog: Catalog, state: UdoState) -> list[Command]:
    if state.resolving is None:
        spend = (False, True) if state.charge else (False,)
        return [cmd.ResolveCombo(combo=i, spend_charge=s) for i in range(len(state.combos)) for s in spend]
    step = state.pending[0]
    options = targets(catalog, state, step)
    if step[0] == "deal":
        return [cmd.CoverHeart(heart=h) for h in options]
    if step[0] == "block":
        return [cmd.BlockAttack(attack=a) for a in options]
    return [cmd.RecoverCard(card=c) for c in options]


def _attacks(catalog: Catalog, state: UdoState) -> list[Command]:
    return [
        cmd.TakeHit(attack=attack, card=card)
        for attack in dict.fromkeys(state.revealed)
        for card in dict.fromkeys(payers(catalog, state, attack))
    ]


_LEGAL = {
    REVEAL: lambda catalog, state: [],
    CHOOSE_MASTER: _choose,
    PLAY: _play,
    RESOLVE_COMBOS: _resolve,
    RESOLVE_ATTACKS: _attacks,
}
