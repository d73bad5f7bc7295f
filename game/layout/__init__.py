"""Layouts from Tiled: code asks for zones by name; the pixels live in levels/*.tmx.

Each game declares its levels and the zones its scenes ask for in its own module here (game.layout.<family>'s
`LEVELS`; `levels()` gathers them), so a map missing one is refused when it is loaded, and so by the start-up data
check (game/content/check.py), not when a scene first asks for the zone.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.files import settings
from game.files.paths import level
from game.layout.tiled import Layout, LayoutError, load_layout

__all__ = ["Layout", "LayoutError", "layout", "levels", "load_layout", "zones_now"]


def levels() -> dict[str, tuple[str, ...]]:
    """Every levels/<name>.tmx the scenes ask for, with the zones its scenes need: each game names its own
    (game.games.Game.levels), and the start-up check refuses a map that misses one."""
    from game.games import families

    found: dict[str, tuple[str, ...]] = {}
    for entry in families():
        for name, zones in entry.levels().items():
            found[name] = tuple(dict.fromkeys((*found.get(name, ()), *zones)))
    return found


@cache
def layout(name: str) -> Layout:
    """The layout of levels/<name>.tmx with every zone its scenes need, loaded once per run. Layout.zone() hands
    out copies."""
    return load_layout(level(f"{name}.tmx"), levels().get(name, ()))


def zones_now(name: str) -> dict[str, pygame.Rect]:
    """Copies of the zones of levels/<name>.tmx as the player's text size lays them out (Layout.laid_out): a table
    asks again when the text size changes (its `resized`)."""
    return layout(name).laid_out(settings.current().text_scale)
