"""Kenpo Masters' Tiled maps (levels/<name>.tmx) and the zones its scenes ask for of each, which the registry joins to
the program (game.games.Game.levels): a map missing one is refused when it is loaded (game.layout)."""

from __future__ import annotations

from collections.abc import Mapping

LEVELS: Mapping[str, tuple[str, ...]] = {
    "ring": ("opp_hand", "opp_deck", "opp_discard", "opp_table", "my_table", "ring",
             *(f"square_{column}_{row}" for row in range(3) for column in range(3)), "score_race", "buttons",
             "status", "hand", "my_deck", "my_discard", "banner"),
}
