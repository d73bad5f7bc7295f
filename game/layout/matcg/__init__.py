"""Martial Arts' Tiled maps (levels/<name>.tmx) and the zones its scenes ask for of each, which the registry joins to
the program (game.games.Game.levels): a map missing one is refused when it is loaded (game.layout)."""

from __future__ import annotations

from collections.abc import Mapping

LEVELS: Mapping[str, tuple[str, ...]] = {
    "matcg": ("opponent", "ribbon", "fight", "strategy", "me", "my_event", "my_discard", "hand", "turn",
              "status", "log", "buttons", "banner"),
    "matcg_teams": ("others", "ribbon", "fight", "strategy", "me", "my_event", "my_discard", "hand", "turn",
                    "status", "log", "buttons", "banner"),
}
