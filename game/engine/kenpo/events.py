"""What can happen in a Kenpo Masters match. Events hold ids and plain values, never objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.core import SECRET, Event


@dataclass(frozen=True)
class MatchStarted(Event):
    """Each seat takes its deck: decks[seat] in printed order (seat 0 yellow, seat 1 red)."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True)
class DeckShuffled(Event):
    """A seat's deck (with its discards, when it ran out) shuffled into this order, top first."""

    seat: int
    order: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> str | int:
        return SECRET


@dataclass(frozen=True)
class StartingSeatChosen(Event):
    seat: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards from the top of a seat's deck into its hand; only that seat sees which."""

    seat: int
    cards: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> str | int:
        return self.seat


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int
    fresh: bool  # the first turn of the match or the first after a Break: resting is not allowed


@dataclass(frozen=True)
class FighterRested(Event):
    seat: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card from the hand onto the table, on top of the seat's combo this turn."""

    seat: int
    card: str
    move: str | None  # the movement the card was played with; None for an Effect card
    target: str | None  # a defence card's chosen waiting attack
    mirrored: bool
    bonus: int  # Hand Fake points carried by this attack
    on: str | None  # the card directly beneath


@dataclass(frozen=True)
class FighterMoved(Event):
    """The turn's movement (or Fast Footwork's second one); "none" is standing still."""

    seat: int
    step: str
    column: int
    row: int
    again: bool  # the next Action card makes a movement of its own (Fast Footwork)


@dataclass(frozen=True)
class BreakCalled(Event):
    seat: int  # whose card called it
    reason: str  # "side_by_side" or the card that calls a Break on its own


@dataclass(frozen=True)
class AttackResolved(Event):
    """An attack card resolved: its owner scores `points` and the card is discarded."""

    seat: int
    card: str
    points: int
    prevented: int
    doubled: bool


@dataclass(frozen=True)
class DefenceResolved(Event):
    """A defence card resolved against the waiting attack it chose; it may hit back. Then it is discarded."""

    seat: int
    card: str
    target: str | None
    prevented: int
    hit_back: int


@dataclass(frozen=True)
class CardsCleared(Event):
    """Cards of a seat's combo with nothing left to resolve (Effect and Movement cards) go to its discards."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int


@dataclass(frozen=True)
class FightersReset(Event):
    """After a Break: both fighters back on their start squares, facing inward."""


@dataclass(frozen=True)
class MatchWon(Event):
    seat: int
    scores: tuple[int, int]


@dataclass(frozen=True)
class MatchDrawn(Event):
    scores: tuple[int, int]


@dataclass(frozen=True)
class PositionSet(Event):
    """A match begun from a prepared position (a scenario): where the fighters stand, the scores, the discards."""

    positions: tuple[tuple[int, int], tuple[int, int]]
    scores: tuple[int, int]
    discards: tuple[tuple[str, ...], tuple[str, ...]]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        MatchStarted, PositionSet, DeckShuffled, StartingSeatChosen, CardsDrawn, TurnBegan, FighterRested, CardPlayed,
        FighterMoved, BreakCalled, AttackResolved, DefenceResolved, CardsCleared, TurnEnded, FightersReset,
        MatchWon, MatchDrawn,
    )
}

