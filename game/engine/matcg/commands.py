"""What a seat of a fight can ask for. `card` is always a physical card id from the seat's hand."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.core import Command


@dataclass(frozen=True)
class PlayEvent(Command):
    """Put an Event card into play (Prep or Resolve Phase of your turn); it replaces your own earlier Event."""

    card: str = ""


@dataclass(frozen=True)
class PlayStrategy(Command):
    """Play a Strategy card, paying its ADR (or, while a Strategy card waits for your answer, cancel it)."""

    card: str = ""


@dataclass(frozen=True)
class PlayAttack(Command):
    """Attack with an Attack card: to begin an attack (Attack Phase), to link the next move of a combo (after a
    hit: its CPT must reach the last move's LNK) or to counter-attack (after your block: its CPT must reach the
    block's LNK). `target` names the enemy a Two-on-Two or Army of One attack begins on (and the enemy an Army of One
    Hero's link switches to); None is the usual one (in a duel the opponent; a link hits the fighter the combo
    hits, a counter-attack the fighter in control)."""

    card: str = ""
    target: int | None = None


@dataclass(frozen=True)
class Block(Command):
    """Block the waiting attack with a Defense card, or with an Attack card for its DEF."""

    card: str = ""


@dataclass(frozen=True)
class CallTeammate(Command):
    """Two-on-Two and Army of One: leave the answer to the attack on you to a teammate, who defends for you.
    `teammate` names which (an Army of One's enemy has eight); None is the first who may, clockwise."""

    teammate: int | None = None


@dataclass(frozen=True)
class NameLeader(Command):
    """Army of One: name the enemy who leads the enemies (15 health under the rulebook) and begins the fight."""

    leader: int = 0


@dataclass(frozen=True)
class EndBlock(Command):
    """Let the waiting attack land against the blocks played so far (with none: take the hit)."""


@dataclass(frozen=True)
class EndCombo(Command):
    """Link no further move: the combo is over."""


@dataclass(frozen=True)
class DeclineCounter(Command):
    """Do not counter-attack after your block."""


@dataclass(frozen=True)
class LetResolve(Command):
    """Do not answer the Strategy card waiting on the table: let it resolve."""


@dataclass(frozen=True)
class EndPhase(Command):
    """Go on from the Prep Phase to the Attack Phase, or from the Attack Phase to the Resolve Phase."""


@dataclass(frozen=True)
class EndTurn(Command):
    """End your turn (from the Resolve Phase)."""


@dataclass(frozen=True)
class DiscardCard(Command):
    """Discard a card from your hand, down to the hand limit (DGM, at the end of a turn)."""

    card: str = ""


@dataclass(frozen=True)
class AcceptDraw(Command):
    """Agree to the draw the judges offer (every fighter standing must)."""


@dataclass(frozen=True)
class DeclineDraw(Command):
    """Fight on: refuse the draw the judges offer."""


COMMAND_TYPES = {
    cls.__name__: cls
    for cls in (PlayEvent, PlayStrategy, PlayAttack, Block, EndBlock, EndCombo, DeclineCounter, LetResolve,
                EndPhase, EndTurn, DiscardCard, CallTeammate, NameLeader, AcceptDraw, DeclineDraw)
}
