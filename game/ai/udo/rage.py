"""Kai's choices that need no search: when to discard a kept attack, and which cards to ENRAGE then.

A kept attack is spent as soon as a calm card of hers is in hand (sides last, so an ENRAGED card stays
stronger for the rest of the campaign), choosing the attack whose Charge wastes the least.
"""

from __future__ import annotations

from game.engine.core import Command
from game.engine.udo import UdoRules
from game.engine.udo import commands as cmd
from game.engine.udo.kai import can_spend
from game.engine.udo.sides import calm_in_hand
from game.engine.udo.state import UdoState


def spend_kept(rules: UdoRules, view: UdoState) -> Command | None:
    """A kept attack to discard now, or None."""
    if not view.kept or not can_spend(view):
        return None
    calm = len(calm_in_hand(rules.catalog, view))
    if not calm:
        return None
    charge = {attack: rules.catalog.attack(attack).bonus.charge for attack in view.kept}
    enough = [a for a in view.kept if charge[a] >= calm]
    attack = min(enough, key=lambda a: (charge[a], a)) if enough else max(view.kept, key=lambda a: (charge[a], a))
    return cmd.SpendKeptAttack(attack=attack)
