"""Whether a puzzle's goal is met, for Martial Arts (`matcg`) and its DGM house rules (`dgm`).

A puzzle (assets/puzzles/<ruleset>/) begins from a prepared position and gives the player's seat a goal:

- "win": the seat's side wins the fight before a turn begins after the seat's `turns`-th own turn (the turn the
  puzzle begins in counts when it is the seat's). A win in the opponent's turn after the last allowed one, by a
  counter-attack, comes too late.
- "survive": the seat has not lost when `turns` of its own turns have begun after the puzzle's first turn: it
  lived through the attacks in between. A fight it wins, or that is drawn, is survived as well.

Turns are counted by the turns begun (`MatcgState.positions` records the seat of each), so a turn taken over by a
counter-attack stays the turn of the seat whose turn began, and a skipped Recovery turn is a turn begun. The judge
reads the whole state (the session's), not a seat's view, which leaves the positions of earlier turns out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import goals
from game.engine.matcg.state import MatcgState
from game.engine.matcg.teams import team_of

GOALS: Mapping[str, str] = {  # "{turns_s}": an "s" unless turns is 1, as the page fills it in
    "win": "Win the fight within {turns} turn{turns_s} of yours",
    "survive": "Survive: do not lose before {turns} more turn{turns_s} of yours",
}
KINDS = {kind: ("turns",) for kind in GOALS}  # the numbers each kind takes


def judged(goal: Mapping[str, Any], start: MatcgState, state: MatcgState, seat: int) -> bool | None:
    """True: the goal is met; False: it can no longer be met; None: still open. ValueError for a goal not
    understood."""
    kind, numbers = goals.read(goal, KINDS)
    turns = numbers["turns"]
    # the turns begun since the start whose seat is this one (each position a turn began in names its seat first)
    begun = sum(1 for entry in state.positions[len(start.positions):] if entry[0] == seat)
    if kind == "survive" and begun >= turns:
        return True
    own = begun + (1 if start.owner == seat else 0)  # the turn the puzzle begins in counts when it is the seat's
    if kind == "win" and (own > turns or (own == turns and state.owner != seat)):
        return False
    if state.over:
        won = state.winner is not None and state.winner in team_of(state, seat)
        return won or (kind == "survive" and state.winner is None)
    return None
