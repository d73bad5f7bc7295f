"""Values checked against the types their dataclass fields declare: an event's fields read back from a save
(game.engine.log) and a command's arguments before a ruleset decides it (`malformed`), so a hand-edited or hostile
file or a script's command is refused with a reason instead of breaking the rules. The annotations understood are
those events and commands use: str, int, bool, X | None and tuples of those."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from game.engine.core import Command


def fits(value: Any, annotation: Any) -> bool:
    """Checks a value (an event field read from JSON, a command's argument) against the string
    annotation of its dataclass field: str, int, bool, X | None and tuples of those."""
    return _checker(str(annotation).replace(" ", ""))(value)


@lru_cache(maxsize=256)
def field_checks(cls: type) -> tuple[tuple[str, Callable[[Any], bool]], ...]:
    """Each field of the dataclass `cls` with the predicate its annotation compiles to, worked out once per type."""
    return tuple((f.name, _checker(str(f.type).replace(" ", ""))) for f in dataclasses.fields(cls))


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
    cls = type(command)
    first_wrong = _FIRST_WRONG.get(cls)
    if first_wrong is None:
        first_wrong = _FIRST_WRONG[cls] = _first_wrong(cls)
    name = first_wrong(command)
    return None if name is None else f"{cls.__name__}.{name} has a value of the wrong type"


_FIRST_WRONG: dict[type, Callable[[Any], str | None]] = {}
_TESTS = {"str": "isinstance(value, str)", "int": "isinstance(value, int) and not isinstance(value, bool)",
          "bool": "isinstance(value, bool)"}


def _first_wrong(cls: type) -> Callable[[Any], str | None]:
    """A function naming the first field of a command of type `cls` whose value does not fit its annotation
    (None when all do), written out once per type: every command submitted is checked with it."""
    scope: dict[str, Any] = {}
    lines = ["def first_wrong(command):"]
    for i, f in enumerate(dataclasses.fields(cls)):
        text = str(f.type).replace(" ", "")
        if text not in _TESTS:
            scope[f"_fits{i}"] = _checker(text)
        lines += [f"    value = command.{f.name}",
                  f"    if not ({_TESTS.get(text, f'_fits{i}(value)')}):",
                  f"        return {f.name!r}"]
    lines.append("    return None")
    exec("\n".join(lines), scope)  # noqa: S102 - the source is built above from the field names only
    first_wrong: Callable[[Any], str | None] = scope["first_wrong"]
    return first_wrong
