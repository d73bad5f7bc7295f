"""A hypothesis state machine per ruleset drives random legal and illegal commands, undo and redo."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.engine import log
from game.engine.core import Ruleset, Session, fold
from game.rulesets import known, ruleset
from tests.reliability.test_illegal_commands import seat_to_act, wrong_command


class RulesetMachine(RuleBasedStateMachine):
    game_rules: Ruleset[Any]

    @initialize(seed=st.integers(min_value=0, max_value=2**31))
    def start(self, seed: int) -> None:
        self.session = Session.new(self.game_rules, seed)
        self.chooser = random.Random(seed)

    @rule(pick=st.integers(min_value=0, max_value=10_000))
    def legal_command(self, pick: int) -> None:
        legal = self.session.legal(seat_to_act(self.game_rules, self.session))
        if legal:
            assert self.session.submit(legal[pick % len(legal)]).ok

    @rule()
    def illegal_command(self) -> None:
        before, length = self.session.state, len(self.session.log)
        assert self.session.submit(wrong_command(self.chooser, self.session)).rejected is not None
        assert self.session.state == before and len(self.session.log) == length

    @rule()
    def undo(self) -> None:
        self.session.undo()

    @rule()
    def redo(self) -> None:
        self.session.redo()

    @invariant()
    def holds(self) -> None:
        if not hasattr(self, "session"):
            return
        rules, state = self.game_rules, self.session.state
        assert rules.check(state) == []
        seat = rules.to_act(state)
        assert (seat is None) == rules.is_over(state)
        assert bool(self.session.legal(seat_to_act(rules, self.session))) != rules.is_over(state)
        assert fold(rules, self.session.log) == state
        text = log.dumps({"ruleset": rules.id, "seed": self.session.seed}, self.session.batches)
        assert log.loads(text, lambda _: rules.event_types).batches == self.session.batches


def machine_for(ruleset_id: str) -> type[RulesetMachine]:
    machine = type(f"{ruleset_id.title()}Machine", (RulesetMachine,), {"game_rules": ruleset(ruleset_id)})
    machine.TestCase.settings = settings(max_examples=30, stateful_step_count=60, deadline=None)
    return machine


for _ruleset_id in known():
    globals()[f"test_{_ruleset_id}_state_machine"] = machine_for(_ruleset_id).TestCase
