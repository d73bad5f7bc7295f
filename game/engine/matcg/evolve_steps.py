"""How each step of a turn that moves no card (game.engine.matcg.step_events) changes the state of a fight: one
small function per event type, registered on game.engine.matcg.evolve's by `register`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.fast import reviser
from game.engine.matcg import step_events as ts
from game.engine.matcg.state import COUNTER, LINK, MatcgState, put, revise

_phase_begun = reviser(MatcgState, "phase", "attack_phase", "chain", "last", "guard", "hit")


def _phase_began(event: ts.PhaseBegan, state: MatcgState) -> MatcgState:
    return _phase_begun(state, phase=event.phase, attack_phase=event.attack_phase, chain=0, last=None, guard=None,
                        hit=None)


def _answer_awaited(event: ts.AnswerAwaited, state: MatcgState) -> MatcgState:
    return revise(state, responder=event.seat)


def _focus_gained(event: ts.FocusGained, state: MatcgState) -> MatcgState:
    return revise(state, focus=put(state.focus, event.seat, state.focus[event.seat] + event.amount))


def _guard_raised(event: ts.GuardRaised, state: MatcgState) -> MatcgState:
    return revise(state, brace=put(state.brace, event.seat, state.brace[event.seat] + event.amount))


def _diverted(event: ts.Diverted, state: MatcgState) -> MatcgState:
    return revise(state, diverted=put(state.diverted, event.seat, True))


_guard_lowered = reviser(MatcgState, "guard")


def _counter_declined(event: ts.CounterDeclined, state: MatcgState) -> MatcgState:
    return _guard_lowered(state, guard=None)


_awaiting_link = reviser(MatcgState, "phase", "last", "guard", "hit")


def _link_awaited(event: ts.LinkAwaited, state: MatcgState) -> MatcgState:
    return _awaiting_link(state, phase=LINK, last=event.card, guard=event.guard, hit=state.mark)


_awaiting_counter = reviser(MatcgState, "phase", "guard", "last", "hit")


def _counter_awaited(event: ts.CounterAwaited, state: MatcgState) -> MatcgState:
    return _awaiting_counter(state, phase=COUNTER, guard=event.guard, last=None, hit=None)


CHANGES: dict[type, Callable[[Any, MatcgState], MatcgState]] = {
    ts.PhaseBegan: _phase_began, ts.AnswerAwaited: _answer_awaited, ts.FocusGained: _focus_gained,
    ts.GuardRaised: _guard_raised, ts.Diverted: _diverted, ts.CounterDeclined: _counter_declined,
    ts.LinkAwaited: _link_awaited, ts.CounterAwaited: _counter_awaited,
}


def register(evolve: Any) -> None:
    """Registers each change above on `evolve`, a singledispatch function of (event, state)."""
    for kind, change in CHANGES.items():
        evolve.register(kind, change)
