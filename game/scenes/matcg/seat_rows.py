"""The set-up's seats at a table of more than two: one row per seat, its side's name, a button that goes round
who sits there (a person, the computer at each level) and a button that goes round the decks offered; up to five
rows in a column, a second column beside it for more. A duel keeps its own rows of every choice in sight."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.scenes.matcg.seating import PERSON, Chair, level_name

ROW_TOP, ROW_STEP, ROWS = 214, 52, 5  # the first row's top, the step between rows, the rows in a column
COLUMN_W = 505


@dataclass(frozen=True)
class SeatRow:
    seat: int
    label: str  # "Seat 1 · Team 1"
    y: float
    x: float  # where its buttons begin


def rows(seats: int, label: Callable[[int], str], left: float) -> list[SeatRow]:
    """Where each seat's row lies: down the first column, then the second."""
    columns = 1 if seats <= ROWS else 2
    per = -(-seats // columns)
    return [SeatRow(seat, label(seat), ROW_TOP + (seat % per) * ROW_STEP, left + (seat // per) * (COLUMN_W + 130))
            for seat in range(seats)]


def kind_label(chair: Chair) -> str:
    return "Person" if not chair.computer else f"Computer: {level_name(chair.level or '')}"


def next_kind(chair: Chair, levels: list[str]) -> str:
    """Who sits at the seat after `chair` when its button is pressed: a person, then each level, then a person."""
    kinds = [PERSON, *levels]
    now = PERSON if not chair.computer else chair.level
    return kinds[(kinds.index(now) + 1) % len(kinds)] if now in kinds else PERSON


def next_deck(deck: object, offered: list[object]) -> object:
    """The deck after `deck` among those offered."""
    return offered[(offered.index(deck) + 1) % len(offered)] if deck in offered else offered[0]
