"""Properties over many random legal playthroughs of the Udo campaign, with Udo and with Kai."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import log
from game.engine.core import Event, Session, fold
from game.engine.udo import UdoRules
from game.engine.udo import events as ev
from game.engine.udo.state import UdoState
from game.rulesets import event_types
from tests.engine.udo.helpers import KAI_RULES, RULES

HEROES = pytest.mark.parametrize("rules", [RULES, KAI_RULES], ids=["udo", "kai"])


def playthrough(seed: int, limit: int = 400, rules: UdoRules = RULES) -> Session:
    """A game of random legal commands, checking every event's invariants on the way."""
    chooser = random.Random(seed)
    session = Session.new(rules, seed)
    for _ in range(limit):
        if rules.is_over(session.state):
            break
        legal = session.legal(0)
        assert legal, f"seed {seed}: a running game has no legal command"
        before = session.state
        result = session.submit(chooser.choice(legal))
        assert result.ok, f"seed {seed}: a legal command was rejected: {result.rejected}"
        state = before
        for event in result.events:
            state = rules.evolve(state, event)
            assert rules.check(state) == [], f"seed {seed}: {rules.check(state)} after {event}"
    return session


@HEROES
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_no_card_is_lost_or_duplicated_and_a_running_game_has_a_legal_command(rules, seed):
    playthrough(seed, rules=rules)


@HEROES
@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_refolding_the_log_equals_the_live_state(rules, seed):
    session = playthrough(seed, rules=rules)
    assert fold(rules, session.log) == session.state


@HEROES
@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_save_load_and_resave_are_identical(rules, seed):
    session = playthrough(seed, rules=rules)
    text = log.dumps({"ruleset": rules.id, "seed": session.seed}, session.batches)
    loaded = log.loads(text, event_types)
    again = Session(rules, loaded.seed, loaded.batches)
    assert again.state == session.state
    assert log.dumps({"ruleset": rules.id, "seed": again.seed}, again.batches) == text


@HEROES
def test_the_same_seed_and_commands_give_the_same_log(rules):
    first, second = playthrough(11, rules=rules), playthrough(11, rules=rules)
    assert log.dumps({}, first.batches) == log.dumps({}, second.batches)


@HEROES
def test_finished_games_have_no_legal_command(rules):
    for seed in range(30):
        session = playthrough(seed, limit=2000, rules=rules)
        if rules.is_over(session.state):
            assert session.legal(0) == []


@HEROES
@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.data())
def test_undo_never_crosses_a_reveal_and_redo_restores(rules, seed, data):
    session = playthrough(seed, limit=data.draw(st.integers(min_value=1, max_value=60)), rules=rules)
    before = session.state
    undone = 0
    while session.can_undo():
        assert not any(e.hidden_information for e in session.batches[-1])
        session.undo()
        undone += 1
    for _ in range(undone):
        session.redo()
    assert session.state == before


def test_only_enrage_and_planning_flip_cards():
    """Over whole campaigns of random plays, every event but ENRAGE's and Planning's flips leaves Kai's ENRAGED cards
    ENRAGED and her calm cards calm, though ENRAGED cards are laid in combos that resolve, hits discard and exhaust
    them and a defeat brings them back from the discard pile."""
    flips = (ev.CardEnraged, ev.CardCalmed)
    moved: set[str] = set()
    for seed in (0, 2):
        state = KAI_RULES.initial()
        for event in playthrough(seed, rules=KAI_RULES).log:
            after = KAI_RULES.evolve(state, event)
            if not isinstance(event, flips):
                assert after.enraged == state.enraged, event
                moved |= _enraged_moved(state, event)
            state = after
    assert moved == {"resolved in a combo", "discarded by a hit", "exhausted by a hit", "back from the discard pile"}


def _enraged_moved(state: UdoState, event: Event) -> set[str]:
    """How `event` moves an ENRAGED card of `state`, in words, if it does."""
    if isinstance(event, ev.ComboResolved) and state.enraged & set(state.combos[event.combo]):
        return {"resolved in a combo"}
    if isinstance(event, ev.AttackHit) and event.card in state.enraged:
        return {"exhausted by a hit" if event.exhausted else "discarded by a hit"}
    if isinstance(event, ev.MasterDefeated) and state.enraged & set(state.discard):
        return {"back from the discard pile"}
    return set()
