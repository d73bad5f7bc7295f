"""The state of a Kenpo Masters match: the fold of its events. Frozen, hashable, compared by value.

Everything that belongs to one seat is a pair indexed by seat (0 and 1).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.fast import reviser
from game.engine.kenpo.geometry import START

SETUP = "setup"
PLAY = "play"
OVER = "over"

Pair = tuple[tuple[str, ...], tuple[str, ...]]
Square = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Played:
    """A card on the table, with what was settled when it was played."""

    card: str
    move: str | None  # the movement it was played with (its bonus applies); None for an Effect card
    target: str | None = None  # for a defence card: the waiting attack it reduces
    mirrored: bool = False  # left and right swapped by a Change Sides played before it in the combo
    bonus: int = 0  # points added by Hand Fakes played before it (attack cards only)
    on: str | None = None  # the card directly beneath it in the combo


@dataclass(frozen=True, slots=True)
class KenpoState:
    phase: str = SETUP
    seat: int = 0  # the seat to act while the match is on
    turn: int = 0
    first: int = 0  # the starting seat, chosen at random
    hands: Pair = ((), ())
    decks: Pair = ((), ())  # top card first (hidden from both seats)
    discards: Pair = ((), ())
    # Cards in play. The seat to act: the cards it played this turn. The other seat: its attacks, waiting
    # to resolve at the end of this turn.
    tables: tuple[tuple[Played, ...], tuple[Played, ...]] = ((), ())
    positions: tuple[Square, Square] = START
    scores: tuple[int, int] = (0, 0)
    step: str | None = None  # this turn's movement, once made; later cards must allow it
    free_step: bool = False  # Fast Footwork was played: the next Action card makes a movement of its own
    steps: tuple[str, ...] = ()  # the movements made this turn
    rested: bool = False  # this turn is a rest
    fresh: bool = True  # the first turn of the match or the first after a Break: no rest
    last_steps: Pair = ((), ())  # each seat's movements on its last turn (cleared by a Break)
    rested_last: tuple[bool, bool] = (False, False)  # each seat rested on its last turn
    winner: int | None = None  # once over: the winning seat, or None for a draw

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def holdings(self, seat: int) -> tuple[str, ...]:
        """Every card of a seat's deck, wherever it is."""
        table = tuple(p.card for p in self.tables[seat])
        return self.hands[seat] + self.decks[seat] + self.discards[seat] + table


revise = reviser(KenpoState)  # dataclasses.replace for KenpoState, at a sixth of its cost (evolve's every event)
