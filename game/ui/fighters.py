"""Stick fighters in the stances of their techniques, drawn with antialiased shapes in a unit square at any size: the
pictures of the card games (the pictures module of a game's package in game/ui) draw their cards' techniques with
them, so a punch or a kick looks the same in every game, each picture made and kept the same way (drawn_picture).

A pose faces right: head, neck, hip and four limbs from the body out (shoulder, elbow, hand; hip, knee, foot); the
limbs that strike are drawn thick in the highlight colour, with three short strokes where the blow lands.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

import pygame

from game.ui import palette, shapes
from game.ui.face_cache import SurfaceCache
from game.ui.palette import Rgb, Rgba

Point = tuple[float, float]


class Pen:
    """Draws in a unit square fitted to the square `box` of a surface (the whole surface unless told): (0, 0) its top
    left, (1, 1) its bottom right."""

    def __init__(self, surface: pygame.Surface, box: pygame.Rect | None = None) -> None:
        self.surface = surface
        box = box or surface.get_rect()
        self.size = min(box.w, box.h)
        self.left, self.top = box.centerx - self.size / 2, box.centery - self.size / 2

    def at(self, x: float, y: float) -> Point:
        return self.left + x * self.size, self.top + y * self.size

    def width(self, fraction: float) -> int:
        return shapes.stroke(self.size, fraction)

    def line(self, colour: Rgb, a: Point, b: Point, fraction: float) -> None:
        shapes.line(self.surface, colour, self.at(*a), self.at(*b), self.width(fraction))

    def disc(self, colour: Rgb, centre: Point, radius: float) -> None:
        shapes.disc(self.surface, colour, self.at(*centre), max(1.0, radius * self.size))

    def polygon(self, colour: Rgb, points: Sequence[Point]) -> None:
        shapes.polygon(self.surface, colour, [self.at(*p) for p in points])

    def arc(self, colour: Rgb, centre: Point, radius: float, start: float, end: float, fraction: float) -> None:
        """An arc from `start` to `end` degrees (0 points right, positive downward)."""
        steps = max(2, round(abs(end - start) / 6))
        points = [(centre[0] + radius * math.cos(math.radians(start + (end - start) * k / steps)),
                   centre[1] + radius * math.sin(math.radians(start + (end - start) * k / steps)))
                  for k in range(steps + 1)]
        for a, b in zip(points, points[1:], strict=False):
            self.line(colour, a, b, fraction)


def drawn_picture(store: SurfaceCache, key: Hashable, side: int, ground: Rgb | Rgba,
                  draw: Callable[[Pen], None]) -> pygame.Surface:
    """A card's picture, `side` pixels square: `draw` draws it with a pen on `ground` (what it lies on, which its
    antialiased edges blend with: clear to lie on anything), once per `key` and size, kept in `store`."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((side, side), pygame.SRCALPHA)
        surface.fill(ground)
        draw(Pen(surface))
        return surface

    return store.get(key, (side, side), make)


Limb = tuple[Point, ...]  # from the body outwards: shoulder, elbow, hand; or hip, knee, foot


class Pose:
    """A fighter facing right: head, neck, hip and four limbs; `lit` names the limbs that strike, `impact` where,
    `joint` the elbow or knee that does (drawn large)."""

    def __init__(self, head: Point, neck: Point, hip: Point, front_arm: Limb, back_arm: Limb, front_leg: Limb,
                 back_leg: Limb, lit: tuple[str, ...] = (), impact: Point | None = None, fist: bool = True,
                 joint: Point | None = None) -> None:
        self.head, self.neck, self.hip = head, neck, hip
        self.limbs = {"back_arm": back_arm, "back_leg": back_leg, "front_leg": front_leg, "front_arm": front_arm}
        self.lit, self.impact, self.fist, self.joint = lit, impact, fist, joint


_STANCE_LEGS = (((0.4, 0.57), (0.56, 0.74), (0.66, 0.93)), ((0.4, 0.57), (0.32, 0.76), (0.2, 0.93)))
_GUARD_ARM = ((0.45, 0.31), (0.39, 0.45), (0.51, 0.35))
POSES: dict[str, Pose] = {
    "Punch": Pose((0.46, 0.16), (0.46, 0.26), (0.4, 0.57), ((0.46, 0.31), (0.64, 0.3), (0.83, 0.3)), _GUARD_ARM,
                   *_STANCE_LEGS, lit=("front_arm",), impact=(0.92, 0.3)),
    "Kick": Pose((0.24, 0.23), (0.29, 0.32), (0.42, 0.55), ((0.3, 0.36), (0.4, 0.44), (0.43, 0.31)),
                  ((0.3, 0.36), (0.21, 0.46), (0.15, 0.55)), ((0.42, 0.55), (0.64, 0.46), (0.86, 0.38)),
                  ((0.42, 0.55), (0.41, 0.75), (0.38, 0.93)), lit=("front_leg",), impact=(0.93, 0.36)),
    "Knee": Pose((0.44, 0.14), (0.45, 0.24), (0.42, 0.55), ((0.45, 0.29), (0.6, 0.2), (0.7, 0.3)),
                  ((0.45, 0.29), (0.55, 0.24), (0.64, 0.33)), ((0.42, 0.55), (0.66, 0.42), (0.55, 0.7)),
                  ((0.42, 0.55), (0.41, 0.75), (0.38, 0.93)), lit=("front_leg",), impact=(0.77, 0.35),
                  joint=(0.66, 0.42)),
    "Elbow": Pose((0.46, 0.16), (0.46, 0.26), (0.4, 0.57), ((0.46, 0.31), (0.7, 0.3), (0.47, 0.19)), _GUARD_ARM,
                   *_STANCE_LEGS, lit=("front_arm",), impact=(0.8, 0.28), fist=False, joint=(0.7, 0.3)),
    "Strike": Pose((0.45, 0.17), (0.45, 0.27), (0.4, 0.57), ((0.45, 0.32), (0.58, 0.16), (0.8, 0.25), (0.88, 0.29)),
                   _GUARD_ARM, *_STANCE_LEGS, lit=("front_arm",), impact=(0.88, 0.3), fist=False),
    "Weapon": Pose((0.4, 0.17), (0.41, 0.27), (0.38, 0.57), ((0.41, 0.32), (0.53, 0.4), (0.62, 0.3)),
                    ((0.41, 0.32), (0.46, 0.46), (0.53, 0.38)), *_STANCE_LEGS, impact=(0.93, 0.1)),
    "High Kick": Pose((0.22, 0.3), (0.27, 0.38), (0.42, 0.58), ((0.28, 0.42), (0.36, 0.5), (0.4, 0.4)),
                      ((0.28, 0.42), (0.18, 0.52), (0.12, 0.6)), ((0.42, 0.58), (0.6, 0.38), (0.8, 0.16)),
                      ((0.42, 0.58), (0.42, 0.76), (0.4, 0.94)), lit=("front_leg",), impact=(0.87, 0.1)),
    "Spinning": Pose((0.42, 0.17), (0.43, 0.27), (0.4, 0.57), ((0.43, 0.31), (0.62, 0.25), (0.82, 0.23)),
                     ((0.43, 0.31), (0.3, 0.4), (0.24, 0.3)), *_STANCE_LEGS, lit=("front_arm",),
                     impact=(0.9, 0.22)),
    "Movement": Pose((0.5, 0.16), (0.5, 0.26), (0.46, 0.55), ((0.5, 0.31), (0.6, 0.42), (0.64, 0.28)),
                     ((0.5, 0.31), (0.55, 0.45), (0.57, 0.32)), ((0.46, 0.55), (0.63, 0.71), (0.8, 0.92)),
                     ((0.46, 0.55), (0.33, 0.74), (0.14, 0.88)), lit=("front_leg", "back_leg")),
    "guard": Pose((0.4, 0.16), (0.41, 0.26), (0.39, 0.57), ((0.41, 0.31), (0.55, 0.42), (0.59, 0.24)),
                   ((0.41, 0.31), (0.5, 0.46), (0.52, 0.29)), *_STANCE_LEGS, lit=("front_arm", "back_arm")),
}


def fighter(draw: Pen, pose: Pose, highlight: Rgb, ink: Rgb = palette.INK_SOFT) -> None:
    """The fighter in `pose`, in `ink`, the limbs that strike thick in `highlight`, with the blow's impact."""
    thin, thick = 0.07, 0.11
    draw.line(ink, pose.neck, pose.hip, thin)
    draw.line(ink, pose.neck, pose.limbs["front_arm"][0], thin)
    for name, joints in pose.limbs.items():
        lit = name in pose.lit
        colour, width = (highlight, thick) if lit else (ink, thin)
        for a, b in zip(joints, joints[1:], strict=False):
            draw.line(colour, a, b, width)
        if name.endswith("arm") and pose.fist:
            draw.disc(colour, joints[-1], width * 0.55)
    if pose.joint is not None:
        draw.disc(highlight, pose.joint, thick * 0.75)
    draw.disc(ink, pose.head, 0.085)
    if pose.impact is not None:
        impact(draw, pose.impact, highlight)


def impact(pen: Pen, point: Point, colour: Rgb) -> None:
    """Three short strokes fanning out where the blow lands."""
    x, y = point
    for angle in (-50, 0, 50):
        dx, dy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        pen.line(colour, (x + dx * 0.02, y + dy * 0.06), (x + dx * 0.06, y + dy * 0.13), 0.035)
