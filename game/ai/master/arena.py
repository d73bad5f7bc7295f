"""Whole matches of Master played bot against bot, each bot shown only its own seat's view: for tests, for
measuring the levels against each other and for their think times."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.master import make_bot
from game.engine.core import Outcome, Session
from game.engine.master import MasterRules


@dataclass
class Played:
    outcome: Outcome
    commands: int
    think: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per decision


def play_match(rules: MasterRules, levels: Sequence[str], seed: int, options: dict | None = None,
               timed: bool = False) -> Played:
    """One match with one bot per seat (levels[seat]); each decides from its own seat's view."""
    bots = [make_bot(level, seed * 31 + seat) for seat, level in enumerate(levels)]
    session = Session.new(rules, seed, {"seats": len(levels), **(options or {})})
    think: dict[str, list[float]] = {}
    commands = 0
    while not rules.is_over(session.state):
        seat = rules.to_act(session.state)
        assert seat is not None
        view = session.view(seat)
        began = time.perf_counter() if timed else 0.0
        command = bots[seat].choose(rules, view)
        if timed:
            think.setdefault(levels[seat], []).append(time.perf_counter() - began)
        result = session.submit(command)
        if not result.ok:
            raise AssertionError(f"seed {seed}: {levels[seat]} chose a rejected command: {result.rejected}")
        commands += 1
    outcome = rules.outcome(session.state)
    assert outcome is not None
    return Played(outcome, commands, think)


def first_place_rate(rules: MasterRules, level: str, rival: str, games: int, seats: int, seed: int = 0,
                     options: dict | None = None) -> float:
    """The share of `games` matches in which one `level` bot finishes first (alone or shared) against
    `seats - 1` bots of `rival`; its seat moves round the table from match to match."""
    firsts = 0
    for game in range(games):
        mine = game % seats
        levels = [level if seat == mine else rival for seat in range(seats)]
        played = play_match(rules, levels, seed + game, options)
        firsts += played.outcome.places[mine] == 1
    return firsts / games
