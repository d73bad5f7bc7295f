"""The moves a fight of teams adds to the duel's: how the table is seated, whom an attack is aimed at, and a
teammate defending for the fighter attacked (Two-on-Two, assets/matcg/rules.md). The duel is the case of one seat
per team, for which every function here gives what the duel always did."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from game.engine.core import Command, ScenarioError
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg.flow import Out
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, LINK, MatcgState
from game.engine.matcg.teams import DUEL, MODE_TEAMS, TWO_ON_TWO_SEATS, default_target, enemies, stand_in

SEATS = {DUEL: 2, **{mode: TWO_ON_TWO_SEATS for mode in MODE_TEAMS}}


def seating(options: dict[str, Any]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The number of seats and the teams of a fight's start options (the duel: two seats, no teams)."""
    mode = options.get("mode", DUEL)
    if not isinstance(mode, str) or mode not in SEATS:
        raise ScenarioError(f"this edition plays the {' and '.join(SEATS)} modes, not {mode!r}")
    seats, teams = options.get("seats", SEATS[mode]), MODE_TEAMS.get(mode, ())
    if seats != SEATS[mode]:
        raise ScenarioError(f"the {mode} is played by {SEATS[mode]} seats, not {seats!r}")
    given = tuple(tuple(team) for team in options.get("teams", ()) or ())
    if given and given != teams:
        raise ScenarioError(f"the {mode} is played by the teams {teams}, not {given}")
    return seats, teams


def random_decks(count: int, seats: int, pick: Callable[[int], int]) -> list[int]:
    """A starter deck (its index of `count`) for each seat at random: the first seat's at random, each next seat's
    among those not yet taken, counted on from the last taken (all of them again once every deck is taken)."""
    taken = [pick(count)]
    while len(taken) < seats:
        free = [index for index in range(count) if index not in taken] or list(range(count))
        free = sorted(free, key=lambda index: (index - taken[-1]) % count)
        taken.append(free[pick(len(free))])
    return taken


def attack_target(state: MatcgState, command: cmd.PlayAttack) -> int:
    """Whom the attack is aimed at: a counter-attack hits the fighter in control, a link the fighter its combo
    hits; an attack that begins a combo the enemy named, else the first standing enemy clockwise."""
    if state.phase == COUNTER:
        return state.active
    if state.phase == LINK:
        assert state.mark is not None
        return state.mark
    return default_target(state) if command.target is None else command.target


def target_problem(state: MatcgState, command: cmd.PlayAttack) -> str | None:
    """Why the attack cannot be aimed where it names (None when it names nobody, or whom it may)."""
    if command.target is None:
        return None
    if state.phase == ATTACK:
        if command.target in enemies(state, command.seat):
            return None
        return "An attack is aimed at a fighter of the other team who is still standing."
    if command.target == attack_target(state, replace(command, target=None)):
        return None
    if state.phase == LINK:
        return "A combo goes on against the fighter it hits."
    return "A counter-attack hits the fighter in control of the turn."


def _check_call(catalog: Any, rules: Any, state: MatcgState, command: cmd.CallTeammate) -> str | None:
    if state.phase != BLOCK or state.attack is None:
        return "You call your teammate only to defend you against an attack."
    if not state.teams:
        return "A duel has no teammates."
    if command.seat != state.attack.target:
        return "Only the fighter attacked calls its teammate."
    if stand_in(state, state.attack) is None:
        return "Your teammate cannot defend for you: it is out of the fight, holds no card, or you have blocked."
    return None


def _call(out: Out, command: cmd.CallTeammate) -> None:
    attack = out.state.attack
    assert attack is not None
    mate = stand_in(out.state, attack)
    assert mate is not None
    out.add(ev.TeammateCalled(seat=command.seat, teammate=mate))


CHECKS: dict[type, Callable[..., str | None]] = {cmd.CallTeammate: _check_call}
HANDLERS: dict[type, Callable[[Out, Any], None]] = {cmd.CallTeammate: _call}


def with_targets(state: MatcgState, seat: int, legal: list[Command]) -> list[Command]:
    """The legal commands of a fight of teams: an attack that begins a combo once per enemy it may be aimed at,
    and the call to the teammate when it may defend. A duel's are left as they are."""
    if not state.teams or not legal:
        return legal
    if state.phase == ATTACK and state.responder is None:
        targets = enemies(state, seat)
        legal = [replace(command, target=target) if isinstance(command, cmd.PlayAttack) else command
                 for command in legal for target in (targets if isinstance(command, cmd.PlayAttack) else (None,))]
    call = cmd.CallTeammate(seat=seat)
    if state.responder is None and _check_call(None, None, state, call) is None:
        legal.append(call)
    return legal
