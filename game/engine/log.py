"""The event log as JSON lines: a versioned header, then one event per line.

This module turns text into events and back; it never touches files (see game/saves.py).
Each event line carries `batch`, the number of the command that produced it, so undo keeps
working after a game is resumed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.core import Event, fits

FORMAT = "martial-masters-save"
VERSION = 1

# Upcasters turn a header or event dict of version N into version N + 1.
Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
UPCASTERS: dict[int, Upcaster] = {}


class LogError(ValueError):
    """A save that cannot be read, with a reason a player can read."""


@dataclass
class LoadedLog:
    header: dict[str, Any]
    batches: list[list[Event]]
    warnings: list[str] = field(default_factory=list)

    @property
    def ruleset(self) -> str:
        return str(self.header["ruleset"])

    @property
    def seed(self) -> int:
        return int(self.header["seed"])


def event_to_dict(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for f in dataclasses.fields(event):
        data[f.name] = _plain(getattr(event, f.name))
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    return value


def event_from_dict(data: Mapping[str, Any], types: Mapping[str, type[Event]]) -> Event:
    name = data.get("type")
    cls = types.get(name) if isinstance(name, str) else None
    if cls is None:
        raise LogError(f"unknown event type {name!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    given = {key for key in data if key not in ("type", "batch")}
    if given != names:
        missing, extra = sorted(names - given), sorted(given - names)
        raise LogError(f"event {name} has wrong fields (missing {missing}, unexpected {extra})")
    values = {key: _frozen(data[key]) for key in names}
    for f in dataclasses.fields(cls):
        if not fits(values[f.name], f.type):
            raise LogError(f"event {name} field {f.name!r} has a value of the wrong type")
    return cls(**values)


def dumps(header: Mapping[str, Any], batches: list[list[Event]]) -> str:
    body = [json.dumps({"batch": number, **event_to_dict(event)}, sort_keys=True)
            for number, batch in enumerate(batches) for event in batch]
    head = {"format": FORMAT, "version": VERSION, **header, "events": len(body), "digest": _digest(body)}
    return "\n".join([json.dumps(head, sort_keys=True), *body]) + "\n"


def _digest(lines: list[str]) -> str:
    """A checksum of the event lines, so any change to a save is noticed."""
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


def loads(text: str, types_for: Callable[[str], Mapping[str, type[Event]] | None]) -> LoadedLog:
    """Parses a save. `types_for(ruleset_id)` gives that ruleset's event types, or None if unknown.

    A last line torn by a crash (no newline and not valid JSON) is dropped with a warning; every
    other problem, a save whose event count differs from its header's among them, raises
    LogError naming it.
    """
    lines = text.split("\n")
    torn = lines[-1] != ""
    if not torn:
        lines.pop()
    if not lines or not lines[0].strip():
        raise LogError("the file is empty")
    header = _header(lines[0])
    types = types_for(str(header.get("ruleset")))
    if types is None:
        raise LogError(f"unknown ruleset {header.get('ruleset')!r}")
    warnings: list[str] = []
    batches: list[list[Event]] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            if torn and number == len(lines):
                warnings.append(f"line {number} was cut short by a crash and was left out")
                break
            raise LogError(f"line {number} is not valid JSON ({error.msg})") from None
        if not isinstance(data, dict):
            raise LogError(f"line {number} is not an event")
        data = _upcast(data, int(header["version"]))
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
    if warnings:  # torn by a crash: the complete events before the tear are all there is
        if found >= header["events"]:
            raise LogError(f"the save holds {found} events but its header promises {header['events']}")
    elif found != header["events"]:
        raise LogError(f"the save holds {found} events but its header promises {header['events']}")
    elif _digest(lines[1 : 1 + found]) != header["digest"]:
        raise LogError("the events do not match the save's checksum (the file was changed or damaged)")
    return LoadedLog({**header, "version": VERSION}, batches, warnings)


def _header(line: str) -> dict[str, Any]:
    try:
        header = json.loads(line)
    except json.JSONDecodeError:
        raise LogError("the first line is not a save header") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise LogError("this is not a Martial Masters save")
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LogError("the save header has no valid version")
    if version > VERSION:
        raise LogError(f"the save is from a newer version of the game (format {version}, this game reads {VERSION})")
    for key in ("seed", "events"):
        value = header.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise LogError(f"the save header has no valid {key}")
    if not isinstance(header.get("digest"), str):
        raise LogError("the save header has no checksum")
    return header


def _upcast(data: dict[str, Any], version: int) -> dict[str, Any]:
    while version < VERSION:
        data = UPCASTERS[version](data)
        version += 1
    return data
