"""How the combo board shows the big moments of a fight (their words: game.words.udo.telling.moment): a banner for a
master defeated and for the campaign won or lost, a short toast for a block, Charge gained, Kai ENRAGED, an attack
kept and an effect that found no target."""

from __future__ import annotations

from game.engine.core import Event
from game.engine.udo.cards import Catalog
from game.ui import palette
from game.ui.overlaid import Banner
from game.ui.toasts import Toast
from game.words.udo import telling

STATUS_TOAST = (640, 338)  # a message about the whole table: under the status line, over the combos' band
# where the attacks just answered are told, side by side (an attack blocked, then kept): under the status line too,
# clear of the attacks and their captions, which the new turn shows while these are read
BLOCKED_TOAST, KEPT_TOAST = (400, 338), (740, 338)

BANNERS = {"defeated": 3.0, "won": 2.5, "lost": 2.5}  # the seconds each banner stays
TOASTS: dict[str, tuple[tuple[int, int], float, palette.Rgb]] = {  # where each toast shows, its seconds, its colour
    "blocked": (BLOCKED_TOAST, 1.6, palette.HIGHLIGHT), "charge": ((370, 230), 1.6, palette.CHARGE_PURPLE),
    "enraged": ((370, 230), 2.4, palette.RAGE), "kept": (KEPT_TOAST, 2.0, palette.RAGE),
    "fizzled": (STATUS_TOAST, 2.0, palette.DIM_TEXT),
}


def moment(catalog: Catalog, event: Event) -> Banner | Toast | None:
    """What the board shows for `event`, if anything."""
    told = telling.moment(catalog, event)
    if told is None:
        return None
    words, kind = told
    return (words, "", palette.GOLD_LIGHT, BANNERS[kind]) if kind in BANNERS else Toast(words, *TOASTS[kind])
