"""The positions the Master rulebook's figures show (game.ui.master.figures draws them), each played through the
engine from a prepared position: a set formed, and a steal with its answer."""

from __future__ import annotations

from functools import cache
from typing import Any

from game.content.master import ruleset
from game.engine.master import commands as cmd
from game.engine.master.state import MasterState
from game.play.prepared import played

# Seat 0 holds a pair of Sport 7s and a Sport 2; seat 1 holds the Train wild (it serves Sport).
POSITION: dict[str, Any] = {  # as a scenario reads it (JSON)
    "hands": [["sport_7_a", "sport_7_b", "sport_2_a", "knowledge_4_a"],
              ["train_a", "arts_6_a", "life_8_a", "life_1_a"]],
    "sets": [[["life_2_a", "life_2_b"]], [["arts_3_a", "arts_3_b"], ["sport_5_a", "sport_5_b"]]],
    "discard": ["knowledge_9_a"],
    "turn": 0,
}
PAIR = ("sport_7_a", "sport_7_b")  # the set the first figure forms


@cache
def start() -> MasterState:
    """The prepared position, every card not in it left to draw."""
    rules = ruleset("master")
    used = {card for part in ("hands", "sets") for seat in POSITION[part] for group in seat
            for card in ([group] if isinstance(group, str) else group)} | set(POSITION["discard"])
    draw = [card for card in rules.catalog.ids if card not in used]
    state = rules.initial()
    for event in rules.scenario({**POSITION, "draw": draw}):
        state = rules.evolve(state, event)
    return state


def formed() -> MasterState:
    """The two Sport 7s laid from the hand as a set."""
    after, _ = played(ruleset("master"), start(), [cmd.FormSet(cards=PAIR)])
    return after


def stolen() -> tuple[MasterState, MasterState]:
    """Sport 2 laid on the other player's Sport top set; then that set's owner answers with the Train wild."""
    rules = ruleset("master")
    attempt, _ = played(rules, start(), [cmd.AttemptSteal(target=1, card="sport_2_a")])
    answered, _ = played(rules, attempt, [cmd.DefendSteal(seat=1, card="train_a")])
    return attempt, answered
