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
    combo: int = 0
    spend_charge: bool = False


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


COMMAND_TYPES = {
    cls.__name__: cls
    for cls in (ChooseMaster, PlayCard, TakeBackCard, FinishPlaying, ResolveCombo, CoverHeart, BlockAttack,
                RecoverCard, TakeHit)
}
