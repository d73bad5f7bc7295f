"""Builders for Udo and Kai states in the middle of a fight, so each rulebook example reads as it is written."""

from __future__ import annotations

from dataclasses import replace

from game.content.udo import kai_catalog, udo_catalog
from game.engine.core import Command, Event, Rejected
from game.engine.udo import UdoRules
from game.engine.udo.state import PLAY, UdoState

CATALOG = udo_catalog()
RULES = UdoRules(CATALOG)
STARTERS = tuple(card.id for card in CATALOG.starters)
KAI_CATALOG = kai_catalog()
KAI_RULES = UdoRules(KAI_CATALOG, "kai")
KAI_STARTERS = tuple(card.id for card in KAI_CATALOG.starters)


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
    rules: UdoRules = RULES,
) -> UdoState:
    """The hero in Play Combos against `master`, with the given attacks revealed this turn."""
    catalog = rules.catalog
    owned = tuple(c.id for c in catalog.starters) + tuple(catalog.master(m).special_move.id for m in defeated)
    if hand is None:
        hand = tuple(c for c in owned if c not in discard and c not in exhausted)
    deck = tuple(a.id for a in catalog.attacks if a.id not in revealed)
    glory = sum(catalog.master(m).glory for m in defeated)
    state = UdoState(phase=PLAY, hero=rules.id, hand=hand, discard=discard, exhausted=exhausted, charge=charge,
                     master=master, covered=covered, defeated=defeated, glory=glory, deck=deck, revealed=revealed,
                     turn_attacks=revealed, turn=1)
    assert rules.check(state) == [], rules.check(state)
    return state


def kai_fight(
    master: str,
    *,
    enraged: tuple[str, ...] = (),
    kai_enraged: bool = False,
    kept: tuple[str, ...] = (),
    **others: object,
) -> UdoState:
    """Kai in Play Combos against `master`: `enraged` cards show their ENRAGED side, `kept` attacks are hers."""
    state = fight(master, rules=KAI_RULES, **others)  # type: ignore[arg-type]
    deck = tuple(a for a in state.deck if a not in kept)
    state = replace(state, enraged=frozenset(enraged), kai_enraged=kai_enraged, kept=kept, deck=deck)
    assert KAI_RULES.check(state) == [], KAI_RULES.check(state)
    return state


def do(state: UdoState, *commands: Command, rules: UdoRules | None = None) -> tuple[UdoState, list[Event]]:
    """Applies commands that must all be accepted; returns the new state and every event."""
    rules = rules or _rules_of(state)
    events: list[Event] = []
    for command in commands:
        outcome = rules.decide(state, command, seed=7, position=100 + len(events))
        assert not isinstance(outcome, Rejected), f"{command} rejected: {outcome.message}"
        for event in outcome:
            state = rules.evolve(state, event)
            assert rules.check(state) == [], (event, rules.check(state))
        events += outcome
    return state, events


def rejected(state: UdoState, command: Command) -> Rejected:
    outcome = _rules_of(state).decide(state, command, seed=7, position=100)
    assert isinstance(outcome, Rejected), f"{command} was accepted"
    return outcome


def legal(state: UdoState) -> list[Command]:
    return _rules_of(state).legal_commands(state, 0)


def _rules_of(state: UdoState) -> UdoRules:
    return KAI_RULES if state.hero == "kai" else RULES


def of_type(events: list[Event], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]
