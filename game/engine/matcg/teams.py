"""Who fights beside whom: the seats of a fight as teams, read from the state.

A duel is the case of two teams of one seat each (`state.teams` is empty), so every rule written with these
helpers plays the duel exactly as before, Two-on-Two (seats A1 B1 A2 B2: teams (0, 2) and (1, 3)) and Army of One
(the Hero alone at seat 0, the nine enemies at seats 1 to 9) with the same code. A fighter at 0 health or less is
knocked out: it no longer takes turns, draws, defends or is attacked; its team loses when none of its counted
fighters (all, or an Army of One's leader) is left standing (assets/matcg/rules.md, "Two-on-Two", "Army of One").
"""

from __future__ import annotations

from typing import Any

from game.engine.matcg.state import Attack, MatcgState, put

DUEL = "duel"
TWO_ON_TWO = "2v2"
TWO_ON_TWO_SEATS = 4
TWO_ON_TWO_TEAMS = ((0, 2), (1, 3))  # seated A1 B1 A2 B2: the teams sit alternately around the table
ARMY = "army"
ARMY_SEATS = 10
HERO = 0  # Army of One: the Hero sits first, its nine enemies E1 to E9 after it
ARMY_TEAMS = ((HERO,), tuple(range(1, ARMY_SEATS)))
MODE_TEAMS = {TWO_ON_TWO: TWO_ON_TWO_TEAMS, ARMY: ARMY_TEAMS}
MODE_SEATS = {DUEL: 2, TWO_ON_TWO: TWO_ON_TWO_SEATS, ARMY: ARMY_SEATS}


def teams_of(state: MatcgState) -> tuple[tuple[int, ...], ...]:
    """Every team, as tuples of seats: in a duel each seat alone."""
    return state.teams or tuple((seat,) for seat in range(state.seats))


def team_of(state: MatcgState, seat: int) -> tuple[int, ...]:
    """The seats on `seat`'s side, itself included."""
    for team in state.teams:
        if seat in team:
            return team
    return (seat,)


def teammates(state: MatcgState, seat: int) -> tuple[int, ...]:
    return tuple(s for s in team_of(state, seat) if s != seat)


def standing(state: MatcgState, seat: int) -> bool:
    return state.health[seat] > 0


def clockwise(state: MatcgState, seat: int) -> list[int]:
    """Every other seat, clockwise from the seat: the next seat up first, round the table (in Army of One, E1 sits
    to the Hero's left)."""
    seats = state.seats
    return [(seat + step) % seats for step in range(1, seats)]


def enemies(state: MatcgState, seat: int) -> list[int]:
    """The standing fighters of the other teams, clockwise from the seat."""
    team, health = team_of(state, seat), state.health
    return [other for other in clockwise(state, seat) if other not in team and health[other] > 0]


def counted(state: MatcgState, team: tuple[int, ...]) -> tuple[int, ...]:
    """The fighters whose fall is the team's defeat and whose health the judges weigh: all of them, but only the
    leader of an Army of One's enemies when the goal is the leader."""
    army = state.army
    if army is not None and army.goal == "leader" and army.leader in team:
        return (army.leader,)
    return team


def team_down(state: MatcgState, seat: int) -> bool:
    """Whether the team of `seat` has lost: none of its counted fighters is standing."""
    return not any(standing(state, s) for s in counted(state, team_of(state, seat)))


def next_turn(state: MatcgState, seat: int) -> int:
    """Whose turn follows a turn that `seat` ended (in control of it): the turns alternate between the teams, and
    within a team go to its standing fighter who has waited longest (clockwise from the seat on a tie). In a
    duel: the opponent. An Army of One's Hero that ends its turn on an enemy (its last attack of the turn aimed at
    one still standing) gives that enemy the turn."""
    others = enemies(state, seat)
    army = state.army
    if army is not None and seat == army.hero and state.attacked and state.mark in others:
        assert state.mark is not None
        return state.mark
    return min(others, key=lambda other: state.last_turn[other])


def stand_ins(state: MatcgState, attack: Attack) -> list[int]:
    """The teammates who may defend for the attack's target, clockwise from it: standing, holding a card, none
    already called, and before any block (one fighter answers each attack)."""
    if attack.blocker is not None or attack.blocks:
        return []
    mates = teammates(state, attack.target)
    return [s for s in clockwise(state, attack.target) if s in mates and standing(state, s) and state.hands[s]]


def stand_in(state: MatcgState, attack: Attack) -> int | None:
    """The first teammate clockwise who may defend for the attack's target."""
    return next(iter(stand_ins(state, attack)), None)


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
    if not state.teams:  # every seat alone
        return put(values, seat, value)
    team = team_of(state, seat)
    return tuple(value if s in team else item for s, item in enumerate(values))


def turn_limit(limit: int, seats: int) -> int:
    """The turn after which the judges stop the fight: a rule set's limit is for two fighters, and a table of two
    sides with more fighters (Two-on-Two, Army of One) gets twice as many: each side has as many turns as two
    duellists."""
    return limit if seats <= 2 else 2 * limit


def team_health(state: MatcgState, team: tuple[int, ...]) -> int:
    """What the judges weigh: the health of the team's standing counted fighters."""
    return sum(max(0, state.health[seat]) for seat in counted(state, team))


def team_full(state: MatcgState, team: tuple[int, ...]) -> int:
    """The health the team's counted fighters began with."""
    return sum(state.full_health(seat) for seat in counted(state, team))
