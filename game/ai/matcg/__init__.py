"""Bots for Martial Arts: The Trading Card Game, under either rule set (`matcg`, `dgm`).

A bot has a `name` and `choose(rules, view) -> Command`, where `view` is `rules.view(state, seat)` for the seat to
act (also when it answers out of turn: blocking, counter-attacking, answering a Strategy card). It always returns
one of `rules.legal_commands(view, seat)`. Levels, weakest first: "random" (uniform over legal commands),
"easy" (a plain fighter: the strongest attack, blocks only with Defense cards, never answers a Strategy card, and
one command in four at random), "normal" (plans combos in hand, blocks for value, counters, answers Strategy
cards, a rare slip) and "hard" (normal's candidates weighed by playing each out in sampled deals of the hidden
cards; see search.py). As an Army of One's Hero, normal and hard hold back (policy.Judge.holds): no
counter-attacks, one combo a turn.
"""

from __future__ import annotations

import random
from typing import Protocol

from game.ai import RandomBot
from game.ai.matcg.policy import Policy, Style
from game.ai.matcg.search import SearchBot
from game.engine.core import Command
from game.engine.matcg import MatcgRules
from game.engine.matcg.state import MatcgState

LEVELS = ("random", "easy", "normal", "hard")

EASY = Style(slip=0.25, answers=False, blocks_with_attacks=False, plans_combos=False, hero_holds=False)
NORMAL = Style(slip=0.02)


class Bot(Protocol):
    name: str

    def choose(self, rules: MatcgRules, view: MatcgState) -> Command: ...


class PolicyBot:
    def __init__(self, name: str, style: Style, seed: int):
        self.name = name
        self._policy = Policy(style, random.Random(seed))

    def choose(self, rules: MatcgRules, view: MatcgState) -> Command:
        return self._policy.choose(rules, view)


def make_bot(level: str, seed: int) -> Bot:
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return PolicyBot("easy", EASY, seed)
    if level == "normal":
        return PolicyBot("normal", NORMAL, seed)
    if level == "hard":
        return SearchBot(seed)
    raise ValueError(f"no bot level {level!r}: the levels are {', '.join(LEVELS)}")
