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
from weakref import WeakKeyDictionary

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


@dataclass
class _Telling:
    """How far a game's log has been told to a seat: the words telling it, the notes they were made from, the events
    told (the very objects), in how many batches, the seat's state after them, the turns begun and the lines."""

    words: Words
    notes: str
    events: list[Event]
    batches: int
    state: Any
    turn: int
    entries: list[Entry]


# The telling of each game (a session or a replay) to each seat, kept while the game is: its History opened again,
# or a replay stepped on, tells only the events since (a whole long duel took 10 to 25 ms to tell).
_TOLD: WeakKeyDictionary[Any, dict[int, _Telling]] = WeakKeyDictionary()


def told(session: Any, viewer: int, batches: Sequence[Sequence[Event]] | None = None) -> list[Entry]:
    """Every line of the session's game (or of its first `batches`) as `viewer` may know it, oldest first."""
    import json  # here: the menu's first frame reads no JSON

    if batches is None:
        batches = session.batches
    notes = json.dumps(session.notes, sort_keys=True, default=repr)
    kept = _TOLD.setdefault(session, {}).get(viewer)
    if kept is None or kept.notes != notes or not _continued(kept, batches):
        words = words_for(session, viewer)
        if words is None:
            return []
        kept = _Telling(words, notes, [], 0, session.ruleset.initial(), 0, [])
        _TOLD[session][viewer] = kept
    _tell(kept, session.ruleset, viewer, batches)
    return list(kept.entries)


def _continued(kept: _Telling, batches: Sequence[Sequence[Event]]) -> bool:
    """Whether `batches` begin with the very events told so far."""
    so_far = [event for batch in batches[: kept.batches] for event in batch]
    return (len(batches) >= kept.batches and len(so_far) == len(kept.events)
            and all(event is told_event for event, told_event in zip(so_far, kept.events, strict=True)))


def _tell(kept: _Telling, rules: Any, viewer: int, batches: Sequence[Sequence[Event]]) -> None:
    """Tells the batches past those told so far."""
    for number in range(kept.batches, len(batches)):
        for event in batches[number]:
            after_state = rules.evolve(kept.state, event)
            kept.turn += kept.words.turn_begins(event)
            if visible_to(event, viewer):
                lines = kept.words.tell(event, rules.view(kept.state, viewer), rules.view(after_state, viewer))
                kept.entries += [Entry(number, kept.turn, line) for line in lines]
            kept.state = after_state
            kept.events.append(event)
    kept.batches = len(batches)


def turn_starts(session: Any) -> list[int]:
    """The command (batch number) at which each turn begins, in order: a command that begins several turns (a turn
    skipped, as in the duel's Recovery Phase) stands once for each; empty for a game that tells no history."""
    words = words_for(session, 0)
    if words is None:
        return []
    return [number for number, batch in enumerate(session.batches) for event in batch if words.turn_begins(event)]
