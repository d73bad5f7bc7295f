"""Bots for Master. A bot reads only its seat's view (`rules.view(state, seat)`): its own hand, every face-up card
and the size of every other hand and of the draw pile, never another hand or the draw order.

A bot has a `name` and `choose(rules, view) -> Command`, and always returns one of the legal commands of the
seat to act in that view, which is the attacked seat while a steal waits for its answer. Levels, weakest first:
"random" (uniform over legal commands), "easy" (lays any set it sees, else now and then a steal, else discards
at random), "normal" (its most valuable set, else the most valuable steal, else discards its least valuable
card, keeping its last answer to a steal of its top set; always defends) and "hard" (counts cards: judges every
command by its worth in experience with the chances worked out from the cards it cannot see,
game/ai/master/hard.py; once the draw pile is empty it plays each command out to the end of the round in guessed
deals of the hidden cards, game/ai/master/endgame.py).
"""

from __future__ import annotations

from typing import Protocol

from game.ai import RandomBot
from game.ai.master.hard import HardBot
from game.ai.master.simple import EasyBot, NormalBot
from game.engine.core import Command
from game.engine.master import MasterRules
from game.engine.master.state import MasterState

LEVELS = ("random", "easy", "normal", "hard")


class Bot(Protocol):
    name: str

    def choose(self, rules: MasterRules, view: MasterState) -> Command: ...


def make_bot(level: str, seed: int) -> Bot:
    """A fresh bot of this level; `seed` makes its random choices repeatable."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed)
    raise KeyError(level)
