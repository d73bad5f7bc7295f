"""The record book: every finished solo campaign and Kenpo duel, kept in the user data folder.

The file is JSON (`records.json`), written atomically after each campaign. A damaged file is set
aside as `records.json.bak` with a message, and a new book starts: a record is never worth a crash.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.content.loader import ContentError, load_model
from game.paths import records_path
from game.storage import set_aside, write_atomic

FORMAT = "martial-masters-records"


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


class DuelRecord(BaseModel):
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


class RecordBook(BaseModel):
    """Version 1 throughout: `duels` came later, with a default, so a book written before it still loads."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["martial-masters-records"] = FORMAT
    version: Literal[1] = 1
    records: tuple[Record, ...] = ()
    duels: tuple[DuelRecord, ...] = ()


def load_book(path: Path | None = None) -> tuple[RecordBook, str | None]:
    """The whole record book, and a message when the file was damaged and set aside (a new book starts)."""
    path = path or records_path()
    if not path.exists():
        return RecordBook(), None
    try:
        return load_model(path, RecordBook), None
    except ContentError as error:
        backup = set_aside(path)
        return RecordBook(), f"{path}: {error.problems[0]}. It was kept as {backup.name}; a new record book starts."


def load(path: Path | None = None) -> tuple[list[Record], str | None]:
    """The campaigns so far, and a message when the file was damaged and set aside."""
    book, message = load_book(path)
    return list(book.records), message


def load_duels(path: Path | None = None) -> tuple[list[DuelRecord], str | None]:
    """The duels so far, and a message when the file was damaged and set aside."""
    book, message = load_book(path)
    return list(book.duels), message


def add(record: Record, path: Path | None = None) -> str | None:
    """Appends a campaign, keeping the rest of the book; returns a message if the old book was damaged (it is
    kept as .bak)."""
    path = path or records_path()
    book, message = load_book(path)
    _write(path, book.model_copy(update={"records": (*book.records, record)}))
    return message


def add_duel(duel: DuelRecord, path: Path | None = None) -> str | None:
    """Appends a duel, keeping the rest of the book; returns a message if the old book was damaged."""
    path = path or records_path()
    book, message = load_book(path)
    _write(path, book.model_copy(update={"duels": (*book.duels, duel)}))
    return message


def _write(path: Path, book: RecordBook) -> None:
    """A book with no duels is written as before they existed, so an earlier build still reads it."""
    write_atomic(path, book.model_dump_json(indent=1, exclude=set() if book.duels else {"duels"}) + "\n")


def from_game(hero: str, state: Any, rank: str, seed: int, assisted: bool, when: datetime) -> Record:
    """The record of a finished campaign from its final state (UdoState)."""
    return Record(
        hero=hero, won=state.phase == "won", glory=state.glory, rank=rank, masters=tuple(state.defeated),
        lost_to=None if state.phase == "won" else state.master, assisted=assisted,
        date=when.isoformat(timespec="minutes"), seed=seed,
    )


@dataclass(frozen=True)
class HeroSummary:
    campaigns: int
    wins: int
    best_glory: int | None  # None before the first campaign
    best_unassisted: int | None


@dataclass(frozen=True)
class MasterSummary:
    fought: int
    defeated: int

    @property
    def win_rate(self) -> float:
        return self.defeated / self.fought if self.fought else 0.0


def by_hero(records: Iterable[Record]) -> dict[str, HeroSummary]:
    found: dict[str, list[Record]] = {}
    for record in records:
        found.setdefault(record.hero, []).append(record)
    return {hero: _hero_summary(rows) for hero, rows in found.items()}


def _hero_summary(rows: list[Record]) -> HeroSummary:
    unassisted = [r.glory for r in rows if not r.assisted]
    return HeroSummary(
        campaigns=len(rows), wins=sum(r.won for r in rows), best_glory=max(r.glory for r in rows),
        best_unassisted=max(unassisted) if unassisted else None,
    )


def by_master(records: Iterable[Record]) -> dict[str, MasterSummary]:
    """Fights won and fought per master: every defeat of a master, and the master a campaign fell to."""
    fought: dict[str, int] = {}
    defeated: dict[str, int] = {}
    for record in records:
        for master in record.masters:
            fought[master] = fought.get(master, 0) + 1
            defeated[master] = defeated.get(master, 0) + 1
        if record.lost_to is not None:
            fought[record.lost_to] = fought.get(record.lost_to, 0) + 1
    return {m: MasterSummary(fought[m], defeated.get(m, 0)) for m in fought}

