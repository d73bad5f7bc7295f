"""The Udo bots: legal moves only, blind to the attack deck's order, and the autoplay contract line."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest

from game import autoplay
from game.ai.udo import LEVELS, make_bot
from game.content.loader import udo_catalog
from game.engine.core import Session
from game.engine.udo import UdoRules
from game.engine.udo.state import UdoState

RULES = UdoRules(udo_catalog())
LAST_LINE = re.compile(
    r"autoplay ruleset=udo games=(\d+) finished=(\d+) errors=(\d+) violations=(\d+) commands=(\d+) "
    r"events=(\d+) seconds=\d+\.\d\d events_per_s=\d+"
)


def play(level: str, seed: int, limit: int = 2000) -> list[UdoState]:
    """Plays one campaign, asserting every choice is legal; returns every state a choice was made in."""
    session = Session.new(RULES, seed)
    bot = make_bot(level, seed)
    seen: list[UdoState] = []
    for _ in range(limit):
        if RULES.is_over(session.state):
            return seen
        view = RULES.view(session.state, 0)
        command = bot.choose(RULES, view)
        assert command in RULES.legal_commands(view, 0), (level, seed, command)
        seen.append(session.state)
        assert session.submit(command).ok
    raise AssertionError(f"{level} did not finish seed {seed} in {limit} commands")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_returns_legal_commands(level):
    for seed in (1, 2, 3):
        play(level, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_chooses_the_same_whatever_the_hidden_deck_order(level):
    states = play(level, 7)
    for state in states[:: max(1, len(states) // 12)]:
        shuffled = replace(state, deck=tuple(reversed(state.deck)))
        first = make_bot(level, 7).choose(RULES, RULES.view(state, 0))
        assert make_bot(level, 7).choose(RULES, RULES.view(shuffled, 0)) == first
        # even handed the real state by mistake, the choice does not depend on the deck
        assert make_bot(level, 7).choose(RULES, shuffled) == make_bot(level, 7).choose(RULES, state)


def test_the_view_a_bot_sees_hides_the_deck_order():
    state = Session.new(RULES, 3).state
    shuffled = replace(state, deck=tuple(reversed(state.deck)))
    assert state.deck != shuffled.deck
    assert RULES.view(state, 0) == RULES.view(shuffled, 0)


def test_autoplay_ends_with_the_contract_line():
    out = io.StringIO()
    code = autoplay.run("udo", 5, 11, ["greedy"], True, out)
    lines = out.getvalue().splitlines()
    match = LAST_LINE.fullmatch(lines[-1])
    assert match is not None, lines[-1]
    games, finished, errors, violations, commands, events = (int(g) for g in match.groups())
    assert (games, finished, errors, violations) == (5, 5, 0, 0)
    assert 0 < commands < events
    assert code == 0
    assert re.fullmatch(r"wins=\d+ losses=\d+", lines[0])
    assert re.fullmatch(r"win_rate=[01]\.\d\d", lines[1])
    assert re.fullmatch(r"glory mean=\d+\.\d\d", lines[2])
    assert re.fullmatch(r"glory( \d+:\d+){13,}", lines[3])
    assert lines[4] == "bot=greedy"


def test_the_search_bot_replays_a_seed_to_the_same_log_with_no_violation():
    out = io.StringIO()
    assert autoplay.run("udo", 1, 5, ["search"], True, out) == 0
    assert " errors=0 violations=0 " in out.getvalue().splitlines()[-1]


def test_autoplay_counts_every_game_in_the_glory_histogram():
    out = io.StringIO()
    assert autoplay.run("udo", 4, 1, ["greedy"], False, out) == 0
    histogram = next(line for line in out.getvalue().splitlines() if line.startswith("glory 0:"))
    assert sum(int(pair.split(":")[1]) for pair in histogram.split()[1:]) == 4


def test_an_unknown_bot_level_is_refused():
    with pytest.raises(KeyError):
        autoplay.run("udo", 1, 1, ["clairvoyant"], False, io.StringIO())
