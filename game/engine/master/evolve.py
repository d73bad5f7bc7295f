"""How each event changes the state of a match: one small function per event type."""

from __future__ import annotations

from functools import singledispatch

from game.engine.core import Event
from game.engine.fast import dispatcher, handlers
from game.engine.master import events as ev
from game.engine.master.state import OVER, PLAY, SETUP, MasterState, PlacedSet, Steal, put, revise, without


@singledispatch
def evolve(event: Event, state: MasterState) -> MasterState:
    raise TypeError(f"no evolve for {type(event).__name__}")


@evolve.register
def _(event: ev.MatchStarted, state: MasterState) -> MasterState:
    empty = ((),) * event.players
    return MasterState(phase=SETUP, players=event.players, rounds=event.rounds, hands=empty, sets=empty)


@evolve.register
def _(event: ev.DeckShuffled, state: MasterState) -> MasterState:
    """Every card is gathered from the hands, the sets and the discard pile and shuffled into the draw pile."""
    empty = ((),) * state.players
    return revise(state, draw=event.order, hands=empty, sets=empty, discard=(), steal=None)


@evolve.register
def _(event: ev.RoundBegan, state: MasterState) -> MasterState:
    return revise(state, phase=PLAY, round=event.round, dealer=event.dealer, turn=0)


def _take(state: MasterState, seat: int, cards: tuple[str, ...]) -> MasterState:
    return revise(state, draw=without(state.draw, cards), hands=put(state.hands, seat, state.hands[seat] + cards))


@evolve.register
def _(event: ev.CardsDealt, state: MasterState) -> MasterState:
    return _take(state, event.seat, event.cards)


@evolve.register
def _(event: ev.CardsDrawn, state: MasterState) -> MasterState:
    return _take(state, event.seat, event.cards)


@evolve.register
def _(event: ev.HandFilled, state: MasterState) -> MasterState:
    return state  # what the table sees of a private deal or draw; the private event moved the cards


@evolve.register
def _(event: ev.DiscardStarted, state: MasterState) -> MasterState:
    return revise(state, draw=without(state.draw, (event.card,)), discard=state.discard + (event.card,))


@evolve.register
def _(event: ev.TurnBegan, state: MasterState) -> MasterState:
    return revise(state, seat=event.seat, turn=event.turn)


@evolve.register
def _(event: ev.TurnPassed, state: MasterState) -> MasterState:
    return revise(state, seat=event.seat, turn=event.turn)


@evolve.register
def _(event: ev.SetFormed, state: MasterState) -> MasterState:
    seat = event.seat
    placed = PlacedSet(cards=event.cards, skill=event.skill, orientation=event.orientation)
    discard = state.discard[:-1] if event.taken is not None else state.discard
    return revise(
        state,
        hands=put(state.hands, seat, without(state.hands[seat], event.cards)),
        sets=put(state.sets, seat, state.sets[seat] + (placed,)),
        discard=discard,
    )


@evolve.register
def _(event: ev.CardDiscarded, state: MasterState) -> MasterState:
    seat = event.seat
    return revise(state, hands=put(state.hands, seat, without(state.hands[seat], (event.card,))),
                  discard=state.discard + (event.card,))


@evolve.register
def _(event: ev.StealAttempted, state: MasterState) -> MasterState:
    seat = event.seat
    return revise(state, hands=put(state.hands, seat, without(state.hands[seat], (event.card,))),
                  steal=Steal(attacker=seat, target=event.target, card=event.card))


@evolve.register
def _(event: ev.StealDefended, state: MasterState) -> MasterState:
    steal = state.steal
    assert steal is not None
    seat = event.seat
    return revise(state, hands=put(state.hands, seat, without(state.hands[seat], (event.card,))),
                  discard=state.discard + (steal.card, event.card), steal=None)


@evolve.register
def _(event: ev.SetStolen, state: MasterState) -> MasterState:
    steal = state.steal
    assert steal is not None
    taken = state.sets[event.target][-1]
    moved = PlacedSet(cards=taken.cards + (steal.card,), skill=taken.skill, orientation=event.orientation)
    sets = put(state.sets, event.target, state.sets[event.target][:-1])
    sets = put(sets, event.seat, sets[event.seat] + (moved,))
    return revise(state, sets=sets, steal=None)


@evolve.register
def _(event: ev.SetLaidOut, state: MasterState) -> MasterState:
    placed = PlacedSet(cards=event.cards, skill=event.skill, orientation=event.orientation)
    return revise(state, draw=without(state.draw, event.cards),
                  sets=put(state.sets, event.seat, state.sets[event.seat] + (placed,)))


@evolve.register
def _(event: ev.RoundEnded, state: MasterState) -> MasterState:
    return revise(state, past=state.past + (event.experience,), round_winners=state.round_winners + (event.winners,))


@evolve.register
def _(event: ev.MatchEnded, state: MasterState) -> MasterState:
    return revise(state, phase=OVER, winners=event.winners)


# Every function is registered: the rules call them through a dict keyed by the event's type. HANDLERS holds
# this ruleset's own event types (what its decisions add); apply(event, state) takes any event.
HANDLERS = handlers(evolve)
apply = dispatcher(evolve)
