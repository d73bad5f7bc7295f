"""The duel table's turn panel in words: its small line (the turn, of the turn limit where the judges keep one, the
phase and the attack of the phases) and its big one (who is to act and what the moment asks of them)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.matcg.ruleset import RuleSet
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, LEAD, LINK, OFFER, MatcgState
from game.engine.matcg.teams import turn_limit
from game.play.grammar import within
from game.words.chairs import whose_turn
from game.words.matcg.telling import PHASES, does


def turn_words(view: MatcgState, rule_set: RuleSet, names: tuple[str, ...], to_act: int | None,
               mine: Callable[[int], bool], over: bool) -> tuple[str, str, int | None]:
    """The panel's small and big lines for the shown `view` of a fight with seats, `to_act` the seat the game waits
    for and `mine` whether a seat is played at this screen; and the seat whose colour the big line takes (None:
    the fight is `over`)."""
    phases = rule_set.attack_phases
    fighting = view.phase in (ATTACK, LINK, BLOCK, COUNTER)
    attacks = f" \u00b7 attack {view.attack_phase} of {phases}" if phases and view.attack_phase and fighting else ""
    limit = "" if view.people else f" of {turn_limit(rule_set.turn_limit, view.seats)}"  # a person: no limit
    phase = PHASES.get(view.phase)
    small = f"Turn {view.turn}{limit}" + (f" \u00b7 {phase}{attacks}" if phase else "")
    if over:
        return small, "The fight is over", None
    seat = to_act if to_act is not None else view.active
    mine_now = mine(seat)
    attack = view.attack
    if view.teams and attack is not None and not mine_now:
        return small, f"{does(names, attack.seat, 'attacks')} {within(names[attack.target])}", seat
    if view.phase == LEAD:
        return small, ("Name the leader" if mine_now else f"{does(names, seat, 'names')} the leader"), seat
    if view.phase == OFFER:
        return small, ("A draw is offered" if mine_now else f"{does(names, seat, 'answers')} the offer"), seat
    if seat != view.active or view.responder is not None:
        if mine_now and attack is not None and attack.target != seat and view.responder is None:
            return small, f"Defend {names[attack.target]}!", seat
        return small, ("Answer the attack!" if mine_now else does(names, seat, "answers")), seat
    return small, whose_turn(names[seat], mine_now), seat
