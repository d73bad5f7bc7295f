"""How each event changes the state of a fight: one small function per event type."""

from __future__ import annotations

from functools import singledispatch

from game.engine.core import Event
from game.engine.fast import dispatcher, handlers, reviser
from game.engine.matcg import events as ev
from game.engine.matcg import evolve_steps
from game.engine.matcg.state import (
    ATTACK,
    BLOCK,
    OFFER,
    OVER,
    Army,
    Attack,
    DrawOffer,
    MatcgState,
    Zones,
    position,
    put,
    revise,
    revise_army,
    revise_attack,
    seat_of,
    without,
)
from game.engine.matcg.teams import pooled

# Each new Attack is this one revised, every field without a default given: a third of the cost of the frozen
# dataclass's __init__.
_ATTACK = Attack(seat=0, target=0, card="", bonus=0, kind="")

# The events folded most often (nine in ten of a fight's) revise the state through revisers of exactly the fields
# they change, defined beside them: game.engine.fast.reviser.


@singledispatch
def evolve(event: Event, state: MatcgState) -> MatcgState:
    raise TypeError(f"no evolve for {type(event).__name__}")


def _hand_less(state: MatcgState, seat: int, card: str) -> Zones:
    """The hands after the seat's card left its hand."""
    return put(state.hands, seat, without(state.hands[seat], card))


def _added(zones: Zones, seat: int, card: str) -> Zones:
    """The zones (of a kind) with the card put on top of the seat's."""
    return put(zones, seat, zones[seat] + (card,))


def _discarded(table: Zones, discards: Zones, cards: tuple[str, ...]) -> tuple[Zones, Zones]:
    """The table and the discards after the cards in play went to their owners' discards."""
    for card in cards:
        seat = seat_of(card)
        table = put(table, seat, without(table[seat], card))
        discards = _added(discards, seat, card)
    return table, discards


@evolve.register
def _(event: ev.FightStarted, state: MatcgState) -> MatcgState:
    seats = len(event.cards)
    empty: tuple[tuple[str, ...], ...] = ((),) * seats
    return MatcgState(
        ruleset=event.ruleset, seats=seats, starter=event.starter,
        cards=event.cards, anything_goes=event.anything_goes, max_health=event.health,
        health=(event.health,) * seats, adr=(0,) * seats, hands=empty, decks=event.cards, discards=empty,
        table=empty, aside=empty, events=(None,) * seats, focus=(0,) * seats, brace=(0,) * seats,
        diverted=(False,) * seats, last_turn=(0,) * seats,
    )


@evolve.register
def _(event: ev.TeamsFormed, state: MatcgState) -> MatcgState:
    return revise(state, teams=event.teams)


@evolve.register
def _(event: ev.ArmyFormed, state: MatcgState) -> MatcgState:
    return revise(state, army=Army(hero=event.hero, goal=event.goal), health=event.health, full=event.health)


@evolve.register
def _(event: ev.LeaderNamed, state: MatcgState) -> MatcgState:
    assert state.army is not None
    leader, health = event.leader, event.health
    return revise(state, army=revise_army(state.army, leader=leader), health=put(state.health, leader, health),
                  full=put(state.full, leader, health))


@evolve.register
def _(event: ev.HeroExhausted, state: MatcgState) -> MatcgState:
    assert state.army is not None
    return revise(state, army=revise_army(state.army, exhausted_at=event.turn))


@evolve.register
def _(event: ev.SwitchBonusEarned, state: MatcgState) -> MatcgState:
    return revise(state, adr=pooled(state.adr, state, event.seat, event.adr))


@evolve.register
def _(event: ev.DeckShuffled, state: MatcgState) -> MatcgState:
    return revise(state, decks=put(state.decks, event.seat, event.order), discards=put(state.discards, event.seat, ()))


@evolve.register
def _(event: ev.EventsSetAside, state: MatcgState) -> MatcgState:
    deck = state.decks[event.seat]
    for card in event.cards:
        deck = without(deck, card)
    return revise(state, decks=put(state.decks, event.seat, deck),
                  aside=put(state.aside, event.seat, state.aside[event.seat] + event.cards))


@evolve.register
def _(event: ev.ChallengeDealt, state: MatcgState) -> MatcgState:
    seat = seat_of(event.card)
    return revise(state, aside=put(state.aside, seat, without(state.aside[seat], event.card)), challenge=event.card)


@evolve.register
def _(event: ev.FirstSeatChosen, state: MatcgState) -> MatcgState:
    return revise(state, first=event.seat, owner=event.seat, active=event.seat)


_drawn = reviser(MatcgState, "decks", "hands")


@evolve.register
def _(event: ev.CardsDrawn, state: MatcgState) -> MatcgState:
    seat, count = event.seat, len(event.cards)
    return _drawn(state, decks=put(state.decks, seat, state.decks[seat][count:]),
                  hands=put(state.hands, seat, state.hands[seat] + event.cards))


@evolve.register
def _(event: ev.PositionPrepared, state: MatcgState) -> MatcgState:
    decks, discards, events = state.decks, state.discards, list(state.events)
    for seat in range(state.seats):
        deck = decks[seat]
        for card in event.discards[seat]:
            deck = without(deck, card)
        card_in_play = event.events[seat]
        if card_in_play is not None:
            deck = without(deck, card_in_play)
        decks = put(decks, seat, deck)
        discards = put(discards, seat, event.discards[seat])
        events[seat] = card_in_play
    return revise(state, health=event.health, adr=event.adr, decks=decks, discards=discards, events=tuple(events),
                  turn=event.turn, first=event.seat, owner=event.seat, active=event.seat, phase=event.phase,
                  attack_phase=1 if event.phase == ATTACK else 0,
                  last_turn=put(state.last_turn, event.seat, event.turn))


_turn_begun = reviser(
    MatcgState, "positions", "turn", "last_turn", "owner", "active", "attack_phase", "attacked",
    "chain", "last", "guard", "attack", "hit")


@evolve.register
def _(event: ev.TurnBegan, state: MatcgState) -> MatcgState:
    return _turn_begun(state, positions=(*state.positions, position(state, event.seat)), turn=event.turn,
                  last_turn=put(state.last_turn, event.seat, event.turn), owner=event.seat, active=event.seat,
                  attack_phase=0, attacked=False, chain=0, last=None, guard=None, attack=None, hit=None)


@evolve.register
def _(event: ev.RecoveryTaken, state: MatcgState) -> MatcgState:
    return state


@evolve.register
def _(event: ev.EventPlayed, state: MatcgState) -> MatcgState:
    seat = event.seat
    discards = state.discards
    if event.replaced is not None:  # the team's Event, whichever teammate played it, to its owner's discards
        owner = seat_of(event.replaced)
        discards = put(discards, owner, discards[owner] + (event.replaced,))
    events = put(pooled(state.events, state, seat, None), seat, event.card)
    return revise(state, hands=_hand_less(state, seat, event.card), discards=discards, events=events)


@evolve.register
def _(event: ev.StrategyPlayed, state: MatcgState) -> MatcgState:
    seat = event.seat
    return revise(state, hands=_hand_less(state, seat, event.card), table=_added(state.table, seat, event.card),
                  adr=pooled(state.adr, state, seat, state.adr[seat] - event.cost),
                  stack=state.stack + ((seat, event.card),),
                  responder=None)


def _off_stack(state: MatcgState, card: str) -> MatcgState:
    table, discards = _discarded(state.table, state.discards, (card,))
    return revise(state, table=table, discards=discards,
                  stack=tuple(entry for entry in state.stack if entry[1] != card), responder=None)


@evolve.register
def _(event: ev.StrategyCancelled, state: MatcgState) -> MatcgState:
    return _off_stack(state, event.card)


@evolve.register
def _(event: ev.StrategyResolved, state: MatcgState) -> MatcgState:
    return _off_stack(state, event.card)


@evolve.register
def _(event: ev.CardCancelled, state: MatcgState) -> MatcgState:
    seat = event.seat
    return revise(state, hands=_hand_less(state, seat, event.card), discards=_added(state.discards, seat, event.card),
                  diverted=put(state.diverted, seat, False),
                  adr=pooled(state.adr, state, seat, state.adr[seat] - event.cost))


_health_set = reviser(MatcgState, "health")


@evolve.register
def _(event: ev.Healed, state: MatcgState) -> MatcgState:
    return _health_set(state, health=put(state.health, event.seat, event.health))


_attack_played = reviser(
    MatcgState, "hands", "table", "attack", "phase", "focus", "attacked", "last", "guard",
    "mark", "active", "chain")


@evolve.register
def _(event: ev.AttackPlayed, state: MatcgState) -> MatcgState:
    seat, kind = event.seat, event.kind
    attack = revise_attack(_ATTACK, seat=seat, target=event.target, card=event.card, bonus=event.bonus, kind=kind)
    active, chain = (seat, 1) if kind == "counter" else (state.active, 0 if kind == "attack" else state.chain)
    return _attack_played(state, hands=_hand_less(state, seat, event.card), table=_added(state.table, seat, event.card),
                  attack=attack, phase=BLOCK, focus=put(state.focus, seat, 0), attacked=True,
                  last=None if kind != "link" else state.last, guard=None, mark=event.target, active=active,
                  chain=chain)


@evolve.register
def _(event: ev.TeammateCalled, state: MatcgState) -> MatcgState:
    assert state.attack is not None
    return revise(state, attack=revise_attack(state.attack, blocker=event.teammate))


@evolve.register
def _(event: ev.FighterKnockedOut, state: MatcgState) -> MatcgState:
    seat = event.seat
    return revise(state, hands=put(state.hands, seat, ()),
                  discards=put(state.discards, seat, state.discards[seat] + state.hands[seat]))


_block_played = reviser(MatcgState, "hands", "table", "attack")


@evolve.register
def _(event: ev.BlockPlayed, state: MatcgState) -> MatcgState:
    assert state.attack is not None
    seat, card = event.seat, event.card
    attack = revise_attack(state.attack, blocks=state.attack.blocks + (card,))
    return _block_played(state, hands=_hand_less(state, seat, card), table=_added(state.table, seat, card),
                         attack=attack)


@evolve.register
def _(event: ev.AttackCancelled, state: MatcgState) -> MatcgState:
    assert state.attack is not None
    table, discards = _discarded(state.table, state.discards, (state.attack.card, *state.attack.blocks))
    return revise(state, table=table, discards=discards, attack=None)


_attack_resolved = reviser(MatcgState, "table", "discards", "attack", "health", "brace", "chain", "defended")


@evolve.register
def _(event: ev.AttackResolved, state: MatcgState) -> MatcgState:
    attack = state.attack
    assert attack is not None
    brace = put(state.brace, attack.answerer, 0) if attack.blocks else state.brace
    table, discards = _discarded(state.table, state.discards, (attack.card, *attack.blocks))
    chain = state.chain + 1 if event.damage > 0 else state.chain
    return _attack_resolved(state, table=table, discards=discards, attack=None, health=put(state.health, event.target,
                  event.health), brace=brace, chain=chain, defended=bool(attack.blocks))


@evolve.register
def _(event: ev.DamageReflected, state: MatcgState) -> MatcgState:
    return _health_set(state, health=put(state.health, event.seat, event.health))


@evolve.register
def _(event: ev.AdrEarned, state: MatcgState) -> MatcgState:
    return revise(state, adr=pooled(state.adr, state, event.seat, event.adr))


_combo_ended = reviser(MatcgState, "chain", "last", "guard", "hit")


@evolve.register
def _(event: ev.ComboEnded, state: MatcgState) -> MatcgState:
    return _combo_ended(state, chain=0, last=None, guard=None, hit=None)


@evolve.register
def _(event: ev.CardDiscarded, state: MatcgState) -> MatcgState:
    seat, card = event.seat, event.card
    return revise(state, hands=_hand_less(state, seat, card), discards=_added(state.discards, seat, card))


_turn_ended = reviser(MatcgState, "focus", "brace", "chain", "last", "guard", "attack", "hit")


@evolve.register
def _(event: ev.TurnEnded, state: MatcgState) -> MatcgState:
    zeros = (0,) * state.seats
    return _turn_ended(state, focus=zeros, brace=zeros, chain=0, last=None, guard=None, attack=None, hit=None)


@evolve.register
def _(event: ev.FightWon, state: MatcgState) -> MatcgState:
    return revise(state, phase=OVER, winner=event.seat, result=event.reason, responder=None)


@evolve.register
def _(event: ev.FightDrawn, state: MatcgState) -> MatcgState:
    return revise(state, phase=OVER, winner=None, result=event.reason, responder=None, offer=None)


@evolve.register
def _(event: ev.PeopleSeated, state: MatcgState) -> MatcgState:
    return revise(state, people=event.seats)


@evolve.register
def _(event: ev.DrawOffered, state: MatcgState) -> MatcgState:
    return revise(state, phase=OFFER, offer=DrawOffer(seat=event.seat, turn=event.turn, waiting=event.answering),
                  offered=event.turn)


@evolve.register
def _(event: ev.DrawAccepted, state: MatcgState) -> MatcgState:
    assert state.offer is not None
    return revise(state, offer=DrawOffer(state.offer.seat, state.offer.turn,
                                         tuple(seat for seat in state.offer.waiting if seat != event.seat)))


@evolve.register
def _(event: ev.DrawDeclined, state: MatcgState) -> MatcgState:
    return revise(state, offer=None)


evolve_steps.register(evolve)

# The rules fold their own events through a dict keyed by the exact type (game.engine.fast); apply(event, state)
# takes any event.
HANDLERS = handlers(evolve)
apply = dispatcher(evolve)
