"""The state of a fight: the fold of its events. Frozen, hashable, compared by value.

Everything that belongs to a seat is a tuple indexed by seat, so the same state serves the duel (2 seats),
Two-on-Two (4 seats in two teams, teams.py) and Army of One (10 seats: the Hero against nine enemies, army.py).
Card ids are physical ("s0_shin_block_2": seat 0's second Shin Block).

The rulebook's phases and the `phase` values: Draw (played out at once when a turn begins), Prep (PREP), Attack
and Continued Attack (ATTACK: start an attack; LINK: after a hit, link the next move of the combo or stop), Block
(BLOCK: answer the waiting attack; COUNTER: after a block, counter-attack or not), Resolve (RESOLVE) and End Turn
(DISCARD, only while someone holds more than the hand limit). Before the first turn of an Army of One whose
leader was not named at set-up, the enemies name it (LEAD). In a fight with a person in it, the judges offer a
draw at the turn limit instead of stopping it, before the next turn begins (OFFER). A Strategy card waiting on the
`stack` for an answer suspends the phase: the `responder` acts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.fast import reviser

SETUP = "setup"
PREP = "prep"
ATTACK = "attack"
BLOCK = "block"
LINK = "link"
COUNTER = "counter"
RESOLVE = "resolve"
DISCARD = "discard"
OVER = "over"
LEAD = "lead"
OFFER = "offer"
PHASES = (SETUP, LEAD, PREP, ATTACK, BLOCK, LINK, COUNTER, RESOLVE, DISCARD, OVER, OFFER)

Zones = tuple[tuple[str, ...], ...]


def seat_of(card: str) -> int:
    """The seat a physical card belongs to: "s1_jab_2" -> 1."""
    return int(card[1 : card.index("_")])


@dataclass(frozen=True, slots=True)
class Attack:
    """The attack waiting for its answer, and the blocks played against it so far."""

    seat: int
    target: int
    card: str
    bonus: int  # ATK added by Strategy cards
    kind: str  # "attack" (begins a combo), "link" (continues one) or "counter" (a counter-attack)
    blocks: tuple[str, ...] = ()
    blocker: int | None = None  # Two-on-Two: the target's teammate, called to defend for it

    @property
    def answerer(self) -> int:
        """The seat that answers the attack: its target, or the teammate defending for it."""
        return self.target if self.blocker is None else self.blocker


@dataclass(frozen=True, slots=True)
class Army:
    """Army of One: which seat is the Hero, which enemy leads the others (None until the enemies name it), the goal
    ("leader": knock the leader out; "all": every enemy) and the Hero's rhythm once it has run out of cards."""

    hero: int
    goal: str
    leader: int | None = None
    exhausted_at: int = 0  # the turn the Hero was last exhausted in (0: never: it has not yet run out of cards)

    def rhythm(self, last_turn: tuple[int, ...]) -> tuple[bool, bool]:
        """Whether the Hero has run out of cards, and whether its last turn was an exhausted one."""
        return self.exhausted_at > 0, self.exhausted_at == last_turn[self.hero]


@dataclass(frozen=True, slots=True)
class DrawOffer:
    """The draw the judges offer before `seat`'s turn `turn` begins, and the fighters still to answer it, in order."""

    seat: int
    turn: int
    waiting: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatcgState:
    ruleset: str = ""
    phase: str = SETUP
    seats: int = 0
    starter: tuple[str, ...] = ()  # each seat's starter deck id ("scenario" for a prepared position)
    cards: Zones = ()  # every physical card each seat plays with: what its zones must always hold together
    anything_goes: bool = False
    max_health: int = 0
    turn: int = 0
    first: int = 0
    owner: int = 0  # the seat whose turn began (it drew 3)
    active: int = 0  # the seat in control of the turn: a counter-attack takes it over
    health: tuple[int, ...] = ()
    adr: tuple[int, ...] = ()
    hands: Zones = ()
    decks: Zones = ()  # top card first
    discards: Zones = ()
    table: Zones = ()  # cards in play: the waiting attack, its blocks, Strategy cards waiting to resolve
    aside: Zones = ()  # Event cards set aside to deal the DGM challenge from
    events: tuple[str | None, ...] = ()  # each seat's Event card in play
    challenge: str | None = None  # the DGM challenge Event, in play for the whole fight
    attack: Attack | None = None
    chain: int = 0  # successful moves in the current combo (a counter-attack's guard counts as the first)
    last: str | None = None  # the last successful move of the combo: the next link needs a CPT of its LNK
    guard: str | None = None  # the block a counter-attack follows (in COUNTER, or waiting for the attacker to stop)
    attack_phase: int = 0  # which attack phase of the turn (DGM has two)
    attacked: bool = False  # an attack was made this turn: the Attack phase is now the Continued Attack phase
    focus: tuple[int, ...] = ()  # ATK waiting for each seat's next attack (Absolute Focus)
    brace: tuple[int, ...] = ()  # DEF waiting for each seat's next block (Iron Body)
    diverted: tuple[bool, ...] = ()  # the seat's next Attack, Defense or Strategy does nothing
    stack: tuple[tuple[int, str], ...] = ()  # Strategy cards waiting to resolve, the last on top
    responder: int | None = None  # the seat that may answer the top of the stack
    winner: int | None = None
    result: str = ""  # how the fight ended
    positions: tuple[tuple[Any, ...], ...] = ()  # the position each turn began in (position()), for the repetition rule
    teams: tuple[tuple[int, ...], ...] = ()  # Two-on-Two's teams (teams.py); empty in a duel: every seat alone
    last_turn: tuple[int, ...] = ()  # the turn each seat last began (0: none yet), for whose turn is next
    mark: int | None = None  # the fighter the last attack was aimed at: a combo's links hit it too
    hit: int | None = None  # the fighter the combo's last successful move hit (the Hero's switch bonus reads it)
    defended: bool = False  # a defence was declared against the last attack resolved: a block, in part or whole
    full: tuple[int, ...] = ()  # each seat's starting (and highest) health where they differ (Army of One)
    army: Army | None = None  # Army of One's Hero, leader and goal; None in the other modes
    people: tuple[int, ...] = ()  # the seats a person plays (none: computers only, whom the judges may stop)
    offer: DrawOffer | None = None  # the draw the judges offer, while the fighters answer it
    offered: int = 0  # the turn the judges last offered a draw before

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def holdings(self, seat: int) -> tuple[str, ...]:
        """Every card of the seat, wherever it is."""
        event = self.events[seat]
        challenge = (self.challenge,) if self.challenge is not None and seat_of(self.challenge) == seat else ()
        return (self.hands[seat] + self.decks[seat] + self.discards[seat] + self.table[seat] + self.aside[seat]
                + ((event,) if event is not None else ()) + challenge)

    def full_health(self, seat: int) -> int:
        """The seat's starting and highest health: the rule set's, or its part's in an Army of One."""
        return self.full[seat] if self.full else self.max_health

    def defender(self) -> int:
        """The seat a duel's active seat attacks."""
        return (self.active + 1) % self.seats


def position(state: MatcgState, seat: int) -> tuple[Any, ...]:
    """What makes a turn's start the same as another's: whose turn, every card where it lies (decks in order),
    health, ADR and what waits for the next move. The turn's number is not part of it."""
    rhythm = state.army.rhythm(state.last_turn) if state.army is not None else None
    return (seat, state.health, state.adr, state.hands, state.decks, state.discards, state.table, state.events,
            state.challenge, state.focus, state.brace, state.diverted, rhythm)


revise = reviser(MatcgState)  # evolve revises the state for every event
revise_attack = reviser(Attack)  # and the waiting attack at every attack and block
revise_army = reviser(Army)


def put(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    """The tuple with the seat's entry replaced."""
    return values[:seat] + (value,) + values[seat + 1 :]


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]
