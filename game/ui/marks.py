"""Shapes that say what the table's colours say, for players who do not tell those colours apart: with the
colour-blind-safe setting on (game.files.settings), a legal move (a card that can be played, a place a held card may go)
carries a tick in a disc as well as its green light, a card picked out carries a ring of dashes, and each seat has a
shape of its own beside its colour. With the setting off, nothing here draws anything but the mark of the option
chosen on a set-up screen and the mark of a changed number, which are always drawn.

A number a card or a forecast shows as it stands, changed by something in play from where it starts (its printed
value, the cards of a combo), wears the one mark of every game (`changed`): in green when raised and red when
lowered (`change_ink`), ringed, with a triangle pointing the way it went, so no player needs the colour."""

from __future__ import annotations

import math

import pygame

from game.files import settings
from game.ui import palette
from game.ui.viewport import Viewport

SEAT_SHAPES = ("circle", "triangle", "square", "diamond", "star", "cross")  # one per seat, in seat order


def shown() -> bool:
    return settings.current().colour_blind


def legal(surface: pygame.Surface, vp: Viewport, box: pygame.Rect) -> None:
    """A tick in a disc on the top right corner of `box` (window pixels): this can be played, or dropped on."""
    if shown():
        _tick(surface, vp, box, palette.HIGHLIGHT)


def pulse(clock: float) -> float:
    """A slow swell between 0 and 1 at a table's `clock`, for what is lit and waits: a held card's places."""
    return (math.sin(clock * 5) + 1) / 2


def ring(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, colour: palette.Rgb, swell: float = 0.0) -> None:
    """A ring round `box` (window pixels), thicker as `swell` (pulse) rises: round a card that may be played or
    chosen, or the mouse rests on."""
    pygame.draw.rect(surface, colour, box.inflate(vp.px(8), vp.px(8)), width=vp.px(3 + 2 * swell),
                     border_radius=vp.px(12))


def outline(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, colour: palette.Rgb, swell: float) -> None:
    """A glowing outline round `box` (window pixels), thicker as `swell` (pulse) rises, marking a place to click or
    drop on, with the legal tick."""
    ring(surface, vp, box, colour, swell)
    legal(surface, vp, box)


def chosen(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, colour: palette.Rgb = palette.HIGHLIGHT) -> None:
    """The option chosen now on a set-up screen, `box` its button (window pixels): a ring round it in `colour` and
    a tick in a disc on its top right corner, so it is told by shape as well as by colour, whatever the setting."""
    ring = box.inflate(vp.px(8), vp.px(8))
    pygame.draw.rect(surface, colour, ring, width=max(2, vp.px(3)), border_radius=vp.px(10))
    _tick(surface, vp, ring, colour)


def _tick(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, colour: palette.Rgb) -> None:
    radius = max(6, vp.px(11))
    centre = (box.right - radius // 2, box.top + radius // 2)
    pygame.draw.circle(surface, palette.FELT_DARK, centre, radius + max(1, vp.px(2)))
    pygame.draw.circle(surface, colour, centre, radius)
    x, y = centre
    points = [(x - radius * 0.5, y), (x - radius * 0.12, y + radius * 0.4), (x + radius * 0.5, y - radius * 0.4)]
    pygame.draw.lines(surface, palette.INK, False, points, max(2, vp.px(3)))


def change_ink(change: int) -> palette.Rgb:
    """The colour of a number changed by `change` (0: unchanged, in plain ink)."""
    return palette.INK if not change else palette.RECOVER_GREEN if change > 0 else palette.ATTACK_RED


def changed(surface: pygame.Surface, box: pygame.Rect, change: int) -> None:
    """The mark of a number changed by `change` (not 0), shown in `box` (window pixels): `box` ringed in the
    change's colour, with a triangle in its top right corner, pointing up when raised and down when lowered."""
    ink = change_ink(change)
    short = min(box.w, box.h)
    pygame.draw.rect(surface, ink, box, width=max(1, short // 16), border_radius=max(2, short // 8))
    side = max(6, short // 4)
    right, top = box.right - max(2, short // 12), box.y + max(2, short // 12)
    tip, base = (top, top + side) if change > 0 else (top + side, top)
    pygame.draw.polygon(surface, ink, [(right - side // 2, tip), (right, base), (right - side, base)])


def picked(surface: pygame.Surface, vp: Viewport, box: pygame.Rect) -> None:
    """A ring of short dashes around `box`: the card picked out, whatever its glow's colour."""
    if not shown():
        return
    ring = box.inflate(vp.px(14), vp.px(14))
    dash, step = max(3, vp.px(8)), max(6, vp.px(16))
    width = max(2, vp.px(3))
    for start in range(ring.left, ring.right - dash, step):
        for y in (ring.top, ring.bottom - width):
            pygame.draw.line(surface, palette.TEXT, (start, y), (start + dash, y), width)
    for start in range(ring.top, ring.bottom - dash, step):
        for x in (ring.left, ring.right - width):
            pygame.draw.line(surface, palette.TEXT, (x, start), (x, start + dash), width)


def seat(surface: pygame.Surface, seat_index: int, colour: tuple[int, int, int], box: pygame.Rect) -> None:
    """The seat's mark filling `box` (window pixels): its colour, and with the setting on its own shape."""
    if not shown():
        pygame.draw.rect(surface, colour, box, border_radius=max(1, box.w // 4))
        return
    shape(surface, SEAT_SHAPES[seat_index % len(SEAT_SHAPES)], colour, box)


def shape(surface: pygame.Surface, name: str, colour: tuple[int, int, int], box: pygame.Rect) -> None:
    """A mark's shape filling `box` (window pixels): a circle, square, cross, triangle, diamond or star."""
    cx, cy, r = box.centerx, box.centery, box.w / 2
    if name == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
    elif name == "square":
        pygame.draw.rect(surface, colour, box)
    elif name == "cross":
        bar = max(2, box.w // 3)
        pygame.draw.rect(surface, colour, (box.x, cy - bar // 2, box.w, bar))
        pygame.draw.rect(surface, colour, (cx - bar // 2, box.y, bar, box.h))
    else:
        pygame.draw.polygon(surface, colour, _polygon(name, cx, cy, r))


def _polygon(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    points = []  # a five-pointed star
    for k in range(10):
        reach = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
    return points
