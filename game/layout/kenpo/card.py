"""Where the arrows on a Kenpo Masters Action card's mini-ring point (game.ui.kenpo.diagram draws them; the
glossary, game.words.kenpo.glossary, names the direction of a cell): each direction around the fighter and each
step, as (x, y) on the card, where along them its numbers and bonus chips may lie, and which cell a point lies in.
Pure: no pixels are written here."""

from __future__ import annotations

import pygame

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
