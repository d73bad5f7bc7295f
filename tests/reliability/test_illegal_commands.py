"""Thousands of wrong commands for every ruleset: each is rejected with a reason, appends nothing, changes nothing."""

from __future__ import annotations

import dataclasses
import random
from functools import cache
from typing import Any

import pytest

from game.engine.core import Command, Ruleset, Session
from game.rulesets import known, ruleset

WEIRD = [None, -1, 999, 2**40, "1", 1.5, True, [], {}, ("a",)]
WORDS = ["", "0.0", "9.9", "hidden", "x" * 500, "forward", "back", "left", "right", "none"]


@cache
def ids_of(ruleset_id: str) -> tuple[str, ...]:
    """Every id in the ruleset's card data (cards, masters, attacks, sides), plus words that look like ids."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("id"), str):
                found.append(value["id"])
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list | tuple):
            for inner in value:
                walk(inner)

    walk(ruleset(ruleset_id).content())
    return tuple(dict.fromkeys(found)) + tuple(WORDS)


def seat_to_act(rules: Ruleset[Any], session: Session[Any]) -> int:
    seat = rules.to_act(session.state)
    return 0 if seat is None else seat


def wrong_command(chooser: random.Random, session: Session[Any]) -> Command:
    """A command that is illegal now: wrong seat, unknown ids, wrong step, or arguments of the wrong type."""
    rules = session.ruleset
    legal = set(session.legal(seat_to_act(rules, session)))
    kinds = list(rules.command_types.values())
    ids = ids_of(rules.id)
    while True:
        kind = chooser.choice(kinds)
        values = {}
        for f in dataclasses.fields(kind):
            roll = chooser.random()
            if f.name == "seat":
                values[f.name] = chooser.choice([0, 0, 1, 1, -1, 7, "0", None])
            elif roll < 0.2:
                values[f.name] = chooser.choice(WEIRD)
            elif "str" in str(f.type):
                values[f.name] = chooser.choice(ids)
            elif "bool" in str(f.type):
                values[f.name] = chooser.random() < 0.5
            else:
                values[f.name] = chooser.randint(-2, 12)
        command = kind(**values)
        try:
            if command not in legal:
                return command
        except TypeError:  # unhashable arguments: certainly not legal
            return command


@pytest.mark.parametrize("ruleset_id", known())
def test_thousands_of_wrong_commands_are_rejected_with_a_reason_and_change_nothing(ruleset_id):
    rules = ruleset(ruleset_id)
    chooser = random.Random(5)
    rejected = 0
    for seed in range(40):
        session = Session.new(rules, seed)
        for _ in range(120):
            for _ in range(5):
                before, log = session.state, len(session.log)
                result = session.submit(wrong_command(chooser, session))
                assert result.rejected is not None and result.rejected.message, f"{ruleset_id} seed {seed}"
                assert session.state == before and len(session.log) == log
                rejected += 1
            if rules.is_over(session.state):
                break
            assert session.submit(chooser.choice(session.legal(seat_to_act(rules, session)))).ok
        for _ in range(20):  # after the end, everything is refused
            if rules.is_over(session.state):
                assert session.submit(wrong_command(chooser, session)).rejected is not None
    assert rejected >= 5000
