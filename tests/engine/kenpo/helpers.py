"""Builders for Kenpo Masters positions, so each rulebook passage reads as it is written.

Seat 0 (yellow, Cullam in the Play Example) starts at the top middle facing down; seat 1 (red, Adam) at the
bottom middle facing up. Cards are named by technique: `card(0, "jab")` is yellow_jab_1.
"""

from __future__ import annotations

from game.content.kenpo import kenpo_catalog
from game.engine.core import Command, Event, Rejected
from game.engine.kenpo import KenpoRules
from game.engine.kenpo import commands as cmd
from game.engine.kenpo import events as ev
from game.engine.kenpo.geometry import START
from game.engine.kenpo.state import PLAY, KenpoState, Played

CATALOG = kenpo_catalog()
RULES = KenpoRules(CATALOG)
COLOURS = ("yellow", "red")


def card(seat: int, technique: str, copy: int = 1) -> str:
    return f"{COLOURS[seat]}_{technique}_{copy}"


def waiting(seat: int, technique: str, move: str, *, copy: int = 1, bonus: int = 0, mirrored: bool = False,
            on: str | None = None) -> Played:
    """An attack of seat's already on the table, played with `move`."""
    return Played(card=card(seat, technique, copy), move=move, mirrored=mirrored, bonus=bonus, on=on)


def match(
    hands: tuple[tuple[str, ...], tuple[str, ...]],
    *,
    seat: int = 0,
    positions: tuple[tuple[int, int], tuple[int, int]] = START,
    scores: tuple[int, int] = (0, 0),
    tables: tuple[tuple[Played, ...], tuple[Played, ...]] = ((), ()),
    discards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    decks: tuple[tuple[str, ...], tuple[str, ...]] | None = None,
    fresh: bool = False,
    rested_last: tuple[bool, bool] = (False, False),
    last_steps: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
) -> KenpoState:
    """A match in play with seat `seat` about to act; every card not placed elsewhere is in its deck, in
    printed order (so draws are predictable)."""
    if decks is None:
        placed = [set(hands[s]) | set(discards[s]) | {p.card for p in tables[s]} for s in (0, 1)]
        decks = (tuple(c for c in CATALOG.deck_ids(0) if c not in placed[0]),
                 tuple(c for c in CATALOG.deck_ids(1) if c not in placed[1]))
    state = KenpoState(phase=PLAY, seat=seat, turn=5, first=seat, hands=hands, decks=decks, discards=discards,
                       tables=tables, positions=positions, scores=scores, fresh=fresh, rested_last=rested_last,
                       last_steps=last_steps)
    assert RULES.check(state) == [], RULES.check(state)
    return state


def play(seat: int, technique: str, move: str | None = None, target: str | None = None, copy: int = 1) -> cmd.PlayCard:
    return cmd.PlayCard(seat=seat, card=card(seat, technique, copy), move=move, target=target)


def do(state: KenpoState, *commands: Command) -> tuple[KenpoState, list[Event]]:
    """Applies commands that must all be accepted and listed as legal; returns the new state and every event."""
    events: list[Event] = []
    for command in commands:
        assert command in RULES.legal_commands(state, command.seat), f"{command} is not listed as legal"
        outcome = RULES.decide(state, command, seed=7, position=100 + len(events))
        assert not isinstance(outcome, Rejected), f"{command} rejected: {outcome.message}"
        for event in outcome:
            state = RULES.evolve(state, event)
            assert RULES.check(state) == [], (event, RULES.check(state))
        events += outcome
    return state, events


def rejected(state: KenpoState, command: Command) -> Rejected:
    outcome = RULES.decide(state, command, seed=7, position=100)
    assert isinstance(outcome, Rejected), f"{command} was accepted"
    assert command not in RULES.legal_commands(state, command.seat), f"{command} is refused but listed as legal"
    return outcome


def of_type(events: list[Event], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]


def points(events: list[Event]) -> dict[str, int]:
    """Points of each attack resolved in these events, by card id."""
    return {e.card: e.points for e in of_type(events, ev.AttackResolved)}
