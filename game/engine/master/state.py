"""The state of a match of Master: the fold of its events. Frozen, hashable, compared by value.

Everything that belongs to one seat is a tuple indexed by seat. Seats are numbered in the order of play.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.fast import reviser

SETUP = "setup"
PLAY = "play"  # a round is being played
OVER = "over"  # the match is over

ACROSS = "across"
UPRIGHT = "upright"

Cards = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlacedSet:
    """A set in a player's area: its cards bottom first (a wild lies under its skill card; a steal's card lies on
    top), the skill it belongs to and how it lies."""

    cards: Cards
    skill: str
    orientation: str  # ACROSS or UPRIGHT


@dataclass(frozen=True, slots=True)
class Steal:
    """A steal waiting for the attacked player's answer: the attacking card lies on the target's top set."""

    attacker: int
    target: int
    card: str


@dataclass(frozen=True, slots=True)
class MasterState:
    phase: str = SETUP
    players: int = 0
    rounds: int = 0  # rounds in the match
    round: int = 0  # the round being played, from 1
    dealer: int = 0
    seat: int = 0  # whose turn it is
    turn: int = 0  # turns begun this round
    hands: tuple[Cards, ...] = ()
    draw: Cards = ()  # top first
    discard: Cards = ()  # bottom first: the last card is the top
    sets: tuple[tuple[PlacedSet, ...], ...] = ()  # each seat's sets, first laid first: the last is the top set
    steal: Steal | None = None
    past: tuple[tuple[int, ...], ...] = ()  # each finished round's experience per seat
    round_winners: tuple[tuple[int, ...], ...] = ()  # each finished round's winners
    winners: tuple[int, ...] = ()  # once over: the seats sharing first place in the match

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for: the attacked seat while a steal awaits its answer."""
        if self.phase != PLAY:
            return None
        return self.steal.target if self.steal is not None else self.seat

    def top_set(self, seat: int) -> PlacedSet | None:
        sets = self.sets[seat]
        return sets[-1] if sets else None

    def next_orientation(self, seat: int) -> str:
        """How the next set laid in seat's area lies: across first, then alternating."""
        top = self.top_set(seat)
        return UPRIGHT if top is not None and top.orientation == ACROSS else ACROSS

    def cards_everywhere(self) -> Cards:
        """Every card in the match, wherever it lies."""
        placed: list[str] = list(self.draw) + list(self.discard)
        for hand in self.hands:
            placed += hand
        for seat_sets in self.sets:
            for placed_set in seat_sets:
                placed += placed_set.cards
        if self.steal is not None:
            placed.append(self.steal.card)
        return tuple(placed)


revise = reviser(MasterState)  # dataclasses.replace for MasterState, quicker (evolve's every event)


def put(items: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    """The tuple with seat's item replaced."""
    return items[:seat] + (value,) + items[seat + 1 :]


def without(cards: Cards, gone: Cards) -> Cards:
    """The cards less those in `gone` (each id once)."""
    if cards[: len(gone)] == gone:  # the top of a pile, as it is dealt and drawn
        return cards[len(gone) :]
    removed = set(gone)
    return tuple(card for card in cards if card not in removed)
