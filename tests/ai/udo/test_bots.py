"""The Udo campaign's bots, for both heroes (Udo and Kai): legal moves only, blind to the attack deck's
order, and the autoplay contract line."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest

from game.ai.udo import LEVELS, make_bot
from game.ai.udo.evaluate import Evaluator
from game.ai.udo.plan import Planner
from game.content.udo import kai_catalog, udo_catalog
from game.engine.core import Session
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo import events as ev
from game.engine.udo.state import PLAY, UdoState
from game.tools import autoplay

RULES = UdoRules(udo_catalog())
KAI = UdoRules(kai_catalog(), "kai")
HEROES = {"udo": RULES, "kai": KAI}
LAST_LINE = re.compile(
    r"autoplay ruleset=(udo|kai) games=(\d+) finished=(\d+) errors=(\d+) violations=(\d+) commands=(\d+) "
    r"events=(\d+) seconds=\d+\.\d\d events_per_s=\d+"
)


def play(level: str, seed: int, limit: int = 2000, rules: UdoRules = RULES) -> list[UdoState]:
    """Plays one campaign, asserting every choice is legal; returns every state a choice was made in."""
    session = Session.new(rules, seed)
    bot = make_bot(level, seed)
    seen: list[UdoState] = []
    for _ in range(limit):
        if rules.is_over(session.state):
            return seen
        view = rules.view(session.state, 0)
        command = bot.choose(rules, view)
        assert command in rules.legal_commands(view, 0), (level, seed, command)
        seen.append(session.state)
        assert session.submit(command).ok
    raise AssertionError(f"{level} did not finish seed {seed} in {limit} commands")


@pytest.mark.parametrize("hero", HEROES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_returns_legal_commands(level, hero):
    for seed in (1, 2, 3):
        play(level, seed, rules=HEROES[hero])


@pytest.mark.parametrize("hero", HEROES)
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_chooses_the_same_whatever_the_hidden_deck_order(level, hero):
    rules = HEROES[hero]
    states = play(level, 7, rules=rules)
    for state in states[:: max(1, len(states) // 12)]:
        shuffled = replace(state, deck=tuple(reversed(state.deck)))
        first = make_bot(level, 7).choose(rules, rules.view(state, 0))
        assert make_bot(level, 7).choose(rules, rules.view(shuffled, 0)) == first
        # even handed the real state by mistake, the choice does not depend on the deck
        assert make_bot(level, 7).choose(rules, shuffled) == make_bot(level, 7).choose(rules, state)


@pytest.mark.parametrize("hero", HEROES)
def test_a_greedy_bot_that_played_on_chooses_as_a_fresh_one_would_even_between_two_campaigns(hero):
    """The greedy bot keeps a turn's plan and its card tables between decisions: handed the views of two campaigns
    in turn (one bot for both), every choice is the one a bot that has seen nothing before makes."""
    rules = HEROES[hero]
    sessions = [Session.new(rules, seed) for seed in (4, 5)]
    bot = make_bot("greedy", 0)
    for _ in range(300):
        for session in sessions:
            if rules.is_over(session.state):
                continue
            view = rules.view(session.state, 0)
            command = bot.choose(rules, view)
            assert command == make_bot("greedy", 0).choose(rules, view)
            assert session.submit(command).ok
    assert all(rules.is_over(session.state) for session in sessions)


def test_the_view_a_bot_sees_hides_the_deck_order():
    state = Session.new(RULES, 3).state
    shuffled = replace(state, deck=tuple(reversed(state.deck)))
    assert state.deck != shuffled.deck
    assert RULES.view(state, 0) == RULES.view(shuffled, 0)


@pytest.mark.parametrize("hero", HEROES)
def test_autoplay_ends_with_the_contract_line(hero):
    out = io.StringIO()
    code = autoplay.run(hero, 5, 11, ["greedy"], True, out)
    lines = out.getvalue().splitlines()
    match = LAST_LINE.fullmatch(lines[-1])
    assert match is not None, lines[-1]
    assert match.group(1) == hero
    games, finished, errors, violations, commands, events = (int(g) for g in match.groups()[1:])
    assert (games, finished, errors, violations) == (5, 5, 0, 0)
    assert 0 < commands < events
    assert code == 0
    assert re.fullmatch(r"wins=\d+ losses=\d+", lines[0])
    assert re.fullmatch(r"win_rate=[01]\.\d\d", lines[1])
    assert re.fullmatch(r"glory mean=\d+\.\d\d", lines[2])
    assert re.fullmatch(r"glory( \d+:\d+){13,}", lines[3])
    assert lines[4] == "bot=greedy"


@pytest.mark.parametrize("hero", HEROES)
def test_the_search_bot_replays_a_seed_to_the_same_log_with_no_violation(hero):
    out = io.StringIO()
    assert autoplay.run(hero, 1, 5, ["search"], True, out) == 0
    assert " errors=0 violations=0 " in out.getvalue().splitlines()[-1]


# ----- Kai: the bots play her mechanics ---------------------------------------------------------


def kai_log(level: str, seeds: range) -> list[ev.Event]:
    events: list[ev.Event] = []
    for seed in seeds:
        session = Session.new(KAI, seed)
        bot = make_bot(level, seed)
        while not KAI.is_over(session.state):
            assert session.submit(bot.choose(KAI, KAI.view(session.state, 0))).ok
        events += session.log
    return events


def test_the_search_bot_enrages_kai_doubles_combos_and_spends_the_attacks_it_keeps():
    events = kai_log("search", range(3))
    kinds = {type(event) for event in events}
    assert {ev.CardEnraged, ev.KaiEnraged, ev.DoubledComboStarted, ev.AttackKept, ev.KeptAttackSpent} <= kinds


def test_the_planner_suggests_kai_combos_read_on_the_side_they_show():
    session = Session.new(KAI, 4)
    assert session.submit(cmd.ChooseMaster(master="crane")).ok
    view = KAI.view(session.state, 0)
    assert view.phase == PLAY
    planner = Planner(KAI, Evaluator(KAI.catalog))
    combos = planner.plan(view)
    assert combos and {card for combo in combos for card in combo} <= set(view.hand)
    assert planner.turn.best(view)[1] is None  # nothing to search in Play Combos


def test_autoplay_counts_every_game_in_the_glory_histogram():
    out = io.StringIO()
    assert autoplay.run("udo", 4, 1, ["greedy"], False, out) == 0
    histogram = next(line for line in out.getvalue().splitlines() if line.startswith("glory 0:"))
    assert sum(int(pair.split(":")[1]) for pair in histogram.split()[1:]) == 4


def test_an_unknown_bot_level_is_refused():
    with pytest.raises(autoplay.BotError, match="unknown bot 'clairvoyant'"):
        autoplay.run("udo", 1, 1, ["clairvoyant"], False, io.StringIO())
