"""Drawing the ring arena: the ring's squares, the fighters, strike arrows and their chips, and lit squares with their
forecasts (the panels around the ring are game.ui.kenpo.panels; the points in flight are the kit's chips).

Every function takes design-space rectangles and the viewport and draws at the window's scale; none decides
anything or reads the game. What stays still from frame to frame (the squares) is painted into the arena's
background layer; what comes back frame after frame (chips, fighters, arrows, glows) is painted once into a picture
of ring_layer and blitted after. The ready_ functions make the pictures of a lit square without drawing anything
(game.ui.status.ready_status the status line's), so that a card's first pick-up only blits them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from game.engine.kenpo.forecast import Square, SquareForecast
from game.engine.kenpo.geometry import START
from game.files import settings
from game.layout.kenpo.names import name_plate
from game.layout.kenpo.ring import FIGHTER_RADIUS, WEDGE, label_placed, strike_line
from game.ui import marks, palette, shapes, stamps, text
from game.ui.chips import Chip, chip, chip_at, chip_box, ready_chip
from game.ui.palette import Rgb
from game.ui.shapes import arrow
from game.ui.viewport import Viewport
from game.words.kenpo.card_text import MINUS

STRIKE_CHIP = 28  # design px: the height of a waiting strike's chip


def ring(surface: pygame.Surface, vp: Viewport, squares: Callable[[Square], pygame.Rect],
         start_colours: tuple[Rgb, Rgb]) -> None:
    """The ring's nine squares, each where `squares` lays it (by the engine's numbering), each fighter's start square
    wearing its colour (`start_colours`: Yellow's, Red's) in its corners."""
    for column in range(3):
        for row in range(3):
            start = next((start_colours[seat] for seat in (0, 1) if START[seat] == (column, row)), None)
            square(surface, vp, squares((column, row)), start)


def square(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, start_of: Rgb | None) -> None:
    """One square of the ring mat; a start square wears its fighter's colour in its corners."""
    box = vp.rect(rect)
    shapes.rounded_rect(surface, palette.RING_MAT, box, vp.px(10))
    pygame.draw.rect(surface, palette.RING_LINE, box, width=vp.px(2), border_radius=vp.px(10))
    if start_of is not None:
        arm, width = vp.px(18), vp.px(4)
        inset = vp.px(8)
        for cx, cy, dx, dy in ((box.left + inset, box.top + inset, 1, 1), (box.right - inset, box.top + inset, -1, 1),
                               (box.left + inset, box.bottom - inset, 1, -1),
                               (box.right - inset, box.bottom - inset, -1, -1)):
            pygame.draw.line(surface, start_of, (cx, cy), (cx + dx * arm, cy), width)
            pygame.draw.line(surface, start_of, (cx, cy), (cx, cy + dy * arm), width)


def fighter(surface: pygame.Surface, vp: Viewport, centre: tuple[float, float], colour: Rgb, dark: Rgb,
            facing_up: bool, label: str) -> None:
    """A fighter seen from above: a disc in its deck's colour with a wedge toward the way it faces, its name inside
    the disc (game.layout.kenpo.names.name_plate)."""
    cx, cy = vp.point(*centre)
    r = vp.px(FIGHTER_RADIUS)
    reach = math.ceil(r * WEDGE) + vp.px(4) + 4  # the wedge's point, or the shadow, and the soft edges
    sign = -1 if facing_up else 1
    plate = name_plate(label, vp.px(22), r, vp.px(8), vp.px(2), text, settings.current().text_scale)
    step = text.line_height(plate.size, plate.bold)

    def paint(target: pygame.Surface, shift: tuple[int, int]) -> None:
        x, y = cx + shift[0], cy + shift[1]
        shapes.disc(target, palette.FELT_DARK, (x + vp.px(3), y + vp.px(4)), r)
        shapes.polygon(target, dark, [(x, y + sign * r * WEDGE), (x + r * 0.72, y + sign * r * 0.45),
                                      (x - r * 0.72, y + sign * r * 0.45)])
        shapes.disc(target, dark, (x, y), r)
        shapes.disc(target, colour, (x, y), r * 0.84)
        if plate.band:
            shapes.rounded_rect(target, dark, plate.box.move(x, y), vp.px(4))
        words = pygame.Rect(0, 0, plate.box.w, step * len(plate.lines))
        words.center = (x, y + vp.px(1))
        text.draw_lines(target, [(line, colour if plate.band else dark) for line in plate.lines], plate.size, words,
                        bold=plate.bold)

    area = pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach)
    stamps.stamp(surface, ("fighter", colour, dark, facing_up, plate, vp.scale), area, paint)


def _ends(vp: Viewport, start: tuple[float, float], end: tuple[float, float],
          side: float) -> tuple[tuple[int, int], tuple[int, int], tuple[float, float]]:
    """Where a strike's arrow starts and ends in window pixels (game.layout.kenpo.ring.strike_line), and its
    direction."""
    a, b, direction = strike_line(start, end, side)
    return vp.point(*a), vp.point(*b), direction


def strike(surface: pygame.Surface, vp: Viewport, start: tuple[float, float], end: tuple[float, float],
           values: list[int], side: float, labelled: bool = True, still: bool = True) -> None:
    """A waiting attack: a red arrow from the attacker toward its target, shifted `side` design px across so two
    arrows between the same fighters do not cover each other, with its points in a disc (several cards: each).
    Between fighters that stand `still` the arrow is kept as a picture; sliding, it is painted where it is."""
    a, b, _ = _ends(vp, start, end, side)
    total = sum(values)
    colour = palette.ATTACK_RED if total else palette.ATTACK_RED_DARK

    def paint(target: pygame.Surface, shift: tuple[int, int]) -> None:
        (ax, ay), (bx, by), (dx, dy) = a, b, shift
        arrow(target, palette.FELT_DARK, (ax + dx + vp.px(2), ay + dy + vp.px(3)),
              (bx + dx + vp.px(2), by + dy + vp.px(3)), vp.px(12), vp.px(26))
        arrow(target, colour, (ax + dx, ay + dy), (bx + dx, by + dy), vp.px(12), vp.px(26))

    if still:
        reach = vp.px(26) + 4  # the head's wings, the shadow and the soft edges
        area = pygame.Rect(min(a[0], b[0]) - reach, min(a[1], b[1]) - reach, abs(b[0] - a[0]) + 2 * reach,
                           abs(b[1] - a[1]) + 2 * reach)
        stamps.stamp(surface, ("arrow", b[0] - a[0], b[1] - a[1], colour, vp.scale), area, paint)
    else:
        paint(surface, (0, 0))
    if labelled:
        strike_label(surface, vp, start, end, values, side)


def strike_label(surface: pygame.Surface, vp: Viewport, start: tuple[float, float], end: tuple[float, float],
                 values: list[int], side: float, room: pygame.Rect | None = None) -> pygame.Rect:
    """The points of a waiting attack in a chip beside its arrow (see `strike`), on the arrow's own side, inside the
    `room` of the ring (design px; see _strike_chip); its box."""
    return chip(surface, vp, *_strike_chip(vp, start, end, values, side, room))


def strike_label_box(vp: Viewport, start: tuple[float, float], end: tuple[float, float], values: list[int],
                     side: float, room: pygame.Rect | None = None) -> pygame.Rect:
    """Where strike_label() draws its chip (window pixels)."""
    label, centre, _, _, height = _strike_chip(vp, start, end, values, side, room)
    return chip_at(vp, label, centre, height)


def _strike_chip(vp: Viewport, start: tuple[float, float], end: tuple[float, float], values: list[int], side: float,
                 room: pygame.Rect | None) -> Chip:
    """A waiting attack's chip: each card's points ("1+6"), or their sum where those would not lie inside the `room`
    beside the arrow (a long combo beside an arrow along the ring's edge), or a single 0 where it would score nothing;
    clear of the other way's chip and of the fighters (game.layout.kenpo.ring.label_placed)."""
    a, b, (ux, uy) = _ends(vp, start, end, side)
    total = sum(values)
    each = ("+".join(str(v) for v in values),) if len(values) > 1 and total else ()
    label, design_aside = label_placed(start, end, side, (*each, str(total)), partial(_design_size, vp), room)
    aside = vp.px(design_aside)
    sign = 1 if side >= 0 else -1
    middle = ((a[0] + b[0]) / 2 - uy * aside * sign, (a[1] + b[1]) / 2 + ux * aside * sign)
    return label, middle, palette.ATTACK_RED if total else palette.FELT_LINE, palette.TEXT, STRIKE_CHIP


def _design_size(vp: Viewport, label: str) -> tuple[float, float]:
    """The size of a strike's chip of `label`, in design px."""
    w, h = chip_box(vp, label, STRIKE_CHIP).size
    return w / vp.scale, h / vp.scale


def lit_square(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, forecast: SquareForecast,
               pulse: float, under: bool) -> None:
    """A square the held card may move to: a glow, what waits there for the seat, what the card is worth."""
    box = vp.rect(rect)
    shapes.glow(surface, _glow(under), box, vp.px(10))
    pygame.draw.rect(surface, palette.HIGHLIGHT, box.inflate(vp.px(6), vp.px(6)), width=vp.px(3 + 2 * pulse),
                     border_radius=vp.px(12))  # inside the gap between the squares: two lit side by side keep apart
    marks.legal(surface, vp, box)
    if forecast.breaks:  # in the middle, under the chips: at a large text size the numbers stay whole over it
        word = _break_word(vp)
        surface.blit(word, word.get_rect(center=box.center))
    for shown in _lit_chips(vp, box, forecast):
        chip(surface, vp, *shown)


def ready_lit_square(vp: Viewport, rect: pygame.Rect, forecast: SquareForecast) -> None:
    """Makes the pictures lit_square() blits for this square and forecast (its glow, with the pointer over it or
    not, its chips and the Break), drawing nothing: drawing it later only blits."""
    box = vp.rect(rect)
    for under in (False, True):
        shapes.ready_glow(_glow(under), box, vp.px(10))
    for shown in _lit_chips(vp, box, forecast):
        ready_chip(vp, *shown)
    if forecast.breaks:
        _break_word(vp)


def _lit_chips(vp: Viewport, box: pygame.Rect, forecast: SquareForecast) -> list[Chip]:
    """The chips of a lit square (window pixels): a row at its top with what each waiting attack would score
    against the seat there, and at its foot what the held card is worth from there (none: neither attack nor
    defence)."""
    incoming: list[Chip] = []
    x = box.left + vp.px(8)
    for _, points in forecast.incoming:
        label = f"{MINUS}{points}" if points else "0"
        placed = chip_box(vp, label, 26)
        placed.topleft = (x, box.top + vp.px(8))
        incoming.append((label, placed.center, palette.ATTACK_RED if points else palette.FELT_LINE, palette.TEXT, 26))
        x = placed.right + vp.px(6)
    bottom = (box.centerx, box.bottom - vp.px(20))
    if forecast.outgoing is not None:
        worth = forecast.outgoing
        return [*incoming, (f"+{worth}" if worth else "0", bottom, palette.GOLD if worth else palette.FELT_LINE,
                            palette.INK if worth else palette.TEXT, 28)]
    if forecast.guard is not None:
        return [*incoming, (f"block {forecast.guard}", bottom, palette.BLOCK_LIGHT if forecast.guard else
                            palette.FELT_LINE, palette.INK if forecast.guard else palette.TEXT, 26)]
    return incoming


def _break_word(vp: Viewport) -> pygame.Surface:
    return text.render("BREAK", vp.px(26), palette.GOLD_LIGHT, bold=True)


def _glow(under: bool) -> palette.Rgba:
    """The glow of a lit square: stronger under the pointer."""
    return (*palette.HIGHLIGHT, 70 if under else 34)
