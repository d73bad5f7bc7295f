"""Where the masters lie on the master choice, in design space: every master's card in a grid of COLUMNS a row, 5:7,
and the two sides of the master chosen side by side in the detail panel. Pure arithmetic over the zones of
levels/master_select.tmx."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.layout import layout

COLUMNS = 5
DETAIL_TOP = 56  # design px below the detail panel's top where its cards begin: the master's name stands above them


def _grid_card(grid: pygame.Rect, count: int) -> tuple[float, float, float]:
    """A cell of the grid of `count` masters (its width and height) and the width of the card in it."""
    rows = (count + COLUMNS - 1) // COLUMNS
    cell_w, cell_h = grid.width / COLUMNS, grid.height / rows
    return cell_w, cell_h, min(cell_w - 16, (cell_h - 34) * 5 / 7)


def master_cells(grid: pygame.Rect, masters: Sequence[str]) -> dict[str, pygame.Rect]:
    """The card of each master in the grid, by its id: row by row, each centred in its cell."""
    cell_w, cell_h, card_w = _grid_card(grid, len(masters))
    cells = {}
    for i, master in enumerate(masters):
        col, row = i % COLUMNS, i // COLUMNS
        x = grid.x + col * cell_w + (cell_w - card_w) / 2
        y = grid.y + row * cell_h + 4
        cells[master] = pygame.Rect(round(x), round(y), round(card_w), round(card_w * 7 / 5))
    return cells


def detail_sides(detail: pygame.Rect) -> tuple[tuple[float, float, float, float], ...]:
    """The front and the back of the master chosen, side by side in the detail panel."""
    card_w = (detail.width - 36) / 2
    return tuple((detail.x + 12 + i * (card_w + 12), detail.y + DETAIL_TOP, card_w, card_w * 7 / 5) for i in range(2))


def card_sizes(count: int = 10) -> tuple[tuple[int, int], tuple[int, int]]:
    """The size of a master's card in the grid of `count` masters, and in the detail (both sides)."""
    screen = layout("master_select")
    _, _, card_w = _grid_card(screen.zone("grid"), count)
    side_w = detail_sides(screen.zone("detail"))[0][2]
    return (round(card_w), round(card_w * 7 / 5)), (round(side_w), round(side_w * 7 / 5))
