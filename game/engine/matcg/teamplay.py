"""The moves a fight of teams adds to the duel's: how the table is seated, whom an attack is aimed at, a teammate
defending for the fighter attacked (Two-on-Two and Army of One, assets/matcg/rules.md), and Army of One's enemies
naming their leader. The duel is the case of one seat per team, for which every function here gives what the duel
always did."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from game.engine.core import Command, ScenarioError
from game.engine.matcg import army, flow
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg.flow import Out
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, LEAD, LINK, MatcgState
from game.engine.matcg.teams import (
    ARMY,
    DUEL,
    MODE_SEATS,
    MODE_TEAMS,
    default_target,
    enemies,
    stand_in,
    stand_ins,
    teammates,
)

SEATS = MODE_SEATS


def seating(options: dict[str, Any]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The number of seats and the teams of a fight's start options (the duel: two seats, no teams)."""
    mode = options.get("mode", DUEL)
    if not isinstance(mode, str) or mode not in SEATS:
        raise ScenarioError(f"this edition plays the {', '.join(SEATS)} modes, not {mode!r}")
    seats, teams = options.get("seats", SEATS[mode]), MODE_TEAMS.get(mode, ())
    if seats != SEATS[mode]:
        raise ScenarioError(f"the {mode} is played by {SEATS[mode]} seats, not {seats!r}")
    given = tuple(tuple(team) for team in options.get("teams", ()) or ())
    if given and given != teams:
        raise ScenarioError(f"the {mode} is played by the teams {teams}, not {given}")
    return seats, teams


def is_army(options: Mapping[str, Any]) -> bool:
    return options.get("mode") == ARMY


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
    if state.phase == LINK and command.target is None:
        return army.link_target(state)
    return default_target(state) if command.target is None else command.target


def target_problem(state: MatcgState, command: cmd.PlayAttack) -> str | None:
    """Why the attack cannot be aimed where it names (None when it names nobody, or whom it may)."""
    if command.target is None:
        return None
    if state.phase == ATTACK:
        if command.target in enemies(state, command.seat):
            return None
        return "An attack is aimed at a fighter of the other team who is still standing."
    if state.phase == LINK:
        if command.target in army.link_targets(state, command.seat):
            return None
        if army.may_switch(state, command.seat):
            return "The Hero's combo may switch to any enemy who is still standing."
        if army.is_hero(state, command.seat):
            return ("A defence was declared against your last move: the combo goes on against the same enemy, "
                    "and may switch only after a hit nobody defended.")
        return "A combo goes on against the fighter it hits."
    if command.target == attack_target(state, replace(command, target=None)):
        return None
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
    if command.teammate is not None and command.teammate not in stand_ins(state, state.attack):
        if command.teammate in teammates(state, command.seat):
            return "That teammate cannot defend for you: it is out of the fight or holds no card."
        return "Only a teammate of yours can defend for you."
    return None


def _call(out: Out, command: cmd.CallTeammate) -> None:
    attack = out.state.attack
    assert attack is not None
    mate = stand_in(out.state, attack) if command.teammate is None else command.teammate
    assert mate is not None
    out.add(ev.TeammateCalled(seat=command.seat, teammate=mate))


def _check_name(catalog: Any, rules: Any, state: MatcgState, command: cmd.NameLeader) -> str | None:
    if state.phase != LEAD:
        return "The enemies name their leader before the first turn."
    if command.leader not in army.ENEMIES:
        return f"The leader is one of the enemies, seats 1 to {len(army.ENEMIES)}."
    return None


def _name(out: Out, command: cmd.NameLeader) -> None:
    name_leader(out, command.seat, command.leader)


def name_leader(out: Out, seat: int, leader: int) -> None:
    """The enemies' leader is named (by `seat`, for them): it has the leader's health and begins the fight."""
    out.add(army.named(seat, leader, out.rules.health))
    out.add(ev.FirstSeatChosen(seat=leader))
    flow.begin_turn(out, leader)


def form_army(out: Out, options: dict[str, Any]) -> None:
    """An Army of One's parts, then (after the opening hands) its leader: named at set-up, or by the enemies."""
    goal, _ = army.parse_options(options)
    out.add(army.formed(out.rules.health, goal))


def open_army(out: Out, options: dict[str, Any]) -> None:
    """After the opening hands: the leader named at set-up begins, else the enemies' naming of it waits."""
    _, leader = army.parse_options(options)
    if leader is None:
        out.add(ts.PhaseBegan(phase=LEAD, attack_phase=0))
    else:
        name_leader(out, leader, leader)


CHECKS: dict[type, Callable[..., str | None]] = {cmd.CallTeammate: _check_call, cmd.NameLeader: _check_name}
HANDLERS: dict[type, Callable[[Out, Any], None]] = {cmd.CallTeammate: _call, cmd.NameLeader: _name}


def with_targets(state: MatcgState, seat: int, legal: list[Command]) -> list[Command]:
    """The legal commands of a fight of teams: an attack that begins a combo (and an Army of One Hero's link) once
    per enemy it may be aimed at (a Hero's link after a declared defence at that enemy alone), and the call to a
    teammate when one may defend (naming it at a team of more than two).
    Before an Army of One's first turn, the naming of each enemy as the leader. A duel's are left as they are."""
    if state.phase == LEAD:
        return [cmd.NameLeader(seat=seat, leader=leader) for leader in army.ENEMIES] if seat == army.spokesman(
            state) else []
    if not state.teams or not legal:
        return legal
    if state.responder is None and (state.phase == ATTACK or state.phase == LINK and army.is_hero(state, seat)):
        targets = enemies(state, seat) if state.phase == ATTACK else army.link_targets(state, seat)
        legal = [cmd.PlayAttack(seat=seat, card=command.card, target=target) if isinstance(command, cmd.PlayAttack)
                 else command
                 for command in legal for target in (targets if isinstance(command, cmd.PlayAttack) else (None,))]
    call = cmd.CallTeammate(seat=seat)
    if state.responder is None and _check_call(None, None, state, call) is None:
        assert state.attack is not None
        mates = stand_ins(state, state.attack)
        named = len(teammates(state, seat)) > 1  # with one teammate (Two-on-Two) the call needs no name
        legal += [cmd.CallTeammate(seat=seat, teammate=mate) for mate in mates] if named else [call]
    return legal
