"""Driving scenes headless with synthetic mouse and keyboard events."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from typing import Any

import pygame

from game.app import make_context
from game.scenes.base import Scene, Stack
from game.scenes.context import Context
from game.scenes.worker import READY_TIMEOUT, answered

SIZE = (1280, 720)
# A stand-in save the menu's glance finds whole (game.files.peek.damage) and so offers to continue, though it cannot
# tell how far its game is (its one event lacks its fields); its rules refuse it only when it is continued. For a
# menu's layout, which depends on what is listed and its lines, not on what a save holds.
WHOLE_AT_A_GLANCE = '{"format": "martial-masters-save", "events": 1}\n{"type": "StepBegan"}\n'
IDLE = 1 / 60  # the seconds a frame leaves before the next on an idle machine, about all of one at 60 frames a second
WAITING = 1000  # frames frames_until plays at most; the longest wait in the suite, a computer's turn at Kenpo, takes 81


def context(size: tuple[int, int] = SIZE) -> tuple[Context, pygame.Surface]:
    pygame.init()
    surface = pygame.display.set_mode(size)
    return make_context(size), surface


def frame(stack: Stack, surface: pygame.Surface | None, dt: float = 1.0) -> None:
    """One settled frame: updates (long enough for every glide to end), draws (with no `surface`, not: a walk of
    many keys between the frames it draws), and does what the game does once a frame is shown with time to spare
    (Stack.after_frame)."""
    stack.update(dt)
    if surface is not None:
        stack.draw(surface)
    stack.after_frame(IDLE)


def still(stack: Stack, surface: pygame.Surface, dt: float = 1.0) -> None:
    """One settled frame with every card face drawn in full: a frame has a budget for drawing faces, and on a busy
    machine a frame over it draws some faces scaled from another size, so two pictures compared for equality are
    taken this way."""
    from game.tools.screenshot import drawn

    stack.update(dt)
    drawn(stack, surface)


def frames_until(stack: Stack, surface: pygame.Surface, done: Callable[[], bool], frames: int = WAITING,
                 dt: float = 0.1) -> None:
    """Frames of `dt` seconds each until `done()` holds, and fails naming what it waited for if it still does not
    after `frames` frames. Each frame is `settled`: a busy machine makes the wait longer, never the count of frames."""
    for _ in range(frames):
        if done():
            return
        settled(stack, surface, dt)
    assert done(), f"{frames} frames of {dt:g} s went by and this never held: {described(done)}"


def settled(stack: Stack, surface: pygame.Surface, dt: float = 0.1) -> None:
    """One frame of `dt` seconds, then every job of the thinking process has answered (game.scenes.worker: a
    computer's move, a hint, a match), however long a busy machine takes: the next frame finds them all in."""
    frame(stack, surface, dt)
    assert answered(), f"the thinking process gave no answer in {READY_TIMEOUT:g} s"


def described(done: Callable[[], bool]) -> str:
    """A condition as the test wrote it: its source (from `lambda` on, for a lambda), and where it is."""
    source = " ".join(line.strip() for line in inspect.getsourcelines(done)[0])
    code = done.__code__
    return f"{source[max(source.find('lambda'), 0):]} ({code.co_filename}:{code.co_firstlineno})"


def watch_decisions(monkeypatch: Any) -> list[tuple[Any, Any]]:
    """From now on, each view that crosses to the thinking process for a computer seat's decision, with the
    command that came back, in the order they are taken."""
    from game.scenes.worker import Thinker

    seen: list[tuple[Any, Any]] = []
    asked: dict[int, Any] = {}
    start, take = Thinker.start, Thinker.take

    def started(self: Thinker, call: Callable[..., Any], *args: Any) -> None:
        asked[id(self)] = args[-1]
        start(self, call, *args)

    def taken(self: Thinker) -> Any:
        chosen = take(self)
        seen.append((asked[id(self)], chosen))
        return chosen

    monkeypatch.setattr(Thinker, "start", started)
    monkeypatch.setattr(Thinker, "take", taken)
    return seen


def drag(stack: Stack, surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Presses at start, moves in a few steps, releases at end, as a mouse would."""
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frame(stack, surface, 0.0)


def click(stack: Stack, surface: pygame.Surface, pos: tuple[int, int]) -> None:
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(stack, surface)


def button_point(scene, label: str) -> tuple[int, int]:
    """Where a scene's button is on the screen."""
    button = next(b for b in scene.buttons if b.label == label)
    return button.screen_rect(scene.ctx.viewport).center


def zone_point(scene, zone: str) -> tuple[int, int]:
    """The middle of a table's named zone on the screen."""
    return scene.ctx.viewport.rect(scene.zones[zone]).center


def press_and_hold(stack: Stack, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Presses at start and moves to end in a few steps, holding the button (a drag not yet let go)."""
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * step // 4, start[1] + (end[1] - start[1]) * step // 4)
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))


def key(stack: Stack, surface: pygame.Surface | None, code: int, mod: int = 0) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    frame(stack, surface)


def top(stack: Stack) -> Scene:
    return stack.top


def play_point(menu, family: str, label: str = "Play") -> tuple[int, int]:
    """Where the menu's Play (or Continue) button of a game's tile is."""
    button = next(b for b in menu.buttons if b.label == label and getattr(b.action, "args", (None,))[0] is not None
                  and b.action.args[0].family == family)
    return button.screen_rect(menu.ctx.viewport).center


def open_game(stack: Stack, surface: pygame.Surface, family: str) -> None:
    """Clicks the menu's Play for a game, and answers "No, thanks" when the first opening offers its lesson."""
    from game.scenes.confirm import ConfirmScene
    from game.scenes.menu import OFFER

    click(stack, surface, play_point(stack.top, family))
    if isinstance(stack.top, ConfirmScene) and stack.top.question == OFFER:
        click(stack, surface, button_point(stack.top, "No, thanks"))


# ----- cards played by the keyboard (game.ui.card_keys) -----------------------------------------


def focused_card(scene: Any) -> str | None:
    """The label of the card (or spot to click) the keyboard's focus rests on at a table, or None."""
    found = scene.focus.card(scene.key_cards())
    return found.label if found is not None else None


def aimed(scene: Any) -> str | None:
    """The label of the place the card the keyboard carries points at, or None."""
    found = scene.focus.aim.find(scene.key_targets()) if scene.focus.carrying() is not None else None
    return found.label if found is not None else None


def tab_to_card(stack: Stack, surface: pygame.Surface | None, label: str) -> None:
    """Tabs (as a person would, one key at a time) until the card or spot labelled `label` has the focus."""
    scene: Any = stack.top
    for _ in range(len(scene.key_cards()) + len(scene.focusable()) + 1):
        if focused_card(scene) == label:
            return
        key(stack, surface, pygame.K_TAB)
    assert focused_card(scene) == label, f"Tab never reached {label}"


def places_by_tab(stack: Stack, surface: pygame.Surface) -> list[str]:
    """Every place the carried card can be pointed at by Tab, in the order Tab goes, once round."""
    scene: Any = stack.top
    seen: list[str] = []
    for _ in range(len(scene.key_targets()) + 2):
        label = aimed(scene)
        if label is None or label in seen:
            break
        seen.append(label)
        key(stack, surface, pygame.K_TAB)
    return seen


def aim_at(stack: Stack, surface: pygame.Surface | None, label: str) -> None:
    """Tabs through the carried card's places until `label`."""
    scene: Any = stack.top
    for _ in range(len(scene.key_targets()) + 1):
        if aimed(scene) == label:
            return
        key(stack, surface, pygame.K_TAB)
    assert aimed(scene) == label, f"Tab never pointed the card at {label}"


def play_by_keys(stack: Stack, surface: pygame.Surface, card: str, place: str) -> None:
    """From the keyboard alone: focus `card`, pick it up (Enter), point it at `place` (Tab), lay it there (Enter)."""
    tab_to_card(stack, surface, card)
    key(stack, surface, pygame.K_RETURN)
    assert stack.top.focus.carrying() == card  # type: ignore[attr-defined]
    aim_at(stack, surface, place)
    key(stack, surface, pygame.K_RETURN)


ROUNDING = 3  # a picture blitted from a cache may differ from the one painted in place by this much in a channel


def drawn(scene: Scene, surface: pygame.Surface, cached: bool) -> None:
    """Draws the scene onto the window made black, through the still layers and kept pictures or painted in place
    (game.ui.backdrop.CACHING)."""
    from game.ui.backdrop import CACHING

    CACHING["on"] = cached
    try:
        surface.fill((0, 0, 0))
        scene.draw(surface)  # unpaced: every face drawn in full
    finally:
        CACHING["on"] = True


def painted(scene: Scene, surface: pygame.Surface, cached: bool) -> pygame.Surface:
    """The scene drawn onto a black window (see drawn); a copy."""
    drawn(scene, surface, cached)
    return surface.copy()


def same_to_the_eye(a: pygame.Surface, b: pygame.Surface) -> bool:
    """No pixel of a and b differs by more than ROUNDING in any channel."""
    assert a.get_size() == b.get_size()
    # the pixels of a within ROUNDING of b's in every colour channel (a threshold against another surface), with
    # no difference picture made
    close = pygame.mask.from_threshold(a, (0, 0, 0), (ROUNDING + 1, ROUNDING + 1, ROUNDING + 1, 255), b)
    return close.count() == a.get_width() * a.get_height()


def assert_cached_frame_is_the_painted_one(scene: Scene, surface: pygame.Surface) -> None:
    """The frame drawn through the caches, the first time and again, is the frame painted in place."""
    cached = painted(scene, surface, cached=True)
    again = painted(scene, surface, cached=True)  # every picture now comes from the caches
    drawn(scene, surface, cached=False)  # the fresh frame, compared where it was drawn
    assert same_to_the_eye(cached, surface)
    assert same_to_the_eye(again, surface)


def asker(spies: str) -> str:
    """module:function of the code that called game.ui.text: the first frame of the stack outside game.ui.text (and
    its modules) and the module `spies` (a test's spies on it), from inside a spy."""
    from game.ui import text

    frame = sys._getframe(2)
    while (frame.f_globals.get("__name__") in (text.__name__, spies, __name__)
           or str(frame.f_globals.get("__name__")).startswith(f"{text.__name__}.")):
        frame = frame.f_back  # type: ignore[assignment]  # text is always called from somewhere
    return f"{frame.f_globals.get('__name__')}:{frame.f_code.co_name}"
