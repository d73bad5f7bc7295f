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

from game.engine.udo.state import LOST, WON, UdoState

GOALS: Mapping[str, str] = {  # "{turns_s}": an "s" unless turns is 1, as the page fills it in
    "defeat": "Defeat the master within {turns} turn{turns_s}",
    "win": "Win the campaign within {turns} turn{turns_s}",
    "survive": "Live through {turns} turn{turns_s} of the fight",
}


def judged(goal: Mapping[str, Any], start: UdoState, state: UdoState, seat: int) -> bool | None:
    """True: the goal is met; False: it can no longer be met; None: still open. ValueError for a goal not
    understood."""
    kind, turns, master = checked(goal)
    fought = state.defeated[len(start.defeated):]  # the masters defeated since the start
    if state.phase == LOST or (master is not None and {*fought, state.master} - {master, None}):  # another master
        return False
    if (fought and kind != "win") or state.phase == WON:
        return True
    if state.turn - start.turn > turns:  # the fight's turn `turns` + 1 has begun
        return kind == "survive"
    return None


def checked(goal: Mapping[str, Any]) -> tuple[str, int, str | None]:
    """The goal's kind, turns and master (None: any); ValueError with a readable reason for a goal this game does
    not know."""
    if not isinstance(goal, Mapping):
        raise ValueError("a goal is an object with a kind")
    kind = goal.get("kind")
    if not isinstance(kind, str) or kind not in GOALS:
        raise ValueError(f"goal kind {kind!r}: the campaign knows {', '.join(GOALS)}")
    unknown = sorted(set(goal) - {"kind", "turns", "master"})
    if unknown:
        raise ValueError(f"a {kind!r} goal has no {unknown[0]!r}")
    turns, master = goal.get("turns"), goal.get("master")
    if not isinstance(turns, int) or isinstance(turns, bool) or turns < 1:
        raise ValueError(f"a {kind!r} goal's turns is a whole number from 1, not {turns!r}")
    if master is not None and not isinstance(master, str):
        raise ValueError(f"a goal's master is a master's id, not {master!r}")
    return kind, turns, master
