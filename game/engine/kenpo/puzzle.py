"""Kenpo Masters' puzzle goals: what a puzzle asks of its seat, and whether a match has met it (game.engine.goals).

Turns are the seat's own: a match's turns alternate (a Break keeps the order), so the turns the seat has begun
since the puzzle's position are counted from the turn numbers alone. Attacks score at the end of the opponent's
next turn, so a goal "within N of your turns" holds until the seat's (N+1)-th turn begins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import goals
from game.engine.kenpo.state import KenpoState

GOALS: Mapping[str, str] = {
    "win": "Win the match within {turns} turn{turns_s} of yours",
    "survive": "Survive: do not lose before {turns} more turn{turns_s} of yours",
    "score": "Reach {points} point{points_s} within {turns} turn{turns_s} of yours",
}
KINDS: Mapping[str, tuple[str, ...]] = {"win": ("turns",), "survive": ("turns",), "score": ("points", "turns")}


def judged(goal: Mapping[str, Any], start: KenpoState, state: KenpoState, seat: int) -> bool | None:
    """True once the goal is met, False once it can no longer be, None while it is open; ValueError for a goal this
    game does not know."""
    kind, numbers = goals.read(goal, KINDS)
    lost = state.over and state.winner is not None and state.winner != seat
    won = state.over and state.winner == seat
    if kind == "survive":
        if lost:
            return False
        return True if won or begun_after(start, state, seat) >= numbers["turns"] else None
    if won or (kind == "score" and state.scores[seat] >= numbers["points"]):
        return True
    if state.over or yours(start, state, seat) > numbers["turns"]:
        return False
    return None


def begun_after(start: KenpoState, state: KenpoState, seat: int) -> int:
    """The seat's turns begun since the position's turn (that one not counted)."""
    later = state.turn - start.turn
    return later // 2 if start.seat == seat else (later + 1) // 2


def yours(start: KenpoState, state: KenpoState, seat: int) -> int:
    """The seat's turns begun from the position on, the position's own turn counted when it is the seat's."""
    return begun_after(start, state, seat) + (start.seat == seat)
