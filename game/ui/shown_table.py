"""What every part of a game's table (its painter, panels, motion, keys) reads of the table that holds it, whatever
the game: the view shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden. A game's
parts name it with their own view and catalog (`ShownTable[MasterState, Catalog]`), and add what else they read,
the window's share (game.ui.painter.Window) and the table's glide (`Gliding`) among it. What every part of a kind
reads is declared here once: a motion's (`Moving`: the zones and the glide), a part's that follows the mouse and the
card held (`Pointing`), and a painter's (`Painted`: that, and the still backdrop, the cards, the log, the lit cards
and moves shown, the status, turn and log lines, the felt, the buttons and the hints), besides what its game adds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import pygame

from game.ui.backdrop import Backdrop
from game.ui.drag import Drag
from game.ui.painter import Window
from game.ui.palette import Rgb
from game.ui.playable import PlayableCards
from game.ui.shown import ShownMoves

Point = tuple[float, float]
Placed = tuple[Point, Point]  # where a card stands and its size, design px
View = TypeVar("View", covariant=True)
Cards = TypeVar("Cards", covariant=True)


class ShownTable(Protocol[View, Cards]):
    @property
    def state(self) -> View:
        """The shown view."""
        ...

    @property
    def viewer(self) -> int:
        """The seat the view is shown to."""
        ...

    @property
    def catalog(self) -> Cards:
        """The game's cards."""
        ...

    @property
    def hide_hand(self) -> bool:
        """No hand shows at the screen: the seat's own hand is drawn as backs."""
        ...


class Pointing(Protocol):
    """What a part that follows the mouse and the card it holds reads of its table, whatever the game: the table's
    zones, the card held, where the mouse points, the table's clock (what waits pulses with it) and the cards'
    faces, in its window."""

    zones: dict[str, pygame.Rect]
    drag: Drag | None
    pointer: tuple[float, float]  # where the mouse points (design space)
    clock: float

    @property
    def ctx(self) -> Window: ...

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface: ...


class Painted(ShownTable[View, Cards], Pointing, Protocol):
    """What a table's painter reads of it, whatever the game (its own game's painter adds the rest): of it, a
    painter sets only `backdrop`."""

    backdrop: Backdrop | None  # the still part of the table, in the window-sized layer every table shares
    sprites: pygame.sprite.LayeredUpdates
    log_back: int  # the newest lines of the log scrolled out of its box, to read the earlier
    covered: list[pygame.Rect]  # what another scene lays over the table (design space): its log shows the rest
    lit: PlayableCards
    shown: ShownMoves

    @property
    def names(self) -> tuple[str, ...]:
        """What each seat is called (a game may say how many seats it has)."""
        ...

    def status_line(self) -> str: ...

    def status_holding(self, held: str | None) -> str:
        """The status line while `held` is in the mouse's hand (None: nothing is)."""
        ...

    def log_lines(self) -> list[str]: ...

    def turn_lines(self) -> tuple[str, str, Rgb]: ...

    def draw_felt(self, surface: pygame.Surface) -> None: ...

    def draw_buttons(self, surface: pygame.Surface) -> None: ...

    def draw_hints(self, surface: pygame.Surface) -> None:
        """The Hint, the banner."""


class Gliding(Protocol):
    """A table's glide (game.scenes.glide.Glide) as its motion reads it: every card sent toward its slot, from where
    it comes into sight, and away to where it leaves sight (see Glide.place)."""

    def place(self, slots: dict[str, Any], snap: bool, card: Callable[[str, Point, Point], Any] = ...,
              came_from: Callable[[str, Any], Placed | None] = ...,
              goes_to: Callable[[str], Placed | None] = ..., stagger: tuple[float, int] = ...) -> None: ...


class Moving(ShownTable[View, Cards], Protocol):
    """What a table's motion reads of it, whatever the game: its zones, and its glide, which sends every card where
    the shown view lays it out."""

    zones: dict[str, pygame.Rect]

    @property
    def glide(self) -> Gliding:
        """Where every card is sent."""
        ...
