"""What can happen in a match of Master. Events hold ids and plain values, never objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.core import SECRET, Event


@dataclass(frozen=True)
class MatchStarted(Event):
    """A match of `rounds` rounds for `players` seats begins."""

    players: int
    rounds: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    """Every card of the match gathered and shuffled into the draw pile in this order, top first."""

    order: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> str:
        return SECRET


@dataclass(frozen=True)
class RoundBegan(Event):
    round: int
    dealer: int


@dataclass(frozen=True)
class CardsDealt(Event):
    """The dealer deals a seat its hand from the top of the draw pile; only that seat sees which."""

    seat: int
    cards: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> int:
        return self.seat


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards from the top of the draw pile into a seat's hand; only that seat sees which."""

    seat: int
    cards: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> int:
        return self.seat


@dataclass(frozen=True)
class HandFilled(Event):
    """What everybody sees of a deal or a draw: how many cards a seat took from the draw pile."""

    seat: int
    count: int


@dataclass(frozen=True)
class DiscardStarted(Event):
    """The top card of the draw pile turned face up to start the discard pile."""

    card: str
    hidden_information: ClassVar[bool] = True  # a card nobody knew comes to light


@dataclass(frozen=True)
class TurnBegan(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class TurnPassed(Event):
    """The draw pile is empty and so is this seat's hand: its turn is passed over."""

    seat: int
    turn: int


@dataclass(frozen=True)
class SetFormed(Event):
    """A set laid in a seat's area as its new top set: its cards bottom first (a wild under its skill card).
    `taken` is the card taken from the top of the discard pile, if one was."""

    seat: int
    cards: tuple[str, ...]
    skill: str
    orientation: str
    taken: str | None


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class StealAttempted(Event):
    """The attacker lays a card on the target's top set; the target must answer."""

    seat: int
    target: int
    card: str


@dataclass(frozen=True)
class StealDefended(Event):
    """The attacked seat answers: the attacking card, then the answering card, go on the discard pile."""

    seat: int
    card: str


@dataclass(frozen=True)
class SetStolen(Event):
    """The attacked seat yields (or cannot answer): its top set, with the attacking card on it, becomes the
    attacker's top set, lying as `orientation`."""

    seat: int
    target: int
    orientation: str


@dataclass(frozen=True)
class SetLaidOut(Event):
    """Preparing a position: a set taken from the draw pile and laid as a seat's new top set."""

    seat: int
    cards: tuple[str, ...]
    skill: str
    orientation: str


@dataclass(frozen=True)
class RoundEnded(Event):
    """Every hand and the draw pile are empty: each seat's experience this round, and the round's winners."""

    round: int
    experience: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class MatchEnded(Event):
    """The last round is over: each seat's total experience and the seats sharing first place."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        MatchStarted, DeckShuffled, RoundBegan, CardsDealt, CardsDrawn, HandFilled, DiscardStarted, TurnBegan,
        TurnPassed, SetFormed, CardDiscarded, StealAttempted, StealDefended, SetStolen, SetLaidOut, RoundEnded,
        MatchEnded,
    )
}
