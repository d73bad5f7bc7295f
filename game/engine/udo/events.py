"""What can happen in a Udo campaign. Events hold ids, never objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.core import SECRET, Event


@dataclass(frozen=True)
class CampaignStarted(Event):
    hero: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class AttackDeckShuffled(Event):
    """The attack deck (with the attack discard pile, if any) shuffled into this order, top first."""

    order: tuple[str, ...]
    hidden_information: ClassVar[bool] = True

    def visibility(self) -> str | int:
        return SECRET


@dataclass(frozen=True)
class MasterChallenged(Event):
    master: str


@dataclass(frozen=True)
class AttacksRevealed(Event):
    """The top cards of the attack deck, turned face up."""

    attacks: tuple[str, ...]
    hidden_information: ClassVar[bool] = True


@dataclass(frozen=True)
class StepBegan(Event):
    step: str
    turn: int


@dataclass(frozen=True)
class CardPlayed(Event):
    card: str
    combo: int  # equal to the number of combos when it starts a new one


@dataclass(frozen=True)
class CardTakenBack(Event):
    card: str
    combo: int


@dataclass(frozen=True)
class ComboStarted(Event):
    """A combo begins to resolve. X = cards + charge + opening."""

    combo: int
    cards: int
    charge: int
    opening: int
    steps: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class ChargeGained(Event):
    amount: int


@dataclass(frozen=True)
class BonusChargeGained(Event):
    """Charge from a blocked attack's bonus; unlike ChargeGained it is no part of the finisher's effect."""

    attack: str
    amount: int


@dataclass(frozen=True)
class HeartCovered(Event):
    heart: str
    damage: int


@dataclass(frozen=True)
class AttackBlocked(Event):
    attack: str
    block: int


@dataclass(frozen=True)
class RecoveryEarned(Event):
    """A blocked attack's bonus: recover this many discarded cards."""

    cards: int


@dataclass(frozen=True)
class CardRecovered(Event):
    card: str


@dataclass(frozen=True)
class EffectFizzled(Event):
    """A part of an effect found no target (no heart low enough, no attack, an empty discard)."""

    kind: str
    value: int


@dataclass(frozen=True)
class ComboResolved(Event):
    combo: int
    finisher: str


@dataclass(frozen=True)
class AttackHit(Event):
    """An unblocked attack resolved: its card was discarded from hand, or exhausted from the discard."""

    attack: str
    card: str
    exhausted: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    turn: int


@dataclass(frozen=True)
class MasterDefeated(Event):
    master: str
    glory: int
    move: str


@dataclass(frozen=True)
class CampaignWon(Event):
    glory: int


@dataclass(frozen=True)
class CampaignLost(Event):
    attack: str


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        CampaignStarted, AttackDeckShuffled, MasterChallenged, AttacksRevealed, StepBegan, CardPlayed,
        CardTakenBack, ComboStarted, ChargeGained, BonusChargeGained, HeartCovered, AttackBlocked, RecoveryEarned,
        CardRecovered, EffectFizzled, ComboResolved, AttackHit, TurnEnded, MasterDefeated, CampaignWon,
        CampaignLost,
    )
}
