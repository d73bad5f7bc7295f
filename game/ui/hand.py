"""The scroll arrows at the ends of a hand's row (game.layout.hand.HandRow), each saying how many cards it hides."""

from __future__ import annotations

import pygame

from game.layout.hand import HandRow
from game.ui import palette, text
from game.ui.viewport import Viewport


def draw_arrows(surface: pygame.Surface, vp: Viewport, row: HandRow, hovered: pygame.Rect | None = None) -> None:
    """The row's scroll arrows, each with how many cards it hides; an end with nothing hidden is dimmed."""
    for rect, hidden, mark in ((row.left_arrow, row.left, "\u25c0"), (row.right_arrow, row.right, "\u25b6")):
        if rect is None:
            continue
        box = vp.rect(rect)
        lit = bool(hidden)
        fill = (palette.PAPER if rect == hovered else palette.PAPER_SHADE) if lit else palette.FELT_LINE
        ink = palette.INK if lit else palette.DIM_TEXT
        pygame.draw.rect(surface, fill, box, border_radius=vp.px(8))
        text.draw(surface, mark, vp.px(22), ink, bold=True, center=(box.centerx, box.centery - vp.px(12)))
        text.draw(surface, f"+{len(hidden)}", text.legible(vp.px(18)), ink, bold=True,
                  center=(box.centerx, box.centery + vp.px(14)))
