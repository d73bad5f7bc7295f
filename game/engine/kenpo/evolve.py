"""How each event changes the state of a match: one small function per event type."""

from __future__ import annotations

from functools import singledispatch
from typing import Any, TypeVar

from game.engine.core import Event
from game.engine.fast import dispatcher, handlers
from game.engine.kenpo import events as ev
from game.engine.kenpo.geometry import START
from game.engine.kenpo.state import OVER, PLAY, KenpoState, Played, revise

T = TypeVar("T")


def put(pair: tuple[T, T], seat: int, value: T) -> tuple[T, T]:
    """The pair with seat's half replaced."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def _off_table(table: tuple[Played, ...], card: str) -> tuple[Played, ...]:
    return tuple(p for p in table if p.card != card)


@singledispatch
def evolve(event: Event, state: KenpoState) -> KenpoState:
    raise TypeError(f"no evolve for {type(event).__name__}")


@evolve.register
def _(event: ev.MatchStarted, state: KenpoState) -> KenpoState:
    return KenpoState(decks=event.decks)


@evolve.register
def _(event: ev.PositionSet, state: KenpoState) -> KenpoState:
    held = [set(state.hands[seat]) | set(event.discards[seat]) for seat in (0, 1)]
    decks = tuple(tuple(card for card in state.decks[seat] if card not in held[seat]) for seat in (0, 1))
    return revise(state, positions=event.positions, scores=event.scores, discards=event.discards, decks=decks)


@evolve.register
def _(event: ev.DeckShuffled, state: KenpoState) -> KenpoState:
    return revise(state, decks=put(state.decks, event.seat, event.order), discards=put(state.discards, event.seat, ()))


@evolve.register
def _(event: ev.StartingSeatChosen, state: KenpoState) -> KenpoState:
    return revise(state, first=event.seat, seat=event.seat)


@evolve.register
def _(event: ev.CardsDrawn, state: KenpoState) -> KenpoState:
    seat = event.seat
    return revise(
        state,
        decks=put(state.decks, seat, state.decks[seat][len(event.cards) :]),
        hands=put(state.hands, seat, state.hands[seat] + event.cards),
    )


@evolve.register
def _(event: ev.TurnBegan, state: KenpoState) -> KenpoState:
    return revise(state, phase=PLAY, seat=event.seat, turn=event.turn, fresh=event.fresh, step=None,
                   free_step=False, steps=(), rested=False)


@evolve.register
def _(event: ev.FighterRested, state: KenpoState) -> KenpoState:
    return revise(state, rested=True)


@evolve.register
def _(event: ev.CardPlayed, state: KenpoState) -> KenpoState:
    seat = event.seat
    played = Played(card=event.card, move=event.move, target=event.target, mirrored=event.mirrored,
                    bonus=event.bonus, on=event.on)
    return revise(
        state,
        hands=put(state.hands, seat, _without(state.hands[seat], event.card)),
        tables=put(state.tables, seat, state.tables[seat] + (played,)),
    )


@evolve.register
def _(event: ev.FighterMoved, state: KenpoState) -> KenpoState:
    return revise(
        state,
        positions=put(state.positions, event.seat, (event.column, event.row)),
        step=event.step,
        free_step=event.again,
        steps=state.steps + (event.step,),
    )


@evolve.register
def _(event: ev.BreakCalled, state: KenpoState) -> KenpoState:
    return state


def _score(state: KenpoState, seat: int, points: int, card: str) -> dict[str, Any]:
    return {
        "scores": put(state.scores, seat, state.scores[seat] + points),
        "tables": put(state.tables, seat, _off_table(state.tables[seat], card)),
        "discards": put(state.discards, seat, state.discards[seat] + (card,)),
    }


@evolve.register
def _(event: ev.AttackResolved, state: KenpoState) -> KenpoState:
    return revise(state, **_score(state, event.seat, event.points, event.card))


@evolve.register
def _(event: ev.DefenceResolved, state: KenpoState) -> KenpoState:
    return revise(state, **_score(state, event.seat, event.hit_back, event.card))


@evolve.register
def _(event: ev.CardsCleared, state: KenpoState) -> KenpoState:
    seat, gone = event.seat, set(event.cards)
    return revise(
        state,
        tables=put(state.tables, seat, tuple(p for p in state.tables[seat] if p.card not in gone)),
        discards=put(state.discards, seat, state.discards[seat] + event.cards),
    )


@evolve.register
def _(event: ev.TurnEnded, state: KenpoState) -> KenpoState:
    seat = event.seat
    return revise(
        state,
        last_steps=put(state.last_steps, seat, state.steps),
        rested_last=put(state.rested_last, seat, state.rested),
        step=None,
        free_step=False,
        steps=(),
        rested=False,
    )


@evolve.register
def _(event: ev.FightersReset, state: KenpoState) -> KenpoState:
    return revise(state, positions=START, last_steps=((), ()))


@evolve.register
def _(event: ev.MatchWon, state: KenpoState) -> KenpoState:
    return revise(state, phase=OVER, winner=event.seat)


@evolve.register
def _(event: ev.MatchDrawn, state: KenpoState) -> KenpoState:
    return revise(state, phase=OVER, winner=None)


# Every function is registered: the rules call them through a dict keyed by the event's type. HANDLERS holds
# this ruleset's own event types (what its decisions add); apply(event, state) takes any event.
HANDLERS = handlers(evolve)
apply = dispatcher(evolve)
