"""The hand's row at a table, whatever the game: where the hand is too long to show whole, its arrows and the wheel
over the hand turn it (game.layout.hand.HandRow lays it out from its first card shown). Functions of any table with
a hand's row (game.scenes.seated.GameTable and the others), reading it through `RowTable`; of it, they set only
`hand_first`."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.layout.hand import HandRow
from game.ui.painter import Window


class RowTable(Protocol):
    """What the hand's row reads of the table, and the one thing it sets (`hand_first`)."""

    hand_first: int  # the first card of the row shown
    drag: Any
    pointer: tuple[float, float]  # design space
    zones: dict[str, pygame.Rect]

    @property
    def row(self) -> HandRow | None:
        """The hand's row; None: the table has no row of its own."""
        ...

    @property
    def ctx(self) -> Window: ...

    @property
    def hide_hand(self) -> bool: ...

    def _sync(self, snap: bool) -> None: ...


def turn(table: RowTable, by: int) -> None:
    """The row turned by `by` cards (to the right when positive)."""
    assert table.row is not None
    table.hand_first = table.row.turned(table.hand_first + by)
    table._sync(snap=False)


def arrow(table: RowTable, pos: tuple[int, int]) -> bool:
    """A press at `pos` (window pixels) on an arrow of the row, while the hand shows, turns it: True when it did."""
    row = None if table.hide_hand else table.row
    by = row.turn_at(table.ctx.viewport.to_design(pos)) if row is not None else None
    if by is not None:
        turn(table, by)
    return by is not None


def under_pointer(table: RowTable) -> bool:
    """The wheel would turn the row: it is too long to show whole, the mouse is over the hand and holds no card."""
    row = table.row
    return table.drag is None and row is not None and row.scrolls and table.zones["hand"].collidepoint(table.pointer)


def hidden(table: RowTable) -> dict[str, tuple[int, int]]:
    """The cards the row hides (its turn would show them, the nearest first) at the size it shows cards at (design
    space): none while the hand shows as backs."""
    row = None if table.hide_hand else table.row
    if row is None or not row.cards:
        return {}
    size = next(iter(row.cards.values())).size
    return {key: size for key in (*row.right, *reversed(row.left))}
