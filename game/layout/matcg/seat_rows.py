"""Where the Martial Arts set-up lays the rows of a table of more than two seats (game.scenes.matcg.seat_rows): up
to five rows in a column, a second column beside it for more, and the Army of One's row of its goal and leader."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

ROW_TOP, ROW_STEP, ROWS = 214, 52, 5  # the first row's top, the step between rows, the rows in a column
# In one column: a row's kind and deck buttons, from its left. In two (Army of One's ten seats): narrower, and the
# second column far enough right for its labels ("Enemy 9" at the Largest text) and close enough to end in the window.
ONE_COLUMN = (250, 300, 680)  # left, kind, deck
TWO_COLUMNS = (110, 200, 300, 630)  # left, kind, deck, the step to the second column
ARMY_ROW_Y = 536  # the Army of One's goal and leader


@dataclass(frozen=True)
class SeatRow:
    seat: int
    label: str  # "Seat 1 · Team 1", "Hero", "Enemy 3"
    y: float
    x: float  # where its buttons begin


def rows(seats: int, label: Callable[[int], str], left: float, column_step: float) -> list[SeatRow]:
    """Where each seat's row lies: down the first column, then the second."""
    columns = 1 if seats <= ROWS else 2
    per = -(-seats // columns)
    return [SeatRow(seat, label(seat), ROW_TOP + (seat % per) * ROW_STEP, left + (seat // per) * column_step)
            for seat in range(seats)]
