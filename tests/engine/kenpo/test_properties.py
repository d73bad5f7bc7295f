"""Properties of Kenpo Masters over many random legal matches, the card data's validation, and purity."""

from __future__ import annotations

import copy
import io
import json
import random
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from game.ai.kenpo import LEVELS, make_bot
from game.engine import log
from game.engine.core import Rejected, Session, fold
from game.engine.kenpo import HIDDEN_CARD
from game.engine.kenpo import commands as cmd
from game.engine.kenpo.cards import QUALIFIERS, Catalog, Qualifier
from game.engine.kenpo.geometry import STEPS
from game.rulesets import event_types
from game.tools import autoplay
from tests.engine.kenpo.helpers import CATALOG, RULES

CARDS_JSON = Path("assets/kenpo/cards.json")


def playthrough(seed: int, limit: int = 3000) -> Session:
    """A match of random legal commands by whichever seat is to act, checking every event's invariants."""
    chooser = random.Random(seed)
    session = Session.new(RULES, seed)
    for _ in range(limit):
        if RULES.is_over(session.state):
            break
        seat = RULES.to_act(session.state)
        assert seat is not None
        legal = session.legal(seat)
        assert legal, f"seed {seed}: a running match has no legal command"
        assert session.legal(1 - seat) == [], f"seed {seed}: the seat not to act has legal commands"
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
def test_every_card_stays_in_exactly_one_place_and_exactly_one_seat_acts_until_the_match_ends(seed):
    session = playthrough(seed)
    state = session.state
    assert RULES.is_over(state)
    assert RULES.legal_commands(state, 0) == RULES.legal_commands(state, 1) == []
    assert max(state.scores) >= CATALOG.winning_score


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_refolding_the_log_equals_the_live_state(seed):
    session = playthrough(seed)
    assert fold(RULES, session.log) == session.state


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_save_load_and_resave_are_identical(seed):
    session = playthrough(seed)
    text = log.dumps({"ruleset": "kenpo", "seed": session.seed}, session.batches)
    loaded = log.loads(text, event_types)
    again = Session(RULES, loaded.seed, loaded.batches)
    assert again.state == session.state
    assert log.dumps({"ruleset": "kenpo", "seed": again.seed}, again.batches) == text


def candidates(state, seat):
    """Commands worth trying: every card of the hand with every movement (and a diagonal) and every target."""
    waiting = [p.card for p in state.tables[1 - seat]]
    stranger = CATALOG.deck_ids(1 - seat)[0]
    for card in state.hands[seat]:
        for move in (None, *STEPS, "forward_left"):
            for target in (None, *waiting, stranger):
                yield cmd.PlayCard(seat=seat, card=card, move=move, target=target)
    yield cmd.Rest(seat=seat)
    yield cmd.EndTurn(seat=seat)
    yield cmd.EndTurn(seat=1 - seat)


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_a_command_is_accepted_exactly_when_it_is_listed_as_legal(seed):
    session = playthrough(seed, limit=60)
    states = [Session(RULES, seed, session.batches[: k + 1]).state for k in range(0, len(session.batches), 4)]
    for state in states:
        seat = RULES.to_act(state)
        if seat is None:
            continue
        legal = RULES.legal_commands(state, seat)
        assert len(legal) == len(set(legal))
        for command in candidates(state, seat):
            accepted = not isinstance(RULES.decide(state, command, seed, 0), Rejected)
            assert accepted == (command in legal), command


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**31), st.data())
def test_undo_never_crosses_a_draw_or_shuffle_and_redo_restores(seed, data):
    session = playthrough(seed, limit=data.draw(st.integers(min_value=1, max_value=80)))
    before = session.state
    undone = 0
    while session.can_undo():
        assert not any(e.hidden_information for e in session.batches[-1])
        session.undo()
        undone += 1
    for _ in range(undone):
        session.redo()
    assert session.state == before


def test_the_same_seed_and_commands_give_the_same_log():
    assert log.dumps({}, playthrough(11).batches) == log.dumps({}, playthrough(11).batches)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_sees_neither_the_opponents_hand_nor_the_decks_order(level):
    session = playthrough(5, limit=30)
    state = session.state
    seat = RULES.to_act(state)
    assert seat is not None
    other = 1 - seat
    swapped = replace(state, decks=(state.decks[0][::-1], state.decks[1][::-1]),
                      hands=tuple(h[::-1] if s == other else h for s, h in enumerate(state.hands)))
    assert RULES.view(state, seat) == RULES.view(swapped, seat)
    assert set(RULES.view(state, seat).hands[other]) <= {HIDDEN_CARD}
    assert make_bot(level, 3).choose(RULES, RULES.view(state, seat)) in RULES.legal_commands(state, seat)


def test_autoplay_of_two_seats_reports_each_seats_wins_the_draws_and_the_bots():
    out = io.StringIO()
    assert autoplay.run("kenpo", 6, 40, ["random", "greedy"], True, out) == 0
    lines = out.getvalue().splitlines()
    wins = re.fullmatch(r"wins_seat0=(\d+) wins_seat1=(\d+) draws=(\d+)", lines[-3])
    assert wins is not None and sum(int(n) for n in wins.groups()) == 6
    assert lines[-2] == "bots=random,greedy"
    assert re.fullmatch(r"autoplay ruleset=kenpo games=6 finished=6 errors=0 violations=0 commands=\d+ events=\d+ "
                        r"seconds=[\d.]+ events_per_s=\d+", lines[-1])


def test_autoplay_names_one_bot_for_both_seats_or_one_per_seat():
    out = io.StringIO()
    assert autoplay.run("kenpo", 2, 1, ["greedy"], False, out) == 0
    assert out.getvalue().splitlines()[-2] == "bots=greedy,greedy"
    with pytest.raises(autoplay.BotError, match="3 bots for 2 seats"):
        autoplay.run("kenpo", 1, 1, ["random", "random", "random"], False, io.StringIO())
    with pytest.raises(autoplay.BotError, match="unknown bot 'clairvoyant'"):
        autoplay.run("kenpo", 1, 1, ["clairvoyant"], False, io.StringIO())


# ----- the card data ------------------------------------------------------------------------------------


def card_data():
    return json.loads(CARDS_JSON.read_text(encoding="utf-8"))


def problems(data) -> str:
    with pytest.raises(ValidationError) as caught:
        Catalog.model_validate(data)
    return str(caught.value)


def test_the_shipped_cards_validate_and_round_trip_through_the_saved_content():
    assert Catalog.model_validate(card_data()) == CATALOG
    assert Catalog.model_validate(RULES.content()) == CATALOG


def test_the_qualifiers_are_the_rulebooks_nine_action_qualifiers_and_effect():
    assert set(Qualifier.__args__) == set(QUALIFIERS) and len(QUALIFIERS) == 10  # type: ignore[attr-defined]


def test_an_unknown_qualifier_is_refused():
    data = card_data()
    data["decks"][0]["cards"][0]["qualifiers"] = ["Sneaky"]
    assert "qualifiers" in problems(data)


def test_an_unknown_direction_or_movement_is_refused():
    data = card_data()
    data["decks"][0]["cards"][0]["attack"]["upward"] = 2
    assert "attack" in problems(data)
    data = card_data()
    data["decks"][0]["cards"][0]["moves"]["diagonal"] = 0
    assert "moves" in problems(data)


def test_a_movement_card_with_attack_arrows_is_refused():
    data = card_data()
    footwork = next(c for c in data["decks"][0]["cards"] if c["name"] == "Fast Footwork")
    footwork["attack"] = {"front": 1}
    assert "only movement arrows" in problems(data)


def test_an_effect_card_with_arrows_is_refused():
    data = card_data()
    fake = next(c for c in data["decks"][0]["cards"] if c["name"] == "Hand Fake")
    fake["moves"] = {"forward": 0}
    assert "moves" in problems(data)


def test_duplicate_ids_and_a_deck_not_of_26_are_refused():
    data = card_data()
    data["decks"][1]["cards"][0]["id"] = data["decks"][0]["cards"][0]["id"]
    assert "ids used more than once" in problems(data)
    data = card_data()
    data["decks"][1]["cards"].pop()
    assert "a deck has 26" in problems(data)


def test_negative_arrows_are_refused_since_a_defence_prints_its_minus_sign_itself():
    data = card_data()
    block = next(c for c in data["decks"][0]["cards"] if c["name"] == "Block")
    block["defence"]["front"] = -3
    assert "positive" in problems(data)


def test_the_catalogs_data_is_not_changed_by_validation():
    data = card_data()
    kept = copy.deepcopy(data)
    Catalog.model_validate(data)
    assert data == kept


# ----- purity -------------------------------------------------------------------------------------------

PURE = """
import builtins, sys
blocked = ("pygame", "pytmx")
real_import = builtins.__import__
def guarded(name, *args, **kwargs):
    if name.split(".")[0] in blocked:
        raise ImportError(f"{name} is blocked in this test")
    return real_import(name, *args, **kwargs)
builtins.__import__ = guarded
import json, pathlib, time
data = json.loads(pathlib.Path("assets/kenpo/cards.json").read_text())
def no_files(*args, **kwargs):
    raise AssertionError("the engine opened a file")
def no_clock(*args, **kwargs):
    raise AssertionError("the engine read a clock")
builtins.open = no_files
from game.engine.core import Session
from game.engine.kenpo import KenpoRules
from game.engine.kenpo.cards import QUALIFIERS, Catalog, Qualifier
rules = KenpoRules(Catalog.model_validate(data))
time.time = time.perf_counter = time.monotonic = time.time_ns = no_clock
session = Session.new(rules, seed=1)
for _ in range(40):
    seat = rules.to_act(session.state)
    if seat is None:
        break
    assert session.submit(session.legal(seat)[-1]).ok
assert not any(name.split(".")[0] in blocked for name in sys.modules)
print("pure")
"""


def test_the_kenpo_engine_imports_and_plays_with_pygame_pytmx_files_and_clocks_out_of_reach():
    done = subprocess.run([sys.executable, "-c", PURE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"
