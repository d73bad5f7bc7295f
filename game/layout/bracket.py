"""Where the columns of a championship's bracket stand, in design space: the top half's rounds from the left edge
inwards, the final in the middle, the bottom half's rounds mirrored from the right edge."""

from __future__ import annotations

import pygame

FIRST_WIDTH = 1.45  # the first round's columns, where every entrant stands on one line, against the others' 1


def columns(rounds: int, box: pygame.Rect) -> list[tuple[float, float]]:
    """(x, width) of each column of a bracket of `rounds` rounds: the top half's rounds, the final, the bottom
    half's rounds mirrored; the outer columns, where every entrant's name stands, are the widest."""
    halves = rounds - 1
    weights = [FIRST_WIDTH if number == 0 else 1.0 for number in range(halves)]
    weights = weights + [1.0] + weights[::-1]
    unit = box.w / sum(weights)
    out, x = [], float(box.x)
    for weight in weights:
        out.append((x, weight * unit))
        x += weight * unit
    return out
