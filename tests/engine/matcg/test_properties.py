"""Random legal play under both rule sets: every command listed as legal is accepted, no card is ever lost or
duplicated, every invariant holds after every command, and every fight ends."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.core import Session, fold
from tests.engine.matcg.helpers import DGM, MATCG

COMMAND_CAP = 3000  # far above any fight seen (random fights take about 200 commands)


def play_out(rules, seed: int, choices: random.Random, options: dict) -> Session:
    session = Session.new(rules, seed, options)
    for _ in range(COMMAND_CAP):
        state = session.state
        if rules.is_over(state):
            break
        seat = rules.to_act(state)
        legal = rules.legal_commands(state, seat)
        assert legal, f"seat {seat} has nothing to play in {state.phase}"
        for other in range(state.seats):
            if other != seat:
                assert rules.legal_commands(state, other) == []
        done = session.submit(choices.choice(legal))
        assert done.ok, done.rejected
        assert rules.check_at_rest(session.state) == []
    assert rules.is_over(session.state), "the fight did not end"
    assert rules.outcome(session.state) is not None
    return session


OPTIONS = st.fixed_dictionaries({"anything_goes": st.booleans()})


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), choices=st.randoms(use_true_random=False), options=OPTIONS)
def test_matcg_random_legal_play_never_loses_or_duplicates_a_card_and_always_ends(seed, choices, options):
    session = play_out(MATCG, seed, choices, options)
    assert fold(MATCG, session.log) == session.state


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), choices=st.randoms(use_true_random=False), options=OPTIONS,
       challenge=st.booleans())
def test_dgm_random_legal_play_never_loses_or_duplicates_a_card_and_always_ends(seed, choices, options, challenge):
    session = play_out(DGM, seed, choices, {**options, "challenge_event": challenge})
    assert fold(DGM, session.log) == session.state


def test_a_fight_of_passive_players_ends_by_the_judges():
    """Players who never attack (only end phases and turns) still end: once every card is in their hands each turn
    is a Recovery Phase with nothing to reshuffle, and the repeated position (or the turn limit) stops them."""
    for rules in (MATCG, DGM):
        session = Session.new(rules, 1)
        while not rules.is_over(session.state):
            seat = rules.to_act(session.state)
            legal = rules.legal_commands(session.state, seat)
            passive = [c for c in legal if type(c).__name__ in ("EndPhase", "EndTurn", "EndBlock", "LetResolve",
                                                                  "DeclineCounter", "EndCombo")]
            assert session.submit((passive or legal)[0]).ok
        assert session.state.result in ("judges", "exhausted", "repetition"), session.state.result


@pytest.mark.slow
@pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])
def test_soak_1000_random_fights(rules):
    for seed in range(1000):
        play_out(rules, seed, random.Random(seed), {"anything_goes": seed % 2 == 0})
