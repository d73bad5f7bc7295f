"""Thousands of wrong commands: each is rejected with a reason, appends nothing, changes nothing."""

from __future__ import annotations

import dataclasses
import random

from game.engine.core import Command, Session
from game.engine.udo import commands as cmd
from tests.engine.udo_helpers import CATALOG, RULES

IDS = ([c.id for c in CATALOG.starters] + [m.special_move.id for m in CATALOG.masters] +
       [a.id for a in CATALOG.attacks] + [m.id for m in CATALOG.masters] + ["", "0.0", "9.9", "hidden", "x" * 500])
WEIRD = [None, -1, 999, 2**40, "1", 1.5, True, [], {}, ("a",)]


def wrong_command(chooser: random.Random, session: Session) -> Command:
    """A command that is illegal now: wrong seat, unknown ids, wrong step, or arguments of the wrong type."""
    legal = set(session.legal(0))
    kind = chooser.choice(list(cmd.COMMAND_TYPES.values()))
    while True:
        values = {}
        for f in dataclasses.fields(kind):
            roll = chooser.random()
            if f.name == "seat":
                values[f.name] = chooser.choice([0, 0, 0, 1, -1, 7, "0", None])
            elif roll < 0.2:
                values[f.name] = chooser.choice(WEIRD)
            elif f.type in ("str", str):
                values[f.name] = chooser.choice(IDS)
            elif f.type in ("bool", bool):
                values[f.name] = chooser.random() < 0.5
            else:
                values[f.name] = chooser.randint(-2, 12)
        command = kind(**values)
        try:
            if command not in legal:
                return command
        except TypeError:  # unhashable arguments: certainly not legal
            return command


def test_thousands_of_wrong_commands_are_rejected_with_a_reason_and_change_nothing():
    chooser = random.Random(5)
    rejected = 0
    for seed in range(40):
        session = Session.new(RULES, seed)
        for _ in range(120):
            for _ in range(5):
                before, log = session.state, len(session.log)
                result = session.submit(wrong_command(chooser, session))
                assert result.rejected is not None and result.rejected.message, f"seed {seed}"
                assert session.state == before and len(session.log) == log
                rejected += 1
            if RULES.is_over(session.state):
                break
            assert session.submit(chooser.choice(session.legal(0))).ok
        for _ in range(20):  # after the end, everything is refused
            if RULES.is_over(session.state):
                assert session.submit(wrong_command(chooser, session)).rejected is not None
    assert rejected >= 5000
