"""A log trusted only as far as its rules re-derive it.

A save holds events, not the commands that made them. Its first batch must be the set-up the ruleset's `start` deals
from the save's seed and table; every later batch must be what `decide` gives, at that point of the game, for one of
the commands `legal_commands` lists for the seat to act (the rules reject every other command). Each batch is matched
against the legal commands' outcomes, and every state on the way is checked against the ruleset's invariants. A log
that passes holds only what the rules could have made from its seed, table and card data: no absurd seat, unknown
card or event kind, and no shuffle the seed does not give. Every state checked is one the rules built, so a hostile
value is never folded into a state: it is only compared with the events the rules made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.core import Event, Rejected, Ruleset, Table

MOST_MOVES = 20_000  # commands in one saved game: a bot game stops at 5,000 (game.play.bouts), a long human one has a
# few hundred. Re-deriving a move decides up to every legal command, so this bounds the work a file can ask for.


class Underived(ValueError):
    """A log the rules could not have made, with the first place where it departs from them, in words a player can
    read."""


def rederive(rules: Ruleset[Any], seed: int, table: Table, batches: Sequence[Sequence[Event]],
             dealt_again: bool = True) -> Any:
    """The state the log leads to, every batch re-derived and every state checked; raises Underived.

    With `dealt_again` False, a set-up other than the one `start` deals is checked against the invariants alone (card
    data whose dealing order the log's keeper could not hold: see game/files/saves.py); the moves after it are
    re-derived all the same."""
    if not batches:
        raise Underived("it holds no set-up")
    if len(batches) > MOST_MOVES + 1:
        raise Underived(f"it holds {len(batches) - 1} moves, more than any game ({MOST_MOVES})")
    setup = list(batches[0])
    try:
        dealt = rules.start(seed, table.start_options())
    except Exception as error:  # noqa: BLE001 - a table whose options this ruleset cannot deal from
        raise Underived(f"its table cannot be dealt ({type(error).__name__})") from None
    if setup != dealt and dealt_again:
        raise Underived("its set-up is not the one its seed and table deal")
    state = _checked(rules, rules.initial(), setup, 0)
    position = len(setup)
    for number, batch in enumerate(batches[1:], start=1):
        made = _decided(rules, state, seed, position, list(batch))
        if made is None:
            raise Underived(f"move {number} (event {position + 1}, {type(batch[0]).__name__ if batch else 'empty'}) "
                            "is one the rules could not have made there")
        state = _checked(rules, state, made, position)
        position += len(made)
    return state


def _decided(rules: Ruleset[Any], state: Any, seed: int, position: int, batch: list[Event]) -> list[Event] | None:
    """The events of the legal command at this point whose outcome is `batch`, or None."""
    seat = rules.to_act(state)
    if seat is None:
        return None  # the game is over: nothing more can happen
    for command in rules.legal_commands(state, seat):
        outcome = rules.decide(state, command, seed, position)
        if not isinstance(outcome, Rejected) and len(outcome) == len(batch) and list(outcome) == batch:
            return batch
    return None


def _checked(rules: Ruleset[Any], state: Any, events: list[Event], position: int) -> Any:
    for number, event in enumerate(events, start=position + 1):
        state = rules.evolve(state, event)
        problems = rules.check(state)
        if problems:
            raise Underived(f"event {number} ({type(event).__name__}) leads to an impossible state: {problems[0]}")
    return state
