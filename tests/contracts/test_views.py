"""For every ruleset of the registry: what a seat's view shows agrees with the events that seat may see.

A card (any id an event carries) whose latest mention in the log is an event the seat may not see (drawn into
another seat's hand, shuffled into a deck whose order nobody knows, passed to a team the seat is not on) has moved
where the seat cannot follow it: the seat's view must not show it anywhere. The spectator (SPECTATOR) sees only
what is public. Games are played by the weakest bots of every seat, and checked after every command."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from game.engine.core import SPECTATOR, Event, Session, visible_to
from game.games import GAMES

SEEDS = 6
MOST_COMMANDS = 400


def tokens(value: Any) -> Iterator[str]:
    """Every string inside a value: an event, a state or a view (dataclasses, tuples, sets, mappings)."""
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from tokens(getattr(value, field.name))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from tokens(key)
            yield from tokens(item)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from tokens(item)


def latest_mentions(events: list[Event], latest: dict[str, Event] | None = None) -> dict[str, Event]:
    """Each token's latest mention among `events`: `latest` (those of the events before them) brought up to date."""
    latest = {} if latest is None else latest
    for event in events:
        for token in tokens(event):
            latest[token] = event
    return latest


def leaks(session: Session[Any], seat: int, latest: dict[str, Event] | None = None) -> set[str]:
    """What the seat's view shows that moved where it cannot follow; `latest`: the log's latest mentions, if known."""
    latest = latest_mentions(session.log) if latest is None else latest
    unseen = {token for token, event in latest.items() if not visible_to(event, seat)}
    return unseen & set(tokens(session.view(seat)))


@pytest.mark.parametrize("ruleset_id", [entry.id for entry in GAMES])
def test_a_seats_view_shows_nothing_whose_latest_move_it_could_not_see(ruleset_id):
    from game.games import game

    entry = game(ruleset_id)
    bots = entry.bots()
    checked = 0
    for seed in range(SEEDS):
        session: Session[Any] = Session.new(entry.rules(), seed)
        seats = [*range(session.table.seats), SPECTATOR]
        players = {seat: bots.make(bots.levels[0], seed * 10 + seat) for seat in seats[:-1]}
        latest: dict[str, Event] = {}  # the latest mentions of the events read so far, brought up to date each move
        read = 0
        for _ in range(MOST_COMMANDS):
            log = session.log
            latest_mentions(log[read:], latest)
            read = len(log)
            for seat in seats:
                found = leaks(session, seat, latest)
                assert not found, f"seed {seed}: seat {seat} sees {sorted(found)[:5]}"
                checked += 1
            to_act = session.ruleset.to_act(session.state)
            if to_act is None:
                break
            session.submit(players[to_act].choose(session.ruleset, session.view(to_act)))
    assert checked > SEEDS * 10


def test_the_leak_check_catches_a_view_that_shows_a_hidden_hand():
    """The check itself can fail: Kenpo's view with the other seat's hand left in it is caught."""
    from game.engine.kenpo.state import revise
    from game.games import game

    session: Session[Any] = Session.new(game("kenpo").rules(), 3)
    real = session.ruleset

    class Leaky:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def view(self, state: Any, seat: int) -> Any:
            return revise(real.view(state, seat), hands=state.hands)

    session.ruleset = Leaky()  # type: ignore[assignment]
    assert leaks(session, 0) and leaks(session, SPECTATOR)
