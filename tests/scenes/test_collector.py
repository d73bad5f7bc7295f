"""The collector's passes made between frames (game.scenes.collector), before it would start one mid-frame."""

from __future__ import annotations

import gc

import pygame
import pytest

from game.scenes import base, collector
from game.scenes.base import Push, Scene, Stack
from tests.scenes.helpers import IDLE, context


@pytest.fixture
def passes(monkeypatch) -> list[int]:
    made: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: made.append(generation) or 0)
    monkeypatch.setattr(gc, "get_threshold", lambda: (700, 10, 10))
    return made


@pytest.mark.parametrize(("counts", "made"), [((349, 0, 0), []), ((350, 0, 0), [0]), ((350, 10, 0), [1]),
                                             ((699, 10, 10), [2]), ((350, 9, 10), [2])])
def test_the_pass_made_between_frames_is_the_one_the_collector_would_start_next(monkeypatch, passes, counts, made):
    monkeypatch.setattr(gc, "get_count", lambda: counts)
    assert collector.young_pass() is bool(made) and passes == made


def test_nothing_is_collected_while_the_collector_is_off(monkeypatch, passes):
    """A launch holds the collector off until its first frame is shown (game.__main__): so does this."""
    monkeypatch.setattr(gc, "get_count", lambda: (700, 10, 10))
    monkeypatch.setattr(gc, "isenabled", lambda: False)
    assert not collector.young_pass() and passes == []


def test_the_stack_makes_the_pass_in_the_time_a_shown_frame_leaves_and_not_in_a_frame_without_it(monkeypatch, passes):
    ctx, surface = context()
    stack = Stack(Scene(ctx), paced=True)
    stack.draw(surface)
    monkeypatch.setattr(gc, "get_count", lambda: (400, 0, 0))
    # the memory that tests run before this one let go of is not handed back in this frame's time instead
    monkeypatch.setattr(base, "hand_back", lambda: False)
    stack.after_frame(0.001)  # no time left after this frame
    assert passes == []
    stack.after_frame(IDLE)
    assert passes == [0]
    pygame.display.get_surface()


def test_the_time_a_held_pictures_rehearsal_leaves_makes_the_pass_too(monkeypatch, passes):
    """A scene whose frames are held one after another (each input changes its picture: the deck builder under quick
    clicks) still has its pass made between frames, not started by the collector in one."""
    ctx, surface = context()
    stack = Stack(Scene(ctx), paced=True)
    stack.draw(surface)
    stack.after_frame(IDLE)
    stack.apply(Push(Scene(ctx)))  # a new picture: held until rehearsed
    stack.draw(surface)
    assert not stack.showing
    monkeypatch.setattr(gc, "get_count", lambda: (400, 0, 0))
    monkeypatch.setattr(base, "hand_back", lambda: False)
    stack.after_frame(IDLE)
    assert passes == [0]
