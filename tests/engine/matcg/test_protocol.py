"""The engine protocol for `matcg` and `dgm`: views that hide what a seat may not see, private and secret events,
legal commands only for the seat to act, repeatable seeds, refolding, scenarios and a pure engine."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys

import pytest

from game.engine.core import SECRET, SPECTATOR, ScenarioError, Session, fold, visible_to
from game.engine.fields import fits
from game.engine.matcg import HIDDEN_CARD
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg.state import BLOCK
from tests.engine.matcg.helpers import DGM, MATCG, attack, do, fight

BOTH = pytest.mark.parametrize("rules", [MATCG, DGM], ids=["matcg", "dgm"])


def played(rules, seed: int, commands: int) -> Session:
    session = Session.new(rules, seed)
    rng = random.Random(seed)
    for _ in range(commands):
        if rules.is_over(session.state):
            break
        seat = rules.to_act(session.state)
        assert session.submit(rng.choice(rules.legal_commands(session.state, seat))).ok
    return session


@BOTH
def test_no_seats_view_shows_the_others_hand_or_any_deck_order(rules):
    session = played(rules, 11, 40)
    state = session.state
    for seat in (0, 1):
        view = rules.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        assert view.hands[1 - seat] == (HIDDEN_CARD,) * len(state.hands[1 - seat])
        assert all(set(deck) <= {HIDDEN_CARD} for deck in view.decks)
        assert [len(d) for d in view.decks] == [len(d) for d in state.decks]
    spectator = rules.view(state, SPECTATOR)
    assert all(set(hand) <= {HIDDEN_CARD} for hand in spectator.hands)


@BOTH
def test_the_views_hide_the_hands_while_a_seat_answers_an_attack(rules):
    session = fight((["reverse_punch", "slip"], ["rising_block", "lead_jab"]), rules=rules)
    do(session, attack(0, "reverse_punch"))
    state = session.state
    assert state.phase == BLOCK and rules.to_act(state) == 1
    assert rules.view(state, 1).hands[0] == (HIDDEN_CARD,)
    assert rules.view(state, 0).hands[1] == (HIDDEN_CARD, HIDDEN_CARD)
    assert rules.view(state, 0).table[0] == state.table[0]  # the attack on the table is public


@BOTH
def test_draws_are_private_and_shuffles_secret(rules):
    session = played(rules, 5, 60)
    for event in session.log:
        if isinstance(event, ev.CardsDrawn):
            assert event.visibility() == event.seat and event.hidden_information
            assert not visible_to(event, 1 - event.seat) and not visible_to(event, SPECTATOR)
        elif isinstance(event, ev.DeckShuffled):
            assert event.visibility() == SECRET and event.hidden_information


@BOTH
def test_every_event_field_is_a_plain_typed_value(rules):
    session = played(rules, 3, 200)
    for event in session.log:
        assert type(event).__name__ in rules.event_types
        for f in dataclasses.fields(event):
            assert fits(getattr(event, f.name), f.type), (event, f.name)


@BOTH
def test_only_the_seat_to_act_has_legal_commands_and_others_are_told_to_wait(rules):
    session = played(rules, 8, 30)
    state = session.state
    seat = rules.to_act(state)
    assert rules.legal_commands(state, seat) and rules.legal_commands(state, 1 - seat) == []
    refused = session.submit(cmd.EndTurn(seat=1 - seat))
    assert refused.rejected is not None and refused.rejected.code == "not_your_turn"


@BOTH
def test_the_same_seed_gives_the_same_fight_and_the_log_refolds_to_the_state(rules):
    first, second = played(rules, 21, 150), played(rules, 21, 150)
    assert first.log == second.log
    assert fold(rules, first.log) == first.state
    assert hash(first.state) == hash(second.state)


def test_unknown_and_malformed_commands_are_refused_with_a_reason():
    session = fight((["reverse_punch"], ["slip"]))
    assert session.submit(cmd.PlayAttack(seat=0, card=3)).rejected.code == "malformed"  # type: ignore[arg-type]
    assert session.submit(cmd.PlayAttack(seat=0, card="s0_axe_kick_1")).rejected.code == "not_in_hand"
    assert session.submit(cmd.EndTurn(seat=0)).rejected.message == "Not now: it is the Attack Phase."


@pytest.mark.parametrize("position, words", [
    ({"decks": [[], []]}, "hand"),
    ({"hands": [["flying_dragon"], []]}, "no card 'flying_dragon'"),
    ({"hands": [["lead_jab"] * 5, []]}, "5 copies of Lead Jab"),
    ({"hands": [["nunchaku"], []]}, "sideboard"),
    ({"hands": [[], []], "phase": "block"}, "phase 'block'"),
    ({"hands": [[], []], "health": [40, 30]}, "health"),
    ({"hands": [[], []], "events": ["lead_jab", None]}, "not an Event"),
    ({"hands": [[], []], "seat": 2}, "seat"),
    ({"hands": [[]]}, "each of the 2 seats"),
    ({"hands": [[], []], "colour": "red"}, "unknown keys"),
])
def test_a_position_that_cannot_be_played_is_refused_with_a_clear_message(position, words):
    with pytest.raises(ScenarioError, match=words):
        Session.from_scenario(MATCG, seed=1, position=position)


def test_a_prepared_position_is_played_as_given():
    session = fight((["reverse_punch"], ["slip"]), health=[12, 9], adr=[2, 1], events=["sudden_rain", None],
                    discards=[["teep"], []], turn=6)
    state = session.state
    assert state.health == (12, 9) and state.adr == (2, 1) and state.turn == 6
    assert state.events[0] == "s0_sudden_rain_1" and state.discards[0] == ("s0_teep_3",)
    assert state.hands == (("s0_reverse_punch_1",), ("s1_slip_1",))


def test_starting_options_are_checked():
    with pytest.raises(ScenarioError, match="one deck per seat"):
        Session.new(MATCG, seed=1, options={"decks": ["karate"]})
    with pytest.raises(ScenarioError, match="no mode"):
        Session.new(MATCG, seed=1, options={"mode": "free-for-all"})


PURE = """
import builtins, sys, json, pathlib
blocked = ("pygame", "pytmx")
real_import = builtins.__import__
def guarded(name, *args, **kwargs):
    if name.split(".")[0] in blocked:
        raise ImportError(f"{name} is blocked in this test")
    return real_import(name, *args, **kwargs)
builtins.__import__ = guarded
data = json.loads(pathlib.Path("assets/matcg/cards.json").read_text())
def no_files(*args, **kwargs):
    raise AssertionError("the engine opened a file")
builtins.open = no_files
from game.engine.core import Session
from game.engine.matcg import MatcgRules
from game.engine.matcg.cards import Catalog
for rid in ("matcg", "dgm"):
    rules = MatcgRules(Catalog.model_validate(data), rid)
    session = Session.new(rules, seed=1)
    session.submit(session.legal(rules.to_act(session.state))[0])
assert not any(name.split(".")[0] in blocked for name in sys.modules)
print("pure")
"""


def test_the_engine_imports_and_plays_with_pygame_and_files_out_of_reach():
    done = subprocess.run([sys.executable, "-c", PURE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"


def test_content_builds_either_rule_set_from_the_shipped_cards_or_a_saves_content():
    from game.content.matcg import ruleset

    assert ruleset("matcg").id == "matcg" and ruleset("dgm").id == "dgm"
    assert ruleset("dgm") is ruleset("dgm")
    carried = ruleset("dgm", MATCG.content())
    assert carried.id == "dgm" and carried.catalog == MATCG.catalog
