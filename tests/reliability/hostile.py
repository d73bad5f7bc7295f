"""Hostile file makers for the corpus tests: text that is valid enough to pass a checksum or a first look, with a
deep nest, a number of thousands of digits, a lone surrogate escape or an absurd value planted inside."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game import saves
from game.engine import log
from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.rulesets import ruleset

HOSTILE_KINDS = ("deep", "digits", "surrogate", "absurd")


def small_session() -> Session[Any]:
    session = Session.new(ruleset("udo"), seed=3)
    session.submit(cmd.ChooseMaster(master="crane"))
    session.submit(cmd.PlayCard(card="right_arm_1", combo=0))
    return session


def save_parts() -> tuple[dict[str, Any], list[str]]:
    """The header (without events and digest) and event lines of a small, sound save."""
    lines = saves.dumps(small_session()).splitlines()
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
