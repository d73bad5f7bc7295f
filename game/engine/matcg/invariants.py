"""What must hold in a fight: `check` in every state, after every event (autoplay --check verifies it); and
`check_at_rest` whenever the fight waits for a command. Between the events of one command some of the latter are
briefly untrue: an attack has resolved but the next phase has not begun, a blow has knocked a fighter out but the
fight is not yet won, a Strategy card is on the table but its answerer not yet named."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.engine.matcg import army
from game.engine.matcg import cards as c
from game.engine.matcg import values as v
from game.engine.matcg.cards import Catalog
from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import (
    ATTACK,
    BLOCK,
    COUNTER,
    DISCARD,
    LINK,
    OFFER,
    OVER,
    PHASES,
    PREP,
    RESOLVE,
    SETUP,
    MatcgState,
    seat_of,
)
from game.engine.matcg.teams import enemies, standing, team_down, team_of, teams_of, turn_limit


def check(catalog: Catalog, rules: RuleSet, state: MatcgState) -> list[str]:
    if state.phase not in PHASES:
        return [f"unknown phase {state.phase!r}"]
    if state.phase == SETUP:
        return []
    problems = _cards(catalog, state) + _health(rules, state) + _teams(state) + army.problems(state)
    if state.phase == OVER:
        if state.result not in ("knockout", "judges", "exhausted", "repetition", "agreed"):
            problems.append(f"the fight ended for no known reason ({state.result!r})")
        if state.result == "knockout" and (state.winner is None or min(state.health) > 0):
            problems.append("a knockout without a fighter at 0 health")
    else:
        problems += _running(catalog, rules, state)
    return problems


def check_at_rest(catalog: Catalog, rules: RuleSet, state: MatcgState) -> list[str]:
    problems = check(catalog, rules, state)
    if state.phase in (SETUP, OVER) or state.phase not in PHASES:
        return problems
    if any(team_down(state, team[0]) for team in teams_of(state)):
        problems.append("a side with no fighter standing, and the fight goes on")
    problems += _standing(state)
    if state.phase == BLOCK and state.attack is None:
        problems.append("the Block Phase has no attack")
    if state.phase == LINK and state.last is None:
        problems.append("a combo waits for a link with no move to link from")
    if state.phase == COUNTER and state.guard is None:
        problems.append("a counter-attack waits with no block to follow")
    if state.stack and state.responder is None:
        problems.append("Strategy cards wait on the table with nobody to answer them")
    if state.phase == OFFER and (state.offer is None or not state.offer.waiting
                                 or not all(standing(state, seat) for seat in state.offer.waiting)):
        problems.append("a draw offered with no standing fighter to answer it")
    if state.phase == DISCARD and (rules.hand_limit is None or not state.stack and all(
            len(hand) <= rules.hand_limit for hand in state.hands)):
        problems.append("a discard to the hand limit with nobody above it")
    return problems


def _cards(catalog: Catalog, state: MatcgState) -> list[str]:
    problems = []
    for seat in range(state.seats):
        problems += _conserved(seat, state.holdings(seat), state.cards[seat])
        event = state.events[seat]
        if event is not None and not isinstance(v.card(catalog, event), c.EventCard):
            problems.append(f"seat {seat} has a card that is not an Event in play as its Event")
    return problems


def _conserved(seat: int, held: tuple[str, ...], cards: tuple[str, ...]) -> list[str]:
    """What is wrong with the cards a seat holds, against every card it plays with."""
    whole = _own_and_distinct(seat, cards)
    if whole is not None and len(held) == len(whole) and whole == set(held):
        return []  # as many cards as the seat's distinct own ones, and all of them: none lost, none doubled
    problems = []
    expected, found = Counter(cards), Counter(held)
    if found != expected:
        lost, extra = expected - found, found - expected
        problems.append(f"seat {seat}: cards lost {sorted(lost.elements())} or duplicated "
                        f"{sorted(extra.elements())}")
    strays = [card for card in held if seat_of(card) != seat]
    if strays:
        problems.append(f"seat {seat} holds another seat's cards: {strays}")
    return problems


@lru_cache(maxsize=64)  # a fight deals each seat its cards once: this is worked out once per seat and fight
def _own_and_distinct(seat: int, cards: tuple[str, ...]) -> frozenset[str] | None:
    """The seat's cards as a set when every one is named as the seat's own ("s0_...") and none is listed twice;
    else None, and the cards are checked one by one."""
    whole, own = frozenset(cards), f"s{seat}_"
    if len(whole) != len(cards) or not all(card.startswith(own) for card in whole):
        return None
    return whole


def _health(rules: RuleSet, state: MatcgState) -> list[str]:
    problems = []
    for seat in range(state.seats):
        full = state.full_health(seat)
        if state.health[seat] > full:
            problems.append(f"seat {seat} has {state.health[seat]} health, above the {full} it began with")
        if state.health[seat] < -50:
            problems.append(f"seat {seat} has {state.health[seat]} health, beyond any blow")
        if state.adr[seat] < 0:
            problems.append(f"seat {seat} has {state.adr[seat]} ADR")
    return problems


def _running(catalog: Catalog, rules: RuleSet, state: MatcgState) -> list[str]:
    problems = []
    if state.winner is not None:
        problems.append("a running fight has a winner")
    if not 0 <= state.active < state.seats:
        return [f"seat {state.active} cannot be in control"]
    on_table = {card for cards in state.table for card in cards}
    in_play = {card for _, card in state.stack}
    if state.attack is not None:
        in_play |= {state.attack.card, *state.attack.blocks}
    if on_table != in_play:
        problems.append(f"the table holds {sorted(on_table)} but the cards in play are {sorted(in_play)}")
    if state.attack is not None and state.phase != BLOCK:
        problems.append("an attack waits outside the Block Phase")
    if state.phase == LINK and (state.last is None) != (state.chain == 0):
        problems.append("a combo waits for a link with no move to link from, or has ended with moves counted")
    if state.phase == COUNTER and state.guard is None and state.chain:
        problems.append("a counter-attack waits with no block to follow")
    if state.phase in (PREP, RESOLVE, DISCARD) and (state.chain or state.last or state.guard):
        problems.append(f"a combo is still open in {state.phase}")
    if state.phase == ATTACK and rules.attack_phases is not None and not 1 <= state.attack_phase <= rules.attack_phases:
        problems.append(f"attack phase {state.attack_phase} of {rules.attack_phases}")
    if (state.responder is not None) and not state.stack:
        problems.append("an answer is awaited with nothing on the table")
    if state.phase == DISCARD and rules.hand_limit is None:
        problems.append("a discard to the hand limit under rules that have none")
    if state.challenge is not None and not rules.challenge_option:
        problems.append("a challenge Event under rules that have none")
    if state.turn > turn_limit(rules.turn_limit, state.seats) and not state.people:
        problems.append(f"turn {state.turn} is past the limit of {turn_limit(rules.turn_limit, state.seats)}")
    if state.offer is not None and (state.phase != OFFER or not state.people):
        problems.append("the judges offer a draw outside their offer, or to computers only")
    if any(not 0 <= seat < state.seats for seat in state.people):
        problems.append(f"people at seats {state.people} of {state.seats}")
    return problems


def _teams(state: MatcgState) -> list[str]:
    """The teams share out the seats; each team's ADR is one pool and it has one Event card in play at most."""
    problems = []
    if state.teams and sorted(seat for team in state.teams for seat in team) != list(range(state.seats)):
        problems.append(f"the teams {state.teams} are not the {state.seats} seats")
    for team in teams_of(state):
        if len({state.adr[seat] for seat in team}) > 1:
            problems.append(f"the team {team} does not share one ADR pool: {[state.adr[s] for s in team]}")
        if sum(state.events[seat] is not None for seat in team) > 1:
            problems.append(f"the team {team} has more than one Event card in play")
    return problems


def _standing(state: MatcgState) -> list[str]:
    """Only standing fighters take part: a knocked-out one holds no card, controls no turn (but the End Turn of the
    turn it was knocked out in, where only the others discard), is attacked by nobody and defends nobody; an attack
    is aimed at an enemy and a teammate defends only its own side."""
    problems = [f"seat {seat} is knocked out with cards in hand" for seat in range(state.seats)
                if not standing(state, seat) and state.hands[seat]]
    if not standing(state, state.active) and state.phase != DISCARD:
        problems.append(f"seat {state.active} is in control of the turn but knocked out")
    attack = state.attack
    if attack is not None:
        if attack.target not in enemies(state, attack.seat):
            problems.append(f"seat {attack.seat} attacks seat {attack.target}, not a standing enemy")
        if attack.blocker is not None and (attack.blocker == attack.target
                                           or attack.blocker not in team_of(state, attack.target)):
            problems.append(f"seat {attack.blocker} defends seat {attack.target}, not its teammate")
    return problems
