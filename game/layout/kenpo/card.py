"""Where the arrows on a Kenpo Masters Action card's mini-ring point (game.ui.kenpo.diagram draws them; the
glossary, game.words.kenpo.glossary, names the direction of a cell): each direction around the fighter and each
step, as (x, y) on the card, where its numbers and bonus chips lie clear of each other, and which part of a face and
which cell a point lies in. Pure: no pixels are written here; what a label covers is measured by the caller
(game.ui.text sets the words)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from game.words.kenpo.card_text import MINUS, signed

Vector = tuple[int, int]

# Directions around the fighter and steps, as (x, y) on the card: forward is up the card, left is the card's left.
DIRECTIONS: dict[str, Vector] = {
    "front": (0, -1), "front_left": (-1, -1), "left": (-1, 0), "back_left": (-1, 1),
    "back": (0, 1), "back_right": (1, 1), "right": (1, 0), "front_right": (1, -1),
}
STEPS: dict[str, Vector] = {"forward": (0, -1), "back": (0, 1), "left": (-1, 0), "right": (1, 0)}

# where a movement's bonus may lie, in cells along its arrow and across it (to its right): beside the arrow's head on
# the side away from the fighter's nose, else on the other side, else nearer the fighter, else on the arrow itself or
# beside the fighter (a small diagram's, its numbers all round): its first free place
BONUS_PLACES = ((0.62, 0.42), (0.62, -0.42), (0.35, 0.62), (0.35, -0.62), (0.3, 0.0), (0.0, 0.85), (0.0, -0.85))
STILL_PLACES = (((1, 1), 0.36), ((-1, 1), 0.36), ((1, -1), 0.36), ((-1, -1), 0.36), ((0, 1), 0.5),
                ((0, -1), 0.5), ((1, 0), 0.5), ((-1, 0), 0.5))  # standing still's, beside the dot, else over it


def toward(rect: pygame.Rect, vector: Vector, t: float, across: float = 0.0) -> tuple[float, float]:
    """The point of a mini-ring drawn in `rect` that lies `t` cells from its centre toward `vector`, `across` cells
    to its right."""
    cell = min(rect.w, rect.h) / 3
    dx, dy = vector
    return rect.centerx + (dx * t - dy * across) * cell, rect.centery + (dy * t + dx * across) * cell


def cell_at(rect: pygame.Rect, at: tuple[int, int]) -> Vector:
    """The cell of a mini-ring drawn in `rect` that the point `at` lies in, as the way it lies from the centre:
    (-1, -1) at the top left to (1, 1) at the bottom right."""
    return min(2, 3 * (at[0] - rect.x) // rect.w) - 1, min(2, 3 * (at[1] - rect.y) // rect.h) - 1


def part_at(regions: Mapping[str, pygame.Rect], at: tuple[int, int]) -> tuple[str, Vector | None]:
    """The part of a card's face laid out in `regions` (game.ui.kenpo.faces.regions) that the point `at` lies in (""
    for none), with the cell of its ring of arrows under `at` when that part is the "art" (cell_at)."""
    region, box = next(((name, box) for name, box in regions.items() if box.collidepoint(at)), ("", None))
    return region, cell_at(box, at) if region == "art" and box is not None else None


Mark = tuple[str, pygame.Rect]  # a number's ink or a bonus chip's box (its rim included), in the surface's pixels
Number = tuple[str, int, bool, tuple[int, int]]  # a number's label, size, whether it is an attack's, and centre
Chip = tuple[str, tuple[float, float], float]  # a bonus chip's label, centre and height
Extent = Callable[[str, tuple[float, float], float], pygame.Rect]  # the box a chip (label, centre, height) covers


def numbers(rect: pygame.Rect, attack: dict[str, int], defence: dict[str, int], least: int) -> list[Number]:
    """An attack's number ("5") in the outer square it points to, a defence's ("−3") in the one it comes from, on a
    mini-ring drawn in `rect`, never set under `least`."""
    cell = min(rect.w, rect.h) / 3
    placed: list[Number] = []
    for values, outward in ((attack, True), (defence, False)):
        for name, value in values.items():
            vector = DIRECTIONS[name]
            spot = toward(rect, vector, 1.07 if vector[0] and vector[1] else 1.25)
            placed.append((str(value) if outward else f"{MINUS}{value}",
                           max(least, round(cell * (0.74 if outward else 0.6))), outward,
                           (round(spot[0]), round(spot[1]) + max(1, round(cell * 0.03)))))
    return placed


def chips(rect: pygame.Rect, moves: dict[str, int], taken: list[pygame.Rect], least: float,
          extent: Extent) -> list[Chip]:
    """Each movement's bonus on a chip at the first of its places whose `extent` covers none of `taken` (the numbers'
    ink) nor another chip (the first of them where all are covered: a face sets its diagram large enough that none is,
    uncrowded). A chip is never lower than `least` (on a hand-sized card it grows past its share of the square)."""
    height = max(min(rect.w, rect.h) / 3 * 0.36, least)
    wanted = [(signed(moves[name]), [toward(rect, vector, along, across if vector[1] else -across)
                                     for along, across in BONUS_PLACES])
              for name, vector in STEPS.items() if moves.get(name)]
    if moves.get("none"):
        wanted.append((signed(moves["none"]), [toward(rect, vector, t) for vector, t in STILL_PLACES]))
    placed: list[Chip] = []
    taken = list(taken)
    for label, places in wanted:
        boxes = [extent(label, place, height) for place in places]
        free = next((k for k, box in enumerate(boxes) if box.collidelist(taken) < 0), 0)
        placed.append((label, places[free], height))
        taken.append(boxes[free])
    return placed


def crowded(marks: list[Mark]) -> bool:
    """Whether a number or a chip lies over another."""
    return any(box.colliderect(other) for k, (_, box) in enumerate(marks) for _, other in marks[k + 1:])


def uncrowded(smallest: int, most: int, marks: Callable[[pygame.Rect], list[Mark]]) -> int:
    """The least side from `smallest` (up to `most`) of a square mini-ring on which no number or bonus chip lies over
    another (`marks`, where they lie on a ring in a rect): Jab's forward bonus covered its "1" on a diagram of 40 px."""
    side = smallest
    while side < most and crowded(marks(pygame.Rect(0, 0, side, side))):
        side += 1
    return side
