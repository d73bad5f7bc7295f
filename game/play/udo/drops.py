"""What a card held on the combo board may do: the combos a hand card may join (the engine's legal plays of it, each
with its drop area, in design space), the places the keyboard may lay it, named, the command a card let go somewhere
stands for, the plays a card with no place could make, for the engine to say why it refuses each (game.ui.no_place),
and the card of the hand a command plays (lit while it may be played: game.ui.playable)."""

from __future__ import annotations

import pygame

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.state import UdoState
from game.layout.slot import Slot
from game.layout.udo.board import combo_targets, combo_under
from game.play.campaign import Campaign


def drop_targets(campaign: Campaign, zones: dict[str, pygame.Rect], card: str) -> dict[int, pygame.Rect]:
    """Where a drag of the hand card `card` may lay it, by the combo it would join (the number of combos for a new
    one): the engine's legal plays of it."""
    targets = combo_targets(zones, campaign.state.combos)
    return {command.combo: targets.get(command.combo, zones["new_combo"]) for command in campaign.legal()
            if isinstance(command, cmd.PlayCard) and command.card == card}


def held_places(campaign: Campaign, zones: dict[str, pygame.Rect], slot: Slot | None,
                card: str) -> list[tuple[str, pygame.Rect]]:
    """Where the card `card` held from `slot` may be laid, named, in design space: a combo's finisher back to the
    hand, while the engine lets it be taken back; a hand card on each combo it may join (drop_targets), in order."""
    if slot is not None and slot.zone == "combo":
        back = cmd.TakeBackCard(combo=slot.group) in campaign.legal()
        return [("back to the hand", zones["hand"])] if back else []
    return [(f"combo {index + 1}", rect) for index, rect in sorted(drop_targets(campaign, zones, card).items())]


def played_cards(command: Command) -> tuple[str, ...]:
    """The card of the hand `command` plays: a card laid on a combo (the others are clicked or chosen, never held)."""
    return (command.card,) if isinstance(command, cmd.PlayCard) else ()


def no_place_attempts(state: UdoState, slot: Slot | None, card: str) -> list[tuple[str, Command]]:
    """A combo's finisher (its `slot` in a combo) taken back to the hand; a card of the hand laid on each combo, or
    starting a new one."""
    if slot is not None and slot.zone == "combo":
        return [("", cmd.TakeBackCard(combo=slot.group))]
    combos = len(state.combos)
    return [(f"Combo {k + 1}" if k < combos else "New combo", cmd.PlayCard(card=card, combo=k))
            for k in range(combos + 1)]


def drop_command(zones: dict[str, pygame.Rect], state: UdoState, slot: Slot, card: str,
                 at: tuple[float, float]) -> Command | None:
    """What the card `card` from `slot` let go at `at` stands for: a combo's finisher dragged out of its combo's drop
    area is taken back to the hand; a hand card joins the combo under it, or starts a new one. None: it goes back."""
    if slot.zone == "combo":
        inside = combo_targets(zones, state.combos).get(slot.group)
        return None if inside is not None and inside.collidepoint(at) else cmd.TakeBackCard(combo=slot.group)
    index = combo_under(zones, state.combos, at)
    return None if index is None else cmd.PlayCard(card=card, combo=index)
