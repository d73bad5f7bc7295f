"""A game's table painted, whatever the game: the layers its frame is drawn in, from the bottom to the top, and the
part that paints them (the table, game.scenes.card_table.CardTable, holds it and paints the toasts itself); what a
painter reads of the table's window and of its hint; and how long the mouse rests on a card before its face is shown
enlarged."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui.viewport import Viewport

HOVER_DELAY = 0.35  # seconds the mouse rests on a card before its face is shown enlarged


class Window(Protocol):
    """What a painter reads of its table's window (game.scenes.context.Context): the viewport it draws through."""

    @property
    def viewport(self) -> Viewport: ...


class DrawnHint(Protocol):
    """What a painter asks of its table's hint (game.scenes.hinting.TableHint): whether one is shown (the places a
    table lights give way to it), and to draw itself (its words while it is looked for, then its lights)."""

    @property
    def shown(self) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...

# A game's table is drawn in these layers, from the bottom to the top, the same at every table: the felt with its
# panels, words and buttons; the cards; the lights on places (where the held card may go, what a computer just did);
# the card held with what it would do; hints, with the banners; the toasts; the keyboard's ring on a card or a place
# (game.ui.card_keys); and the card enlarged that the mouse or the focus asked for, with its tooltip, read whole over
# everything. A question the table asks over everything is a scene pushed over it (game.scenes.picker,
# game.scenes.confirm).
LAYERS = ("table", "cards", "lights", "held", "hints", "toasts", "ring", "zoom")


class TablePainter(Protocol):
    """A table's painter: the part that paints each of LAYERS to the hints; the rest are the table's own."""

    def paint_table(self, surface: pygame.Surface) -> None:
        """The felt, with the table's panels, words and buttons."""
        ...

    def paint_cards(self, surface: pygame.Surface) -> None: ...

    def paint_lights(self, surface: pygame.Surface) -> None:
        """The places lit over the cards."""
        ...

    def paint_held(self, surface: pygame.Surface) -> None:
        """The card held, with what it would do where it is."""
        ...

    def paint_hints(self, surface: pygame.Surface) -> None:
        """The hint, the banner."""
        ...

    def ready_pickup(self, card: str) -> None:
        """Makes, drawing nothing, the pictures a pick-up of `card` at the moment shown draws first (the places it
        may go lit with their words, the status line while it is held), so that frame only blits them: the table
        asks it between frames (game.scenes.pickups). Nothing by default."""
        return None
