"""Army of One, the rulebook's fourth extra mode of play: one Hero (seat 0) against nine enemies (seats 1 to 9, a
team), who name a leader; the leader begins. What the mode changes, read from the state (assets/matcg/rules.md,
"Army of One"): each part's health, the Hero's extra draw and its exhaustion, and its switching of targets in a
combo. Every other mode has no `state.army`, and every function here then changes nothing.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import ScenarioError
from game.engine.matcg import events as ev
from game.engine.matcg.state import LEAD, SETUP, MatcgState
from game.engine.matcg.teams import ARMY_SEATS, ARMY_TEAMS, HERO, enemies, standing

GOALS = ("leader", "all")  # the Hero wins by knocking out the leader, or every enemy (a set-up option)
ENEMIES = ARMY_TEAMS[1]


def health_of(hero: int, part: str) -> int:
    """Each part's starting health from the Hero's (the rule set's): the leader half of it, every other enemy a
    third, rounded up (30, 15, 10 under the rulebook; 15, 8, 5 under DGM)."""
    return {"hero": hero, "leader": -(-hero // 2), "enemy": -(-hero // 3)}[part]


def formed(hero_health: int, goal: str) -> ev.ArmyFormed:
    """The Army of One's parts: the Hero at its health, every enemy at an enemy's until the leader is named."""
    health = tuple(health_of(hero_health, "hero" if seat == HERO else "enemy") for seat in range(ARMY_SEATS))
    return ev.ArmyFormed(hero=HERO, goal=goal, health=health)


def named(seat: int, leader: int, hero_health: int) -> ev.LeaderNamed:
    return ev.LeaderNamed(seat=seat, leader=leader, health=health_of(hero_health, "leader"))


def parse_options(options: dict[str, Any]) -> tuple[str, int | None]:
    """An Army of One's goal and the leader named at set-up (None: the enemies name it before the first turn)."""
    goal = options.get("goal", GOALS[0])
    if goal not in GOALS:
        raise ScenarioError(f"goal {goal!r}: the Hero fights for the {' or '.join(repr(g) for g in GOALS)}")
    leader = options.get("leader")
    if leader is not None and (not isinstance(leader, int) or isinstance(leader, bool) or leader not in ENEMIES):
        raise ScenarioError(f"leader {leader!r}: the leader is one of the enemies, seats 1 to {ARMY_SEATS - 1}")
    return goal, leader


def part_of(state: MatcgState, seat: int) -> str | None:
    """The seat's part in an Army of One: "hero", "leader" or "enemy" (None in the other modes)."""
    army = state.army
    if army is None:
        return None
    return "hero" if seat == army.hero else "leader" if seat == army.leader else "enemy"


def is_hero(state: MatcgState, seat: int) -> bool:
    return state.army is not None and seat == state.army.hero


def spokesman(state: MatcgState) -> int:
    """The enemy who names the leader for the enemies: the first to the Hero's left."""
    assert state.army is not None
    return (state.army.hero + 1) % state.seats


def extra_draw(state: MatcgState, seat: int) -> int:
    """The Hero draws one card more in every Draw Phase: its own and an enemy's."""
    return 1 if is_hero(state, seat) else 0


def draws_beside(state: MatcgState, seat: int, other: int) -> bool:
    """Whether `other` draws in `seat`'s Draw Phase: every standing fighter does, but in an Army of One only the
    Hero, when an enemy draws to begin its offence (the enemies draw only in their own turns)."""
    return state.army is None or other == state.army.hero


def exhausted(state: MatcgState, seat: int, turn: int) -> bool:
    """Whether the Hero's turn about to begin (`state` before it) is an exhausted one: the first turn it begins
    with nothing to draw, and from then on every other turn. (Under the rulebook a Recovery Phase of the Hero's
    is an exhausted turn too: see flow.begin_turn.)"""
    army = state.army
    if army is None or seat != army.hero or turn <= 1:
        return False
    ran_out, rested = army.rhythm(state.last_turn)
    return not rested if ran_out else not state.decks[seat]


def may_switch(state: MatcgState, seat: int) -> bool:
    """The Hero alone may aim the links of its combos at another enemy, and only after a hit against which no
    defence was declared: after a block, even one that let damage through, its combo goes on against that enemy."""
    return is_hero(state, seat) and not state.defended


def switched(state: MatcgState, seat: int, target: int) -> bool:
    """Whether a link that hit `target` switched from the enemy the combo's move before it hit."""
    return is_hero(state, seat) and state.hit is not None and state.hit != target


def link_target(state: MatcgState) -> int:
    """Whom a link aims at when it names nobody: the fighter the combo hits, or (the Hero's, after a knockout) the
    first standing enemy clockwise."""
    assert state.mark is not None
    if standing(state, state.mark):
        return state.mark
    return enemies(state, state.active)[0]


def link_targets(state: MatcgState, seat: int) -> list[int]:
    """Whom the seat's link may aim at: the Hero's any standing enemy, anyone else's the fighter its combo hits."""
    return enemies(state, seat) if may_switch(state, seat) else [link_target(state)]


def problems(state: MatcgState) -> list[str]:
    """What must hold of an Army of One (invariants.check)."""
    army = state.army
    if army is None:
        return []
    found = []
    if state.teams != ARMY_TEAMS or army.hero != HERO:
        found.append(f"an Army of One seated {state.teams} with the Hero at seat {army.hero}")
    if army.goal not in GOALS:
        found.append(f"an Army of One fought for {army.goal!r}")
    if army.leader is not None and army.leader not in ENEMIES:
        found.append(f"seat {army.leader} leads the enemies but is not one of them")
    if army.leader is None and state.phase not in (SETUP, LEAD):
        found.append(f"the enemies have no leader in the phase {state.phase}")
    for seat in range(state.seats):
        part = part_of(state, seat)
        assert part is not None
        if state.full[seat] != health_of(state.max_health, part):
            found.append(f"seat {seat}, the {part}, began with {state.full[seat]} health, not the part's "
                         f"{health_of(state.max_health, part)}")
    return found
