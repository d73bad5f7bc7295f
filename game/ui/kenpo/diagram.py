"""The mini-ring on a Kenpo Masters Action card: the fighter in the middle square facing up the card,
yellow movement arrows (with their bonus or penalty) and the centre dot for standing still, red attack
arrows pointing out with the points they score, red defence arrows pointing in with the points they prevent.

Pure drawing onto a given rectangle of an opaque card; sizes are fractions of the diagram, so it reads the
same at hand size and zoomed.
"""

from __future__ import annotations

import math

import pygame

from game.layout.kenpo import card
from game.layout.kenpo.card import DIRECTIONS, STEPS, Vector, toward
from game.ui import palette, shapes, text
from game.ui.palette import Rgb

CHIP_LEAST = text.READABLE / 1.05  # the least height of a bonus chip: its label never smaller than text to be read


def outlined_arrow(surface: pygame.Surface, fill: Rgb, edge: Rgb, start: tuple[float, float],
                   end: tuple[float, float], width: float, head: float, rim: float) -> None:
    """An arrow with a darker rim, so a pale yellow arrow stands out on pale paper."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    shapes.arrow(surface, edge, (x0 - ux * rim, y0 - uy * rim), (x1 + ux * rim * 1.6, y1 + uy * rim * 1.6),
                 width + 2 * rim, head + 2 * rim)
    shapes.arrow(surface, fill, start, end, width, head)


def _chip(label: str, center: tuple[float, float], height: float, least: int) -> tuple[pygame.Rect, int, int]:
    """A chip's box, its rim's width and its label's size (badge)."""
    size = max(text.MIN_SIZE, least, round(height * 1.05 / text.scale()))
    height = max(height, text.pixels(size) * 0.95) if label else height
    label_w = text.width(label, size, bold=True) if label else 0
    box = pygame.Rect(0, 0, max(round(height), label_w + round(height * 0.35)), round(height))
    box.center = (round(center[0]), round(center[1]))
    return box, max(1, round(height * 0.1)), size


def badge(surface: pygame.Surface, label: str, center: tuple[float, float], height: float, fill: Rgb, edge: Rgb,
          ink: Rgb, least: int = 0) -> None:
    """A small rounded label, e.g. a movement bonus "+2" on a yellow chip: set as large as the chip's `height` holds at
    every text size, never under `least`, the chip growing round a label set larger. No label: the chip alone (a
    pile's thumbnail)."""
    box, rim, size = _chip(label, center, height, least)
    rendered = text.render(label, size, ink, bold=True) if label else pygame.Surface((0, 0))
    shapes.rounded_rect(surface, edge, box.inflate(2 * rim, 2 * rim), box.h // 2 + rim)
    shapes.rounded_rect(surface, fill, box, box.h // 2)
    surface.blit(rendered, rendered.get_rect(center=(box.centerx, box.centery + max(1, round(box.h * 0.04)))))


def fighter(surface: pygame.Surface, center: tuple[float, float], radius: float, body: Rgb, nose: Rgb) -> None:
    """A fighter seen from above: a disc with a wedge showing the way it faces (up)."""
    cx, cy = center
    shapes.polygon(surface, nose, [(cx, cy - radius * 1.55), (cx + radius * 0.75, cy - radius * 0.55),
                                   (cx - radius * 0.75, cy - radius * 0.55)])
    shapes.disc(surface, nose, center, radius)
    shapes.disc(surface, body, center, radius * 0.78)


def ring_diagram(surface: pygame.Surface, rect: pygame.Rect, moves: dict[str, int], attack: dict[str, int],
                 defence: dict[str, int], backdrop: pygame.Surface | None = None, least: int = 0,
                 numbers: bool = True) -> None:
    """The whole mini-ring drawn into the square `rect`, over the card's picture (`backdrop`, drawn faint), its
    numbers never under `least` (a face that prints words: faces.least_size) and set where game.layout.kenpo.card
    places them; without `numbers` (a pile's thumbnail, too small for them), the arrows alone."""
    side = min(rect.w, rect.h)
    cell = side / 3
    cx, cy = rect.centerx, rect.centery
    grid = pygame.Rect(0, 0, round(side), round(side))
    grid.center = rect.center
    shapes.rounded_rect(surface, palette.PAPER_COOL, grid, round(side * 0.06))
    middle = pygame.Rect(0, 0, round(cell), round(cell))
    middle.center = grid.center
    shapes.rounded_rect(surface, palette.PAPER_SHADE, middle, round(cell * 0.18))
    line_w = max(1, round(side * 0.008))
    for k in (1, 2):
        x, y = grid.x + k * cell, grid.y + k * cell
        pygame.draw.line(surface, palette.PAPER_SHADE, (round(x), grid.y + 2), (round(x), grid.bottom - 3), line_w)
        pygame.draw.line(surface, palette.PAPER_SHADE, (grid.x + 2, round(y)), (grid.right - 3, round(y)), line_w)
    if backdrop is not None:
        surface.blit(backdrop, backdrop.get_rect(center=grid.center))
    for name in attack:
        _red_arrow(surface, rect, DIRECTIONS[name], True)
    for name in defence:
        _red_arrow(surface, rect, DIRECTIONS[name], False)
    if "none" in moves:  # the centre circle: standing still is a movement of its own
        pygame.draw.aacircle(surface, palette.MOVE_YELLOW_EDGE, (cx, cy), round(cell * 0.36), max(2, round(cell * 0.1)))
        pygame.draw.aacircle(surface, palette.MOVE_YELLOW, (cx, cy), round(cell * 0.34), max(1, round(cell * 0.06)))
    for name, vector in STEPS.items():
        if name in moves:
            outlined_arrow(surface, palette.MOVE_YELLOW, palette.MOVE_YELLOW_EDGE, toward(rect, vector, 0.3),
                           toward(rect, vector, 0.72), cell * 0.17, cell * 0.24, max(1.0, cell * 0.035))
    fighter(surface, (cx, cy), cell * 0.2, palette.INK_SOFT, palette.INK)
    if not numbers:  # a thumbnail's chips, as tall as the least readable words, would hide its ring
        return
    placed, chips = _placed(rect, moves, attack, defence, least)
    for (label, size, outward, spot), _ in placed:
        rendered = text.render(label, size, _red(outward), bold=True)
        surface.blit(rendered, rendered.get_rect(center=spot))
    for label, center, height in chips:
        badge(surface, label, center, height, palette.MOVE_YELLOW, palette.MOVE_YELLOW_EDGE, palette.INK,
              text.least_legible())


def ring_marks(rect: pygame.Rect, moves: dict[str, int], attack: dict[str, int], defence: dict[str, int],
               least: int = 0) -> list[card.Mark]:
    """Where ring_diagram(rect, ...) prints each number's ink and each bonus chip's box."""
    placed, chips = _placed(rect, moves, attack, defence, least)
    return ([(number[0], ink) for number, ink in placed]
            + [(label, _chip_extent(label, center, height)) for label, center, height in chips])


def _placed(rect: pygame.Rect, moves: dict[str, int], attack: dict[str, int], defence: dict[str, int],
            least: int) -> tuple[list[tuple[card.Number, pygame.Rect]], list[card.Chip]]:
    """The numbers of a mini-ring in `rect` with their ink's boxes, and its bonus chips, where game.layout.kenpo.card
    places them."""
    numbers = card.numbers(rect, attack, defence, max(text.MIN_SIZE, least))
    inks = [_ink(number) for number in numbers]
    return list(zip(numbers, inks, strict=True)), card.chips(rect, moves, inks, CHIP_LEAST, _chip_extent)


def _red(outward: bool) -> Rgb:
    """An attack's arrow and number in red, a defence's in dark red."""
    return palette.ATTACK_RED if outward else palette.ATTACK_RED_DARK


def _ink(number: card.Number) -> pygame.Rect:
    """The box of a number's ink where ring_diagram prints it."""
    label, size, outward, center = number
    rendered = text.render(label, size, _red(outward), bold=True)
    return rendered.get_bounding_rect().move(rendered.get_rect(center=center).topleft)


def _chip_extent(label: str, center: tuple[float, float], height: float) -> pygame.Rect:
    """The box a bonus chip covers, its rim included."""
    box, rim, _ = _chip(label, center, height, text.least_legible())
    return box.inflate(2 * rim, 2 * rim)


def _red_arrow(surface: pygame.Surface, rect: pygame.Rect, vector: Vector, outward: bool) -> None:
    """An attack's arrow (out) or a defence's (in) in the square toward `vector`. Beside a movement arrow the red
    arrow starts beyond its head, so neither hides the other."""
    cell = min(rect.w, rect.h) / 3
    near, far = (0.55, 0.8) if vector[0] and vector[1] else (0.78, 1.0)
    start, end = (toward(rect, vector, near), toward(rect, vector, far))
    if not outward:
        start, end = end, start
    shapes.arrow(surface, _red(outward), start, end, cell * 0.09, cell * 0.2)
