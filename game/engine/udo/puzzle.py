"""Whether a puzzle's goal is met, for the campaign played by Master Udo (`udo`) or Kai (`kai`).

A campaign puzzle (assets/puzzles/<ruleset>/) begins between fights, as every campaign position does, and sets
one fight: the master named by the goal's "master" (a master id; without it, whichever master the player
challenges). Its turns are the turns of that fight, the first beginning when the master is challenged:

- "defeat": the master is defeated by the end of the fight's `turns`-th turn.
- "win": the campaign is won (its last master defeated) by the end of the fight's `turns`-th turn.
- "survive": the player has not lost when the fight's turn `turns` + 1 begins, or the master falls first.

Challenging another master than the goal's, or losing the campaign, fails every goal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import goals
from game.engine.udo.state import LOST, WON, UdoState

GOALS: Mapping[str, str] = {  # "{turns_s}": an "s" unless turns is 1, as the page fills it in
    "defeat": "Defeat the master within {turns} turn{turns_s}",
    "win": "Win the campaign within {turns} turn{turns_s}",
    "survive": "Live through {turns} turn{turns_s} of the fight",
}
KINDS = {kind: ("turns",) for kind in GOALS}  # the numbers each kind takes; any may name its "master"


def judged(goal: Mapping[str, Any], start: UdoState, state: UdoState, seat: int) -> bool | None:
    """True: the goal is met; False: it can no longer be met; None: still open. ValueError for a goal not
    understood."""
    kind, numbers = goals.read(goal, KINDS, names=("master",))
    turns, master = numbers["turns"], goal.get("master")
    fought = state.defeated[len(start.defeated):]  # the masters defeated since the start
    if state.phase == LOST or (master is not None and {*fought, state.master} - {master, None}):  # another master
        return False
    if (fought and kind != "win") or state.phase == WON:
        return True
    if state.turn - start.turn > turns:  # the fight's turn `turns` + 1 has begun
        return kind == "survive"
    return None
