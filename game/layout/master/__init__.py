"""Master's Tiled maps (levels/<name>.tmx) and the zones its scenes ask for of each, which the registry joins to
the program (game.games.Game.levels): a map missing one is refused when it is loaded (game.layout)."""

from __future__ import annotations

from collections.abc import Mapping

LEVELS: Mapping[str, tuple[str, ...]] = {
    "master": ("area_me", "area_left", "area_top_left", "area_top", "area_top_right", "area_right", "banner",
               "buttons", "discard", "discard_instead", "draw_pile", "hand", "log", "status", "turn"),
}
