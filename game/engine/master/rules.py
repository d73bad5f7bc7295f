"""Deciding commands into events, and what follows on its own: refills, the next turn, the end of a round and
of the match, and the deal of the next round."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.core import Command, Event, Rejected, ScenarioError
from game.engine.deciding import Deciding
from game.engine.fields import handler_of
from game.engine.master import commands as cmd
from game.engine.master import events as ev
from game.engine.master.cards import Catalog
from game.engine.master.evolve import HANDLERS
from game.engine.master.moves import defence_problem, set_problem, steal_problem
from game.engine.master.scoring import best, experience, places, starter_after
from game.engine.master.state import PLAY, MasterState


class Decision(Deciding[MasterState]):
    handlers = HANDLERS

    def __init__(self, catalog: Catalog, state: MasterState, seed: int, position: int):
        super().__init__(state, seed, position)
        self.catalog = catalog


def rounds_option(catalog: Catalog, options: dict[str, Any]) -> int:
    rounds = options.get("rounds", catalog.rounds)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= catalog.max_rounds:
        raise ScenarioError(f"a match of Master is 1 to {catalog.max_rounds} rounds, not {rounds!r}")
    return rounds


def start(catalog: Catalog, seed: int, options: dict[str, Any]) -> list[Event]:
    players = options.get("seats", 2)
    out = Decision(catalog, MasterState(), seed, 0)
    out.add(ev.MatchStarted(players=players, rounds=rounds_option(catalog, options)))
    _deal_round(out, round_=1, dealer=players - 1)
    return list(out.events)


def _deal_round(out: Decision, round_: int, dealer: int) -> None:
    """The dealer shuffles every card and deals each player a hand, starting at their right; the next card starts
    the discard pile; the starter's turn begins."""
    out.add(ev.DeckShuffled(order=out.shuffle(out.catalog.ids)))
    out.add(ev.RoundBegan(round=round_, dealer=dealer))
    players = out.state.players
    for step in range(players):
        seat = (dealer + 1 + step) % players
        cards = out.state.draw[: out.catalog.hand_size]
        out.add(ev.CardsDealt(seat=seat, cards=cards))
        out.add(ev.HandFilled(seat=seat, count=len(cards)))
    out.add(ev.DiscardStarted(card=out.state.draw[0]))
    out.add(ev.TurnBegan(seat=starter_after(out.state, dealer), turn=1))


def decide(catalog: Catalog, state: MasterState, command: Command, seed: int,
           position: int) -> list[Event] | Rejected:
    if state.over:
        return Rejected("game_over", "The match is over.")
    if state.phase != PLAY:
        return Rejected("not_started", "The match has not started.")
    handler = handler_of(_HANDLERS, command)
    if isinstance(handler, Rejected):
        return handler
    answering = isinstance(command, cmd.DefendSteal | cmd.YieldSet)
    if state.steal is not None:
        if command.seat != state.steal.target:
            return Rejected("not_your_turn", f"Seat {state.steal.target} must first answer the steal of their set.")
        if not answering:
            return Rejected("answer_the_steal", "Answer the steal first: defend your set or let it go.")
    elif answering:
        return Rejected("no_steal", "There is no steal to answer.")
    elif command.seat != state.seat:
        return Rejected("not_your_turn", f"It is seat {state.seat}'s turn.")
    out = Decision(catalog, state, seed, position)
    problem = handler(out, command)
    if problem is not None:
        return problem
    return out.decided()


# ----- the seats' commands -----------------------------------------------------------------------------


def _form_set(out: Decision, command: cmd.FormSet) -> Rejected | None:
    catalog, state, seat = out.catalog, out.state, command.seat
    problem = set_problem(catalog, state, seat, command.cards)
    if problem is not None:
        return Rejected("no_set", problem)
    top = state.discard[-1] if state.discard else None
    taken = top if top in command.cards else None
    first, second = command.cards
    if catalog.is_wild(second) or (second == taken and not catalog.is_wild(first)):
        first, second = second, first  # a wild lies under its skill card; else the card taken lies first
    skill = catalog.skill_of[first]
    out.add(ev.SetFormed(seat=seat, cards=(first, second), skill=skill, orientation=state.next_orientation(seat),
                         taken=taken))
    if taken is not None and not out.state.discard and out.state.draw:
        out.add(ev.DiscardStarted(card=out.state.draw[0]))
    _end_turn(out)
    return None


def _discard(out: Decision, command: cmd.DiscardCard) -> Rejected | None:
    if command.card not in out.state.hands[command.seat]:
        return Rejected("not_in_hand", "You do not hold that card.")
    out.add(ev.CardDiscarded(seat=command.seat, card=command.card))
    _end_turn(out)
    return None


def _attempt_steal(out: Decision, command: cmd.AttemptSteal) -> Rejected | None:
    problem = steal_problem(out.catalog, out.state, command.seat, command.target, command.card)
    if problem is not None:
        return Rejected("no_steal", problem)
    out.add(ev.StealAttempted(seat=command.seat, target=command.target, card=command.card))
    if not out.state.hands[command.target]:  # nothing to answer with: the set moves at once
        _set_stolen(out)
    return None


def _defend(out: Decision, command: cmd.DefendSteal) -> Rejected | None:
    problem = defence_problem(out.catalog, out.state, command.seat, command.card)
    if problem is not None:
        return Rejected("no_defence", problem)
    out.add(ev.StealDefended(seat=command.seat, card=command.card))
    _refill(out, out.state.seat)  # the attacker first, then the defender
    _refill(out, command.seat)
    _next_turn(out)
    return None


def _yield(out: Decision, command: cmd.YieldSet) -> Rejected | None:
    _set_stolen(out)
    return None


def _set_stolen(out: Decision) -> None:
    steal = out.state.steal
    assert steal is not None
    out.add(ev.SetStolen(seat=steal.attacker, target=steal.target,
                         orientation=out.state.next_orientation(steal.attacker)))
    _end_turn(out)


_HANDLERS: dict[type, Callable[[Decision, Any], Rejected | None]] = {
    cmd.FormSet: _form_set,
    cmd.DiscardCard: _discard,
    cmd.AttemptSteal: _attempt_steal,
    cmd.DefendSteal: _defend,
    cmd.YieldSet: _yield,
}


# ----- what follows on its own ----------------------------------------------------------------------------


def _refill(out: Decision, seat: int) -> None:
    """The seat draws back to a full hand, as far as the draw pile lasts."""
    state = out.state
    missing = out.catalog.hand_size - len(state.hands[seat])
    cards = state.draw[: max(0, missing)]
    if cards:
        out.add(ev.CardsDrawn(seat=seat, cards=cards))
        out.add(ev.HandFilled(seat=seat, count=len(cards)))


def _end_turn(out: Decision) -> None:
    _refill(out, out.state.seat)
    _next_turn(out)


def _next_turn(out: Decision) -> None:
    """The next seat in play order takes its turn; seats with empty hands (the draw pile being empty) are passed
    over; when every hand is empty the round ends."""
    state = out.state
    if not state.draw and not any(state.hands):
        _end_round(out)
        return
    seat, turn = state.seat, state.turn
    while True:
        seat, turn = (seat + 1) % state.players, turn + 1
        if out.state.hands[seat]:
            out.add(ev.TurnBegan(seat=seat, turn=turn))
            return
        out.add(ev.TurnPassed(seat=seat, turn=turn))


def _end_round(out: Decision) -> None:
    state = out.state
    scores = experience(out.catalog, state)
    out.add(ev.RoundEnded(round=state.round, experience=scores, winners=best(scores)))
    state = out.state
    if state.round < state.rounds:
        _deal_round(out, round_=state.round + 1, dealer=(state.dealer + 1) % state.players)
        return
    standings = places(state)
    winners = tuple(seat for seat, place in enumerate(standings) if place == 1)
    out.add(ev.MatchEnded(totals=tuple(sum(r[s] for r in state.past) for s in range(state.players)),
                          winners=winners))
