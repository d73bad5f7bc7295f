"""The record book: every finished solo campaign, duel, fight of sides and tournament, kept in the user data folder.

The file is JSON (`records.json`), written atomically after each campaign. It is read within bounds (size,
nesting, numbers, text; see game/files/storage.py). A damaged file is set aside under a name never used before
(`records.json.bak`, `records.json.1.bak`, ...) with a message, and a new book starts: a record is never worth a
crash. A book that only cannot be read is left alone and never written over. Two copies of the game adding at
once cannot lose a record: each holds `records.json.lock` while it reads the book again, adds and writes.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from game.engine import safejson
from game.files import damaged, filelocks, newer, reading, storage
from game.files.paths import records_path

KINDS = ("records", "duels", "tournaments", "fights", "matches")  # the book's lists, each a kind of record
FORMAT: Literal["martial-masters-records"] = "martial-masters-records"
newer.reads(FORMAT, 1, "record book")
MAX_BYTES = 16 * 1024 * 1024
MAX_RECORDS = 50_000  # a campaign a day for a hundred years, and more
LIMITS = safejson.Limits(depth=6, int_digits=20, string=1_000, nodes=30 * MAX_RECORDS)


class RecordError(storage.StorageError):
    """A record that could not be added; the finished campaign's save is kept so it can be added later."""


class Record(BaseModel):
    """One finished campaign."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hero: str  # the ruleset id: "udo" or "kai"
    won: bool
    glory: int = Field(ge=0)
    rank: str  # the rank line the campaign earned
    masters: tuple[str, ...]  # ids of the masters defeated, in the order they fell
    lost_to: str | None = None  # id of the master who ended a lost campaign
    assisted: bool = False  # a hint was shown during the campaign
    date: str  # local date and time the campaign ended, ISO 8601
    seed: int


class _Later(BaseModel):
    """A record with fields that came after its first release (`assisted`, then `decks`): each left at its default is
    written as before it existed, so an earlier build reads the record. (Each record declares them last, in the
    order they came, as its files have them.)"""

    LATER: ClassVar[dict[str, Any]] = {"assisted": False}  # each later field, and its default

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        dumped: dict[str, Any] = handler(self)
        for name, default in self.LATER.items():
            if getattr(self, name) == default:
                dumped.pop(name, None)
        return dumped


class DuelRecord(_Later):
    """One finished duel of a two-seat game (Kenpo Masters): who sat where, who won, the scores."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str  # the ruleset id
    mode: Literal["versus", "hotseat"]
    level: str | None = None  # the computer's level, against the computer
    human: int | None = None  # the person's seat, against the computer
    winner: int | None  # the winning seat, or None for a draw
    scores: tuple[int, int]
    turns: int = Field(ge=0)
    date: str  # local date and time the duel ended, ISO 8601
    seed: int
    assisted: bool = False  # a hint was asked for during the duel
    decks: tuple[str, ...] | None = None  # each seat's deck (Martial Arts: a starter deck's id, or a deck's name)
    names: tuple[str, ...] | None = None  # the names the players typed for their seats (Kenpo, hot-seat)

    LATER: ClassVar[dict[str, Any]] = {"assisted": False, "decks": None, "names": None}

    @model_validator(mode="after")
    def _seated(self) -> DuelRecord:
        _within((self.human, self.winner), 2, "a seat")
        if self.decks is not None and len(self.decks) != 2:
            raise ValueError("a deck for each of the two seats")
        if self.names is not None and len(self.names) != 2:
            raise ValueError("a name for each of the two seats")
        return self


class FightRecord(_Later):
    """One finished fight of sides (Martial Arts' Two-on-Two and Army of One): its mode, the seats people played,
    the seats of the side that won."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str  # the ruleset id
    mode: str  # the table's mode: "2v2" or "army" (game.engine.matcg.teams)
    people: tuple[int, ...]  # the seats played by people
    winners: tuple[int, ...]  # the seats of the winning side; none for a draw
    turns: int = Field(ge=0)
    date: str  # local date and time the fight ended, ISO 8601
    seed: int
    assisted: bool = False  # a hint was asked for during the fight
    levels: tuple[str | None, ...] | None = None  # each seat's computer level; None where a person sat
    decks: tuple[str, ...] | None = None  # each seat's deck, as a duel's

    LATER: ClassVar[dict[str, Any]] = {"assisted": False, "levels": None, "decks": None}

    @model_validator(mode="after")
    def _seated(self) -> FightRecord:
        seats = {len(kept) for kept in (self.levels, self.decks) if kept is not None}
        if len(seats) > 1:
            raise ValueError("as many levels as decks")
        if seats:
            _within((*self.people, *self.winners), seats.pop(), "a seat")
        return self


class MatchResult(BaseModel):
    """One match of a tournament: its entrants (the first took seat 0), the winner (None: drawn), what each had left
    (Martial Arts: health), where it stood ("Final") and whether a hint was asked for in it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[int, int]
    winner: int | None
    scores: tuple[int, int]
    stage: str
    assisted: bool = False

    @model_validator(mode="after")
    def _between_its_players(self) -> MatchResult:
        if self.winner is not None and self.winner not in self.players:
            raise ValueError("the winner is one of the match's players")
        return self


class TournamentRecord(_Later):
    """One finished tournament of a two-seat game: its entrants by name, which of them were people, the champion,
    and (since they were kept) each match's result and score."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str  # the ruleset id
    kind: str  # "round-robin" or "championship" (game.engine.tournament)
    entrants: tuple[str, ...]  # their names, in the order of entry
    people: tuple[int, ...]  # the entrants played by people
    champion: int = Field(ge=0)
    matches: int = Field(ge=0)
    date: str  # local date and time the tournament ended, ISO 8601
    seed: int
    results: tuple[MatchResult, ...] = ()  # each match, in the order played

    LATER: ClassVar[dict[str, Any]] = {"results": ()}

    @model_validator(mode="after")
    def _entered(self) -> TournamentRecord:
        _within((self.champion, *self.people, *(p for match in self.results for p in match.players)),
                len(self.entrants), "an entrant")
        return self

    @property
    def assisted(self) -> bool:
        """A hint was asked for in one of its matches."""
        return any(match.assisted for match in self.results)


class MatchRecord(_Later):
    """One finished match of a game of several seats (Master) with a person at it: each seat's computer level (None
    where a person sat), the seats sharing first place, each seat's score."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str  # the ruleset id
    names: tuple[str, ...]  # each seat's name
    levels: tuple[str | None, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]  # Master: each seat's experience
    rounds: int = Field(ge=0)
    date: str  # local date and time the match ended, ISO 8601
    seed: int
    assisted: bool = False  # a hint was asked for during the match

    @model_validator(mode="after")
    def _seated(self) -> MatchRecord:
        if not len(self.names) == len(self.levels) == len(self.scores) or not self.winners:
            raise ValueError("a name, a level and a score for each seat, and a winner")
        _within(self.winners, len(self.levels), "a seat")
        return self

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(seat for seat, level in enumerate(self.levels) if level is None)


def _within(numbers: Iterable[int | None], count: int, what: str) -> None:
    """ValueError unless every number given is one of `count` (from 0): a record's seats and entrants."""
    if any(number is not None and not 0 <= number < count for number in numbers):
        raise ValueError(f"{what} numbered from 0 to {count - 1}")


class RecordBook(BaseModel):
    """Version 1 throughout: `duels`, `tournaments`, `fights` and `matches` came later, with defaults, so a book
    written before them still loads (tests/fixtures/records holds a book of every release)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["martial-masters-records"] = FORMAT
    version: Literal[1] = 1
    records: tuple[Record, ...] = ()
    duels: tuple[DuelRecord, ...] = ()
    tournaments: tuple[TournamentRecord, ...] = ()
    fights: tuple[FightRecord, ...] = ()
    matches: tuple[MatchRecord, ...] = ()

    @property
    def count(self) -> int:
        return sum(len(getattr(self, kind)) for kind in KINDS)


def load_book(path: Path | None = None) -> tuple[RecordBook, str | None]:
    """The whole book, and a message when the file was damaged (set aside) or cannot be read (left alone)."""
    path = path or records_path()
    settled = damaged.settle(path, read, "a new record")
    return (settled.value if settled.value is not None else RecordBook()), settled.message


def load(path: Path | None = None, kind: str = "records") -> tuple[list[Any], str | None]:
    """The records of a kind (KINDS: the campaigns by default) so far, and a message when the file was damaged (set
    aside) or cannot be read (left alone)."""
    book, message = load_book(path)
    return list(getattr(book, kind)), message


def read(path: Path) -> RecordBook:
    """The record book at `path`; raises storage's Missing, Unreadable or Damaged."""
    book = reading.load_model(path, RecordBook, "a record book", MAX_BYTES, LIMITS)
    if book.count > MAX_RECORDS:
        raise storage.Damaged(path, f"holds {book.count} records, more than the "
                                    f"{MAX_RECORDS} allowed")
    return book


def add(record: Record, path: Path | None = None) -> str | None:
    """Appends a campaign, once: a record already in the book is not added again (a campaign recorded just before
    the game was killed is offered again at the next start). Returns a message if the old book was damaged (it
    is set aside); raises RecordError when the record could not be kept."""
    return _add(path or records_path(), "records", record)


def add_duel(duel: DuelRecord, path: Path | None = None) -> str | None:
    """Appends a duel, once, as `add` does a campaign."""
    return _add(path or records_path(), "duels", duel)


def add_tournament(tournament: TournamentRecord, path: Path | None = None) -> str | None:
    """Appends a tournament, once, as `add` does a campaign."""
    return _add(path or records_path(), "tournaments", tournament)


def add_fight(fight: FightRecord, path: Path | None = None) -> str | None:
    """Appends a fight of sides, once, as `add` does a campaign."""
    return _add(path or records_path(), "fights", fight)


def add_match(match: MatchRecord, path: Path | None = None) -> str | None:
    """Appends a match of several seats, once, as `add` does a campaign."""
    return _add(path or records_path(), "matches", match)


_Any = Record | DuelRecord | TournamentRecord | FightRecord | MatchRecord


def _add(path: Path, kind: str, record: _Any) -> str | None:
    """Adds a record of a kind (KINDS) under the book's lock, reading the book again first. A second copy of the game
    adds it to the book in its side folder (game.files.userlock), and says so."""
    message = _add_all(storage.aside(path), [(kind, record)])
    if storage.read_only() is not None:  # kept aside: the folder's owner merges it into the book (game.files.adopt)
        return HELD_BACK
    return message


def _add_all(path: Path, added: list[tuple[str, _Any]]) -> str | None:
    """Adds records of their kinds (KINDS) to the book at `path`, each that is not there yet, under the book's lock
    and in one write; a message when the old book was damaged (set aside)."""
    if not storage.saving():
        raise RecordError(path, f"the record was not added ({storage.read_only()})")
    try:
        with filelocks.locked(path.with_name(path.name + ".lock")):
            settled = damaged.settle(path, read, "a new record")
            message = settled.message
            if not settled.writable:
                raise RecordError(path, f"the record was not added: {(message or '').removeprefix(f'{path}: ')}")
            book = settled.value if settled.value is not None else RecordBook()
            lists = {kind: list(getattr(book, kind)) for kind in KINDS}
            new = 0
            for kind, record in added:
                if record not in lists[kind]:
                    lists[kind].append(record)
                    new += 1
            if new == 0:
                return message
            if book.count + new > MAX_RECORDS:
                raise RecordError(path, f"the record book is full ({MAX_RECORDS} records)")
            _write(path, book.model_copy(update={kind: tuple(kept) for kind, kept in lists.items()}))
    except RecordError:
        raise
    except storage.StorageError as error:
        raise RecordError(error.path, f"{error.problem}; the record was not added") from None
    return message


def merge(source: Path, path: Path) -> str | None:
    """Adds to the book at `path` every record of the book at `source` (a second copy's, game.files.adopt) that it
    does not hold yet; a message when the book at `path` was damaged (set aside). Raises storage.StorageError when
    `source` cannot be read, RecordError when the records cannot be added."""
    book = read(source)
    return _add_all(path, [(kind, record) for kind in KINDS for record in getattr(book, kind)])


HELD_BACK = ("Another copy of the game owns the user folder: this game is recorded in a folder of this window's own, "
             "and joins your records as soon as either copy is closed.")


def _write(path: Path, book: RecordBook) -> None:
    """A book with no duels (or no tournaments, fights or matches) is written as before they existed, so an earlier
    build reads it."""
    left_out = {kind for kind in KINDS[1:] if not getattr(book, kind)}
    storage.write_atomic(path, book.model_dump_json(indent=1, exclude=left_out) + "\n")


def from_game(hero: str, state: Any, rank: str, seed: int, assisted: bool, when: datetime) -> Record:
    """The record of a finished campaign from its final state (UdoState)."""
    return Record(
        hero=hero, won=state.phase == "won", glory=state.glory, rank=rank, masters=tuple(state.defeated),
        lost_to=None if state.phase == "won" else state.master, assisted=assisted,
        date=when.isoformat(timespec="minutes"), seed=seed,
    )
