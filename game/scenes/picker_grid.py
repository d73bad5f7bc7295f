"""How a picker lays out its cards (game.scenes.picker): every card in sight at once, as large as the window lets
them be, in rows of up to seven at full size and more as they shrink; a pile too large even at the smallest size
shows as many rows as fit, and scrolls."""

from __future__ import annotations

from dataclasses import dataclass, replace

CARD_W, CARD_H, GAP = 130, 182, 18  # a card at full size and the gap between two, design px
SCALES = (1.0, 0.85, 0.7, 0.6)  # the sizes tried, largest first: the smallest still shows a card's name and number
FULL_ROW = 7  # cards in a row at full size
WIDEST = 1200  # the longest row of smaller cards, design px (the panel adds its margins)
HEAD, FOOT = 120, 80  # the panel above its cards (title, instructions) and below them (buttons), design px
TALLEST = 704  # the panel's height at most: it stays inside the window's 720 design px
NOTES_ROOM, BARE_ROOM = 44, 14  # under each row: room for the words under the cards, or a gap only


@dataclass(frozen=True)
class Grid:
    count: int  # the cards laid out
    card: tuple[int, int]  # each card's size, design px
    per_row: int
    row_h: int  # from one row's top to the next, design px
    shown_rows: int  # the rows in sight at once: all of them, unless the grid scrolls

    @classmethod
    def fitting(cls, count: int, noted: bool) -> Grid:
        """The largest cards at which `count` of them fit the window (with room for words under them when
        `noted`); at the smallest size, as many rows as fit."""
        below = NOTES_ROOM if noted else BARE_ROOM
        for scale in SCALES:
            width, height = round(CARD_W * scale), round(CARD_H * scale)
            per_row = FULL_ROW if scale == 1 else (WIDEST + GAP) // (width + GAP)
            grid = cls(count, (width, height), max(1, min(count, per_row)), height + below, 0)
            if HEAD + grid.rows * grid.row_h + FOOT <= TALLEST or scale == SCALES[-1]:
                break
        return replace(grid, shown_rows=max(1, min(grid.rows, (TALLEST - HEAD - FOOT) // grid.row_h)))

    @property
    def rows(self) -> int:
        return max(1, -(-self.count // self.per_row))

    @property
    def scrolls(self) -> bool:
        return self.shown_rows < self.rows

    @property
    def width(self) -> int:
        """The widest row's width, design px."""
        return self.per_row * self.card[0] + (self.per_row - 1) * GAP

    @property
    def height(self) -> int:
        """The rows in sight, design px."""
        return self.shown_rows * self.row_h
