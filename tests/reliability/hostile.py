"""Hostile file makers for the corpus tests: text that is valid enough to pass a checksum or a first look, with a
deep nest, a number of thousands of digits, a lone surrogate escape or an absurd value planted inside."""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.engine import log
from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.files import saves
from game.rulesets import ruleset

HOSTILE_KINDS = ("deep", "digits", "surrogate", "absurd")


def small_session() -> Session[Any]:
    session = Session.new(ruleset("udo"), seed=3)
    session.submit(cmd.ChooseMaster(master="crane"))
    session.submit(cmd.PlayCard(card="right_arm_1", combo=0))
    return session


def kept_then(damage: Callable[[Path], None]) -> Path:
    """small_session kept as a finished game, then its file damaged by `damage`: Replays still lists it, whole (the
    one row, of its ruleset, with no problem told). Returns its path."""
    from game.files import finished
    from game.files.paths import finished_dir

    assert finished.keep(small_session()) is None
    (kept,) = finished_dir().glob("*.jsonl")
    damage(kept)
    rows = [row for row in finished.listed() if row.finished]
    assert [(row.path, row.ruleset_id, row.problem) for row in rows] == [(kept, "udo", None)]
    return kept


@functools.cache
def _small_save() -> str:
    """The text of small_session's save, played and written once for every hostile file made from it (the same
    session writes the same text)."""
    return saves.dumps(small_session())


def save_parts() -> tuple[dict[str, Any], list[str]]:
    """The header (without events and digest) and event lines of a small, sound save: new ones at each call."""
    lines = _small_save().splitlines()
    header = json.loads(lines[0])
    for key in ("events", "digest", "format", "version"):
        header.pop(key)
    return header, lines[1:]


def planted(kind: str, size: int) -> str:
    """The JSON text of a hostile value of `kind`, `size` setting how hostile (depth, digits, code point, value)."""
    if kind == "deep":
        return "[" * size + "]" * size
    if kind == "digits":
        return "9" * size
    if kind == "surrogate":
        return '"name \\u%04x end"' % (0xD800 + size % 0x800)
    if kind == "absurd":
        return str(size)
    raise ValueError(kind)


def with_value(document: str, marker: str, value_text: str) -> str:
    """`document` (JSON text holding the string "<marker>") with that string replaced by raw JSON text."""
    return document.replace(json.dumps(marker), value_text, 1)


def sealed_save(header: dict[str, Any], lines: list[str], version: int = log.VERSION, raw: dict[str, str] | None = None
                ) -> str:
    """A save whose checksum is right for its content, so only the game's bounds can refuse it: version 1 digests
    the events only (its header was never covered), version 2 the whole file. `raw` plants raw JSON text in place
    of the string values named by its keys (markers), after the digest of the marked text is taken for v1."""
    head = {"format": log.FORMAT, "version": version, **header, "events": len(lines)}
    if version == 1:
        digest = hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()
    else:
        canonical = json.dumps(head, sort_keys=True)
        for marker, text in (raw or {}).items():
            canonical = with_value(canonical, marker, text)
        digest = hashlib.sha256("\n".join([canonical, *lines]).encode("utf-8")).hexdigest()
    first = json.dumps({**head, "digest": digest}, sort_keys=True)
    for marker, text in (raw or {}).items():
        first = with_value(first, marker, text)
    return "\n".join([first, *lines]) + "\n"


def one_line(text: str) -> bool:
    return "\n" not in text.strip() and "Traceback" not in text


# ---- generated hostile files (issue 31): a sound document with one value or a few bytes changed ---------------------

NO_WIDTH_TEXTS = ("\u200b", "\u034f", "\u17b4", "\u3164", "\u0301", "\u200b\u200b", " ")
NASTY_TEXTS = (*NO_WIDTH_TEXTS, "\x00", "a\x00b", "\ud800", "caf\udce9", "\u202eevil", "\n\n", "x" * 5000, "../../x",
               "Ω" * 40, "\U0001f94b")
ODD_NUMBERS = ("1e999", "-1e999", "NaN", "Infinity", "-Infinity", "1.5", "-1", "0", "1000000000000000000",
               "-9223372036854775809", "18446744073709551616", "true", "false", "null", '""', "[]", "{}", "[[[]]]")


def _json_string(text: str) -> str:
    return json.dumps(text)  # ASCII escapes: a lone surrogate is written as \ud800, as a hostile file would


def hostile_json() -> Any:
    """A strategy of raw JSON texts (or near-JSON) that a file of the game might be given in place of one value."""
    from hypothesis import strategies as st

    return st.one_of(
        st.integers(min_value=21, max_value=5000).map(lambda n: "9" * n),
        st.integers(min_value=33, max_value=20_000).map(lambda n: "[" * n + "]" * n),
        st.sampled_from(ODD_NUMBERS),
        st.sampled_from(NASTY_TEXTS).map(_json_string),
        st.text(max_size=24).map(_json_string),
        st.integers(min_value=-(10**20), max_value=10**20).map(str),
    )


def leaves(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths (keys and indexes) of every value inside a parsed JSON document, itself included."""
    found = [at]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += leaves(inner, (*at, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += leaves(inner, (*at, index))
    return found


def plant(document: Any, at: tuple[Any, ...], raw: str) -> str:
    """The JSON text of `document` with the value at `at` replaced by the raw JSON text `raw`."""
    if not at:
        return raw
    marker = "@@planted@@"
    copy = json.loads(json.dumps(document))
    inner = copy
    for step in at[:-1]:
        inner = inner[step]
    inner[at[-1]] = marker
    return with_value(json.dumps(copy), marker, raw)


def mangle(data: bytes, where: int, how: int, noise: bytes) -> bytes:
    """`data` torn at a point, with a few bytes replaced by `noise`, or with `noise` put in, by `how`."""
    where = where % (len(data) + 1)
    if how % 3 == 0:
        return data[:where]
    if how % 3 == 1:
        return data[:where] + noise + data[where + len(noise):]
    return data[:where] + noise + data[where:]


def hostile_document(document: Any) -> Any:
    """A strategy of texts made from a sound JSON document: one value replaced by a hostile one, or bytes torn or
    changed (as bytes, which may not be UTF-8)."""
    from hypothesis import strategies as st

    paths = leaves(document)
    planted = st.tuples(st.sampled_from(paths), hostile_json()).map(
        lambda case: plant(document, case[0], case[1]).encode("utf-8", "surrogatepass"))
    text = json.dumps(document).encode("utf-8")
    mangled = st.tuples(st.integers(0, len(text)), st.integers(0, 2), st.binary(min_size=1, max_size=12)).map(
        lambda case: mangle(text, *case))
    return st.one_of(planted, planted, mangled)
