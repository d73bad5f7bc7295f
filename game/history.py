"""What happened in a game, in words, as one seat may know it: the lines of the history panel and the replay.

Each game tells its own events through its front's optional `history(rules, notes, seats, viewer)`, which gives
an object of the `Words` shape below. This module walks a log and hands the game's words only what the seat may
know: the events it may see (game.engine.core.visible_to) and its views (`rules.view`) just before and after each
one, so no line can name a card the seat's view does not show. A game without words has no history.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.core import Event, visible_to
from game.games import game


class Words(Protocol):
    """A game's words for its events, as one seat (fixed when made) may know them, and the seats' names. Optional:
    `revealed(state, viewer) -> list[str]`, what the other seats held, told once the game is over."""

    names: tuple[str, ...]

    def tell(self, event: Event, before: Any, after: Any) -> list[str]:
        """Lines about an event the seat may see; `before` and `after` are the seat's views around it."""
        ...

    def turn_begins(self, event: Event) -> bool:
        """Whether the event opens a turn (the replay's timeline jumps from one to the next)."""
        ...


@dataclass(frozen=True)
class Entry:
    batch: int  # the command of the log (its batch) the line is about
    turn: int  # turns begun by then
    text: str


def still_held(hands: Sequence[Sequence[str]], viewer: int, names: Sequence[str],
               name_of: Callable[[str], str]) -> list[str]:
    """The usual `revealed` lines: what each seat but `viewer` still held ("Red held Jab, Shin Block.")."""
    lines = []
    for seat, hand in enumerate(hands):
        if seat != viewer:
            held = ", ".join(name_of(card) for card in hand)
            lines.append(f"{names[seat]} held {held or 'no cards'}.")
    return lines


def words_for(session: Any, viewer: int) -> Words | None:
    """The game's words for `viewer` at a session's table, or None for a game that tells no history."""
    make = getattr(game(session.ruleset.id).front(), "history", None)
    return None if make is None else make(session.ruleset, dict(session.notes), session.table.seats, viewer)


def told(session: Any, viewer: int, batches: Sequence[Sequence[Event]] | None = None) -> list[Entry]:
    """Every line of the session's game (or of its first `batches`) as `viewer` may know it, oldest first."""
    words = words_for(session, viewer)
    rules = session.ruleset
    if batches is None:
        batches = session.batches
    if words is None:
        return []
    entries: list[Entry] = []
    state = rules.initial()
    turn = 0
    for number, batch in enumerate(batches):
        for event in batch:
            after_state = rules.evolve(state, event)
            turn += words.turn_begins(event)
            if visible_to(event, viewer):
                lines = words.tell(event, rules.view(state, viewer), rules.view(after_state, viewer))
                entries += [Entry(number, turn, line) for line in lines]
            state = after_state
    return entries


def turn_starts(session: Any) -> list[int]:
    """The command (batch number) at which each turn begins, in order: a command that begins several turns (a turn
    skipped, as in the duel's Recovery Phase) stands once for each; empty for a game that tells no history."""
    words = words_for(session, 0)
    if words is None:
        return []
    return [number for number, batch in enumerate(session.batches) for event in batch if words.turn_begins(event)]
