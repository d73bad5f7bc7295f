"""Where a card shown at a table goes, whatever the game: its box in design space, its layer, the zone it lies in."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Slot:
    x: float
    y: float
    w: float
    h: float
    layer: int
    zone: str  # the game's name for where it lies: "hand", "discard", ...
    seat: int = -1  # whose area it lies in, where a game's table gives each seat one (-1: nobody's)
    group: int = -1  # which of its zone's rows of cards it lies in, where the zone holds several (the combo board's
    # combos, from 0; -1: none)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), round(self.w), round(self.h))

    @property
    def size(self) -> tuple[float, float]:
        return self.w, self.h
