"""Layouts from Tiled: code asks for zones by name; the pixels live in levels/*.tmx."""

from __future__ import annotations

from functools import cache

from game.layout.tiled import Layout, LayoutError, load_layout
from game.paths import level

__all__ = ["LEVELS", "Layout", "LayoutError", "layout", "load_layout"]

LEVELS = ("master_select", "combo_board", "ring")  # every levels/<name>.tmx the scenes ask for


@cache
def layout(name: str) -> Layout:
    """The layout of levels/<name>.tmx, loaded once per run. Layout.zone() hands out copies."""
    return load_layout(level(f"{name}.tmx"))
