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


# ----- Kai, the Tempest ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CardEnraged(Event):
    """One of Kai's cards flipped to its ENRAGED side (it counts towards the ENRAGE step being chosen)."""

    card: str


@dataclass(frozen=True)
class CardCalmed(Event):
    """One of Kai's cards flipped to its calm side (by Planning)."""

    card: str


@dataclass(frozen=True)
class KaiEnraged(Event):
    """At the reveal of the attacks every card of Kai's in hand was ENRAGED: Kai is ENRAGED this turn."""

    turn: int


@dataclass(frozen=True)
class KaiCalmed(Event):
    """At the reveal of the attacks not every card of Kai's in hand was ENRAGED: Kai is calm again."""

    turn: int


@dataclass(frozen=True)
class DoubledComboStarted(Event):
    """Instead of ComboStarted: ENRAGED Kai doubles the combo's length. X = 2 * (cards + opening)."""

    combo: int
    cards: int
    opening: int
    steps: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class AttackKept(Event):
    """Kai blocked an attack that grants Charge: it leaves the attack discard pile (where AttackBlocked
    put it) and she keeps it until the end of the fight, to discard later and ENRAGE `charge` cards."""

    attack: str
    charge: int


@dataclass(frozen=True)
class KeptAttackSpent(Event):
    """Kai discarded a kept attack: ENRAGE `charge` calm cards of her hand (she picks which)."""

    attack: str
    charge: int


@dataclass(frozen=True)
class KeptAttacksDiscarded(Event):
    """The fight is over: the attacks Kai still kept go to the attack discard pile unused."""

    attacks: tuple[str, ...]


@dataclass(frozen=True)
class CardRetrieved(Event):
    """Planning took a card from the discard pile and set it aside (it is calmed next, if ENRAGED)."""

    card: str


@dataclass(frozen=True)
class CardKept(Event):
    """Planning: a card set aside goes into the hand."""

    card: str


@dataclass(frozen=True)
class RetrievedDiscarded(Event):
    """Planning: the cards set aside and not kept go back to the discard pile (calm)."""

    cards: tuple[str, ...]


KAI_EVENTS: tuple[type[Event], ...] = (
    CardEnraged, CardCalmed, KaiEnraged, KaiCalmed, DoubledComboStarted, AttackKept, KeptAttackSpent,
    KeptAttacksDiscarded, CardRetrieved, CardKept, RetrievedDiscarded,
)


@dataclass(frozen=True)
class PositionSet(Event):
    """A campaign begun from a prepared position (a scenario), between fights: where the hero's cards are, the
    masters already defeated with the glory they gave, the Charge stored and (Kai) the cards showing ENRAGED."""

    hand: tuple[str, ...]
    discard: tuple[str, ...]
    exhausted: tuple[str, ...]
    defeated: tuple[str, ...]
    glory: int
    charge: int
    enraged: tuple[str, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        CampaignStarted, PositionSet, AttackDeckShuffled, MasterChallenged, AttacksRevealed, StepBegan, CardPlayed,
        CardTakenBack, ComboStarted, ChargeGained, BonusChargeGained, HeartCovered, AttackBlocked, RecoveryEarned,
        CardRecovered, EffectFizzled, ComboResolved, AttackHit, TurnEnded, MasterDefeated, CampaignWon,
        CampaignLost, *KAI_EVENTS,
    )
}
