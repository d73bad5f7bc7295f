"""The combo board's choices of cards, as the engine offers them: the card an attack that got through takes, and the
cards a pending step asks for (recover, ENRAGE, Planning's take and keep), each card with the command choosing it."""

from __future__ import annotations

from typing import NamedTuple

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.combos import payers
from game.engine.udo.kai import COUNTED
from game.engine.udo.state import UdoState
from game.play.campaign import Campaign
from game.words.udo.board import CHOICE_LINES

CARD_CHOICES = (cmd.RecoverCard, cmd.EnrageCard, cmd.RetrieveCard, cmd.KeepCard)


class CardChoice(NamedTuple):
    """A choice of cards: what the player is asked, the command each card offered stands for, a note under each, and
    how many are chosen as one."""

    title: str
    options: dict[str, Command]
    notes: dict[str, str]
    choose: int = 1


def choosing_cards(state: UdoState) -> bool:
    """A pending step asks for a choice of cards."""
    return bool(state.pending) and state.pending[0][0] in CHOICE_LINES


def offered(legal: list[Command]) -> dict[str, Command]:
    """The cards a pending step may choose now, each with the command choosing it."""
    return {command.card: command for command in legal if isinstance(command, CARD_CHOICES)}


def pending_choice(campaign: Campaign) -> CardChoice | None:
    """The choice of cards the campaign's pending step asks for, if any is offered."""
    state = campaign.state
    options = offered(campaign.legal()) if choosing_cards(state) else {}
    if not options:
        return None
    kind, count = state.pending[0]
    return CardChoice(CHOICE_LINES[kind].format(count), options, {}, count if kind in COUNTED else 1)


def loss_choice(catalog: Catalog, state: UdoState, attack: str) -> CardChoice:
    """The cards the attack `attack`, got through, may take: one of the hand is discarded, one of the discard pile
    exhausted for good."""
    options: dict[str, Command] = {card: cmd.TakeHit(attack=attack, card=card)
                                   for card in payers(catalog, state, attack)}
    notes = {card: ("discard from hand" if card in state.hand else "exhaust for good") for card in options}
    return CardChoice(f"{catalog.attack(attack).name} hits you: choose the card you lose", options, notes)
