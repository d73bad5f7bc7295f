"""The combo board's words for the big moments of a fight: a banner for a master defeated and for the campaign won
or lost, a short toast for a block, Charge gained, Kai ENRAGED, an attack kept and an effect that found no target."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.udo import events as ev
from game.engine.udo.cards import Catalog
from game.ui import palette
from game.ui.widgets import Toast
from game.words.udo import telling

STATUS_TOAST = (640, 338)  # a message about the whole table: under the status line, over the combos' band
# where the attacks just answered are told, side by side (an attack blocked, then kept): under the status line too,
# clear of the attacks and their captions, which the new turn shows while these are read
BLOCKED_TOAST, KEPT_TOAST = (400, 338), (740, 338)

Banner = tuple[str, float]  # the words and the seconds they stay


def moment(catalog: Catalog, event: Event) -> Banner | Toast | None:
    """What the board shows for `event`, if anything."""
    if isinstance(event, ev.MasterDefeated):
        return telling.defeated(catalog, event), 3.0
    if isinstance(event, ev.CampaignWon):
        return "Victory!", 2.5
    if isinstance(event, ev.CampaignLost):
        return f"{catalog.attack(event.attack).name} strikes and you cannot answer it.", 2.5
    if isinstance(event, ev.AttackBlocked):
        return Toast(f"Blocked {catalog.attack(event.attack).name}!", BLOCKED_TOAST, 1.6, palette.HIGHLIGHT)
    if isinstance(event, ev.ChargeGained | ev.BonusChargeGained) and event.amount:
        return Toast(f"+{event.amount} Charge", (370, 230), 1.6, palette.CHARGE_PURPLE)
    if isinstance(event, ev.KaiEnraged):
        return Toast(telling.ENRAGED, (370, 230), 2.4, palette.RAGE)
    if isinstance(event, ev.AttackKept):
        return Toast(f"Kept {catalog.attack(event.attack).name}: ENRAGE {event.charge} later", KEPT_TOAST, 2.0,
                     palette.RAGE)
    if isinstance(event, ev.EffectFizzled):
        return Toast(f"{event.kind.title()} {event.value} found no target.", STATUS_TOAST, 2.0, palette.DIM_TEXT)
    return None
