"""Layouts from Tiled: code asks for zones by name; the pixels live in levels/*.tmx."""

from __future__ import annotations

from functools import cache

from game.layout.tiled import Layout, LayoutError, load_layout
from game.paths import level

__all__ = ["Layout", "LayoutError", "layout", "levels", "load_layout"]


def levels() -> list[str]:
    """Every levels/<name>.tmx the scenes ask for: each game's front names its own."""
    from game.games import families

    return [name for entry in families() for name in entry.front().levels]


@cache
def layout(name: str) -> Layout:
    """The layout of levels/<name>.tmx, loaded once per run. Layout.zone() hands out copies."""
    return load_layout(level(f"{name}.tmx"))
