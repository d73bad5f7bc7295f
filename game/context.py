"""What every scene shares: the window's viewport and notices to show."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.viewport import Viewport


@dataclass
class Context:
    """What every scene of a window shares."""

    viewport: Viewport
    notices: list[str] = field(default_factory=list)  # messages for the player (a damaged save, ...)
    autosave: bool = True  # off for screenshots, so they never touch the player's save
