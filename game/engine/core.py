"""What every ruleset shares: commands, events, rejections, visibility and the session.

A ruleset decides a command into events (or a readable rejection) and evolves its state by one
event at a time; the state of a game is the fold of its event log. The session owns the log,
turns commands into events, and refolds for undo and redo.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

PUBLIC = "public"
SECRET = "secret"  # known to nobody at the table, e.g. the order of a shuffled deck
SPECTATOR = -1  # the seat of someone watching the table: sees only what is public
UNDO_KEPT = 64  # states a session keeps for undo: the ones before its last batches (older ones are refolded)

# Who may see an event: PUBLIC, SECRET, one seat, or a set of seats (a team).
Visibility = str | int | frozenset[int]


@dataclass(frozen=True)
class Event:
    """Something that happened. Subclasses are frozen dataclasses named in the past tense."""

    hidden_information: ClassVar[bool] = False  # True when it reveals or creates unknown facts

    def visibility(self) -> Visibility:
        """PUBLIC, SECRET, the seat allowed to see it, or the frozenset of seats allowed to see it."""
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


class ScenarioError(ValueError):
    """A scenario (a position to start from) that cannot be played, with the problem in words a player can read."""


@dataclass(frozen=True)
class Table:
    """Who sits at a game and how: the mode (a ruleset's own word: "solo", "duel", "2v2", ...), the number of
    seats, the teams (tuples of seats; empty when every seat plays for itself) and the ruleset's set-up options
    (a hero, house rules, the number of rounds, ...). A save keeps it in its header."""

    mode: str
    seats: int
    teams: tuple[tuple[int, ...], ...] = ()
    options: tuple[tuple[str, Any], ...] = ()  # sorted (name, value) pairs of plain JSON values

    def option(self, name: str, default: Any = None) -> Any:
        return dict(self.options).get(name, default)

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats on `seat`'s side, itself included."""
        return next((team for team in self.teams if seat in team), (seat,))

    def start_options(self) -> dict[str, Any]:
        """What a ruleset's `start` receives: the options, with the mode, seats and teams beside them."""
        return {**dict(self.options), "mode": self.mode, "seats": self.seats, "teams": self.teams}


def table_for(ruleset: Ruleset[Any], options: Mapping[str, Any] | None = None) -> Table:
    """The table a ruleset is played at with these start options: its first mode and that mode's fewest seats,
    unless the options name others."""
    given = dict(options or {})
    modes = ruleset.modes
    mode = str(given.pop("mode", next(iter(modes))))
    if mode not in modes:
        raise ScenarioError(f"{ruleset.id} has no mode {mode!r} (it has {', '.join(modes)})")
    fewest, most = modes[mode]
    seats = given.pop("seats", fewest)
    if not isinstance(seats, int) or isinstance(seats, bool) or not fewest <= seats <= most:
        count = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
        raise ScenarioError(f"{ruleset.id} {mode} is played by {count} seats, not {seats!r}")
    teams = given.pop("teams", None)
    if teams is None:  # the teams a mode always seats (a ruleset's optional `mode_teams`), else none
        teams = getattr(ruleset, "mode_teams", {}).get(mode, ())
    if not isinstance(teams, (list, tuple)) or not all(
            isinstance(team, (list, tuple)) and all(isinstance(s, int) and 0 <= s < seats for s in team)
            for team in teams):
        raise ScenarioError(f"teams must be lists of seats from 0 to {seats - 1}")
    if len({s for team in teams for s in team}) != sum(len(team) for team in teams):
        raise ScenarioError("a seat is on two teams")
    return Table(mode, seats, tuple(tuple(team) for team in teams),
                 tuple(sorted((name, _as_kept(value)) for name, value in given.items())))


def _as_kept(value: Any) -> Any:
    """An option's value with every mapping in it in the order of its keys, as a save's header writes it (JSON with
    sorted keys): a game then starts from the same options whether it is begun or re-derived from its save (a
    deck of the player's own, `{card id: copies}`, is dealt in one order either way)."""
    if isinstance(value, Mapping):
        return {key: _as_kept(value[key]) for key in sorted(value, key=str)}
    if isinstance(value, list | tuple):
        return type(value)(_as_kept(item) for item in value)
    return value


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, for any number of seats: each seat's place (1 is first; seats that tie, and
    teammates, share a place) and each seat's score in the game's own measure (glory, points, health,
    experience). A solo game against the rules gives place 1 for a win and 2 for a loss."""

    places: tuple[int, ...]
    scores: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)

    @property
    def drawn(self) -> bool:
        """Every seat shares first place: nobody won."""
        return len(self.places) > 1 and all(place == 1 for place in self.places)


S = TypeVar("S")


class Ruleset(Protocol[S]):
    """The functions a game supplies. Everything is pure: same inputs, same outputs.

    Seats are numbered from 0. `modes` maps each mode to the fewest and most seats it takes. `to_act` names the
    seat whose decision the game waits for, which need not be the seat whose turn it is (a defender answering an
    attack, a player answering a steal), and None once the game is over. `view(state, SPECTATOR)` is what someone
    watching may know. `scenario(position)` gives the set-up events of a game begun from a position (plain JSON
    data, validated as strictly as a save) or raises ScenarioError naming the problem. A two-seat game may also
    name, in `tournaments`, the kinds of game.engine.tournament its games can be played in (a mode of many players
    made of its games), in `mode_teams` the teams a mode always seats (the table's teams when none are
    given), and in `side_names` what a mode's teams are called, in order (Army of One: "hero", "enemy").
    `check(state)` lists what is wrong with any state, after any event; a ruleset whose states are briefly
    inconsistent between the events of one command may also give `check_at_rest(state)`, for the states in which
    it waits for a command.
    """

    @property
    def id(self) -> str: ...

    @property
    def modes(self) -> Mapping[str, tuple[int, int]]: ...

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

    def outcome(self, state: S) -> Outcome | None:
        """How the game ended; None while it runs."""
        ...

    def view(self, state: S, seat: int) -> S: ...

    def check(self, state: S) -> list[str]: ...

    def scenario(self, position: Mapping[str, Any]) -> list[Event]: ...


def fold(ruleset: Ruleset[S], events: Sequence[Event]) -> S:
    state = ruleset.initial()
    for event in events:
        state = ruleset.evolve(state, event)
    return state


def visible_to(event: Event, seat: int) -> bool:
    """Whether `seat` (or SPECTATOR, who sees only what is public) may see the event."""
    seen_by = event.visibility()
    if isinstance(seen_by, frozenset):
        return seat in seen_by
    return seen_by == PUBLIC or seen_by == seat


class Decided(list[Event]):
    """The events a command was decided into, with the state they lead to from the state it was decided on.

    A ruleset folds the events as it decides them (later decisions must see earlier events), so it may hand that
    state back instead of leaving the session to evolve every event a second time. It is still a list of events
    for every other caller of `decide`. Made empty, filled as a list, and given its `state` last (no __init__ of its
    own: building one is a C call)."""

    __slots__ = ("state",)
    state: Any


def state_after(ruleset: Ruleset[S], state: S, events: Sequence[Event]) -> S:
    """The state the events of one decision lead to from `state`: the one `decide` handed back with them, or their
    fold."""
    if isinstance(events, Decided):
        return events.state  # type: ignore[no-any-return]
    for event in events:
        state = ruleset.evolve(state, event)
    return state


@dataclass(slots=True)
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
    Undo goes back to the state before the last batch: kept for the last UNDO_KEPT batches, refolded
    from the log beyond them. It never crosses a batch that brought new hidden information (a shuffle,
    a draw, a reveal), so undo cannot be used to peek and retry.
    """

    def __init__(
        self, ruleset: Ruleset[S], seed: int, batches: list[list[Event]], notes: dict[str, Any] | None = None,
        table: Table | None = None,
    ):
        self.ruleset = ruleset
        self.seed = seed
        self.notes: dict[str, Any] = dict(notes or {})  # facts about the game outside its rules (assisted)
        self.table = table or table_for(ruleset)
        self._batches = batches
        self._length = sum(len(batch) for batch in batches)
        self._redo: list[list[Event]] = []
        self._state = fold(ruleset, self.log)
        self._before: deque[S] = deque(maxlen=UNDO_KEPT)  # the state before each of the last batches

    @classmethod
    def new(cls, ruleset: Ruleset[S], seed: int, options: dict[str, Any] | None = None) -> Session[S]:
        """A new game; `options` may name the mode, the seats and the teams beside the ruleset's own options."""
        table = table_for(ruleset, options)
        return cls(ruleset, seed, [ruleset.start(seed, table.start_options())], table=table)

    @classmethod
    def from_scenario(cls, ruleset: Ruleset[S], seed: int, position: Mapping[str, Any],
                      options: dict[str, Any] | None = None) -> Session[S]:
        """A game begun from a position; raises ScenarioError when the position cannot be played."""
        table = table_for(ruleset, options)
        events = ruleset.scenario(position)
        session = cls(ruleset, seed, [events], table=table)
        problems = ruleset.check(session.state)
        if problems:
            raise ScenarioError(f"the position is impossible: {problems[0]}")
        seat = ruleset.to_act(session.state)
        if seat is not None and not ruleset.legal_commands(session.state, seat):
            raise ScenarioError("the position leaves the seat to act nothing to play")
        return session

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

    def refusal(self, command: Command) -> Rejected | None:
        """Why `command` would be refused now (None: it would be played), without playing it."""
        outcome = self.ruleset.decide(self._state, command, self.seed, self._length)
        return outcome if isinstance(outcome, Rejected) else None

    def submit(self, command: Command) -> Submitted:
        outcome = self.ruleset.decide(self._state, command, self.seed, self._length)
        if isinstance(outcome, Rejected):
            return Submitted(rejected=outcome)
        self._before.append(self._state)
        self._state = state_after(self.ruleset, self._state, outcome)
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
        self._state = self._before.pop() if self._before else fold(self.ruleset, self.log)
        return True

    def redo(self) -> list[Event]:
        if not self._redo:
            return []
        batch = self._redo.pop()
        self._before.append(self._state)
        for event in batch:
            self._state = self.ruleset.evolve(self._state, event)
        self._batches.append(batch)
        self._length += len(batch)
        return list(batch)


__all__ = [
    "PUBLIC",
    "SECRET",
    "SPECTATOR",
    "Command",
    "Decided",
    "Event",
    "Outcome",
    "Rejected",
    "Ruleset",
    "ScenarioError",
    "Session",
    "Submitted",
    "Table",
    "Visibility",
    "fold",
    "state_after",
    "table_for",
    "visible_to",
]
