"""Scenario files: a game begun from a prepared position, for tests, puzzles and the tutorial.

A scenario is JSON: `{"format": "martial-masters-scenario", "version": 1, "ruleset": R, "seed": N,
"options": {...}, "position": {...}}`. The position is the ruleset's own (its `scenario`); the options are the
table's (mode, seats, the ruleset's set-up options). Every problem is one line naming the file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.content.loader import ContentError, read_json
from game.engine.core import ScenarioError, Session
from game.rulesets import known, ruleset

FORMAT = "martial-masters-scenario"
VERSION = 1


class ScenarioFileError(Exception):
    """A scenario file that cannot be played, with one line naming the file and the problem."""


def load(path: Path) -> Session[Any]:
    try:
        data = read_json(path)
    except ContentError as error:
        raise ScenarioFileError(f"{path}: {error.problems[0]}") from None
    try:
        return session_from(data)
    except ScenarioError as error:
        raise ScenarioFileError(f"{path}: {error}") from None


def session_from(data: object) -> Session[Any]:
    """The game a scenario's data begins; ScenarioError names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError("this is not a Martial Masters scenario")
    if data.get("version") != VERSION:
        raise ScenarioError(f"scenario version {data.get('version')!r} is not one this game reads ({VERSION})")
    extra = sorted(set(data) - {"format", "version", "ruleset", "seed", "options", "position"})
    if extra:
        raise ScenarioError(f"unknown key {extra[0]!r}")
    ruleset_id, seed = data.get("ruleset"), data.get("seed", 0)
    if ruleset_id not in known():
        raise ScenarioError(f"unknown ruleset {ruleset_id!r}; this build plays: {', '.join(known())}")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise ScenarioError("the seed must be a whole number from 0")
    options, position = data.get("options", {}), data.get("position")
    if not isinstance(options, dict) or not isinstance(position, dict):
        raise ScenarioError("options and position must be objects")
    try:
        return Session.from_scenario(ruleset(str(ruleset_id)), seed, position, options)
    except ValidationError as error:  # a value the ruleset's models refuse deeper down
        raise ScenarioError(f"the position is invalid ({error.error_count()} problems)") from None
