"""Master's puzzle goals: what a puzzle asks of its seat, and whether a match has met it (game.engine.goals).

A round's experience is told when the round ends (its RoundEnded, kept in the state's `past`), so Master's goals are
judged at the end of a round or of the match: puzzles set late in a round, the draw pile short or empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import goals
from game.engine.master.state import MasterState

GOALS: Mapping[str, str] = {
    "win": "Win the match: first alone when it ends",
    "lead": "End the round with more experience than anyone",
    "sets": "Have {count} set{count_s} of your own before the round ends",
}
KINDS: Mapping[str, tuple[str, ...]] = {"win": (), "lead": (), "sets": ("count",)}


def judged(goal: Mapping[str, Any], start: MasterState, state: MasterState, seat: int) -> bool | None:
    """True once the goal is met, False once it can no longer be, None while it is open; ValueError for a goal this
    game does not know."""
    kind, numbers = goals.read(goal, KINDS)
    if kind == "win":
        return state.winners == (seat,) if state.over else None
    ended = len(state.past) >= start.round  # the position's round is over
    if kind == "sets":
        if state.round == start.round and len(state.sets[seat]) >= numbers["count"]:
            return True  # (the sets stay until the next round is dealt)
        return False if ended else None
    if not ended:
        return None
    scores = state.past[start.round - 1]
    return all(score < scores[seat] for other, score in enumerate(scores) if other != seat)
