"""A hypothesis state machine drives random legal and illegal commands, undo and redo."""

from __future__ import annotations

import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.engine import log
from game.engine.core import Session, fold
from tests.engine.udo_helpers import RULES
from tests.reliability.test_illegal_commands import wrong_command


class UdoMachine(RuleBasedStateMachine):
    @initialize(seed=st.integers(min_value=0, max_value=2**31))
    def start(self, seed: int) -> None:
        self.session = Session.new(RULES, seed)
        self.chooser = random.Random(seed)

    @rule(pick=st.integers(min_value=0, max_value=10_000))
    def legal_command(self, pick: int) -> None:
        legal = self.session.legal(0)
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
        state = self.session.state
        assert RULES.check(state) == []
        assert bool(self.session.legal(0)) != RULES.is_over(state)
        assert fold(RULES, self.session.log) == state
        assert log.loads(log.dumps({"ruleset": "udo", "seed": self.session.seed}, self.session.batches),
                         lambda _: RULES.event_types).batches == self.session.batches


UdoMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=60, deadline=None)
test_udo_state_machine = UdoMachine.TestCase
