"""A draw by agreement: the rulebook's fight has "no time limit", so a fight with a person in it is never stopped by
the judges. At the turn limit (and every limit's worth of turns after) they offer a draw instead, before the next
turn begins (flow.offer_draw): every fighter still standing answers in turn, from the seat whose turn it would be,
people at the table and computers alike. When all accept, the fight is drawn; the first to decline sends the fight
on with that turn. Which seats are people is a set-up option (`people`), recorded in the log (PeopleSeated); a
fight without it is played by computers, whom the judges stop at the limit (flow.judge)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import ScenarioError
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import flow
from game.engine.matcg.flow import Out
from game.engine.matcg.state import OFFER, MatcgState


def people_of(options: Any, seats: int) -> tuple[int, ...]:
    """The seats the set-up option `people` names as played by a person, sorted (none when it is not given)."""
    people = options.get("people", ())
    if not isinstance(people, list | tuple) or not all(
            isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats for seat in people):
        raise ScenarioError(f"people: the seats a person plays, from 0 to {seats - 1}, not {people!r}")
    if len(set(people)) != len(people):
        raise ScenarioError("people: a seat is named twice")
    return tuple(sorted(people))


def seated(out: Out, options: Any) -> None:
    """Names the seats people play, if any (a fight of computers names none)."""
    people = people_of(options, out.state.seats)
    if people:
        out.add(ev.PeopleSeated(seats=people))


def _check(catalog: Any, rules: Any, state: MatcgState, command: Any) -> str | None:
    if state.phase != OFFER or state.offer is None:
        return "Nobody offers a draw now: the judges offer one only at the turn limit."
    return None


def _accept(out: Out, command: cmd.AcceptDraw) -> None:
    out.add(ev.DrawAccepted(seat=command.seat))
    state = out.state
    assert state.offer is not None
    if not state.offer.waiting:
        out.add(ev.FightDrawn(reason="agreed", health=state.health))


def _decline(out: Out, command: cmd.DeclineDraw) -> None:
    assert out.state.offer is not None
    seat = out.state.offer.seat
    out.add(ev.DrawDeclined(seat=command.seat))
    flow.begin_turn(out, seat)


CHECKS: dict[type, Callable[..., str | None]] = {cmd.AcceptDraw: _check, cmd.DeclineDraw: _check}
HANDLERS: dict[type, Callable[[Out, Any], None]] = {cmd.AcceptDraw: _accept, cmd.DeclineDraw: _decline}
