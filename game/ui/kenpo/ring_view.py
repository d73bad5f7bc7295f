"""What every part of the Kenpo ring (its motion, painters and keys) reads of the arena that holds it: the view
shown, the seat it is shown to, the game's cards and whether that seat's hand is hidden (game.scenes.kenpo.arena), as
every game's table parts read theirs (game.ui.shown_table, where the zones they read are declared too); and who
sits at the ring, what each seat is called, where the fighters stand, what flies over them, the lines of the
computer's turn and the hand's row."""

from __future__ import annotations

from typing import Protocol

from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.state import KenpoState
from game.layout.hand import HandRow
from game.ui.flights import Flights
from game.ui.palette import Rgb
from game.ui.shown_table import ShownTable
from game.ui.tween import Slide
from game.words.kenpo.seating import Table

Points = tuple[str, Rgb]  # on their way from a struck fighter to the scorer's track: label, colour


class RingView(ShownTable[KenpoState, Catalog], Protocol):
    """The Kenpo arena as its parts read it."""

    table: Table  # who sits at the arena
    names: tuple[str, str]  # what each seat is called there (Table.names)
    tokens: dict[int, Slide]  # the fighters, standing on their squares or sliding between them
    flyers: Flights[Points]  # the points flying from a fighter struck to the score race
    their_turn: list[str]  # what the computer did on its last turn (its log), until the player acts
    row: HandRow  # the hand's row of cards (scrolled when too long to show whole)
