"""The ring: a 3 by 3 grid, the fighters' fixed facings, steps and the eight directions around a fighter.

Squares are (column, row) as the table is seen from above: column 0 to 2 left to right, row 0 at the top.
Seat 0 starts in the middle of the top row facing down the table, seat 1 in the middle of the bottom row
facing up. A fighter never turns: "forward", "left" and the rest are always taken from the facing it started
with, so seat 0's left is the table's right. The rows are the ring's horizontal lines: two fighters on one
row call a Break.
"""

from __future__ import annotations

SIZE = 3
START: tuple[tuple[int, int], tuple[int, int]] = ((1, 0), (1, 2))
FACING: tuple[tuple[int, int], tuple[int, int]] = ((0, 1), (0, -1))  # seat 0 faces down, seat 1 faces up

STEPS = ("forward", "back", "left", "right", "none")  # "none" is the centre dot: standing still
DIRECTIONS = ("front", "front_left", "left", "back_left", "back", "back_right", "right", "front_right")

MIRROR: dict[str, str] = {  # left and right swapped, for steps and directions ("back" is both)
    "forward": "forward", "back": "back", "none": "none", "left": "right", "right": "left",
    "front": "front", "front_left": "front_right", "front_right": "front_left",
    "back_left": "back_right", "back_right": "back_left",
}

# (ahead, to the right) in a fighter's own terms -> the direction's name
_NAMES = {
    (1, 0): "front", (1, -1): "front_left", (0, -1): "left", (-1, -1): "back_left",
    (-1, 0): "back", (-1, 1): "back_right", (0, 1): "right", (1, 1): "front_right",
}
_AHEAD_RIGHT = {"forward": (1, 0), "back": (-1, 0), "left": (0, -1), "right": (0, 1), "none": (0, 0)}


def _right(facing: tuple[int, int]) -> tuple[int, int]:
    """The table direction of a fighter's right hand: facing down the table, that is the table's left."""
    fx, fy = facing
    return (-fy, fx)


def _offset(seat: int, step: str) -> tuple[int, int]:
    ahead, right = _AHEAD_RIGHT[step]
    (fx, fy), (rx, ry) = FACING[seat], _right(FACING[seat])
    return (ahead * fx + right * rx, ahead * fy + right * ry)


def _relation_table(seat: int) -> dict[tuple[int, int], str]:
    (fx, fy), (rx, ry) = FACING[seat], _right(FACING[seat])
    table = {}
    for (ahead, right), name in _NAMES.items():
        table[(ahead * fx + right * rx, ahead * fy + right * ry)] = name
    return table


OFFSETS: tuple[dict[str, tuple[int, int]], ...] = tuple({s: _offset(seat, s) for s in STEPS} for seat in (0, 1))
RELATIONS: tuple[dict[tuple[int, int], str], ...] = (_relation_table(0), _relation_table(1))


def in_ring(square: tuple[int, int]) -> bool:
    return 0 <= square[0] < SIZE and 0 <= square[1] < SIZE


def destination(seat: int, square: tuple[int, int], step: str) -> tuple[int, int]:
    """Where a step takes seat's fighter (perhaps outside the ring: see in_ring)."""
    dx, dy = OFFSETS[seat][step]
    return (square[0] + dx, square[1] + dy)


def relation(seat: int, square: tuple[int, int], other: tuple[int, int]) -> str | None:
    """Where `other` stands around seat's fighter on `square`, or None when it is not adjacent."""
    return RELATIONS[seat].get((other[0] - square[0], other[1] - square[1]))


def side_by_side(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Both fighters on one horizontal line (a row), next to each other or with a square between."""
    return a[1] == b[1]
