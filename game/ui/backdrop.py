"""The still part of a table's frame, painted once into a window-sized layer and blitted every frame after.

A scene paints into it what does not change while nothing happens (the felt, frames, piles, the match as it
stands) and draws over it, each frame, what moves or follows the pointer. The layer is painted again whenever its
key changes; the key names everything the painting reads (the window's size among it), so it never shows anything
stale. A face the face cache showed scaled for want of time (face_cache.stand_ins) is never kept in it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui.face_cache import stand_ins

CACHING = {"on": True}  # tests turn it off to compare a frame with everything painted in place


class Backdrop:
    """The still part of a frame, painted once per key into a window-sized layer and blitted every frame.

    The key names everything the painting reads (the window's size among it), so a resized window or a new
    turn's labels repaint it, and it never shows anything stale."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.layer: pygame.Surface | None = None
        self.painted = 0  # how many times the layer has been painted: tests count rebuilds

    def draw(self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        if not CACHING["on"]:
            paint(surface)
            return
        key = (surface.get_size(), key)
        if self.layer is None or self.key != key:
            layer = self.layer if self.layer is not None and self.layer.get_size() == surface.get_size() else None
            if layer is None:
                layer = pygame.Surface(surface.get_size())
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            before = stand_ins()
            paint(layer)
            # A face shown scaled for want of time this frame is not kept: the layer is painted again next frame.
            self.key, self.layer = (key if stand_ins() == before else None), layer
            self.painted += 1
        surface.blit(self.layer, (0, 0))
