"""The live forecast (game.play.udo.forecast: what a combo would do if the dragged card joined it and it resolved
now) shown: `draw_preview` lays it as a panel beside the held card, by the shared placement of tips
(game.ui.tip.placed) clear of what the board reads while a card is held, and glows the hearts and attacks it can reach.
"""

from __future__ import annotations

import pygame

from game.engine.udo.cards import Catalog
from game.engine.udo.state import UdoState
from game.play.udo.forecast import Preview
from game.ui import marks, palette, shapes, text
from game.ui.tip import placed
from game.ui.udo import board_draw as draw
from game.ui.viewport import Viewport
from game.words.udo.board import forecast_lines

PANEL_W = 330
Row = tuple[list[str], int, palette.Rgb, bool, bool]  # a row of the panel: its lines, size, colour, bold, marked


INK = {"problem": palette.ERROR_RED, "x": palette.GOLD_LIGHT, "steps": palette.TEXT, "reach": palette.HIGHLIGHT,
       "out of reach": palette.DIM_TEXT, "charge": palette.CHARGE_LIGHT, "double": palette.RAGE,
       "ready": palette.HIGHLIGHT}  # the colour of each line of the panel, by what it tells (forecast_lines)


def lines(catalog: Catalog, state: UdoState, found: Preview) -> list[tuple[str, palette.Rgb]]:
    """The panel's lines, most important first, each in its colour."""
    return [(line, INK[tells]) for line, tells in forecast_lines(catalog, state, found)]


def draw_preview(
    surface: pygame.Surface, vp: Viewport, catalog: Catalog, state: UdoState, found: Preview, held: pygame.Rect,
    avoid: list[pygame.Rect], hearts: dict[str, pygame.Rect], attacks: dict[str, pygame.Rect], pulse: float,
) -> pygame.Rect:
    """The panel beside the held card (`held`, window pixels), clear of `avoid` where the window has room (the first
    mattering most), and a glow on every heart and attack in reach; the panel's rect."""
    if found.problem is None:
        for heart in found.hearts:
            marks.outline(surface, vp, hearts[heart], palette.GOLD, pulse)
        for attack in found.attacks:
            if attack in attacks:
                marks.outline(surface, vp, attacks[attack], palette.BLOCK_LIGHT, pulse)
    shown = _rows(vp, catalog, state, found)
    tops, height = _tops(vp, shown)
    panel = placed(pygame.Rect(0, 0, vp.px(PANEL_W), height), held, surface.get_rect(), vp.px(8), avoid)
    pygame.draw.rect(surface, palette.FELT_DARK, panel.move(vp.px(3), vp.px(4)), border_radius=vp.px(10))
    edge = palette.ERROR_RED if found.problem or found.unfinished else palette.GOLD
    shapes.edged_panel(surface, panel, edge, vp.px(2), vp.px(10))
    for top, (parts, size, color, bold, marked) in zip(tops, shown, strict=True):
        step, y = _step(size, bold, marked), panel.y + top
        if marked:
            words = pygame.Surface((max(text.width(part, size) for part in parts), len(parts) * step), pygame.SRCALPHA)
            for k, part in enumerate(parts):
                words.blit(text.render(part, size, color), (0, k * step))
            surface.blit(draw.marked(vp, words, found.x_change), (panel.x + vp.px(6), y))
        else:
            text.draw(surface, parts[0], size, color, bold, topleft=(panel.x + vp.px(10), y))
    return panel


def ready(vp: Viewport, catalog: Catalog, state: UdoState, found: Preview) -> None:
    """Makes, drawing nothing, the words of the panel `draw_preview` lays for `found`, so the frame that shows it
    first only blits them."""
    for parts, size, color, bold, _ in _rows(vp, catalog, state, found):
        for part in parts:
            text.render(part, size, color, bold)


def _rows(vp: Viewport, catalog: Catalog, state: UdoState, found: Preview) -> list[Row]:
    """The panel's rows: each of its lines at a readable size, wrapped to the panel."""
    inner = vp.px(PANEL_W - 20)
    shown: list[Row] = []
    x_changed = bool(found.x_parts) and found.problem is None and found.x_change
    for i, (row, color) in enumerate(lines(catalog, state, found)):
        marked = i == 1 and bool(x_changed)
        room = inner - (vp.px(22) if marked else 0)  # the mark of a changed number keeps room for its triangle
        size = max(text.least_legible(), text.fit(row, vp.px(17), room, bold=i == 0))
        parts = text.wrap(row, size, room, bold=i == 0)
        if marked:  # the X's lines stand inside one mark together
            shown.append((parts, size, color, False, True))
        else:
            shown += [([part], size, color, i == 0, False) for part in parts]
    return shown


def _tops(vp: Viewport, shown: list[Row]) -> tuple[list[int], int]:
    """Where each row of the panel begins (window pixels below its top), and the panel's height: a row a line
    apart from the one above, the mark of a changed X below the whole picture of the line above (its descenders
    reach below the next line's top) and as tall as its ring needs."""
    tops: list[int] = []
    y = clear = vp.px(7)
    for parts, size, color, bold, marked in shown:
        top = max(y, clear) if marked else y
        tops.append(top)
        y = top + len(parts) * _step(size, bold, marked) + (vp.px(draw.MARK_ROOM) if marked else 0)
        clear = y if marked else top + text.render(parts[0], size, color, bold).get_height()
    return tops, y + vp.px(7)

def _step(size: int, bold: bool, marked: bool) -> int:
    """The distance between the panel's lines: inside the mark of a changed X, its lines' whole height (their
    pictures are laid in it one under another, and the last is not cut at its foot)."""
    return text.metrics(size, bold).height if marked else text.line_height(size, bold)
