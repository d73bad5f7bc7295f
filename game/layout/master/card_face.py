"""Where Master's card faces print their parts, in pixels of the face (game.ui.master.faces draws them there; the
table reads what the mouse points at from the same rectangles): the band along the bottom where the skill's name is
written, from a size on, and the face's body above it. Pure arithmetic over the card's size."""

from __future__ import annotations

import pygame

from game.layout.cards import Size, inside

NAMED_FROM = 84  # from this short side on, a face writes its name in the bottom band


def name_band(size: Size) -> pygame.Rect:
    """Where a face of `size` writes its skill's name, along its bottom (a face smaller than NAMED_FROM writes none
    there)."""
    w, h = size
    inner = inside(size)
    return pygame.Rect(inner.x, inner.bottom - round(min(w, h) * 0.2), inner.w, round(min(w, h) * 0.2))


def face_body(size: Size) -> pygame.Rect:
    """The face inside its rim, above the name band where it has one."""
    w, h = size
    inner = inside(size)
    return pygame.Rect(inner.x, inner.y, inner.w, (name_band(size).y if min(w, h) >= NAMED_FROM else inner.bottom)
                       - inner.y)
