"""The still part of a table's frame, painted once into a window-sized layer and blitted every frame after.

A scene paints into it what does not change while nothing happens (the felt, frames, piles, the match as it
stands) and draws over it, each frame, what moves or follows the pointer. The layer is painted again whenever its
key changes; the key names everything the painting reads (the window's size among it), so it never shows anything
stale. A face the face cache showed scaled for want of time (face_cache.stand_ins) is never kept in it.

Every backdrop paints into one shared layer (one window's worth of pixels, about 8 MB at 1920x1080, made for the
largest window it has served while it is held): only one table is drawn at a time, and a table left below another's
(or dropped but not yet collected) would otherwise keep a layer of its own. A backdrop whose picture another one
painted over paints it again. And the layer is held only while a table on screen draws it: at the end of a frame in
which none did (`frame_ended`, from the scene stack), it is let go. Nor is it made for a picture drawn once and kept
(the scenes under an overlay, dimmed: `in_place`): a table drawn into one paints its still part straight into it.

A move changes the picture after it has rested (a card played, each beat of the answer), and painting it anew costs a
frame up to 2.3 ms at 1920x1080, more than a whole frame at rest. On the game's paced stack that frame leaves the
layer out and is not presented (face_cache.left_for_after); the rehearsal in the time after it paints the layer, and
the next frame shows the move from it, a sixtieth of a second later. So does a change that input made once the
picture it changes was presented (a lesson's step gone on a frame after its move showed). A picture that changes frame
after frame (drawn fewer than RESTED times since it was painted, or than SHOWN with input changing it: the log read
back with the wheel spun, a frame a line) is painted in the frame that needs it, so that each frame of it is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pygame

from game.ui import text
from game.ui.face_cache import kept_pictures, left_for_after, prompted, released, stand_ins

CACHING = {"on": True}  # tests turn it off to compare a frame with everything painted in place
RESTED = 3  # draws of a picture unchanged (the one that painted it among them) before one that changes it may leave
# the painting to the time after its frame; SHOWN, if input changed it (it was drawn after its paint: presented)
SHOWN = 2


class _Shared:
    """The one layer, and which backdrop's picture it holds."""

    def __init__(self) -> None:
        self.whole: pygame.Surface | None = None  # the surface made, for the largest window since it was let go
        self.layer: pygame.Surface | None = None  # its top-left, the window's size
        self.owner: Backdrop | None = None
        self.drawn = False  # whether a backdrop was drawn since the last frame ended
        self.in_place = False  # whether backdrops paint straight into what they are drawn on

    def clear(self) -> None:
        """Forgets whose picture the layer holds (the text size changed): every backdrop paints again."""
        self.owner = None


_SHARED = _Shared()
kept_pictures(_SHARED)


def frame_ended() -> None:
    """At the end of a frame, a layer that no backdrop drew in it is let go: the tables are under an overlay's
    dimmed picture, or under a scene that covers them (Rules, Records), or gone. The next backdrop drawn makes it
    anew and paints it, as after any move."""
    if not _SHARED.drawn:
        let_go()
    _SHARED.drawn = False


def let_go() -> None:
    """Lets go of the shared layer: the next backdrop drawn makes it anew and paints it."""
    whole = _SHARED.whole
    if whole is not None:
        released(whole.get_width() * whole.get_height() * whole.get_bytesize())
    _SHARED.whole = _SHARED.layer = _SHARED.owner = None


@contextmanager
def in_place(letting_go: bool = True) -> Iterator[None]:
    """While a picture that is kept is drawn (the scenes under an overlay), tables paint their still part straight
    into it: a layer beside it would be a second window-sized surface (8 MB at 1920x1080) held for nothing, the
    picture keeping what it shows. The layer is let go first (`letting_go`): the tables under the picture draw nothing
    else. A table painted once more to see where its words lie keeps its layer for the frames after."""
    if letting_go:
        let_go()
    _SHARED.in_place = True
    try:
        yield
    finally:
        _SHARED.in_place = False


def _layer(size: tuple[int, int]) -> pygame.Surface:
    """The shared layer at the window's size: the top-left of a surface made for the largest window since the layer
    was last let go, so a window made smaller and larger again paints into the pixels it has rather than having a
    window-sized surface made, its pages mapped and cleared, at each resize (3 ms at 1920x1080). A window larger
    than that surface has one made anew at its size. (Its picture is painted again all the same: the backdrops' keys
    name the size.)"""
    layer = _SHARED.layer
    if layer is not None and layer.get_size() == size:
        return layer
    whole = _SHARED.whole = largest(_SHARED.whole, size, _made)
    _SHARED.layer = whole.subsurface((0, 0, *size))
    _SHARED.owner = None
    return _SHARED.layer


def _made(size: tuple[int, int]) -> pygame.Surface:
    let_go()  # the old one goes before the new one is made
    window = pygame.display.get_surface()
    # Made in the window's pixel format, which blits fastest; not converted to it from another surface, which
    # would hold two window-sized surfaces for a moment.
    return pygame.Surface(size) if window is None else pygame.Surface(size, 0, window)


def largest(whole: pygame.Surface | None, size: tuple[int, int],
            make: Callable[[tuple[int, int]], pygame.Surface]) -> pygame.Surface:
    """`whole`, a surface made for the largest window so far, if a window of `size` fits in its top-left (the one
    to paint into, through a subsurface); else one that `make` makes at `size`."""
    if whole is None or whole.get_width() < size[0] or whole.get_height() < size[1]:
        return make(size)
    return whole


class Backdrop:
    """The still part of a frame, painted once per key into the window-sized layer and blitted every frame.

    The key names everything the painting reads (the window's size among it), so a resized window or a new
    turn's labels repaint it, and it never shows anything stale."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.painted = 0  # how many times the layer has been painted: tests count rebuilds
        self.shown = 0  # draws of the layer's picture since it was painted, that one among them
        self.words: list[pygame.Rect] = []  # where the lines of text of its picture lie, as last painted (window px)

    @property
    def layer(self) -> pygame.Surface | None:
        """The layer holding this backdrop's picture, or None when it holds another's."""
        return _SHARED.layer if _SHARED.owner is self else None

    def draw(self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        if not CACHING["on"] or _SHARED.in_place:
            with text.recorded(surface) as self.words:
                paint(surface)
            return
        key = (surface.get_size(), key)
        layer = _layer(surface.get_size())
        _SHARED.drawn = True
        if _SHARED.owner is not self or self.key != key:
            if _SHARED.owner is self and self.shown >= (SHOWN if prompted() else RESTED) and left_for_after():
                return  # a move after a rest, or input's: painted in the time after this frame, not presented
            before = stand_ins()
            with text.recorded(layer) as self.words:
                paint(layer)
            # A face shown scaled for want of time this frame is not kept: the layer is painted again next frame.
            self.key = key if stand_ins() == before else None
            _SHARED.owner = self
            self.painted += 1
            self.shown = 0
        self.shown += 1
        surface.blit(layer, (0, 0))
