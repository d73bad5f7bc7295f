"""The cache of drawn faces: bounded by pixels, sized to the window, and paced frame by frame.

Drawing a face costs a few milliseconds. After a window resize every face on the table is needed
at a new size at once, which would stall one frame for a tenth of a second; so each frame may
spend only FRAME_BUDGET seconds drawing faces, and a face past the budget that exists at another
size is shown scaled for a frame or two until its turn comes. Nothing is ever shown scaled once
things are still.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pygame

FRAME_BUDGET = 0.012  # seconds of face drawing per frame
WINDOWS_OF_FACES = 2  # the cache holds about this many window areas of faces

_frame = {"pacing": False, "spent": 0.0, "stand_ins": 0}


@contextmanager
def paced_frame() -> Iterator[None]:
    """Draws one frame within the budget; outside it (a screenshot, a test) every face is drawn in full."""
    _frame["pacing"], _frame["spent"], _frame["stand_ins"] = True, 0.0, 0
    try:
        yield
    finally:
        _frame["pacing"] = False


def stand_ins() -> int:
    """How many faces this frame has shown scaled so far: a picture holding any is not worth keeping."""
    return int(_frame["stand_ins"])


class SurfaceCache:
    """A pixel-bounded LRU of drawn surfaces: `get(key, size, make)` draws once, then reuses."""

    def __init__(self, min_pixels: int) -> None:
        self.min_pixels = min_pixels
        self.pixels = 0
        self._items: OrderedDict[tuple[Hashable, Hashable], pygame.Surface] = OrderedDict()
        self._size_of: dict[Hashable, Hashable] = {}  # the size each key was last drawn at

    @property
    def max_pixels(self) -> int:
        """Room for the faces of a couple of windows' worth of table, and never less than min_pixels."""
        window = pygame.display.get_surface()
        area = window.get_width() * window.get_height() if window is not None else 0
        return max(self.min_pixels, WINDOWS_OF_FACES * area)

    def get(self, key: Hashable, size: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._items.get((key, size))
        if found is not None:
            self._items.move_to_end((key, size))
            return found
        if _frame["pacing"] and _frame["spent"] > FRAME_BUDGET and isinstance(size, tuple):
            stand_in = self._items.get((key, self._size_of.get(key)))
            if stand_in is not None:
                _frame["stand_ins"] += 1
                return pygame.transform.smoothscale(stand_in, size)
        started = time.perf_counter()
        surface = make()
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()  # the display's pixel format blits several times faster
        _frame["spent"] += time.perf_counter() - started
        self._items[(key, size)] = surface
        self._size_of[key] = size
        self.pixels += surface.get_width() * surface.get_height()
        limit = self.max_pixels
        while self.pixels > limit and len(self._items) > 1:
            (old_key, old_size), old = self._items.popitem(last=False)
            self.pixels -= old.get_width() * old.get_height()
            if self._size_of.get(old_key) == old_size:
                del self._size_of[old_key]
        return surface

    def __len__(self) -> int:
        return len(self._items)
