"""The window, the main loop and the scene stack."""

from __future__ import annotations

import gc
import os
import sys
import time

import pygame

from game.files import settings, writer
from game.scenes.base import Scene, Stack
from game.scenes.context import Context
from game.ui import sound
from game.ui.face_cache import forget_pictures, hand_back, own_mappings_for_large_surfaces
from game.ui.viewport import DESIGN_H, DESIGN_W, Viewport

TITLE = "Martial Masters"
MIN_SIZE = (1024, 600)
FPS = 60
# Seconds a still picture waits for input before the top scene is updated once to see whether something came from
# elsewhere (a notice of the writer of saves: a toast): a fraction of a millisecond four times a second, nothing drawn.
STILL_LOOK = 0.25
# With this set to 1, `run` prints "first-frame" once its first frame is presented, and quits: the launch-time
# budget is measured from outside with it (python -m game.packaging.budgets).
FIRST_FRAME_VARIABLE = "MARTIAL_MASTERS_FIRST_FRAME"
SHOW_NOTHING = ("offscreen", "dummy")  # video drivers with no window to see: SDL falls back on one with no display


def import_later_scenes() -> None:
    """The scenes past the menu. Their modules (the card models above all) take about a quarter of a second to
    import, which would stall the click that first opens one; they are imported in the background once the menu is
    shown: each game's own (its front's `screens()`: a game's set-up, lesson, figures, records and bots were 5 to 40 ms
    of the frame that first opened them), then these."""
    from game.games import families

    for entry in families():
        entry.front().screens()
    from game.scenes import choice, lesson_scene, records, replays, rules  # noqa: F401

# Seconds a thread may run before another waiting for the interpreter takes its turn (Python's default is 5 ms).
# The searches think in a process of their own (game/scenes/worker.py); beside the window's thread run the warm-up
# below, for a moment after the menu is shown, and the writer of saves (game.files.writer), for a moment after a move.
# With one thread running it costs nothing.
THREAD_SWITCH = 0.001
# Seconds a window closed at once waits for the warm-up to end before pygame and the interpreter shut down: a daemon
# thread still inside pygame's C code as the interpreter finalizes aborts the process.
QUIT_WAIT = 5.0


class WarmUp:
    """What the game does in a daemon thread once its menu is shown: it starts the sound, gets ready to start the
    thinking process, imports the later scenes, checks every data file it ships and reads the saved games ahead
    (game.files.finished.read_ahead). `problems` holds a message per bad file once that is done."""

    def __init__(self) -> None:
        import threading  # here: nothing before the first frame needs it

        self.problems: list[str] = []
        self._thread = threading.Thread(target=self._run, name="martial-masters-warm-up", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from game.content.check import problems
        from game.files import adopt, finished, userlock
        from game.scenes import worker

        sound.start()  # silently nothing on a machine with no sound; a sound file it cannot play is told (a toast)
        worker.get_ready()  # so that starting the thinking process later costs a frame no more than a millisecond
        try:
            import_later_scenes()
        except Exception:  # noqa: BLE001 - opening that scene imports it again and reports the problem there
            pass
        self.problems = problems()
        finished.read_ahead()
        if userlock.owns():  # the owner of the user folder adopts what second copies closed meanwhile
            adopt.watch(userlock.owns)

    def join(self, timeout: float | None = None) -> WarmUp:
        self._thread.join(timeout)
        return self

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()


def keep_for_good() -> None:
    """What exists now lives as long as the game: its modules, card data, rules and levels, and the menu, which stays
    at the bottom of the stack. It is set apart from Python's collector of cycles (gc.freeze), which from then on
    walks only what was made after: a full pass, which the collector makes on its own now and then in the middle of
    a frame and the stack asks for when a scene has left, took about 10 ms over the fifty thousand objects the game
    holds by then, and now takes a fraction of that. What is set apart is never collected, so the garbage there is
    now is collected first, and the game calls this once warmed up, at the menu, where nothing else is alive."""
    gc.collect()
    gc.freeze()


def after_first_frame() -> WarmUp:
    """What the game sets up once its first frame is shown. Python's collector of cycles starts again: a launch
    holds it off until then (game.__main__), since what is made before the first frame is almost all kept (modules,
    classes, the menu) and its passes there, about half a millisecond, walked every object for next to no garbage;
    what little there is goes with the collection made once the game is warmed up (keep_for_good)."""
    gc.enable()
    own_mappings_for_large_surfaces()  # not before: the first frame needs no help with memory, nor to wait for ctypes
    sys.setswitchinterval(THREAD_SWITCH)
    return WarmUp()


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    flags = pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
    return pygame.display.set_mode((0, 0) if fullscreen else size, flags)


def fitted(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A windowed size that fits on the desktop (None: its size is not known): a larger one shrinks to the largest
    of the design's shape (1280x720) that fits, never below MIN_SIZE; one that fits is kept."""
    if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1]):
        return size
    scale = min(desktop[0] / DESIGN_W, desktop[1] / DESIGN_H)
    return max(MIN_SIZE[0], int(DESIGN_W * scale)), max(MIN_SIZE[1], int(DESIGN_H * scale))


def desktop_size() -> tuple[int, int] | None:
    """The size of the first desktop, or None when the display tells none."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


class Screen:
    """The window as the player has it: its surface, full screen or not, and its size when windowed. It follows
    the settings as they change (Settings, F11)."""

    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        self.fullscreen = fullscreen
        self.windowed = size
        self.window = open_window(size, fullscreen)
        self._followed = settings.current()

    def resized(self) -> None:
        """The player resized the window: kept at least MIN_SIZE."""
        self.window = pygame.display.get_surface() or self.window
        width, height = self.window.get_size()
        if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
            self.window = open_window((max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)), False)
        if not self.fullscreen:
            self.windowed = self.window.get_size()

    def follow(self, wanted: settings.Settings) -> bool:
        """Applies what changed in the settings since the last frame: the window's mode or size. True when the
        window, the text size or the colour-blind-safe marks changed: every scene must then be drawn anew."""
        before, self._followed = self._followed, wanted
        if wanted is before:
            return False
        changed = (wanted.text_size, wanted.colour_blind) != (before.text_size, before.colour_blind)
        if wanted.fullscreen != self.fullscreen or (not wanted.fullscreen and wanted.window != before.window):
            self.fullscreen = wanted.fullscreen
            if not wanted.fullscreen and wanted.window != before.window:
                self.windowed = fitted(wanted.window, desktop_size())
            self.window = open_window(self.windowed, self.fullscreen)
            changed = True
        return changed


def make_context(size: tuple[int, int], autosave: bool = True) -> Context:
    return Context(viewport=Viewport(*size), autosave=autosave)


def first_scene(ctx: Context) -> Scene:
    from game.scenes.menu import MenuScene

    return MenuScene(ctx)


class NoDisplay(Exception):
    """There is no display to open the window on: the game would run where nobody can see it."""


def _open_display() -> None:
    """Starts the display, and only it: pygame.init() would also start audio and joysticks, which cost more than a
    hundred milliseconds before the first frame. Raises NoDisplay when there is none to show the window on."""
    advice = "start Martial Masters from a graphical desktop session"
    try:
        pygame.display.init()
    except pygame.error as error:
        raise NoDisplay(f"no display to open the window on ({error}): {advice}") from None
    if pygame.display.get_driver() in SHOW_NOTHING and not os.environ.get("SDL_VIDEODRIVER"):  # not asked for
        pygame.quit()
        raise NoDisplay(f"no display to open the window on: {advice}")


def run(size: tuple[int, int] | None, fullscreen: bool | None) -> list[str]:
    """Plays until the window is closed. The window opens as the player's settings remember it, unless the command
    line says otherwise (`size`, `fullscreen`: None when it does not). Returns the problems of the game's data files
    if they stopped it (then they were shown in the window instead of the menu), else an empty list. Raises
    NoDisplay where there is no display, unless a video driver that shows nothing was asked for (SDL_VIDEODRIVER)."""
    _open_display()
    pygame.font.init()
    pygame.display.set_caption(TITLE)
    from game.ui.icon import icon

    pygame.display.set_icon(icon(64))
    chosen = settings.current()
    windowed = size or fitted(chosen.window, desktop_size())
    screen = Screen(windowed, chosen.fullscreen if fullscreen is None else fullscreen)
    opened = screen.windowed
    ctx = make_context(screen.window.get_size())
    stack = Stack(first_scene(ctx), paced=True)
    clock = pygame.time.Clock()
    quit_after_first_frame = os.environ.get(FIRST_FRAME_VARIABLE) == "1"
    dt, warm, damaged, kept = 0.0, None, False, False
    while not stack.quit:
        started = time.perf_counter()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                stack.quit = True
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                settings.change(fullscreen=not screen.fullscreen)
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                screen.resized()
                _resized(ctx, stack, screen.window)
            else:
                stack.handle(event)
        stack.update(dt)
        sound.music(stack.top.music)
        if screen.follow(settings.current()):
            _resized(ctx, stack, screen.window, restyled=True)
        stack.draw(screen.window)
        if presenting(stack):
            pygame.display.flip()
        stack.after_frame(1 / FPS - (time.perf_counter() - started))  # in the time the frame leaves before the next
        if quit_after_first_frame:
            print("first-frame", flush=True)
            stack.quit = True
        if warm is None:
            warm = None if stack.quit else after_first_frame()  # a run that quits after its first frame: none
        elif warm.problems and not damaged:  # nothing can be played on damaged data: say so, and only that
            from game.scenes.data_problem import DataProblemScene

            damaged = True
            stack = Stack(DataProblemScene(ctx, warm.problems), paced=True, holding=True)  # the menu stays meanwhile
        elif not kept and warm.done and len(stack.scenes) == 1:
            kept = True
            keep_for_good()
        dt = pace(stack, warm, clock)  # after the flip, so the first frame is shown at once
    if screen.windowed != opened and not quit_after_first_frame:  # the size the player gave it, for the next time
        settings.change(window=tuple(min(max(low, side), high) for low, side, high
                                     in zip(settings.SMALLEST_WINDOW, screen.windowed, settings.LARGEST_WINDOW,
                                            strict=True)))
    if warm is not None:  # its thread may be inside pygame (the sound starting) or reading files: done first
        warm.join(QUIT_WAIT)
    pygame.quit()
    return warm.problems if damaged and warm is not None else []


def presenting(stack: Stack) -> bool:
    """Whether the frame just drawn is shown: unless the picture on screen is held while the next is made (Stack),
    or a move it shows is still being saved (game.files.writer.holds_picture: a game killed once a move is on screen
    comes back with it)."""
    return stack.showing and not writer.holds_picture()


def resting(stack: Stack, warm: WarmUp | None) -> bool:
    """Whether the window may wait for input rather than draw the next frame: the picture on screen is all there is
    to see (Stack.still, and no move's save holds it back), and the warm-up is over (it starts the music and may find
    damaged data to show)."""
    return warm is not None and warm.done and stack.still() and not writer.holds_picture()


def pace(stack: Stack, warm: WarmUp | None, clock: pygame.time.Clock) -> float:
    """Waits once a frame is shown: until input comes while the picture is all there is to see (rest), else until
    the next frame is due. Returns the seconds the next frame's update is to count: for a scene that was still, one
    frame's (its rest's looks counted the time it waited)."""
    if resting(stack, warm):
        rest(stack)
        clock.tick()
        return 1 / FPS
    return clock.tick(FPS) / 1000.0


def rest(stack: Stack) -> None:
    """Waits, drawing nothing, until input comes (the window, a key, the mouse): it looks for it once a frame's time,
    so the frame that answers it is drawn within a frame of it. Every STILL_LOOK seconds without input the top scene
    is updated once, as a frame would, with the time since the last look, to take what came from elsewhere or what
    that time brings (a table's wait before the scene that comes next: game.scenes.turns); the rest ends when that
    sets it moving or changes the scene.
    (SDL's own wait for events looks every millisecond under some video drivers: 1.4% of a core by itself.) The
    memory the caches let go of and no frame had the time to hand back is handed back first."""
    hand_back()
    looked = time.perf_counter()
    while True:
        time.sleep(1 / FPS)
        if pygame.event.peek():
            return
        now = time.perf_counter()
        if now - looked >= STILL_LOOK:
            stack.update(now - looked)
            looked = now
            if stack.quit or not stack.still():
                return


def _resized(ctx: Context, stack: Stack, window: pygame.Surface, restyled: bool = False) -> None:
    """The window changed size (or the text size or the marks changed, `restyled`): every scene lays itself out
    and draws itself again."""
    size = window.get_size()
    if restyled:
        forget_pictures()
    if restyled or (ctx.viewport.width, ctx.viewport.height) != size:
        ctx.viewport = Viewport(*size)
        stack.resized()
