"""A dialog's panel: its gold border and its title, as every dialog draws them (a question, a choice, a list)."""

from __future__ import annotations

import pygame

from game.ui import palette, shapes, text
from game.ui.viewport import Viewport


def draw_dialog(surface: pygame.Surface, vp: Viewport, panel: pygame.Rect, title: str, drop: int,
                size: int = 30) -> pygame.Rect:
    """A dialog's panel (`panel`, design space) with its gold border, and its title in gold as large as fits up to
    `size` design px, its centre `drop` design px below the panel's top; the panel's rect in window pixels."""
    box = vp.rect(panel)
    shapes.edged_panel(surface, box, palette.GOLD, vp.px(3), vp.px(16))
    text.draw(surface, title, text.fit(title, vp.px(size), box.w - vp.px(40), bold=True), palette.GOLD_LIGHT,
              bold=True, center=vp.point(panel.centerx, panel.y + drop))
    return box
