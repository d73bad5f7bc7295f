"""What a seat of a match of Master can ask for. A turn is exactly one of forming a set, discarding a card or
attempting a steal; the attacked seat then answers the steal with DefendSteal or YieldSet."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command


@dataclass(frozen=True)
class FormSet(Command):
    """Lay two cards as a set: two identical cards from the hand, a card from the hand with the top card of the
    discard pile, or a skill card with the wild card of its skill. `cards` names both, in any order."""

    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class DiscardCard(Command):
    """Put a card from the hand face up on the discard pile."""

    card: str = ""


@dataclass(frozen=True)
class AttemptSteal(Command):
    """Lay a card of the skill of `target`'s top set (or the wild card serving it) on that set."""

    target: int = 0
    card: str = ""


@dataclass(frozen=True)
class DefendSteal(Command):
    """Answer a steal of your top set with a card of its skill or the wild card serving it: the set stays."""

    card: str = ""


@dataclass(frozen=True)
class YieldSet(Command):
    """Let the attacker have your top set."""


COMMAND_TYPES = {cls.__name__: cls for cls in (FormSet, DiscardCard, AttemptSteal, DefendSteal, YieldSet)}
