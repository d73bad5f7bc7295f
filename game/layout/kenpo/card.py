"""Where the arrows on a Kenpo Masters Action card's mini-ring point (game.ui.kenpo.diagram draws them; the
glossary, game.words.kenpo.glossary, names the direction of a cell): each direction around the fighter and each
step, as (x, y) on the card. Pure: no pixels are written here."""

from __future__ import annotations

Vector = tuple[int, int]

# Directions around the fighter and steps, as (x, y) on the card: forward is up the card, left is the card's left.
DIRECTIONS: dict[str, Vector] = {
    "front": (0, -1), "front_left": (-1, -1), "left": (-1, 0), "back_left": (-1, 1),
    "back": (0, 1), "back_right": (1, 1), "right": (1, 0), "front_right": (1, -1),
}
STEPS: dict[str, Vector] = {"forward": (0, -1), "back": (0, 1), "left": (-1, 0), "right": (1, 0)}
