"""A scene the stack leaves is let go of, with all it holds, once the next scene's first frame is shown, in the time
that frame leaves before the next (the collector's pass is not made in the frame a player waits for), or at the
latest COLLECT_WAIT frames later, and the memory let go of is handed back to the system in such time too; an overlay
closing leaves the table under it as it was."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from game.engine.core import Session
from game.play.campaign import Campaign
from game.scenes.base import AHEAD_SPARE, COLLECT_WAIT, Pop, Push, Rebase, Replace, Result, Scene, Stack
from game.scenes.rules import RulesScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui import backdrop, face_cache
from game.ui.widgets import Button
from tests.engine.udo.helpers import RULES, fight
from tests.scenes.helpers import context, frame


class Holding(Scene):
    """A scene that holds a picture and refers to itself through its button, as scenes do."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.picture = pygame.Surface((200, 100))
        self.button = Button("Close", (0, 0, 100, 40), self.close)

    def close(self) -> Result:
        return Pop()


class Overlay(Holding):
    overlay = True


@pytest.fixture(autouse=True)
def no_collection_on_its_own():
    """Python's collector of cycles runs now and then on its own: off, so only the stack can have freed a scene."""
    gc.disable()
    yield
    gc.enable()


@pytest.mark.parametrize("leave", [lambda ctx: Pop(), lambda ctx: Replace(Holding(ctx)), lambda ctx: Rebase()],
                         ids=["closed", "replaced", "back to the first scene"])
def test_a_scene_left_is_freed_with_what_it_holds_once_the_next_scene_s_first_frame_is_shown(leave,
                                                                                             monkeypatch) -> None:
    ctx, surface = context((640, 360))
    stack = Stack(Holding(ctx))
    stack.apply(Push(Holding(ctx)))
    frame(stack, surface)
    left, picture = weakref.ref(stack.top), weakref.ref(stack.top.picture)
    stack.apply(leave(ctx))
    passes: list[int] = []
    collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *args: passes.append(1) or collect(*args))
    stack.draw(surface)
    assert passes == []  # the next scene's first frame makes no pass
    stack.after_frame(AHEAD_SPARE)
    assert passes == [1] and left() is None and picture() is None


def test_the_pass_waits_for_a_frame_with_time_to_spare_and_at_most_collect_wait_frames(monkeypatch) -> None:
    ctx, surface = context((640, 360))
    stack = Stack(Holding(ctx))
    stack.apply(Push(Holding(ctx)))
    frame(stack, surface)
    left = weakref.ref(stack.top)
    stack.apply(Pop())
    passes: list[int] = []
    collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *args: passes.append(1) or collect(*args))
    for _ in range(COLLECT_WAIT):
        stack.draw(surface)
        stack.after_frame(AHEAD_SPARE / 2)  # a busy machine: every frame leaves too little time
    assert passes == [] and left() is not None
    stack.draw(surface)
    assert passes == [1] and left() is None


def test_the_top_scene_makes_ahead_only_in_a_frame_that_leaves_time_and_no_pass_is_due() -> None:
    ctx, surface = context((640, 360))
    made: list[int] = []

    class Ahead(Scene):
        def ahead(self) -> None:
            made.append(1)

    stack = Stack(Holding(ctx))
    stack.apply(Replace(Ahead(ctx)))
    stack.draw(surface)
    stack.after_frame(1.0)  # the pass for the scene that left comes first, alone
    assert made == []
    stack.draw(surface)
    stack.after_frame(AHEAD_SPARE / 2)
    assert made == []
    stack.after_frame(AHEAD_SPARE)
    assert made == [1]


def test_memory_let_go_of_is_handed_back_after_the_pass_in_a_frame_that_leaves_time(monkeypatch) -> None:
    ctx, surface = context((640, 360))
    trims: list[int] = []
    monkeypatch.setattr(face_cache, "_trim", trims.append)
    monkeypatch.setitem(face_cache._frame, "catching_up", False)
    stack = Stack(Holding(ctx))
    stack.apply(Push(Holding(ctx)))
    frame(stack, surface)
    stack.apply(Pop())
    monkeypatch.setitem(face_cache._released, "bytes", face_cache.RETURN_AFTER + 1)  # as if the scene's caches went
    stack.draw(surface)
    stack.after_frame(AHEAD_SPARE / 2)
    assert trims == []  # neither in the frame nor in too little time after it
    stack.after_frame(AHEAD_SPARE)  # the collector's pass comes first, alone
    assert trims == []
    stack.after_frame(AHEAD_SPARE)
    assert trims == [0]


def test_an_overlay_closing_collects_nothing_and_the_table_keeps_its_still_layer(monkeypatch) -> None:
    ctx, surface = context()
    session = Session.new(RULES, seed=3)
    session._state = fight("iron_body", revealed=("right_side_attack",))
    board = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(board)
    stack.apply(Push(Overlay(ctx)))
    frame(stack, surface)
    passes: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: passes.append(1) or 0)
    stack.apply(Pop())
    frame(stack, surface)
    painted = board.backdrop.painted
    frame(stack, surface)
    assert passes == [] and board.backdrop.layer is not None and board.backdrop.painted == painted


def test_a_table_left_lets_go_of_the_still_layer_before_the_next_scene_draws() -> None:
    ctx, surface = context()
    session = Session.new(RULES, seed=3)
    session._state = fight("iron_body", revealed=("right_side_attack",))
    board = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(board)
    frame(stack, surface)
    held: list[pygame.Surface | None] = []

    class Next(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            held.append(backdrop._SHARED.layer)

    stack.apply(Replace(Next(ctx)))
    frame(stack, surface)
    assert held == [None]


def test_the_rules_closed_are_freed_with_their_figures() -> None:
    ctx, surface = context()
    stack = Stack(Holding(ctx))
    stack.apply(Push(RulesScene(ctx)))
    frame(stack, surface)
    figures = [weakref.ref(picture) for picture in stack.top._pictures._items.values()]
    assert figures  # the first book has a figure in sight at its top
    stack.apply(Pop())
    frame(stack, surface)
    frame(stack, surface)
    assert all(figure() is None for figure in figures)


def test_a_scene_shown_again_after_the_window_was_resized_under_it_paces_its_faces_as_after_a_resize() -> None:
    """Its faces are all needed at the new size at once, as after a resize: past the frame's budget, one drawn at its
    last size stands in for a frame or two. Shown again at the size it was left at, nothing is paced."""
    from game.ui import face_cache

    ctx, surface = context((640, 360))
    stack = Stack(Holding(ctx))
    for resize, paced in ((False, False), (True, True)):
        stack.apply(Push(Holding(ctx)))
        frame(stack, surface)
        assert not face_cache.catching_up()
        if resize:
            stack.resized()
            frame(stack, surface)  # the scene on top shows no face: caught up at once
        assert not face_cache.catching_up()
        stack.apply(Pop())
        assert face_cache.catching_up() == paced
        frame(stack, surface)
