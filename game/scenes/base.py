"""The scene stack's vocabulary: a scene handles input and returns what the stack should do."""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any
from weakref import WeakSet

import pygame

from game.scenes.collector import young_pass
from game.ui.backdrop import frame_ended, in_place, let_go
from game.ui.face_cache import blank_stand_ins, hand_back, paced_frame, released, stand_ins, window_resized
from game.ui.focus import Focus, Focusable

if TYPE_CHECKING:
    from game.scenes.context import Context


class Push:
    """Opens `scene` above this one."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene


class Pop:
    """Closes this scene; the one below resumes with `value`."""

    def __init__(self, value: Any = None) -> None:
        self.value = value


class Replace:
    """Closes this scene and opens `scene` in its place."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene


class Rebase:
    """Back to the first scene of the stack (the menu): every scene above it closes, and it resumes with value."""

    def __init__(self, value: Any = None) -> None:
        self.value = value


class Quit:
    """Closes the window."""


Result = Push | Pop | Replace | Rebase | Quit | None


class Scene:
    """One screen. Overlays (overlay = True) are drawn over the scene below, which is dimmed. The keyboard's focus
    (game.ui.focus) moves through the scene's buttons before the scene sees a key, except the scene's own keys."""

    overlay = False
    music: str | None = None  # the loop to play while this scene is on top (game.ui.sound.MUSIC); None: keep
    own_keys: frozenset[int] = frozenset()  # keys the scene uses for a purpose of its own: the focus leaves them

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.focus = Focus()

    def focusable(self) -> Sequence[Focusable]:
        """The buttons (or anything laid out like one) the keyboard's focus moves through."""
        return []

    def typing(self) -> bool:
        """True while a field takes typed text: every key is then the scene's."""
        return False

    def handle(self, event: pygame.event.Event) -> Result:
        return None

    def update(self, dt: float) -> Result:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resized(self) -> None:
        """The window changed size: drop anything laid out or rendered for the old size."""

    def resume(self, value: Any) -> None:
        """A scene pushed by this one popped, returning value."""

    def moving(self) -> bool:
        """Whether the scene changes with no input: an animation, a glide, a toast, a banner, a thinking computer,
        a timer counting down. The window draws a moving scene at the display's rate; a still one is drawn again
        only when input comes, and meanwhile the game waits and costs nothing (game.app). Time counted in
        `update` is taken to move: a scene moves when a class of it has an `update` of its own and no class at or
        below it says when it is still (a `moving` of its own, which answers for every `update` above it and adds
        to `super().moving()`)."""
        for cls in type(self).__mro__:
            if "moving" in vars(cls):
                return False
            if "update" in vars(cls):
                return True
        return False

    def ahead(self) -> bool | None:
        """Makes, once a frame is shown and while it has left time before the next (`Stack.after_frame`), what a later
        frame would otherwise have to make on the spot: the faces a hand will need, the pictures of a first pick-up.
        A piece at a time: each call may be the last before that later frame. Returns True when it made something
        (it is called again while the frame's time lasts, and after the next frame, which is drawn even for a still
        scene), falsy once all is made."""
        return None


AHEAD_SPARE = 0.006  # seconds a shown frame must leave before the next for the work done after it, a piece of it
COLLECT_WAIT = 30  # frames the collector's pass after scenes left waits at most for a frame with that time
REHEARSAL_ROOM = 0.004  # seconds of a frame's spare time a rehearsal leaves for the rest of its drawing
FRAME_ROOM = 0.002  # seconds of a paced frame's drawing past which faces not yet made stand in
MOST_HELD = 6  # frames in a row a paced stack presents nothing at most: the next is drawn in full on the spot
DIM = (105, 105, 105)  # what lies under an overlay keeps 41% of its brightness

# What the picture of the scenes under an overlay shows:
WHOLE = "whole"  # the scenes as they are, every face drawn in full, at the picture's own size
ROUGH = "rough"  # the scenes as they are, but scaled from another window size or with faces standing in
STALE = "stale"  # scenes that have changed since: it must be drawn again


def scenes_left() -> None:
    """Scenes other than overlays have left the stack (closed, replaced, or every one above the menu): what they
    held is let go of before the next scene draws its first frame beside it. A scene refers to itself (its buttons
    call its methods), so counting references never frees it: it lingered, with all it held (the Rules' figures,
    6 MB at 1920x1080, a table's pictures of its own), until Python's collector of cycles next made a full pass,
    which a long game may not reach for many minutes. A full pass walks only what was made since the game set its
    long-lived objects apart (game.app.keep_for_good): a fraction of the 10 ms it took over everything. The
    tables' still layer goes too: the next table paints it anew all the same (it belongs to another table).

    The stack lets go of the still layer at once and makes the collector's pass once the next scene's first frame is
    shown, in the time left before the frame after it (`Stack.after_frame`): the frame that shows the next scene
    first, often drawing its faces, is the one a player waits for, and the pass (up to 7 ms with what it frees) would
    lengthen the next."""
    let_go()
    gc.collect()


class Stack:
    """The scene stack. `apply` is the one place results are carried out.

    A `paced` stack (the game's own) lays out and draws a scene's first picture in the time frames leave, not inside
    a frame, while that time lasts: when the top scene changes or the window changes size or style, the picture on
    screen is held (frames draw nothing, and `showing` tells the window not to present) while the new one is
    rehearsed after each frame (`after_frame`: drawn where nobody sees it, the faces past the spare time standing
    in), and the first frame after a rehearsal that came out whole draws it from what that made, at the cost of any
    other frame. Any other frame is a rehearsal too, with FRAME_ROOM for making faces: one that leaves a face blank (a
    page of the Rules turned, a move's new cards), or a table's still layer to paint anew after a rest or input
    (game.ui.backdrop), is not presented and is made after it in the same way, while one scaled from another size (a
    card gliding to another size) is shown, and drawn in full once it is still. Input that comes before the top scene
    is painted (since it came on top or the window was resized) waits for that paint (`handle`). After MOST_HELD
    frames in a row that presented nothing (a machine too busy to leave time), the next is drawn in full, every face
    made, as is a stack's first picture, with nothing on screen to hold. While the window's size or mode changes,
    what stays on screen is what the system kept of the last picture."""

    def __init__(self, first: Scene, paced: bool = False, holding: bool = False):
        """`holding`: the window shows another stack's picture, held until this one's first is made."""
        self.scenes: list[Scene] = [first]
        self.quit = False
        self.paced = paced
        self.showing = True  # whether the last frame drew a picture to present
        self._held = paced and holding  # the picture on screen stays until a rehearsal comes out whole
        self._unshown = 0  # frames in a row that presented nothing
        self._on_screen = self._held  # whether a picture is on screen to hold (else the next is drawn in full)
        self._top_painted = False  # whether the top scene was painted since it came on top or the window resized
        self._waiting: list[pygame.event.Event] = []  # input that came before that: the scene has it once painted
        self._surface: pygame.Surface | None = None  # what the frames draw into (the window)
        self._backdrop: pygame.Surface | None = None  # the scenes under an overlay, dimmed
        self._backdrop_shows = STALE
        self._left = False  # a scene other than an overlay has left since the last frame
        self._collect = 0  # frames since scenes left whose collector's pass is still to be made (0: none to make)
        self._resized_under: WeakSet[Scene] = WeakSet()  # scenes the window was resized under, not drawn since
        self._ahead = True  # the top scene may have something to make ahead (Scene.ahead) once a frame is shown
        self._prompted = False  # input came to the top scene since the last frame (face_cache.prompted)

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def still(self) -> bool:
        """Whether nothing would change on screen until input comes: the top scene is still (Scene.moving) and its
        picture shown, and the stack has nothing left to do after a frame (a picture to rehearse, input waiting for
        it, the collector's pass after scenes left, what the scene makes ahead). The window then waits for input
        rather than drawing the same picture again (game.app)."""
        return (bool(self.scenes) and self.showing and self._top_painted and not self._held and not self._waiting
                and not self._left and not self._collect and not self._ahead and not self.top.moving())

    def apply(self, result: Result) -> None:
        if result is None:
            return
        self._ahead = True
        self._backdrop_shows = STALE  # the scenes changed: what lies under an overlay must be drawn anew
        before = list(self.scenes)
        if isinstance(result, Push):
            self.scenes.append(result.scene)
        elif isinstance(result, Replace):
            self.scenes[-1] = result.scene
        elif isinstance(result, Pop):
            self.scenes.pop()
            if not self.scenes:
                self.quit = True
            else:
                self.top.resume(result.value)
        elif isinstance(result, Rebase):
            del self.scenes[1:]
            self.top.resume(result.value)
        elif isinstance(result, Quit):
            self.quit = True
        self._left |= any(not scene.overlay and scene not in self.scenes for scene in before)
        if self.scenes and self.top is not before[-1]:
            self._hold()
        if self.scenes and self.top in self._resized_under:
            self._resized_under.discard(self.top)
            window_resized()  # shown again at another size: its faces are paced as after a resize

    def handle(self, event: pygame.event.Event) -> None:
        """The keyboard's focus has the event first (a step, or a press it turns into a click), then the scene. At a
        table the focus may turn a key into several of the mouse's events (game.ui.card_keys: press on a card, carry
        it, let it go): the scene handles them one by one, while it stays on top. On a paced stack, input that comes
        before the top scene is first painted (since it came on top or the window was resized) waits for that paint,
        a rehearsal's or a frame's, then comes in order: a scene lays out its cards and hearts as it paints them."""
        self._catch_up()
        if self.quit or not self.scenes:
            return
        self._ahead = True  # input may change what the scene will need
        if self.paced and not self._top_painted:
            self._waiting.append(event)
            return
        scene, self._prompted = self.top, True
        events: Any = event  # an event, several, or None
        if not scene.typing():
            events = scene.focus.translate(event, scene.focusable(), scene.own_keys, scene.ctx.viewport)
        if events is None:
            return
        for each in (events,) if isinstance(events, pygame.event.EventType) else events:
            self.apply(scene.handle(each))  # type: ignore[arg-type]  # EventType is Event
            if self.quit or not self.scenes or self.top is not scene:
                break

    def update(self, dt: float) -> None:
        self._catch_up()
        if self.scenes:
            self.apply(self.top.update(dt))

    def _catch_up(self) -> None:
        """The input that waited for the top scene's picture, now that it is painted."""
        if self._waiting and self._top_painted:
            waiting, self._waiting = self._waiting, []
            for event in waiting:
                if self.quit or not self.scenes:  # closed by one of them: the rest go with the window
                    break
                self.handle(event)

    def resized(self) -> None:
        """The backdrop keeps its picture: scaled, it may stand in while the scenes lay out again (a change of the
        text size keeps the window's size, and the scenes are drawn again all the same); a paced stack holds the
        picture on screen until the new one is rehearsed."""
        window_resized()  # faces are paced until those of the new size are all drawn
        self._ahead = True
        if self._backdrop_shows == WHOLE:
            self._backdrop_shows = ROUGH
        for scene in self.scenes:
            scene.resized()
        self._resized_under.update(self.scenes[:-1])
        self._waiting = [event for event in self._waiting if not hasattr(event, "pos")]  # aimed at the old layout
        self._hold()

    def _hold(self) -> None:
        """The top scene is new or laid out anew: it has no input before it is painted, and a paced stack with a
        picture on screen keeps that picture until the next one is rehearsed (see the class)."""
        self._top_painted = False
        if self.paced and self._on_screen:
            self._held = True

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the top scene, unless its picture is held or a face in it was left blank (then `showing` is False);
        under an overlay, the scenes below are drawn dimmed. Only the top scene receives events and updates, so what
        lies below is drawn once and reused."""
        self._surface = surface
        self._ahead |= self.top.moving()  # what moves may change what the scene will need
        prompted, self._prompted = self._prompted, False
        if self.paced and self._on_screen and self._unshown < MOST_HELD:
            self.showing = not self._held and self._rehearse(surface, FRAME_ROOM, blank_only=True, prompted=prompted)
            self._held = not self.showing
            self._unshown = 0 if self.showing else self._unshown + 1
            return
        self._held, self._unshown, self.showing, self._on_screen = False, 0, True, True
        if self.paced:  # nothing on screen yet, or held too long: drawn in full, nothing scaled or standing in
            if self._backdrop is not None and (self._backdrop_shows != WHOLE or self._backdrop.get_size()
                                               != surface.get_size()):
                self._backdrop_shows = STALE
            self._paint(surface)
            return
        with paced_frame():  # each frame gets its own budget for drawing card faces
            self._paint(surface)

    def _rehearse(self, surface: pygame.Surface, seconds: float, blank_only: bool = False,
                  prompted: bool = False) -> bool:
        """Draws the frame with `seconds` for making faces (those past it stand in); True if it came out whole (no
        face standing in, the scenes under an overlay not scaled from another size), or with `blank_only` if no face
        was left blank (one scaled from another size, as a card gliding to another size, is shown for a frame or two
        and drawn in full once it is still). `prompted`: input came before it (face_cache.paced_frame)."""
        with paced_frame(rehearsal=seconds, may_hold=blank_only, prompted=prompted):
            self._paint(surface)
            whole = not (blank_stand_ins() if blank_only else stand_ins())
            return whole and self._backdrop_shows != ROUGH

    def _paint(self, surface: pygame.Surface) -> None:
        if self._collect > COLLECT_WAIT:  # no frame has left time for it: the pass is made all the same
            self._collect = 0
            gc.collect()
        if self._left:  # here, where no caller still holds the scene that left (handle does while it runs)
            self._left = False
            let_go()
            self._collect = max(self._collect, 1)
        self._draw(surface)
        self._top_painted = True
        frame_ended()  # the tables' still layer is kept only while a table on screen draws it
        top = self.top
        if not top.focus.drawn:  # the scene left the ring to be drawn over it
            top.focus.draw(surface, top.ctx.viewport, top.focusable())
        top.focus.drawn = False

    def after_frame(self, spare: float) -> None:
        """Work that need not hold up a picture, done once the frame is shown (`spare`: the seconds left before the
        next frame is due): the collector's pass after scenes left (scenes_left), then the memory the caches let go
        of handed back to the system (face_cache.hand_back), then the collector's pass it would soon start on its own
        (game.scenes.collector) and what the top scene makes ahead (`Scene.ahead`), one of them a frame; what is made
        ahead, a piece at a time while the time left holds AHEAD_SPARE for another, so that a scene just opened or
        changed has it all the sooner. A frame that left less than AHEAD_SPARE does none of it; once COLLECT_WAIT
        frames have gone by so, the next frame makes the pass before it draws. While a picture is held, its rehearsal
        comes first: once one comes out whole, the time it leaves goes to the collector's pass and what the scene makes
        ahead, so that input in the very frame that shows it finds that made and no pass starts in it."""
        due = time.perf_counter() + spare
        if spare < AHEAD_SPARE:
            self._collect += bool(self._collect)  # a pass still to make has waited one frame more
        elif self._held and self._surface is not None:
            self._held = not self._rehearse(self._surface, spare - REHEARSAL_ROOM)  # whole: the next frame draws it
            if not self._held and due - time.perf_counter() >= AHEAD_SPARE:  # and it left time for more
                young_pass()
                self._ahead = self._make_ahead(due)
        elif self._collect:
            self._collect = 0
            gc.collect()
        elif not hand_back():
            young_pass()
            self._ahead = self._make_ahead(due)

    def _make_ahead(self, due: float) -> bool:
        """What the top scene makes ahead, a piece at a time until all is made or the time left before the next frame
        (`due`, on the performance counter) holds less than AHEAD_SPARE: True while there is more to make."""
        while self.top.ahead():
            if due - time.perf_counter() < AHEAD_SPARE:
                return True
        return False

    def _draw(self, surface: pygame.Surface) -> None:
        if not self.top.overlay:
            if self._backdrop is not None:
                released(self._backdrop.get_width() * self._backdrop.get_height() * self._backdrop.get_bytesize())
            self._backdrop, self._backdrop_shows = None, STALE
            self.top.draw(surface)
            return
        surface.blit(self._backdrop_for(surface.get_size()), (0, 0))
        self.top.draw(surface)

    def _backdrop_for(self, size: tuple[int, int]) -> pygame.Surface:
        backdrop = self._backdrop
        if backdrop is not None and backdrop.get_size() != size and self._backdrop_shows != STALE:
            # Just resized: the scenes below would be laid out and drawn again in the same frame as the
            # overlay; last frame's picture, scaled, stands in (it is dimmed) and they are drawn at the
            # new size from the next frame, their faces paced like any others.
            backdrop, self._backdrop_shows = pygame.transform.scale(backdrop, size), ROUGH
        elif backdrop is None or self._backdrop_shows != WHOLE:
            backdrop = self._draw_below(backdrop, size)
        self._backdrop = backdrop
        return backdrop

    def _draw_below(self, backdrop: pygame.Surface | None, size: tuple[int, int]) -> pygame.Surface:
        """Draws the scenes under the top one into `backdrop` (made at `size` if it is not that size; the bottom
        scene paints all of it), dimmed. The tables among them paint their still part straight into it."""
        scaled_before = stand_ins()
        bottom = len(self.scenes) - 2
        while bottom > 0 and self.scenes[bottom].overlay:
            bottom -= 1
        with in_place():  # the tables' still layer goes before the picture is made
            if backdrop is None or backdrop.get_size() != size:
                backdrop = pygame.Surface(size)
            for scene in self.scenes[bottom:-1]:
                scene.draw(backdrop)
                backdrop.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)  # one pass, no overlay surface
        # whole only if every face in it was drawn in full; otherwise it is drawn again next frame
        self._backdrop_shows = WHOLE if stand_ins() == scaled_before else ROUGH
        return backdrop
