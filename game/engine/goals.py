"""A puzzle's goal, read the same way by every family's judge (game.engine.<family>.puzzle).

A goal is plain JSON data: `{"kind": K, ...}` with the whole numbers its kind asks for (`"turns": 2`,
`"points": 20`) and any names a family lets a goal give (the campaign's `"master": "crane"`). `read` checks it
against a family's kinds and hands back the kind and its numbers, or raises ValueError with a reason a puzzle's
author can read (the puzzle file is refused with it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MOST = 1000  # no goal counts further


LONGEST_NAME = 40


def read(goal: Mapping[str, Any], kinds: Mapping[str, tuple[str, ...]],
         names: tuple[str, ...] = ()) -> tuple[str, dict[str, int]]:
    """The goal's kind and its numbers, checked against `kinds` (each kind and the numbers it takes); `names` are the
    keys any goal may also give, each a short printable text the family reads itself."""
    if not isinstance(goal, Mapping):
        raise ValueError(f"a goal is an object with a kind, not {goal!r}")
    kind = goal.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ValueError(f"unknown goal kind {kind!r} (this game's are {', '.join(kinds)})")
    wanted = kinds[kind]
    extra = sorted(set(goal) - {"kind", *wanted, *names})
    if extra:
        raise ValueError(f"a {kind!r} goal takes no {extra[0]!r}")
    for name in names:
        text = goal.get(name)
        if text is not None and not (isinstance(text, str) and 0 < len(text) <= LONGEST_NAME and text.isprintable()):
            raise ValueError(f"a goal's {name!r} is a name of at most {LONGEST_NAME} characters, not {text!r}")
    numbers: dict[str, int] = {}
    for name in wanted:
        value = goal.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MOST:
            raise ValueError(f"a {kind!r} goal needs {name!r}, a whole number from 1 to {MOST}, not {value!r}")
        numbers[name] = value
    return kind, numbers


def words(goal: Mapping[str, Any], phrases: Mapping[str, str]) -> str:
    """How a page words a goal: its kind's phrase with the goal's numbers in it, each number's `{name_s}` an "s"
    unless it is 1 ("Win within {turns} turn{turns_s}": "Win within 1 turn")."""
    numbers = {key: value for key, value in goal.items() if key != "kind"}
    plurals = {f"{key}_s": "" if value == 1 else "s" for key, value in numbers.items()}
    return phrases[str(goal["kind"])].format(**numbers, **plurals)
