"""What every scene shares: the window's viewport, the card catalog and notices to show."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from game.ui.viewport import Viewport

if TYPE_CHECKING:
    from game.engine.udo.cards import Catalog


@dataclass
class Context:
    viewport: Viewport
    notices: list[str] = field(default_factory=list)  # messages for the player (a damaged save, ...)
    autosave: bool = True  # off for screenshots, so they never touch the player's save

    @cached_property
    def catalog(self) -> Catalog:
        """The shipped cards, read when a scene first needs them (the menu does not, so the
        window opens before the card data is validated)."""
        from game.content.loader import udo_catalog

        return udo_catalog()
