"""Properties over many random legal playthroughs of the Udo campaign."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import log
from game.engine.core import Session, fold
from game.rulesets import event_types
from tests.engine.udo_helpers import RULES


def playthrough(seed: int, limit: int = 400) -> Session:
    """A game of random legal commands, checking every event's invariants on the way."""
    chooser = random.Random(seed)
    session = Session.new(RULES, seed)
    for _ in range(limit):
        if RULES.is_over(session.state):
            break
        legal = session.legal(0)
        assert legal, f"seed {seed}: a running game has no legal command"
        before = session.state
        result = session.submit(chooser.choice(legal))
        assert result.ok, f"seed {seed}: a legal command was rejected: {result.rejected}"
        state = before
        for event in result.events:
            state = RULES.evolve(state, event)
            assert RULES.check(state) == [], f"seed {seed}: {RULES.check(state)} after {event}"
    return session


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_no_card_is_lost_or_duplicated_and_a_running_game_has_a_legal_command(seed):
    playthrough(seed)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_refolding_the_log_equals_the_live_state(seed):
    session = playthrough(seed)
    assert fold(RULES, session.log) == session.state


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_save_load_and_resave_are_identical(seed):
    session = playthrough(seed)
    text = log.dumps({"ruleset": "udo", "seed": session.seed}, session.batches)
    loaded = log.loads(text, event_types)
    again = Session(RULES, loaded.seed, loaded.batches)
    assert again.state == session.state
    assert log.dumps({"ruleset": "udo", "seed": again.seed}, again.batches) == text


def test_the_same_seed_and_commands_give_the_same_log():
    first, second = playthrough(11), playthrough(11)
    assert log.dumps({}, first.batches) == log.dumps({}, second.batches)


def test_finished_games_have_no_legal_command():
    for seed in range(30):
        session = playthrough(seed, limit=2000)
        if RULES.is_over(session.state):
            assert session.legal(0) == []


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.data())
def test_undo_never_crosses_a_reveal_and_redo_restores(seed, data):
    session = playthrough(seed, limit=data.draw(st.integers(min_value=1, max_value=60)))
    before = session.state
    undone = 0
    while session.can_undo():
        assert not any(e.hidden_information for e in session.batches[-1])
        session.undo()
        undone += 1
    for _ in range(undone):
        session.redo()
    assert session.state == before
