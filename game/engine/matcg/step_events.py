"""The steps of a fight's turn that move no card: the phase it is in, whose answer it waits for (to a Strategy, a
link, a counter-attack) and what a fighter stands ready with (focus, guard, a diversion). The cards' and fighters'
own events are in game.engine.matcg.events; like them, these hold ids and plain values, never objects."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Event


@dataclass(frozen=True)
class PhaseBegan(Event):
    phase: str
    attack_phase: int  # which attack phase of the turn (counts under the DGM house rules)


@dataclass(frozen=True)
class AnswerAwaited(Event):
    """The seat may answer the Strategy card on top of the stack (with one that cancels it) or let it resolve."""

    seat: int


@dataclass(frozen=True)
class FocusGained(Event):
    seat: int
    amount: int  # ATK for the seat's next attack this turn


@dataclass(frozen=True)
class GuardRaised(Event):
    seat: int
    amount: int  # DEF for the seat's next block this turn


@dataclass(frozen=True)
class Diverted(Event):
    """The seat's next Attack, Defense or Strategy card will do nothing."""

    seat: int
    by: str


@dataclass(frozen=True)
class LinkAwaited(Event):
    """The attack hit: its seat may link a move whose CPT reaches `card`'s LNK. `guard` is the block that let
    damage through, which the defender may counter-attack from once the attacker stops (rulebook rules only)."""

    seat: int
    card: str
    guard: str | None


@dataclass(frozen=True)
class CounterAwaited(Event):
    """The seat blocked: it may counter-attack with a move whose CPT reaches `guard`'s LNK."""

    seat: int
    guard: str


@dataclass(frozen=True)
class CounterDeclined(Event):
    seat: int
