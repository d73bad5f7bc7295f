"""What a seat of a Kenpo Masters match can ask for."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command


@dataclass(frozen=True)
class Rest(Command):
    """Skip the turn's play: draw two cards, do not move, and let the opponent's cards resolve."""


@dataclass(frozen=True)
class PlayCard(Command):
    """Play a card from the hand on top of this turn's combo.

    `move` is the movement the card makes (relative to the fighter's facing: forward, back, left, right,
    or none to stand still); give it only for the card that makes the turn's movement (the first Action
    card, or the one after Fast Footwork), else None. `target` is the waiting attack a defence card
    reduces; give it for a defence card while the opponent has an attack it can reduce, else None.
    """

    card: str = ""
    move: str | None = None
    target: str | None = None


@dataclass(frozen=True)
class EndTurn(Command):
    """Stop playing cards; the opponent's waiting cards resolve."""


COMMAND_TYPES = {cls.__name__: cls for cls in (Rest, PlayCard, EndTurn)}
