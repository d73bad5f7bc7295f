"""What a press on the combo board stands for, read from what lies under it (a card and its slot, a heart of the
master's) and the options set under the buttons: picking a card up to lay it, one of the engine's commands (a combo
resolved, a kept attack spent, the target of the effect resolving), the picker opened for the card an attack takes or
for a pile to look through, or nothing. It only names the command; the engine decides whether it stands."""

from __future__ import annotations

from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.cards import Catalog
from game.engine.udo.kai import can_double
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS, UdoState
from game.layout.slot import Slot

PICK_UP = "pick up"  # a card of the hand, or a combo's finisher to take back, held to be laid
LOSS = "loss"  # an attack that got through: the card it takes is chosen in the picker
PILE = "pile"  # a pile of the hero's (the discard pile, the exhausted cards) looked through


def pressed(catalog: Catalog, state: UdoState, card: str | None, slot: Slot | None, heart: str | None,
            use_charge: bool, double: bool) -> Command | str | None:
    """What a press on `card` (the uppermost under it, lying at `slot`) or on the master's `heart` stands for now:
    PICK_UP, LOSS, PILE, a command, or None. A combo resolves with Charge spent (`use_charge`) and doubled (`double`)
    as far as the state allows; while an effect resolves, only its target is chosen."""
    if state.phase == PLAY and slot is not None and (
            slot.zone == "hand" or slot.zone == "combo" and state.combos[slot.group][-1] == card):
        return PICK_UP
    if state.phase == RESOLVE_COMBOS and state.resolving is None and slot is not None and slot.zone == "combo":
        return cmd.ResolveCombo(combo=slot.group, spend_charge=use_charge and state.charge > 0,
                                double=double and can_double(state))
    if card is not None and card in state.kept:
        return cmd.SpendKeptAttack(attack=card)
    if state.phase == RESOLVE_COMBOS and state.resolving is not None:
        kind = state.pending[0][0]
        if kind == "deal" and heart is not None:
            return cmd.CoverHeart(heart=heart)
        if kind == "block" and card is not None and card in catalog.attacks_by_id:
            return cmd.BlockAttack(attack=card)
        return None
    if state.phase == RESOLVE_ATTACKS and card in state.revealed:
        return LOSS
    return PILE if slot is not None and slot.zone in ("discard", "exhausted") else None
