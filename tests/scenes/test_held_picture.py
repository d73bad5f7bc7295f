"""The game's paced stack: a scene's first picture is laid out and drawn in the time frames leave, not inside a frame,
while that time lasts. The picture on screen is held while the next is rehearsed, and the first frame after a whole
rehearsal draws it."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.base as base
from game.games import GAMES
from game.scenes.base import MOST_HELD, Pop, Push, Stack
from game.tools.screenshot import _over_a_game, drawn
from game.tools.shooting import ShotRequest
from game.ui import face_cache
from game.ui.viewport import Viewport
from tests.scenes.helpers import IDLE, context

SEED, STEPS = 3, 12


def _menu() -> tuple[Stack, pygame.Surface]:
    from game.scenes.menu import MenuScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx), paced=True)
    stack.draw(surface)
    stack.after_frame(IDLE)
    return stack, surface


def test_a_new_paced_stack_shows_its_first_scene_at_once() -> None:
    """Nothing is on screen yet to hold: the game's first frame is presented as soon as it is drawn."""
    stack, _ = _menu()
    assert stack.showing


def _shown_after(stack: Stack, surface: pygame.Surface) -> int:
    """Frames until the stack shows a picture again, each followed by the time an idle machine leaves."""
    for held in range(MOST_HELD + 1):
        stack.draw(surface)
        if stack.showing:
            return held
        stack.after_frame(IDLE)
    raise AssertionError("never shown")


def test_a_scene_opened_holds_the_picture_on_screen_until_a_rehearsal_has_made_its_own() -> None:
    from game.scenes.rules import RulesScene

    stack, surface = _menu()
    menu = surface.copy()
    stack.apply(Push(RulesScene(stack.top.ctx)))
    assert 1 <= _shown_after(stack, surface) < MOST_HELD  # held, then shown once rehearsed, not drawn on the spot
    assert surface.get_at((640, 40)) != menu.get_at((640, 40))


def test_a_scene_closed_and_a_resize_hold_the_picture_too() -> None:
    from game.scenes.settings import SettingsScene

    stack, surface = _menu()
    stack.apply(Push(SettingsScene(stack.top.ctx)))
    _shown_after(stack, surface)
    stack.apply(Pop())
    assert _shown_after(stack, surface) >= 1
    stack.top.ctx.viewport = Viewport(1024, 600)
    surface = pygame.display.set_mode((1024, 600))
    stack.resized()
    stack.draw(surface)
    assert not stack.showing


def test_a_picture_held_most_held_frames_is_drawn_in_full_on_the_spot(monkeypatch) -> None:
    """A machine too busy to leave a frame time for a rehearsal still shows the resized table, MOST_HELD frames late,
    every face drawn in full: none scaled from the window's last size, however long the frame has drawn."""
    stack, surface = _table_with_history("matcg")
    drawn(stack, surface)
    stack.paced = True
    stack._on_screen = True  # as after its first frame
    monkeypatch.setattr(face_cache, "FRAME_BUDGET", -1.0)
    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    stack.top.ctx.viewport = Viewport(1600, 900)
    surface = pygame.display.set_mode((1600, 900))
    stack.resized()
    for _ in range(MOST_HELD):
        stack.draw(surface)
        stack.after_frame(base.AHEAD_SPARE / 2)  # too little time left
        assert not stack.showing
    stack.draw(surface)
    assert stack.showing
    shown = surface.copy()
    stack.paced = False
    drawn(stack, surface)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(surface, "RGB")


def test_a_window_resized_before_the_first_frame_still_shows_it_at_once() -> None:
    from game.scenes.menu import MenuScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx), paced=True)
    stack.resized()
    stack.draw(surface)
    assert stack.showing


def test_a_stack_holding_another_stacks_picture_holds_it_until_its_first_is_rehearsed() -> None:
    from game.scenes.menu import MenuScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx), paced=True, holding=True)
    assert _shown_after(stack, surface) >= 1


def test_input_that_comes_before_the_top_scene_is_painted_waits_for_it_and_keeps_its_order() -> None:
    """A scene lays out what a click may hit as it paints: it never has a click before its first picture."""
    from game.scenes.base import Scene

    seen: list[tuple[str, bool]] = []

    class Watching(Scene):
        painted = False

        def handle(self, event: pygame.event.Event) -> None:
            seen.append((pygame.event.event_name(event.type), self.painted))

        def draw(self, surface: pygame.Surface) -> None:
            self.painted = True

    stack, surface = _menu()
    stack.apply(Push(Watching(stack.top.ctx)))
    stack.draw(surface)  # held
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle(pygame.event.Event(kind, pos=(5, 5), button=1))
    stack.update(0.0)
    assert seen == []
    stack.after_frame(IDLE)  # rehearsed: painted
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))
    assert seen == [("MouseButtonDown", True), ("MouseButtonUp", True), ("KeyDown", True)]


@pytest.mark.parametrize("paced", [False, True])
def test_a_stack_that_is_not_paced_draws_every_frame(paced: bool) -> None:
    """Screenshots and tests draw a scene the moment it opens; the game's stack holds the picture meanwhile."""
    from game.scenes.menu import MenuScene
    from game.scenes.rules import RulesScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx), paced=paced)
    stack.draw(surface)
    stack.apply(Push(RulesScene(ctx)))
    stack.draw(surface)
    assert stack.showing is not paced


def test_after_a_resize_a_click_waits_for_the_new_layout_and_one_aimed_at_the_old_is_let_go() -> None:
    from game.scenes.base import Scene

    seen: list[str] = []

    class Watching(Scene):
        def handle(self, event: pygame.event.Event) -> None:
            seen.append(pygame.event.event_name(event.type))

    stack, surface = _menu()
    stack.apply(Push(Watching(stack.top.ctx)))
    _shown_after(stack, surface)
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert seen == ["MouseButtonDown"]
    for size in [(1024, 600), (1600, 900)]:  # a second resize before the first is painted
        stack.top.ctx.viewport = Viewport(*size)
        surface = pygame.display.set_mode(size)
        stack.resized()
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1000, 590), button=1))
        assert seen == ["MouseButtonDown"]  # they wait for the paint at the new size
    stack.draw(surface)
    stack.after_frame(IDLE)
    stack.update(0.0)
    # the click aimed at 1024x600 went with that size; the keys and the click at 1600x900 come in order
    assert seen == ["MouseButtonDown", "KeyDown", "KeyDown", "MouseButtonUp"]


def _table_with_history(ruleset_id: str) -> tuple[Stack, pygame.Surface]:
    ctx, surface = context()
    return _over_a_game("history", ShotRequest(ctx, surface, ruleset_id, SEED, STEPS, 0)), surface


@pytest.mark.parametrize("ruleset_id", [entry.id for entry in GAMES])
def test_a_picture_rehearsed_a_face_at_a_time_shows_exactly_what_one_drawn_at_once_shows(
        monkeypatch, ruleset_id: str) -> None:
    """Every rehearsal runs out of time after its first face (the rest stand in, blank): the picture shown at the
    end, a game's table under its history, is pixel for pixel the one an unpaced stack draws, and no blank stand-in
    was kept anywhere."""
    stack, surface = _table_with_history(ruleset_id)
    drawn(stack, surface)
    expected = surface.copy()
    face_cache.forget_pictures()  # every face, label and layer is made again
    monkeypatch.setattr(base, "REHEARSAL_ROOM", 1.0)  # no time at all for faces past the first
    monkeypatch.setattr(base, "MOST_HELD", 10_000)
    stack.paced, stack.showing = True, True
    stack._on_screen = True  # as after its first frame
    stack.resized()
    rehearsals = 0
    while True:
        surface.fill((0, 0, 0))
        stack.draw(surface)
        if stack.showing:
            break
        stack.after_frame(IDLE)
        rehearsals += 1
    assert rehearsals > 2  # the faces came a few at a time
    assert face_cache.stand_ins() == 0
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_in_a_rehearsal_past_its_time_a_face_never_drawn_stands_in_blank_and_is_not_kept(monkeypatch) -> None:
    cache = face_cache.SurfaceCache(min_pixels=10_000)
    made: list[str] = []

    def face(key: str) -> pygame.Surface:
        made.append(key)
        surface = pygame.Surface((20, 28))
        surface.fill((200, 10, 10))
        return surface

    monkeypatch.setitem(face_cache._frame, "catching_up", False)  # as it was, after the test
    with face_cache.paced_frame(rehearsal=-1.0):  # past its time from the start
        assert cache.get("a", (20, 28), lambda: face("a")).get_at((5, 5)) == (200, 10, 10)  # one is always made
        blank = cache.get("b", (20, 28), lambda: face("b"))
        assert blank.get_size() == (20, 28) and blank.get_at((5, 5)).a == 0 and face_cache.stand_ins() == 1
    assert made == ["a"] and not cache.holds("b", (20, 28))
    with face_cache.paced_frame():  # an ordinary frame draws every face it needs
        cache.get("b", (20, 28), lambda: face("b"))
    assert made == ["a", "b"] and face_cache.stand_ins() == 0


def test_a_frame_that_needs_more_faces_than_its_room_is_not_presented_and_the_rest_is_made_after_it(
        monkeypatch) -> None:
    """The scene stays on top: a frame whose faces are not all made by FRAME_ROOM (here, none is) is held like a
    scene that opens, and the frame after the rehearsal shows it whole."""
    from game.scenes.rules import RulesScene

    stack, surface = _menu()
    stack.apply(Push(RulesScene(stack.top.ctx)))
    _shown_after(stack, surface)
    monkeypatch.setattr(base, "FRAME_ROOM", -1.0)
    face_cache.forget_pictures()  # every face is to be made again
    stack.draw(surface)
    assert not stack.showing
    monkeypatch.setattr(base, "FRAME_ROOM", 1.0)
    assert _shown_after(stack, surface) >= 1


class _Faces:
    """A scene drawing `count` faces a frame from its own cache, each at a size of its own (`size`)."""

    def __init__(self, count: int) -> None:
        self.cache = face_cache.SurfaceCache(min_pixels=1_000_000)
        self.count, self.size, self.made = count, 10, 0

    def draw(self, surface: pygame.Surface) -> None:
        for key in range(self.count):
            surface.blit(self.cache.get(key, (self.size, self.size), self._face), (0, 0))

    def _face(self) -> pygame.Surface:
        self.made += 1
        return pygame.Surface((self.size, self.size))


def _faces_stack(count: int) -> tuple[Stack, pygame.Surface, _Faces]:
    from game.scenes.base import Scene

    faces = _Faces(count)

    class Drawing(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            faces.draw(surface)

    stack, surface = _menu()
    stack.apply(Push(Drawing(stack.top.ctx)))
    _shown_after(stack, surface)
    return stack, surface, faces


def test_a_face_scaled_from_another_size_is_shown_as_a_card_glides_and_drawn_in_full_once_still(monkeypatch) -> None:
    stack, surface, faces = _faces_stack(3)
    monkeypatch.setattr(base, "FRAME_ROOM", -1.0)  # every frame past its time after its first face
    for size in (12, 14, 16):  # gliding: a new size each frame
        faces.size = size
        stack.draw(surface)
        assert stack.showing and face_cache.stand_ins() == 2
    for _ in range(2):  # still: a face a frame until all are whole
        stack.draw(surface)
    assert stack.showing and face_cache.stand_ins() == 0


def test_frames_that_keep_leaving_faces_blank_are_shown_at_least_once_every_most_held(monkeypatch) -> None:
    """A scene needing faces never made, every frame, past each frame's room: the rehearsals after the frames make
    them, and the frames need others again; still, no more than MOST_HELD frames in a row present nothing."""
    stack, surface, faces = _faces_stack(3)
    monkeypatch.setattr(base, "FRAME_ROOM", -1.0)
    shown = []
    for frame in range(4 * (MOST_HELD + 1)):
        faces.cache.clear()
        faces.size = 20 + frame
        stack.draw(surface)
        shown.append(stack.showing)
        stack.after_frame(IDLE)
    longest = max(len(run) for run in "".join("x" if s else "." for s in shown).split("x"))
    assert longest <= MOST_HELD and any(shown)


def test_input_waiting_for_a_picture_after_one_that_closes_the_last_scene_goes_with_the_window() -> None:
    from game.scenes.base import Scene

    class Closing(Scene):
        def handle(self, event: pygame.event.Event) -> Pop:
            return Pop()

    stack, surface = _menu()
    stack.apply(Push(Closing(stack.top.ctx)))
    del stack.scenes[0]  # the closing scene is the only one
    for _ in range(2):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))
    stack.after_frame(IDLE)
    stack.update(0.0)
    assert stack.quit and not stack.scenes


def test_a_frame_past_its_room_before_its_first_new_face_leaves_that_face_to_the_time_after_it(monkeypatch) -> None:
    """A face never drawn at any size (a page of the Rules turned to a figure) is not made inside a frame already past
    FRAME_ROOM, even the first: the frame is held and its rehearsal makes it. One drawn at another size is still made
    in the frame, the first of them (a card gliding to another size shows every frame)."""
    stack, surface, faces = _faces_stack(1)
    monkeypatch.setattr(base, "FRAME_ROOM", -1.0)
    faces.cache.clear()
    made = faces.made
    stack.draw(surface)
    assert not stack.showing and faces.made == made
    stack.after_frame(IDLE)
    assert faces.made == made + 1
    stack.draw(surface)
    assert stack.showing
    faces.size += 2  # drawn at another size already
    stack.draw(surface)
    assert stack.showing and faces.made == made + 2
