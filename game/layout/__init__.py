"""Layouts from Tiled: code asks for zones by name; the pixels live in levels/*.tmx.

Each level declares the zones its scenes ask for (`REQUIRED_ZONES`, extended with `require`), so a map missing one
is refused when it is loaded, and so by the start-up data check (game/content/check.py), not when a scene first
asks for the zone.
"""

from __future__ import annotations

from functools import cache

from game.layout.tiled import Layout, LayoutError, load_layout
from game.paths import level

__all__ = ["LEVELS", "REQUIRED_ZONES", "Layout", "LayoutError", "layout", "load_layout", "require"]

LEVELS: tuple[str, ...] = ("master_select", "combo_board", "ring")  # every levels/<name>.tmx the scenes ask for

_SQUARES = tuple(f"square_{column}_{row}" for row in range(3) for column in range(3))
REQUIRED_ZONES: dict[str, tuple[str, ...]] = {
    "master_select": ("title", "grid", "detail", "progress", "back_button", "fight_button"),
    "combo_board": ("master", "attacks", "attack_deck", "attack_discard", "charge", "status", "glory", "combos",
                    "new_combo", "buttons", "hand", "discard", "exhausted", "kept"),
    "ring": ("opp_hand", "opp_deck", "opp_discard", "opp_table", "my_table", "ring", *_SQUARES, "score_race",
             "buttons", "status", "hand", "my_deck", "my_discard", "banner", "choice"),
}


def require(name: str, *zones: str) -> None:
    """Declares that a scene needs `zones` of levels/<name>.tmx (a game's package calls this when it registers a
    scene), and that the level is one the start-up check loads."""
    global LEVELS
    REQUIRED_ZONES[name] = tuple(dict.fromkeys((*REQUIRED_ZONES.get(name, ()), *zones)))
    if name not in LEVELS:
        LEVELS = (*LEVELS, name)
    layout.cache_clear()


@cache
def layout(name: str) -> Layout:
    """The layout of levels/<name>.tmx with every zone its scenes need, loaded once per run. Layout.zone() hands
    out copies."""
    return load_layout(level(f"{name}.tmx"), REQUIRED_ZONES.get(name, ()))
