"""The cache of drawn faces: bounded by pixels, sized to the window, and paced frame by frame.

Drawing a face costs a few milliseconds. After a window resize every face on the table is needed
at a new size at once, which would stall one frame for a tenth of a second; so from a resize
(`window_resized`) until a frame shows none scaled, a frame draws faces only in its first
FRAME_BUDGET seconds of drawing (all it draws counts: a resized table paints everything anew),
and a face past the budget that exists at another size is shown scaled for a frame or two until
its turn comes. (A scene shown again after the window was resized under it is paced the same way:
game.scenes.base.Stack.) Any other frame draws the faces it needs in full: a scene that opens shows its
faces whole from its first frame (a master's card enlarged beside the small ones, say), rather
than one scaled and drawn again in the next frame. Nothing is ever shown scaled once things are
still.

The game's own scene stack is paced further (game.scenes.base.Stack, `paced`), and what is said above holds for
the others (screenshots, tests, the bench): its frames are rehearsals (`paced_frame(rehearsal=...)`) in which past
their time a face not made at any size yet stands in blank. A frame with a blank face is never presented, nor is the
first picture of a scene opened or of a window resized until a rehearsal in the time frames leave comes out with no
face standing in; a face scaled from another size may show in other frames, as above. Only its first frame, and one
after several in a row that presented nothing (a machine too busy to leave time), are drawn outside any pacing,
every face in full.

What the caches let go of is counted too. The C library's allocator keeps freed memory for reuse,
and after long churn (every face and label of one window size replaced by those of another) much
of it lies in holes that still count as resident; once RETURN_AFTER bytes have been let go of and no
face is catching up after a resize, `hand_back` gives the free pages back to the system (glibc's
malloc_trim, up to a millisecond and more): the scene stack calls it in the time a shown frame leaves
before the next, and the window before it rests, never inside a frame. And
`own_mappings_for_large_surfaces`, called once at start, keeps window-sized surfaces out of that heap
altogether. Elsewhere than glibc both do nothing.

Whatever keeps drawn pictures registers with `kept_pictures`, so a change of the player's text size drops them
all at once (`forget_pictures`): each is drawn again with the new text. A store whose keys name every size and
colour it draws at (the lines of text, at their size in pixels; the buttons' bodies) is right at any text size and
keeps its pictures: what was set ahead for the next text size is still there when the player chooses it.
"""

from __future__ import annotations

import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Generic, Protocol, TypeVar
from weakref import WeakSet

import pygame

FRAME_BUDGET = 0.012  # seconds of a frame's drawing in which it may draw faces while catching up
WINDOWS_OF_FACES = 1.4  # the cache holds about this many window areas of faces
RETURN_AFTER = 8 * 2**20  # bytes let go of by the caches before free memory is handed back

_frame = {"pacing": False, "started": 0.0, "stand_ins": 0, "blanks": 0, "made": 0, "making": 0,
          "catching_up": False, "rehearsal": 0.0, "may_hold": False, "prompted": False}
_drawn = {"pictures": 0}  # pictures every store has drawn, ever: whether asking for one drew it
_released = {"bytes": 0}


@cache
def _libc(name: str) -> Callable[..., object] | None:
    """A function of the C library, on Linux; looked up when first used (ctypes is slow to import)."""
    if sys.platform.startswith("linux"):
        import ctypes  # here, not at start-up

        try:
            return getattr(ctypes.CDLL(None), name)  # glibc; musl has these too, as no-ops
        except (OSError, AttributeError):
            pass
    return None


def _trim(pad: int) -> None:
    trim = _libc("malloc_trim")
    if trim is not None:
        trim(pad)


M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
LARGE_SURFACE = 64 * 1024  # half glibc's own starting threshold


def own_mappings_for_large_surfaces() -> None:
    """glibc serves blocks of LARGE_SURFACE bytes and more from mappings of their own, returned whole
    when freed; but the first time such a block is freed it raises that threshold to the block's size,
    up to 32 MB, so from then on every face and window-sized surface is carved from the heap, and the
    holes they leave stay resident. Setting the threshold once keeps it there, at half glibc's own start:
    a face of a small window, a long label or a glow then has a mapping of its own as well. (Measured on
    the UI monkey: resident memory after warm-up wandered over about 40 MB without this, 30 MB with it;
    the bench's memory session peaked 1.0 to 1.6 MB lower at 64 KB than at glibc's 128 KB.)"""
    mallopt = _libc("mallopt")
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, LARGE_SURFACE)


def window_resized() -> None:
    """The window changed size: until a frame shows no face scaled, faces past a frame's budget stand in."""
    _frame["catching_up"] = True


@contextmanager
def paced_frame(rehearsal: float = 0.0, may_hold: bool = False, prompted: bool = False) -> Iterator[None]:
    """Draws one frame within the budget; outside it (a screenshot, a test) every face is drawn in full. A frame
    draws at least one face anew whatever the rest of it took, so catching up after a resize always ends.

    A `rehearsal` (seconds) is a picture drawn where nobody sees it, to make what the next one shown needs (the
    scene stack's picture held on screen, game.scenes.base): past that many seconds every face not made yet stands
    in, scaled from another size or blank, and `stand_ins` says whether the picture came out whole. A frame that
    `may_hold` is not shown if a face in it is left blank, and the rest is made after it (the scene stack): a blank
    may stand in for its very first face, where a frame otherwise draws at least one in full. A frame `prompted` is
    one that input came before (`prompted`)."""
    _frame["pacing"], _frame["started"], _frame["stand_ins"], _frame["made"] = True, time.perf_counter(), 0, 0
    _frame["rehearsal"], _frame["blanks"], _frame["may_hold"], _frame["prompted"] = rehearsal, 0, may_hold, prompted
    try:
        yield
    finally:
        _frame["pacing"], _frame["rehearsal"], _frame["may_hold"], _frame["prompted"] = False, 0.0, False, False
        if not _frame["stand_ins"]:
            _frame["catching_up"] = False  # every face of the new size is drawn


@contextmanager
def whole_faces() -> Iterator[None]:
    """While a picture that is kept is drawn (a face, a rulebook's figure), every face in it is drawn in full: one
    standing in would stay in it."""
    _frame["making"] += 1
    try:
        yield
    finally:
        _frame["making"] -= 1


def hand_back() -> bool:
    """Gives the free memory back to the system once the caches have let go of RETURN_AFTER bytes since it last did,
    and no face is catching up after a resize (whose churn would leave new holes at once). Returns whether it did:
    it took from half a millisecond to nearly two, at the end of the frame that came after a scene left, which is
    why only the time between frames is spent on it."""
    if _released["bytes"] <= RETURN_AFTER or _frame["catching_up"]:
        return False
    _released["bytes"] = 0
    _trim(0)
    return True


def released(nbytes: int) -> None:
    """A cache let go of `nbytes` (a surface evicted, a font closed, a backdrop dropped)."""
    _released["bytes"] += nbytes


def pictures_drawn() -> int:
    """How many pictures every store has drawn so far: whether asking for one drew it."""
    return _drawn["pictures"]


def catching_up() -> bool:
    """Whether faces are still paced after a resize: from `window_resized` until a frame shows none scaled."""
    return bool(_frame["catching_up"])


def stand_ins() -> int:
    """How many faces this frame has let stand in so far (scaled, or in a rehearsal blank): a picture holding any is
    not worth keeping."""
    return int(_frame["stand_ins"])


def left_for_after() -> bool:
    """Whether this frame may leave out a picture costly to make (a table's still layer to paint anew) and have it
    made in the time after it: a frame that `may_hold` (the paced stack's, a picture on screen to hold) may, and is
    then not presented, as with a face left blank; the rehearsal after it makes the picture. Counts as a blank."""
    if not _frame["may_hold"]:
        return False
    _frame["blanks"] += 1
    return True


def out_of_time(costly: bool = False) -> bool:
    """Whether this frame leaves what it has still to make for the time after it, as it leaves a face never drawn: a
    rehearsal once past its seconds; a frame that may hold (the paced stack's, with its room for making faces) a piece
    that is `costly` (a page's paragraph to lay out, a figure to draw: milliseconds each) at once, and a cheap one (a
    line of text that a scroll brings into sight) once past its room, so that a page scrolled frame after frame shows
    every frame, and a frame never waits for a costly piece; any other frame (a screenshot, a test, a stack not paced,
    one drawn in full after several held) makes it all. A picture that leaves anything is neither shown nor taken as
    whole: it counts as a blank stand-in."""
    rehearsal = _frame["rehearsal"]
    if not rehearsal or (time.perf_counter() - _frame["started"] <= rehearsal
                         and not (costly and _frame["may_hold"])):
        return False
    _frame["blanks"] += 1
    _frame["stand_ins"] += 1
    return True


def prompted() -> bool:
    """Whether input came before this frame (paced_frame): what changes in it is input's doing, not a motion."""
    return bool(_frame["prompted"])


def rehearsed() -> bool:
    """Whether this frame is the paced stack's, a rehearsal or one that may hold: what it does not show may be made in
    the time after it (game.scenes.base.Scene.ahead), where any other frame makes what a later one would need."""
    return bool(_frame["rehearsal"])


def blank_stand_ins() -> int:
    """How many of them were blank, made for no size yet: a picture holding any is not worth showing."""
    return int(_frame["blanks"])


class Store(Protocol):
    def clear(self) -> None: ...


_stores: WeakSet[Store] = WeakSet()  # held weakly: a store let go of is forgotten


def kept_pictures(store: Store) -> None:
    """Registers a store of drawn pictures, emptied by `forget_pictures`."""
    _stores.add(store)


_forgotten = {"times": 0}


def forget_pictures() -> None:
    """Drops every drawn picture of every registered store (the text size changed)."""
    _forgotten["times"] += 1
    for store in list(_stores):
        store.clear()


def pictures_forgotten() -> int:
    """How many times every picture has been dropped: what was made ahead is made again when this changes."""
    return _forgotten["times"]


Wanted = TypeVar("Wanted", bound=Hashable)


class MadeAhead(Generic[Wanted]):
    """Pictures a later frame would otherwise draw on the spot (the faces a table may show next), made in the time
    frames leave (game.scenes.base.Scene.ahead) one at a time: each call may be the last before that frame. `one`
    walks what is wanted in order, once: asking again for the same pictures (at the same text size) costs a
    comparison, so a scene at rest makes nothing more until what it wants changes, and pictures that together
    outgrow their store are each made once, never evicting one another in turn."""

    def __init__(self) -> None:
        self._wanted: tuple[Wanted, ...] = ()
        self._forgotten = -1  # the text size (pictures_forgotten) the walk is for
        self._at = 0  # how far the walk has got through `_wanted`

    def one(self, wanted: tuple[Wanted, ...], make: Callable[[Wanted], object]) -> bool:
        """Asks `make` for what is wanted, from where the walk got to, until one asked for was drawn: True when one
        was (there may be more), False once all were asked for."""
        if wanted != self._wanted or self._forgotten != _forgotten["times"]:
            self._wanted, self._forgotten, self._at = wanted, _forgotten["times"], 0
        while self._at < len(wanted):
            before = pictures_drawn()
            make(wanted[self._at])
            self._at += 1
            if pictures_drawn() != before:
                return True
        return False


class SurfaceCache:
    """A pixel-bounded LRU of drawn surfaces: `get(key, size, make)` draws once, then reuses."""

    def __init__(self, min_pixels: int, windows: float = WINDOWS_OF_FACES, opaque: bool = False,
                 keyed_whole: bool = False) -> None:
        self.min_pixels = min_pixels
        self.windows = windows  # window areas it may hold, when that is more than min_pixels
        self.opaque = opaque  # pictures with no transparent pixel, kept without alpha: blitted without blending
        self.pixels = 0
        self._items: OrderedDict[tuple[Hashable, Hashable], pygame.Surface] = OrderedDict()
        self._size_of: dict[Hashable, Hashable] = {}  # the size each key was last drawn at
        self._largest = 0  # the largest window area seen
        if not keyed_whole:  # its keys leave out the text size: forgotten when it changes
            kept_pictures(self)

    def clear(self) -> None:
        released(sum(s.get_width() * s.get_height() * s.get_bytesize() for s in self._items.values()))
        self._items.clear()
        self._size_of.clear()
        self.pixels = 0

    @property
    def max_pixels(self) -> int:
        """Room for `windows` areas of the largest window so far, and never less than min_pixels. A window
        made smaller keeps what was drawn for the larger one, ready for when it grows again, rather than
        letting go of it and drawing it all anew: memory follows the largest window, not every resize."""
        window = pygame.display.get_surface()
        if window is not None:
            self._largest = max(self._largest, window.get_width() * window.get_height())
        return max(self.min_pixels, round(self.windows * self._largest))

    def get(self, key: Hashable, size: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._items.get((key, size))
        if found is not None:
            self._items.move_to_end((key, size))
            return found
        # Past the budget after a resize or of a rehearsal, a face drawn at another size stands in (in a rehearsal, a
        # blank one if there is none); never inside another face being drawn (the special move on a defeated master's
        # back), which is kept and would keep the stand-in too.
        if _frame["pacing"] and not _frame["making"] and isinstance(size, tuple):
            stand_in = self._stand_in(key, size)
            if stand_in is not None:
                _frame["stand_ins"] += 1
                return stand_in
        with whole_faces():
            surface = make()
        _drawn["pictures"] += 1
        if isinstance(size, tuple):  # a face, or a figure: the pictures that may stand in
            _frame["made"] += 1
        if pygame.display.get_surface() is not None:
            # the display's pixel format blits several times faster
            surface = surface.convert() if self.opaque else surface.convert_alpha()
        self._items[(key, size)] = surface
        self._size_of[key] = size
        self.pixels += surface.get_width() * surface.get_height()
        limit = self.max_pixels
        while self.pixels > limit and len(self._items) > 1:
            (old_key, old_size), old = self._items.popitem(last=False)
            self.pixels -= old.get_width() * old.get_height()
            released(old.get_width() * old.get_height() * old.get_bytesize())
            if self._size_of.get(old_key) == old_size:
                del self._size_of[old_key]
        return surface

    def _stand_in(self, key: Hashable, size: tuple[int, int]) -> pygame.Surface | None:
        """What shows in the place of a face past the frame's budget, or None when it is to be drawn."""
        rehearsal = _frame["rehearsal"]
        if not (rehearsal or _frame["catching_up"]) or time.perf_counter() - _frame["started"] <= (
                rehearsal or FRAME_BUDGET):
            return None
        other = self._items.get((key, self._size_of.get(key)))
        if other is not None:  # shown scaled, once the frame has drawn one face in full
            return pygame.transform.smoothscale(other, size) if _frame["made"] else None
        if not rehearsal or not (_frame["made"] or _frame["may_hold"]):
            return None
        _frame["blanks"] += 1
        return pygame.Surface(size, pygame.SRCALPHA)

    def holds(self, key: Hashable, size: Hashable) -> bool:
        """Whether `get(key, size, ...)` would draw nothing."""
        return (key, size) in self._items

    def __len__(self) -> int:
        return len(self._items)
