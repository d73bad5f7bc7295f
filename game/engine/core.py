"""What every ruleset shares: commands, events, rejections, visibility and the session.

A ruleset decides a command into events (or a readable rejection) and evolves its state by one
event at a time; the state of a game is the fold of its event log. The session owns the log,
turns commands into events, and refolds for undo and redo.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Generic, Protocol, TypeVar

PUBLIC = "public"
SECRET = "secret"  # known to nobody at the table, e.g. the order of a shuffled deck


@dataclass(frozen=True)
class Event:
    """Something that happened. Subclasses are frozen dataclasses named in the past tense."""

    hidden_information: ClassVar[bool] = False  # True when it reveals or creates unknown facts

    def visibility(self) -> str | int:
        """PUBLIC, SECRET, or the seat number allowed to see it."""
        return PUBLIC


@dataclass(frozen=True)
class Command:
    """Something a seat asks for. Subclasses are frozen dataclasses named in the imperative."""

    seat: int = 0


@dataclass(frozen=True)
class Rejected:
    """Why a command cannot happen, in words a player can read."""

    code: str
    message: str


S = TypeVar("S")


class Ruleset(Protocol[S]):
    """The functions a game supplies. Everything is pure: same inputs, same outputs."""

    @property
    def id(self) -> str: ...

    @property
    def event_types(self) -> Mapping[str, type[Event]]: ...

    @property
    def command_types(self) -> Mapping[str, type[Command]]: ...

    def content(self) -> Any:
        """The card data this ruleset plays with, as plain JSON data (saves carry it)."""
        ...

    def start(self, seed: int, options: dict[str, Any]) -> list[Event]: ...

    def initial(self) -> S: ...

    def evolve(self, state: S, event: Event) -> S: ...

    def decide(self, state: S, command: Command, seed: int, position: int) -> list[Event] | Rejected: ...

    def legal_commands(self, state: S, seat: int) -> list[Command]: ...

    def to_act(self, state: S) -> int | None: ...

    def is_over(self, state: S) -> bool: ...

    def view(self, state: S, seat: int) -> S: ...

    def check(self, state: S) -> list[str]: ...


def fits(value: Any, annotation: Any) -> bool:
    """Checks a value (an event field read from JSON, a command's argument) against the string
    annotation of its dataclass field: str, int, bool, X | None and tuples of those."""
    return _checker(str(annotation).replace(" ", ""))(value)


@lru_cache(maxsize=256)
def _checker(text: str) -> Callable[[Any], bool]:
    """The annotation compiled once into a predicate."""
    if text.endswith("|None"):
        inner = _checker(text[: -len("|None")])
        return lambda value: value is None or inner(value)
    if text == "int":
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if text in ("str", "bool"):
        kind = str if text == "str" else bool
        return lambda value: isinstance(value, kind)
    if text.startswith("tuple[") and text.endswith("]"):
        parts = _split(text[len("tuple[") : -1])
        if parts[-1] == "...":
            item = _checker(parts[0])
            return lambda value: isinstance(value, tuple) and all(item(v) for v in value)
        items = [_checker(part) for part in parts]
        return lambda value: (isinstance(value, tuple) and len(value) == len(items)
                              and all(check(v) for check, v in zip(items, value, strict=True)))
    return lambda value: False


def _split(inner: str) -> list[str]:
    """Splits type arguments at the commas that are not nested in brackets."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(inner):
        depth += {"[": 1, "]": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(inner[start:index])
            start = index + 1
    parts.append(inner[start:])
    return parts


def malformed(command: Command) -> str | None:
    """Why a command's arguments are not of the types it declares, or None when they are."""
    for f in dataclasses.fields(command):
        if not fits(getattr(command, f.name), f.type):
            return f"{type(command).__name__}.{f.name} has a value of the wrong type"
    return None


def fold(ruleset: Ruleset[S], events: Sequence[Event]) -> S:
    state = ruleset.initial()
    for event in events:
        state = ruleset.evolve(state, event)
    return state


def visible_to(event: Event, seat: int) -> bool:
    seen_by = event.visibility()
    return seen_by == PUBLIC or seen_by == seat


@dataclass
class Submitted:
    """The outcome of submitting a command: the new events, or the rejection."""

    events: list[Event] = field(default_factory=list)
    rejected: Rejected | None = None

    @property
    def ok(self) -> bool:
        return self.rejected is None


class Session(Generic[S]):
    """One game: its log, its current state, and undo/redo of whole commands.

    The log is kept in batches, one batch per accepted command (the first batch is the set-up).
    Undo refolds without the last batch; it never crosses a batch that brought new hidden
    information (a shuffle, a draw, a reveal), so undo cannot be used to peek and retry.
    """

    def __init__(
        self, ruleset: Ruleset[S], seed: int, batches: list[list[Event]], notes: dict[str, Any] | None = None
    ):
        self.ruleset = ruleset
        self.seed = seed
        self.notes: dict[str, Any] = dict(notes or {})  # facts about the game outside its rules (assisted)
        self._batches = batches
        self._length = sum(len(batch) for batch in batches)
        self._redo: list[list[Event]] = []
        self._state = fold(ruleset, self.log)

    @classmethod
    def new(cls, ruleset: Ruleset[S], seed: int, options: dict[str, Any] | None = None) -> Session[S]:
        return cls(ruleset, seed, [ruleset.start(seed, options or {})])

    @property
    def state(self) -> S:
        return self._state

    @property
    def log(self) -> list[Event]:
        return [event for batch in self._batches for event in batch]

    @property
    def batches(self) -> list[list[Event]]:
        return [list(batch) for batch in self._batches]

    def view(self, seat: int) -> S:
        return self.ruleset.view(self._state, seat)

    def log_for(self, seat: int) -> list[Event]:
        """The events a seat may see: what a log or replay shown to that seat is made of."""
        return [event for event in self.log if visible_to(event, seat)]

    def legal(self, seat: int) -> list[Command]:
        return self.ruleset.legal_commands(self._state, seat)

    def submit(self, command: Command) -> Submitted:
        outcome = self.ruleset.decide(self._state, command, self.seed, self._length)
        if isinstance(outcome, Rejected):
            return Submitted(rejected=outcome)
        for event in outcome:
            self._state = self.ruleset.evolve(self._state, event)
        self._batches.append(list(outcome))
        self._length += len(outcome)
        self._redo.clear()
        return Submitted(events=list(outcome))

    def can_undo(self) -> bool:
        if len(self._batches) <= 1:
            return False
        return not any(event.hidden_information for event in self._batches[-1])

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._redo.append(self._batches.pop())
        self._length -= len(self._redo[-1])
        self._state = fold(self.ruleset, self.log)
        return True

    def redo(self) -> list[Event]:
        if not self._redo:
            return []
        batch = self._redo.pop()
        for event in batch:
            self._state = self.ruleset.evolve(self._state, event)
        self._batches.append(batch)
        self._length += len(batch)
        return list(batch)


__all__ = [
    "PUBLIC",
    "SECRET",
    "Command",
    "Event",
    "Rejected",
    "Ruleset",
    "Session",
    "Submitted",
    "fold",
    "visible_to",
]
