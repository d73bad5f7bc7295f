"""JSON text parsed with bounds, so a hostile file is refused with a reason instead of crashing later.

Python's `json` recurses once per nesting level (a file of 100,000 `[` raises RecursionError), turns a number of
thousands of digits into ValueError or a huge integer, reads `1e999` as infinity and `\\ud800` as a lone surrogate
that fails only when the text is written or drawn. `loads` checks all of that up front and raises `JsonError`, a
ValueError, naming the first problem. It is pure (text in, values out) so the engine's log format may use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import accumulate
from typing import Any, NamedTuple


class JsonError(ValueError):
    """JSON text that breaks a bound or is not JSON; the message says which and, for text that is not JSON, where
    (for whoever mends a data file). `plain` says it in a player's words, with no parser's terms."""

    def __init__(self, message: str, plain: str | None = None) -> None:
        super().__init__(message)
        self.plain = plain or message


class Limits(NamedTuple):
    """The bounds a JSON text must keep; `loads` checks each before or while it parses."""

    depth: int = 32  # arrays and objects inside one another
    int_digits: int = 20  # digits of one integer
    magnitude: int | None = None  # the largest absolute integer, when the format has one
    floats: bool = False  # whether numbers with a fraction or exponent may appear at all
    string: int = 100_000  # characters of one string or key
    nodes: int = 2_000_000  # values of every kind in the whole text


SAVE_LINE = Limits()
CARD_DATA = Limits(magnitude=1000, string=10_000, nodes=200_000)  # no card game counts to a thousand


def loads(text: str, limits: Limits = SAVE_LINE) -> Any:
    """The value of `text`, or JsonError when it is not JSON or breaks one of `limits`."""
    import json  # here, not at start-up: a first launch reads no JSON before its first frame

    opened = text.count("[") + text.count("{")  # a text nests no deeper than it has opening brackets
    if opened > limits.depth and _depth(text) > limits.depth:
        raise JsonError(f"nests deeper than {limits.depth} levels")
    try:
        value = json.loads(text, parse_int=_int_parser(limits), parse_float=_float_parser(limits),
                           parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        what = error.msg.removesuffix(" at")  # "Unterminated string starting at": the place follows once
        raise JsonError(f"is not valid JSON: {what} at line {error.lineno}, column {error.colno}",
                        "is cut short or damaged") from None
    except RecursionError:  # the depth scan should have caught it; never let it escape
        raise JsonError(f"nests deeper than {limits.depth} levels") from None
    if not _bounded_by_its_text(text, limits):
        check(value, limits)
    return value


def _bounded_by_its_text(text: str, limits: Limits) -> bool:
    """Whether the parse alone kept `limits`, so walking the value would find nothing: the depth was scanned and
    every number checked as it was parsed; no string and no count of values can be longer than the text; and a
    lone surrogate needs a surrogate in the text or a \\uD800 to \\uDFFF escape."""
    if len(text) > min(limits.string, limits.nodes) or re.search(_SURROGATE_ESCAPE, text):
        return False
    return text.isascii() or re.search(_SURROGATE, text) is None


def check(value: Any, limits: Limits) -> None:
    """Checks an already parsed value against `limits` (strings, numbers, size); raises JsonError."""
    count = 0
    for item in _walk(value, limits.depth):
        count += 1
        if count > limits.nodes:
            raise JsonError(f"holds more than {limits.nodes} values")
        if isinstance(item, str):
            _check_string(item, limits)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            _check_int(item, limits)
        elif isinstance(item, float):
            if not limits.floats:
                raise JsonError(f"holds the number {item!r} where only whole numbers are allowed")


def _walk(value: Any, depth: int) -> Iterator[Any]:
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        yield item
        if isinstance(item, dict | list | tuple):
            if level >= depth:
                raise JsonError(f"nests deeper than {depth} levels")
            if isinstance(item, dict):
                for key, inner in item.items():
                    yield key
                    stack.append((inner, level + 1))
            else:
                stack.extend((inner, level + 1) for inner in item)


def _depth(text: str) -> int:
    """The deepest nesting of brackets outside strings, found without recursion."""
    brackets = re.sub(_NOT_BRACKETS, "", re.sub(_STRINGS, "", text))
    if len(brackets) <= 2:
        return len(brackets) // 2 + len(brackets) % 2
    runs = re.findall(_BRACKET_RUN, brackets)  # the depth peaks at the end of a run of openings: a run at a time
    return max(accumulate(len(run) if run[0] in "[{" else -len(run) for run in runs))


# The patterns are compiled when first used (re keeps them), not at import: the game imports this before its first
# frame, which reads no JSON on a first launch, and compiling them took half a millisecond there.
_STRINGS = r'"[^"\\]*(?:\\.[^"\\]*)*"?'  # plain characters a run at a time
_NOT_BRACKETS = r"[^\[\]{}]+"
_BRACKET_RUN = r"[\[{]+|[\]}]+"
_SURROGATE_ESCAPE = r"\\u[dD][89a-fA-F]"
_SURROGATE = "[\ud800-\udfff]"


def _int_parser(limits: Limits) -> Any:
    def parse(digits: str) -> int:
        if len(digits.lstrip("-")) > limits.int_digits:
            raise JsonError(f"holds a number of {len(digits.lstrip('-'))} digits (at most {limits.int_digits})")
        value = int(digits)
        _check_int(value, limits)
        return value

    return parse


def _float_parser(limits: Limits) -> Any:
    def parse(text: str) -> float:
        if not limits.floats:
            raise JsonError(f"holds the number {text[:40]} where only whole numbers are allowed")
        if len(text) > 64:
            raise JsonError("holds a number written with too many digits")
        value = float(text)
        if value in (float("inf"), float("-inf")):
            raise JsonError(f"holds the number {text[:40]}, too large to use")
        return value

    return parse


def _no_constant(name: str) -> Any:
    raise JsonError(f"holds {name}, which is not a number JSON allows")


def _check_int(value: int, limits: Limits) -> None:
    if limits.magnitude is not None and abs(value) > limits.magnitude:
        raise JsonError(f"holds the number {value}, beyond the largest allowed ({limits.magnitude})")
    if value.bit_length() > limits.int_digits * 4:  # parsed values are bounded above; this bounds any other
        raise JsonError(f"holds a number of more than {limits.int_digits} digits")


def _check_string(text: str, limits: Limits) -> None:
    if len(text) > limits.string:
        raise JsonError(f"holds a text of {len(text)} characters (at most {limits.string})")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonError("holds a text with a lone surrogate escape (\\ud800 to \\udfff)") from None
