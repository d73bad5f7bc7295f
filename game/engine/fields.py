"""Values checked against the types their dataclass fields declare: an event's fields read back from a save
(game.engine.log) and a command's arguments before a ruleset decides it (`malformed`, `handler_of`), so a hand-edited
or hostile file or a script's command is refused with a reason instead of breaking the rules. The annotations
understood are those events and commands use: str, int, bool, X | None and tuples of those."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, TypeVar

from game.engine.core import Command, Rejected

H = TypeVar("H")


def fits(value: Any, annotation: Any) -> bool:
    """Checks a value (an event field read from JSON, a command's argument) against the string
    annotation of its dataclass field: str, int, bool, X | None and tuples of those."""
    return _checker(str(annotation).replace(" ", ""))(value)


@lru_cache(maxsize=256)
def field_names(cls: type) -> frozenset[str]:
    """The names of the dataclass `cls`'s fields, worked out once per type."""
    return frozenset(f.name for f in dataclasses.fields(cls))


ON_OBJECT = "value = item.{name}"  # how `first_wrong` reads a field: off a command or event...
IN_MAPPING = "value = item[{name!r}]"  # ... or out of a mapping of the values it is to be made from


@lru_cache(maxsize=256)
def first_wrong(cls: type, reading: str) -> Callable[[Any], str | None]:
    """A function naming the first field of the dataclass `cls` whose value, read as `reading` says (ON_OBJECT,
    IN_MAPPING), does not fit its annotation (None when all do). It is written out once per type and way of
    reading: every command submitted and every event read back from a save is checked with it."""
    scope: dict[str, Any] = {}
    lines = ["def first_wrong(item):"]
    for i, f in enumerate(dataclasses.fields(cls)):
        text = str(f.type).replace(" ", "")
        if text not in _TESTS:
            scope[f"_fits{i}"] = _checker(text)
        lines += [f"    {reading.format(name=f.name)}",
                  f"    if not ({_TESTS.get(text, f'_fits{i}(value)')}):",
                  f"        return {f.name!r}"]
    lines.append("    return None")
    exec("\n".join(lines), scope)  # noqa: S102 - the source is built above from the field names only
    found: Callable[[Any], str | None] = scope["first_wrong"]
    return found


_TESTS = {"str": "isinstance(value, str)", "int": "isinstance(value, int) and not isinstance(value, bool)",
          "bool": "isinstance(value, bool)"}


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
    cls: type = type(command)  # as a plain type: mypy reads a dataclass's own __hash__ as the type object's
    name = first_wrong(cls, ON_OBJECT)(command)
    return None if name is None else f"{type(command).__name__}.{name} has a value of the wrong type"


def handler_of(handlers: Mapping[type, H], command: Command) -> H | Rejected:
    """What a ruleset does with `command` (its handler, by the command's type), or why it cannot: the command is no
    move of this game, or its arguments are not of the types it declares."""
    handler = handlers.get(type(command))
    if handler is None:
        return Rejected("unknown_command", f"{type(command).__name__} is not a move of this game.")
    wrong = malformed(command)
    return handler if wrong is None else Rejected("malformed", wrong)
