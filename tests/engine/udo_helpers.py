"""Builders for Udo states in the middle of a fight, so each rulebook example reads as it is written."""

from __future__ import annotations

from game.content.loader import udo_catalog
from game.engine.core import Command, Event, Rejected
from game.engine.udo import UdoRules
from game.engine.udo.state import PLAY, UdoState

CATALOG = udo_catalog()
RULES = UdoRules(CATALOG)
STARTERS = tuple(card.id for card in CATALOG.starters)


def fight(
    master: str,
    *,
    hand: tuple[str, ...] | None = None,
    discard: tuple[str, ...] = (),
    exhausted: tuple[str, ...] = (),
    revealed: tuple[str, ...] = (),
    charge: int = 0,
    covered: frozenset[str] = frozenset(),
    defeated: tuple[str, ...] = (),
) -> UdoState:
    """Udo in Play Combos against `master`, with the given attacks revealed this turn."""
    owned = STARTERS + tuple(CATALOG.master(m).special_move.id for m in defeated)
    if hand is None:
        hand = tuple(c for c in owned if c not in discard and c not in exhausted)
    deck = tuple(a.id for a in CATALOG.attacks if a.id not in revealed)
    glory = sum(CATALOG.master(m).glory for m in defeated)
    state = UdoState(phase=PLAY, hand=hand, discard=discard, exhausted=exhausted, charge=charge, master=master,
                     covered=covered, defeated=defeated, glory=glory, deck=deck, revealed=revealed,
                     turn_attacks=revealed, turn=1)
    assert RULES.check(state) == [], RULES.check(state)
    return state


def do(state: UdoState, *commands: Command) -> tuple[UdoState, list[Event]]:
    """Applies commands that must all be accepted; returns the new state and every event."""
    events: list[Event] = []
    for command in commands:
        outcome = RULES.decide(state, command, seed=7, position=100 + len(events))
        assert not isinstance(outcome, Rejected), f"{command} rejected: {outcome.message}"
        for event in outcome:
            state = RULES.evolve(state, event)
            assert RULES.check(state) == [], (event, RULES.check(state))
        events += outcome
    return state, events


def rejected(state: UdoState, command: Command) -> Rejected:
    outcome = RULES.decide(state, command, seed=7, position=100)
    assert isinstance(outcome, Rejected), f"{command} was accepted"
    return outcome


def of_type(events: list[Event], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]
