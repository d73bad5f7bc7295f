"""What every scene shares: the window's viewport and notices to show."""

from __future__ import annotations

from game.ui.viewport import Viewport


class Context:
    """What every scene of a window shares: its viewport, messages for the player (a damaged save, ...), and
    whether games save as they go (off for screenshots, so they never touch the player's save)."""

    def __init__(self, viewport: Viewport, notices: list[str] | None = None, autosave: bool = True) -> None:
        self.viewport = viewport
        self.notices: list[str] = [] if notices is None else notices
        self.autosave = autosave
