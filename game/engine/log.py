"""The event log as JSON lines: a versioned header, then one event per line.

This module turns text into events and back; it never touches files (see game/files/saves.py).
Each event line carries `batch`, the number of the command that produced it, so undo keeps
working after a game is resumed.

The header's `digest` is a SHA-256 checksum. In format 1 it covers the event lines only, so an edited header
(seed, card data, notes) went unnoticed; from format 2 it covers the whole file: the header (every key but the
digest, written canonically) and every event line. Format 1 files still load with their own digest, upcast, but
only for the games that had them (the registry's `first_format`, handed to `loads`, and the released files of
FORMAT_1_HEADERS), and a session
loaded from one is written back in format 1 until it changes (see game/files/saves.py), so a released save resaves byte
for byte. The checksum is checked for every file: one whose last line is cut short cannot be, and is refused.
Every line is parsed within bounds (game/engine/safejson.py) and a save holds at most MAX_EVENTS events.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.engine import safejson
from game.engine.core import Command, Event
from game.engine.fields import IN_MAPPING, field_names, first_wrong

FORMAT = "martial-masters-save"
VERSION = 2
WHOLE_FILE_DIGEST = 2  # the first format whose digest covers the header too
MAX_EVENTS = 200_000  # far beyond any game played to its end (a long Kenpo match has a few thousand)

# Format 1 was written until format 2 came (commit 4187f7b); the registry names the games played then (their
# `first_format` is 1). The games that joined after it have as their only format 1 files the ones released to test
# upcasting (tests/fixtures/saves), each known by the digest of its header (`_header_digest`). Any other format 1
# file of theirs is a newer save relabelled to step around the checksum of its header.
FORMAT_1_HEADERS = frozenset({
    "5962243402fc0f80fe8da68568cf2581aaff45323c173fd79fb0185f6fb69fa5",  # master-v1-midround
    "c7307c384070723832ab7b14225cd09d242b6bac89d7bfdd7a5a23b88225355d",  # matcg-v1-midfight
    "496bee124b4b3a3c4ef1c8a5cda6bef0fbb0a51fd85e2b46cc0815c1ca55f9d5",  # dgm-v1-midfight
})

# Upcasters turn a header or event dict of version N into version N + 1.
Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
UPCASTERS: dict[int, Upcaster] = {}


class LogError(ValueError):
    """A save that cannot be read, with a reason a player can read."""


class NewerLog(LogError):
    """A save a newer version of the game wrote: it may be sound to that version, so it is left as it is."""


@dataclass
class LoadedLog:
    header: dict[str, Any]
    batches: list[list[Event]]
    version: int = VERSION  # the format the file was written in (its header says VERSION once loaded)

    @property
    def ruleset(self) -> str:
        return str(self.header["ruleset"])

    @property
    def seed(self) -> int:
        return int(self.header["seed"])


def event_to_dict(event: Event) -> dict[str, Any]:
    kind: type = type(event)  # as a plain type: mypy reads a dataclass's own __hash__ as the type object's
    data: dict[str, Any] = {"type": kind.__name__}
    for name in _field_order(kind):
        data[name] = _plain(getattr(event, name))
    return data


@lru_cache(maxsize=512)
def _field_order(cls: type) -> tuple[str, ...]:
    """The names of an event type's fields in the order they are declared, worked out once per type."""
    return tuple(f.name for f in dataclasses.fields(cls))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    return value


def event_from_dict(data: Mapping[str, Any], types: Mapping[str, type[Event]]) -> Event:
    event: Event = _from_dict(data, types, "type", "event", ("batch",), defaulted=False)
    return event


def command_from_dict(data: Mapping[str, Any], types: Mapping[str, type[Command]]) -> Command:
    """A command written as plain data, `{"command": name, field: value, ...}` (a puzzle's solution); a field left
    out takes its default; LogError names what is wrong."""
    command: Command = _from_dict(data, types, "command", "command", (), defaulted=True)
    return command


def _from_dict(data: Mapping[str, Any], types: Mapping[str, type], key: str, what: str,
               ignored: tuple[str, ...], defaulted: bool) -> Any:
    """An event (every field given) or a command (fields left out take their defaults) from plain data."""
    name = data.get(key)
    cls = types.get(name) if isinstance(name, str) else None
    if cls is None:
        raise LogError(f"unknown {what} type {name!r}")
    kind: type = cls  # as a plain type: mypy reads a dataclass's own __hash__ as the type object's
    names = field_names(kind)
    given = {field for field in data if field not in (key, *ignored)}
    defaults = {} if not defaulted else {f.name: f.default for f in dataclasses.fields(kind)
                                           if f.default is not dataclasses.MISSING}
    if not given <= names or not names - given <= defaults.keys():
        missing, extra = sorted(names - given - defaults.keys()), sorted(given - names)
        raise LogError(f"{what} {name} has wrong fields (missing {missing}, unexpected {extra})")
    values = {field: _frozen(data[field]) if field in given else defaults[field] for field in names}
    wrong = first_wrong(kind, IN_MAPPING)(values)
    if wrong is not None:
        raise LogError(f"{what} {name} field {wrong!r} has a value of the wrong type")
    return cls(**values)


_line = json.JSONEncoder(sort_keys=True).encode  # json.dumps(..., sort_keys=True) without making an encoder each line


class EventLines:
    """The event lines of a log that grows (and is now and then cut back by an undo), each written once: `of` writes
    only the events past the longest start the log shares with the one it was last given (the very event objects,
    in the same batches). A game saved after every move writes one move's lines, not the whole log's."""

    def __init__(self) -> None:
        self._kept: tuple[list[tuple[int, Event]], list[str]] = ([], [])  # the events last given, and their lines

    def of(self, batches: list[list[Event]]) -> list[str]:
        events = [(number, event) for number, batch in enumerate(batches) for event in batch]
        kept_events, kept_lines = self._kept
        same = 0
        for (number, event), (kept_number, kept) in zip(events, kept_events, strict=False):  # the shorter of the two
            if number != kept_number or event is not kept:
                break
            same += 1
        lines = kept_lines[:same] + [_line({"batch": number, **event_to_dict(event)})
                                     for number, event in events[same:]]
        self._kept = (events, lines)  # one assignment: a call from another thread sees the old pair or the new
        return lines


def dumps(header: Mapping[str, Any], batches: list[list[Event]], version: int = VERSION,
          lines: EventLines | None = None) -> str:
    """The save's text in format `version` (VERSION, or 1 to write back a file loaded from format 1 unchanged); the
    event lines from `lines` if given (those of the same log as it was last written)."""
    body = (lines or EventLines()).of(batches)
    head = {"format": FORMAT, "version": version, **header, "events": len(body)}
    texts = {key: value.text if isinstance(value, Written) else _line(value) for key, value in head.items()}
    canonical = _object(texts)  # the header is written once: the checksum covers it, then it is the first line
    digest = _digest(body) if version < WHOLE_FILE_DIGEST else _hex("\n".join([canonical, *body]))
    return "\n".join([_object({**texts, "digest": _line(digest)}), *body]) + "\n"


@dataclass(frozen=True)
class Written:
    """A header's value already written as JSON (`json.dumps(value, sort_keys=True)`), put in as it is: a game's
    card data, the same in every save of it, is written once rather than at every move."""

    text: str


def _object(texts: Mapping[str, str]) -> str:
    """The JSON object of these keys and written values, byte for byte as `json.dumps(..., sort_keys=True)` writes
    the object of the values themselves."""
    return "{" + ", ".join(f"{_line(key)}: {texts[key]}" for key in sorted(texts)) + "}"


def _hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _digest(lines: list[str]) -> str:
    """Format 1's checksum: the event lines only."""
    return _hex("\n".join(lines))


def _whole_digest(head: Mapping[str, Any], lines: list[str]) -> str:
    """Format 2's checksum: the header without its digest, written canonically, then every event line."""
    return _hex("\n".join([_canonical(head), *lines]))


def _canonical(head: Mapping[str, Any]) -> str:
    return json.dumps({k: v for k, v in head.items() if k != "digest"}, sort_keys=True)


def _header_digest(head: Mapping[str, Any]) -> str:
    """What a released format 1 file is known by: the digest of its header, written canonically without its own
    digest."""
    return _hex(_canonical(head))


def loads(text: str, types_for: Callable[[str], Mapping[str, type[Event]] | None],
          first_format: Callable[[str], int] = lambda ruleset_id: VERSION) -> LoadedLog:
    """Parses a save. `types_for(ruleset_id)` gives that ruleset's event types, or None if unknown;
    `first_format(ruleset_id)` the oldest format a released build wrote for it (by default, only this one).

    Every problem raises LogError naming it: a last line cut short by a crash among them (the file cannot be
    checked against its checksum), and a format 1 file of a game that never had format 1.
    """
    lines = text.split("\n", MAX_EVENTS + 2)
    if len(lines) > MAX_EVENTS + 2:
        raise LogError(f"the save holds more than {MAX_EVENTS} events, more than any game")
    ended = lines[-1] == ""
    if ended:
        lines.pop()
    if not lines or not lines[0].strip():
        raise LogError("the file is empty")
    header = _header(lines[0])
    version = int(header["version"])
    types = types_for(str(header.get("ruleset")))
    if types is None:
        raise LogError(f"unknown ruleset {header.get('ruleset')!r}")
    if version < first_format(str(header["ruleset"])) and _header_digest(header) not in FORMAT_1_HEADERS:
        raise LogError(f"it says it is in format {version}, which no {header['ruleset']} save was ever written in")
    batches: list[list[Event]] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            data = safejson.loads(line)
        except safejson.JsonError as error:
            if not ended and number == len(lines):
                raise LogError(f"its last line (line {number}) was cut short, so it cannot be checked against its "
                               "checksum") from None
            raise LogError(f"line {number} {error.plain}") from None
        if not isinstance(data, dict):
            raise LogError(f"line {number} is not an event")
        data = _upcast(data, version)
        batch = data.get("batch")
        if not isinstance(batch, int) or isinstance(batch, bool) or batch < 0 or batch - len(batches) not in (-1, 0):
            raise LogError(f"line {number} has a missing or out-of-order batch number")
        try:
            event = event_from_dict(data, types)
        except LogError as error:
            raise LogError(f"line {number}: {error}") from None
        if batch == len(batches):
            batches.append([])
        batches[batch].append(event)
    if not batches:
        raise LogError("the save holds no events")
    found = sum(len(batch) for batch in batches)
    if found != header["events"]:
        raise LogError(f"the save holds {found} events but its header promises {header['events']}")
    if version < WHOLE_FILE_DIGEST and _digest(lines[1 : 1 + found]) != header["digest"]:
        raise LogError("the events do not match the save's checksum (the file was changed or damaged)")
    if version >= WHOLE_FILE_DIGEST and _whole_digest(header, lines[1 : 1 + found]) != header["digest"]:
        raise LogError("the save does not match its checksum (the file was changed or damaged)")
    return LoadedLog({**header, "version": VERSION}, batches, version)


def header(text: str) -> dict[str, Any]:
    """The header of a log's text, checked as `loads` checks it; raises LogError."""
    return _header(text.split("\n", 1)[0])


def _header(line: str) -> dict[str, Any]:
    try:
        header = safejson.loads(line)
    except safejson.JsonError as error:
        raise LogError(f"the file {error.plain}: its first line is not a save header") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise LogError("this is not a Martial Masters save")
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LogError("the save header has no valid version")
    if version > VERSION:
        raise NewerLog(f"the save is from a newer version of the game (format {version}, this game reads {VERSION})")
    for key in ("seed", "events"):
        value = header.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise LogError(f"the save header has no valid {key}")
    if header["events"] > MAX_EVENTS:
        raise LogError(f"the save header promises {header['events']} events, more than any game")
    if not isinstance(header.get("digest"), str):
        raise LogError("the save header has no checksum")
    return header


def _same_events(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 changed only what the digest covers: its events are format 1's."""
    return data


UPCASTERS[1] = _same_events


def _upcast(data: dict[str, Any], version: int) -> dict[str, Any]:
    while version < VERSION:
        data = UPCASTERS[version](data)
        version += 1
    return data
