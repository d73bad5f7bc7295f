"""The campaign's Tiled maps (levels/<name>.tmx) and the zones its scenes ask for of each, which the registry joins to
the program (game.games.Game.levels): a map missing one is refused when it is loaded (game.layout)."""

from __future__ import annotations

from collections.abc import Mapping

LEVELS: Mapping[str, tuple[str, ...]] = {
    "combo_board": ("master", "attacks", "attack_deck", "attack_discard", "charge", "status", "glory", "combos",
                    "new_combo", "buttons", "hand", "discard", "exhausted", "kept"),
}
