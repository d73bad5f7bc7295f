"""Properties of Master over many random legal matches: every card stays in exactly one place, exactly one seat
acts, every listed command is accepted, and every match ends; the log refolds and survives JSON."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from game.content.master import master_catalog, ruleset
from game.engine import log
from game.engine.core import Session, fold
from game.engine.master import commands as cmd
from game.engine.master.cards import Catalog
from tests.engine.master.helpers import RULES, c, table


def playthrough(seed: int, seats: int, rounds: int = 1, limit: int = 2000) -> Session:
    chooser = random.Random(seed)
    session = Session.new(RULES, seed, {"seats": seats, "rounds": rounds})
    for _ in range(limit):
        if RULES.is_over(session.state):
            break
        seat = RULES.to_act(session.state)
        assert seat is not None
        legal = session.legal(seat)
        assert legal, f"seed {seed}: a running match has no legal command"
        assert all(session.legal(other) == [] for other in range(seats) if other != seat)
        before = session.state
        result = session.submit(chooser.choice(legal))
        assert result.ok, f"seed {seed}: a legal command was rejected: {result.rejected}"
        state = before
        for event in result.events:
            state = RULES.evolve(state, event)
            assert RULES.check(state) == [], f"seed {seed}: {RULES.check(state)} after {event}"
        hands = state.hands
        if state.draw and state.steal is None:
            assert all(len(hand) == 4 for hand in hands), "hands are refilled to 4 while the draw pile lasts"
    return session


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.integers(min_value=2, max_value=6))
def test_random_legal_play_never_loses_or_duplicates_a_card_and_always_ends(seed, seats):
    session = playthrough(seed, seats)
    assert RULES.is_over(session.state)
    outcome = RULES.outcome(session.state)
    assert outcome is not None and len(outcome.places) == seats and min(outcome.places) == 1


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_session_new_plays_to_the_end_with_random_legal_moves(seats):
    session = playthrough(seats * 101, seats, rounds=3, limit=5000)
    assert RULES.is_over(session.state) and len(session.state.past) == 3
    assert fold(RULES, session.log) == session.state
    text = log.dumps({"ruleset": "master", "seed": seats * 101}, session.batches)
    loaded = log.loads(text, lambda ruleset_id: RULES.event_types)
    assert fold(RULES, [event for batch in loaded.batches for event in batch]) == session.state


def test_the_content_round_trips_through_plain_json():
    assert ruleset("master", RULES.content()).catalog == master_catalog()


def test_bad_card_data_is_refused_with_every_problem():
    data = RULES.content()
    data["skills"][3]["colour"] = "purple"
    data["cards"] = data["cards"][1:]
    with pytest.raises(ValidationError) as raised:
        Catalog.model_validate(data)
    text = str(raised.value)
    assert "two skills share a colour" in text and "Knowledge has 26 cards" in text


def test_card_data_must_hold_the_numbers_and_wild_cards_of_rulings_1_to_3():
    """Ruling 1: three wild cards of each kind; ruling 2: each skill numbered 1 to 9, three of each; ruling 3: a
    wild card is worth 5. Card data that breaks them (a save carries its own) is refused, naming the skill."""
    data = RULES.content()
    by_id = {card["id"]: card for card in data["cards"]}
    by_id["sport_9_c"]["value"] = 8  # still 27 Sport cards, but four 8s and two 9s
    by_id["train_c"]["value"] = 0
    by_id["memory_c"].update(id="train_d", wild="train", skill="sport")  # a fourth Train, two Memory
    with pytest.raises(ValidationError) as raised:
        Catalog.model_validate(data)
    text = str(raised.value)
    assert "Sport's cards must be numbered 1 to 9, 3 of each" in text
    assert "wild card 'train_c' is worth 0; a wild card is worth 5" in text
    assert "4 wild cards serve Sport; 3 serve each skill" in text and "2 wild cards serve Life" in text


def test_undo_never_crosses_a_draw_but_a_steal_waiting_for_its_answer_can_be_taken_back():
    hands = [[c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5)],
             [c("sport", 5), c("life", 7), c("knowledge", 8), c("knowledge", 9)]]
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]]
    session = table(hands, sets=sets)
    before = session.state
    assert session.submit(cmd.AttemptSteal(seat=0, target=1, card=c("sport", 2))).ok
    assert session.can_undo() and session.undo() and session.state == before
    assert session.submit(cmd.DiscardCard(seat=0, card=c("sport", 2))).ok
    assert not session.can_undo()  # the refill drew a card nobody had seen
