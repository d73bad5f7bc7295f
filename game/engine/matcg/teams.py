"""Who fights beside whom: the seats of a fight as teams, read from the state.

A duel is the case of two teams of one seat each (`state.teams` is empty), so every rule written with these
helpers plays the duel exactly as before and Two-on-Two (seats A1 B1 A2 B2: teams (0, 2) and (1, 3)) with the
same code. A fighter at 0 health or less is knocked out: it no longer takes turns, draws, defends or is attacked;
its team loses when none of its fighters is left standing (assets/matcg/rules.md, "Two-on-Two").
"""

from __future__ import annotations

from typing import Any

from game.engine.matcg.state import Attack, MatcgState

DUEL = "duel"
TWO_ON_TWO = "2v2"
TWO_ON_TWO_SEATS = 4
TWO_ON_TWO_TEAMS = ((0, 2), (1, 3))  # seated A1 B1 A2 B2: the teams sit alternately around the table
MODE_TEAMS = {TWO_ON_TWO: TWO_ON_TWO_TEAMS}


def teams_of(state: MatcgState) -> tuple[tuple[int, ...], ...]:
    """Every team, as tuples of seats: in a duel each seat alone."""
    return state.teams or tuple((seat,) for seat in range(state.seats))


def team_of(state: MatcgState, seat: int) -> tuple[int, ...]:
    """The seats on `seat`'s side, itself included."""
    return next((team for team in state.teams if seat in team), (seat,))


def teammates(state: MatcgState, seat: int) -> tuple[int, ...]:
    return tuple(s for s in team_of(state, seat) if s != seat)


def standing(state: MatcgState, seat: int) -> bool:
    return state.health[seat] > 0


def enemies(state: MatcgState, seat: int) -> list[int]:
    """The standing fighters of the other teams, clockwise from the seat."""
    team = team_of(state, seat)
    return [other for step in range(1, state.seats)
            if (other := (seat + step) % state.seats) not in team and standing(state, other)]


def team_down(state: MatcgState, seat: int) -> bool:
    """Whether no fighter of `seat`'s team is standing."""
    return not any(standing(state, s) for s in team_of(state, seat))


def next_turn(state: MatcgState, seat: int) -> int:
    """Whose turn follows a turn that `seat` ended (in control of it): the turns alternate between the teams, and
    within a team go to its standing fighter who has waited longest (clockwise from the seat on a tie). In a
    duel: the opponent."""
    return min(enemies(state, seat), key=lambda other: state.last_turn[other])


def stand_in(state: MatcgState, attack: Attack) -> int | None:
    """The teammate who may defend for the attack's target: standing, holding a card, not already called, and
    before any block (one fighter answers each attack)."""
    if attack.blocker is not None or attack.blocks:
        return None
    return next((s for s in teammates(state, attack.target) if standing(state, s) and state.hands[s]), None)


def default_target(state: MatcgState) -> int:
    """Whom the seat in control attacks when it names nobody: its first standing enemy clockwise."""
    return enemies(state, state.active)[0]


def foe(state: MatcgState, seat: int) -> int:
    """The enemy a seat's "your opponent" means (a Divert Their Attention): the enemy in control of the turn, else
    the enemy the last attack was aimed at, else the first standing enemy clockwise."""
    others = enemies(state, seat)
    for candidate in (state.active, state.mark):
        if candidate in others:
            return candidate
    return others[0]


def team_event(state: MatcgState, seat: int) -> str | None:
    """The one Event card in play for the seat's team (whichever teammate played it)."""
    return next((state.events[s] for s in team_of(state, seat) if state.events[s] is not None), None)


def pooled(values: tuple[Any, ...], state: MatcgState, seat: int, value: Any) -> tuple[Any, ...]:
    """The tuple with the entry of every seat of `seat`'s team set to `value` (ADR is pooled per team)."""
    team = team_of(state, seat)
    return tuple(value if s in team else item for s, item in enumerate(values))


def turn_limit(limit: int, seats: int) -> int:
    """The turn after which the judges stop the fight: a rule set's limit is for two fighters, and every fighter of
    a bigger table gets as many turns as in a duel."""
    return limit * max(2, seats) // 2


def team_health(state: MatcgState, team: tuple[int, ...]) -> int:
    """What the judges weigh: the health of the team's standing fighters."""
    return sum(max(0, state.health[seat]) for seat in team)
