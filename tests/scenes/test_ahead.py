"""What a scene makes ahead (Scene.ahead) is made once a frame is shown, a piece at a time for as long as the time the
frame leaves holds AHEAD_SPARE for another piece (Stack.after_frame); a frame that leaves less makes none."""

from __future__ import annotations

import pytest

from game.scenes import base
from game.scenes.base import AHEAD_SPARE, Push, Scene, Stack
from tests.scenes.helpers import context


@pytest.fixture(autouse=True)
def nothing_to_hand_back(monkeypatch) -> None:
    """No memory let go of by the tests before waits to be handed back (which a frame's time goes to first)."""
    monkeypatch.setattr(base, "hand_back", lambda: False)


class Pieces(Scene):
    """A scene with `left` pieces to make ahead."""

    def __init__(self, ctx, left: int) -> None:
        super().__init__(ctx)
        self.left, self.made = left, 0

    def ahead(self) -> bool:
        if not self.left:
            return False
        self.left, self.made = self.left - 1, self.made + 1
        return True


def shown(spare: float, left: int = 3) -> tuple[Stack, Pieces]:
    ctx, surface = context((640, 360))
    scene = Pieces(ctx, left)
    stack = Stack(scene)
    stack.draw(surface)
    stack.after_frame(spare)
    return stack, scene


def test_a_frame_with_time_to_spare_makes_every_piece_and_the_stack_comes_to_rest() -> None:
    stack, scene = shown(spare=1000.0)
    assert scene.made == 3 and stack.still()


def test_a_frame_that_leaves_only_room_for_one_piece_makes_one_and_the_next_frame_goes_on() -> None:
    stack, scene = shown(spare=AHEAD_SPARE)
    assert scene.made == 1 and not stack.still()  # more to make: the next frame is drawn, and makes more after it


def test_a_frame_that_leaves_too_little_time_makes_nothing() -> None:
    stack, scene = shown(spare=AHEAD_SPARE / 2)
    assert scene.made == 0 and not stack.still()


def test_a_rehearsal_that_comes_out_whole_leaves_its_time_to_what_the_scene_makes_ahead() -> None:
    """A new scene's picture is held and rehearsed after the frame (Stack, `paced`): the input of the frame that first
    shows it finds made ahead what that rehearsal left time for."""
    ctx, surface = context((640, 360))
    stack = Stack(Pieces(ctx, 0), paced=True)
    stack.draw(surface)  # a picture on screen
    scene = Pieces(ctx, 3)
    stack.apply(Push(scene))
    stack.draw(surface)
    assert not stack.showing  # held
    stack.after_frame(1000.0)
    assert scene.made == 3
