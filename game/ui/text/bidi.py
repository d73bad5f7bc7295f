"""A line holding letters written right to left (Arabic, Hebrew: a name a player typed) in the order it is drawn.

The faces shape a run of one script written right to left themselves (HarfBuzz, through `Font.set_script` and
`Font.set_direction`: its letters joined and laid right to left); what they cannot do is order the runs of a line
mixing directions. This is the Unicode Bidirectional Algorithm (UAX #9) for a line without explicit embeddings, as
much of it as names and the game's sentences about them need. Every line is a line of the game's own words, written
left to right (a name is set within it, as a page set left to right sets it); digits after a letter written right
to left stay among it, read left to right; a space or a mark between two runs of one direction takes theirs, else
left to right; a pair of brackets takes one direction, the one of the words inside it or, where those are
written right to left, the one before it (rule N0: a face shaping right to left mirrors a bracket); then the runs
right to left are reversed (rule L2).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from game.files.names import shaped_script

_DIGITS = frozenset({"EN", "AN"})
_JOINS_BEFORE = frozenset({"NSM", "BN"})  # a combining mark or a joiner goes with the letter before it


@lru_cache(maxsize=4096)
def visual_runs(text: str) -> tuple[tuple[str, str | None], ...]:
    """`text` as runs in the order they are drawn, left to right: (characters in their logical order, the script a
    run written right to left is shaped in, or None for a run drawn left to right). A line with no letter written
    right to left is one run of itself."""
    scripts = [shaped_script(char) for char in text]
    if not any(scripts):
        return ((text, None),)
    levels = [LEVELS[kind] for kind in _resolved(_kinds(text, scripts), text)]
    units = _units(text, levels, scripts)
    return tuple((chars, script) for chars, script, _ in _reordered(units))


def _kinds(text: str, scripts: list[str | None]) -> list[str]:
    """Each character's part in ordering: "R" a letter written right to left that is shaped, "L" any other letter,
    "D" a digit, "N" a space or mark between them (a combining mark: its letter's)."""
    kinds: list[str] = []
    for char, script in zip(text, scripts, strict=True):
        kind = unicodedata.bidirectional(char)
        if script is not None:
            kinds.append("R")
        elif kind in _JOINS_BEFORE and kinds:
            kinds.append(kinds[-1])
        elif kind in _DIGITS:
            kinds.append("D")
        elif kind in ("WS", "ON", "CS", "ES", "ET", "B", "S", "BN", "NSM", "") or not char.isprintable():
            kinds.append("N")
        else:
            kinds.append("L")
    return kinds


def _resolved(kinds: list[str], text: str) -> list[str]:
    """Digits after a letter written left to right (or before any letter) are "L" (rule W7); a pair of brackets
    takes one direction (rule N0); a run of spaces and marks takes the direction of the letters around it when both
    agree, digits counting as right to left, else left to right (rules N1, N2)."""
    resolved = list(kinds)
    strong = "L"
    for at, kind in enumerate(kinds):
        if kind in ("L", "R"):
            strong = kind
        elif kind == "D" and strong == "L":
            resolved[at] = "L"
    _pair_brackets(resolved, text)
    at = 0
    while at < len(resolved):
        if resolved[at] != "N":
            at += 1
            continue
        end = at
        while end < len(resolved) and resolved[end] == "N":
            end += 1
        sides = {_side(resolved[at - 1]) if at else "L", _side(resolved[end]) if end < len(resolved) else "L"}
        resolved[at:end] = [sides.pop() if len(sides) == 1 else "L"] * (end - at)
        at = end
    return resolved


BRACKETS = dict(zip("([{\u2045\u207d\u208d\u2329\u3008\u300a\u300c\u300e\u3010\uff08\uff3b\uff5b",
                    ")]}\u2046\u207e\u208e\u232a\u3009\u300b\u300d\u300f\u3011\uff09\uff3d\uff5d", strict=True))
_MOST_OPEN = 63  # rule BD16: a line opening more brackets than this pairs none further


def _pairs(text: str, kinds: list[str]) -> list[tuple[int, int]]:
    """The line's bracket pairs (rule BD16), each (where it opens, where it closes), in the order they open: a
    closing bracket closes the nearest one open of its kind, and those opened inside it are left unpaired."""
    open_: list[tuple[str, int]] = []
    pairs: list[tuple[int, int]] = []
    for at, char in enumerate(text):
        if kinds[at] != "N":
            continue
        if char in BRACKETS:
            if len(open_) == _MOST_OPEN:
                break
            open_.append((BRACKETS[char], at))
        elif any(closing == char for closing, _ in open_):
            while open_[-1][0] != char:
                open_.pop()
            pairs.append((open_.pop()[1], at))
    return sorted(pairs)


def _pair_brackets(resolved: list[str], text: str) -> None:
    """Rule N0 in a line left to right: both brackets of a pair are left to right when a letter left to right is
    inside; else, when one right to left (or a digit among such) is inside, they are right to left where the first
    letter before the pair is also right to left; else they stay neutral."""
    for opening, closing in _pairs(text, resolved):
        inside = {_side(kind) for kind in resolved[opening + 1:closing] if kind != "N"}
        if not inside:
            continue
        before = next((_side(kind) for kind in resolved[opening - 1::-1] if kind != "N"), "L") if opening else "L"
        resolved[opening] = resolved[closing] = "L" if "L" in inside or before == "L" else "R"


def _side(kind: str) -> str:
    return "L" if kind == "L" else "R"


LEVELS = {"L": 0, "R": 1, "D": 2}  # each kind's embedding level in a line left to right (rule I1): odd right to left


def _units(text: str, levels: list[int], scripts: list[str | None]) -> list[tuple[str, str | None, int]]:
    """The line cut where the level changes, and within a run right to left where the script changes (a space or
    a mark in it shaped in the script of the letter before it, or after it at the run's start)."""
    units: list[tuple[str, str | None, int]] = []
    for at, char in enumerate(text):
        level = levels[at]
        script = None
        if level % 2:  # a space or a mark: the script of the nearest letter before it, or else after it
            script = next((found for found in [*scripts[at::-1], *scripts[at:]] if found), None)
        if units and units[-1][1:] == (script, level):
            units[-1] = (units[-1][0] + char, script, level)
        else:
            units.append((char, script, level))
    return units


def _reordered(units: list[tuple[str, str | None, int]]) -> list[tuple[str, str | None, int]]:
    """Rule L2 over whole units: from the highest level to the lowest odd one, every sequence of units at that level
    or above is reversed (the letters inside a unit right to left are laid out reversed by the face itself)."""
    ordered = list(units)
    highest = max(level for _, _, level in ordered)
    lowest_odd = min((level for _, _, level in ordered if level % 2), default=highest + 1)
    for level in range(highest, lowest_odd - 1, -1):
        at = 0
        while at < len(ordered):
            if ordered[at][2] < level:
                at += 1
                continue
            end = at
            while end < len(ordered) and ordered[end][2] >= level:
                end += 1
            ordered[at:end] = ordered[at:end][::-1]
            at = end
    return ordered
