"""Master Udo vs. the Four Martial Arts Masters: the solo campaign (rulesets `udo`; `kai` builds on it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.core import Command, Event, Outcome, Rejected
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import finish_problem, payers, placement_problem, targets
from game.engine.udo.commands import COMMAND_TYPES
from game.engine.udo.events import EVENT_TYPES
from game.engine.udo.evolve import HANDLERS, apply
from game.engine.udo.invariants import check
from game.engine.udo.kai import can_double, can_spend
from game.engine.udo.rules import decide, start
from game.engine.udo.scenario import scenario
from game.engine.udo.sides import face, side
from game.engine.udo.state import CHOOSE_MASTER, PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, REVEAL, WON, UdoState, revise

HIDDEN_CARD = "hidden"
__all__ = ["HIDDEN_CARD", "UdoRules", "face", "side"]


class UdoRules:
    """The `udo` ruleset: pure functions over UdoState, bound to a card catalog."""

    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    modes = {"solo": (1, 1)}

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
        handler = HANDLERS.get(type(event))
        return handler(event, state) if handler is not None else apply(event, state)

    def decide(self, state: UdoState, command: Command, seed: int, position: int) -> list[Event] | Rejected:
        return decide(self.catalog, state, command, seed, position)

    def to_act(self, state: UdoState) -> int | None:
        return None if state.over else 0

    def is_over(self, state: UdoState) -> bool:
        return state.over

    def outcome(self, state: UdoState) -> Outcome | None:
        """Place 1 for a campaign won, 2 for one lost; the score is its glory."""
        if not state.over:
            return None
        return Outcome((1 if state.phase == WON else 2,), (state.glory,))

    def view(self, state: UdoState, seat: int) -> UdoState:
        """What the player may know: everything but the order of the attack deck."""
        return revise(state, deck=(HIDDEN_CARD,) * len(state.deck))

    def scenario(self, position: Mapping[str, Any]) -> list[Event]:
        return scenario(self.catalog, self.id, position)

    def check(self, state: UdoState) -> list[str]:
        return check(self.catalog, state)

    def legal_commands(self, state: UdoState, seat: int) -> list[Command]:
        if seat != 0 or state.over:
            return []
        return _LEGAL[state.phase](self.catalog, state)


def _choose(catalog: Catalog, state: UdoState) -> list[Command]:
    return [cmd.ChooseMaster(master=m.id) for m in catalog.masters if m.id not in state.defeated]


def _play(catalog: Catalog, state: UdoState) -> list[Command]:
    if state.pending:
        return _choices(catalog, state)
    moves: list[Command] = []
    for card in dict.fromkeys(state.hand):
        for index, combo in enumerate((*state.combos, ())):
            if placement_problem(catalog, combo, card, state.enraged) is None:
                moves.append(cmd.PlayCard(card=card, combo=index))
    moves += [cmd.TakeBackCard(combo=index) for index in range(len(state.combos))]
    if all(finish_problem(catalog, combo, state.enraged) is None for combo in state.combos):
        moves.append(cmd.FinishPlaying())
    return moves + _spending(state)


def _resolve(catalog: Catalog, state: UdoState) -> list[Command]:
    if state.pending:
        return _choices(catalog, state)
    spend = (False, True) if state.charge else (False,)
    double = (False, True) if can_double(state) else (False,)
    moves: list[Command] = [
        cmd.ResolveCombo(combo=i, spend_charge=s, double=d)
        for i in range(len(state.combos)) for s in spend for d in double
    ]
    return moves + _spending(state)


_CHOICE = {
    "deal": lambda h: cmd.CoverHeart(heart=h),
    "block": lambda a: cmd.BlockAttack(attack=a),
    "recover": lambda c: cmd.RecoverCard(card=c),
    "enrage": lambda c: cmd.EnrageCard(card=c),
    "retrieve": lambda c: cmd.RetrieveCard(card=c),
    "keep": lambda c: cmd.KeepCard(card=c),
}


def _choices(catalog: Catalog, state: UdoState) -> list[Command]:
    """The targets the pending step may take: one command per target."""
    step = state.pending[0]
    return [_CHOICE[step[0]](target) for target in targets(catalog, state, step)]


def _spending(state: UdoState) -> list[Command]:
    """Kai's kept attacks that may be discarded now, to ENRAGE cards of her hand."""
    return [cmd.SpendKeptAttack(attack=a) for a in dict.fromkeys(state.kept)] if can_spend(state) else []


def _attacks(catalog: Catalog, state: UdoState) -> list[Command]:
    if state.pending:
        return _choices(catalog, state)
    hits: list[Command] = [
        cmd.TakeHit(attack=attack, card=card)
        for attack in dict.fromkeys(state.revealed)
        for card in dict.fromkeys(payers(catalog, state, attack))
    ]
    if not state.revealed:  # every attack has hit: Kai's moment for her kept attacks (kai.waits_at_turn_end)
        hits.append(cmd.EndTurn())
    return hits + _spending(state)


_LEGAL = {
    REVEAL: lambda catalog, state: [],
    CHOOSE_MASTER: _choose,
    PLAY: _play,
    RESOLVE_COMBOS: _resolve,
    RESOLVE_ATTACKS: _attacks,
}
