"""The tests' wait for a moment at a table (tests.scenes.helpers.frames_until): bounded by frames, not by the clock,
and a moment that never comes fails the test, naming what it waited for."""

from __future__ import annotations

import pytest

from game.scenes.base import Stack
from game.scenes.menu import MenuScene
from tests.scenes.helpers import context, frames_until


def test_a_moment_that_never_comes_fails_naming_what_was_waited_for():
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    with pytest.raises(AssertionError, match=r"5 frames of 0\.1 s went by and this never held: lambda: stack\.top is "
                                             r"None.* \(.*test_waiting\.py:\d+\)"):
        frames_until(stack, surface, lambda: stack.top is None, frames=5)

