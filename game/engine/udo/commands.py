"""What the player of a Udo campaign can ask for."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command


@dataclass(frozen=True)
class ChooseMaster(Command):
    master: str = ""


@dataclass(frozen=True)
class PlayCard(Command):
    """Lay a card from the hand on a combo (its right half covering the previous finisher's),
    or start a new combo with combo equal to the number of combos."""

    card: str = ""
    combo: int = 0


@dataclass(frozen=True)
class TakeBackCard(Command):
    """Return a combo's finisher to the hand while combos are still being played."""

    combo: int = 0


@dataclass(frozen=True)
class FinishPlaying(Command):
    pass


@dataclass(frozen=True)
class ResolveCombo(Command):
    """Resolve a combo: Udo may spend all his Charge on it; ENRAGED Kai may double its length, once a turn."""

    combo: int = 0
    spend_charge: bool = False
    double: bool = False


@dataclass(frozen=True)
class CoverHeart(Command):
    heart: str = ""


@dataclass(frozen=True)
class BlockAttack(Command):
    attack: str = ""


@dataclass(frozen=True)
class RecoverCard(Command):
    card: str = ""


@dataclass(frozen=True)
class TakeHit(Command):
    """Resolve an unblocked attack by losing this card (discard from hand, or exhaust from the discard)."""

    attack: str = ""
    card: str = ""


# ----- Kai, the Tempest ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SpendKeptAttack(Command):
    """Discard a kept attack to ENRAGE as many calm cards of the hand as the Charge it grants.
    Allowed whenever Kai has a move in a fight and no choice is pending: Play Combos, Resolve Combos
    between combos, Resolve Attacks."""

    attack: str = ""


@dataclass(frozen=True)
class EndTurn(Command):
    """End the turn once every attack has hit: offered only to Kai, when she still keeps an attack and holds a
    calm card, so that her kept attacks have a moment after the last combo and the last hit, before she is
    checked at the next reveal."""


@dataclass(frozen=True)
class EnrageCard(Command):
    """Choose a calm card of Kai's in hand for the ENRAGE being resolved."""

    card: str = ""


@dataclass(frozen=True)
class RetrieveCard(Command):
    """Planning: choose a discarded card to take (it is calmed)."""

    card: str = ""


@dataclass(frozen=True)
class KeepCard(Command):
    """Planning: choose a card taken by Planning to keep in hand (the others are discarded)."""

    card: str = ""


COMMAND_TYPES = {
    cls.__name__: cls
    for cls in (ChooseMaster, PlayCard, TakeBackCard, FinishPlaying, ResolveCombo, CoverHeart, BlockAttack,
                RecoverCard, TakeHit, SpendKeptAttack, EndTurn, EnrageCard, RetrieveCard, KeepCard)
}
