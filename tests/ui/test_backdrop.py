"""A table's still layer on the game's paced stack: a move after a rest is painted in the time after its frame, which
is not presented, and the next frame shows it, as is a change input made; a picture that changes frame after frame by
itself is painted and shown in each."""

from __future__ import annotations

import pygame

from game.scenes.base import Push, Scene, Stack
from game.ui.backdrop import RESTED, Backdrop
from tests.scenes.helpers import IDLE, context


class _Still(Scene):
    """A table whose whole still layer is one colour, the move it shows (`colour`)."""

    def __init__(self, ctx: object) -> None:
        super().__init__(ctx)  # type: ignore[arg-type]
        self.backdrop = Backdrop()
        self.colour = (10, 20, 30)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, self.colour, lambda layer: layer.fill(self.colour))


def _table(paced: bool = True) -> tuple[Stack, pygame.Surface, _Still]:
    from game.scenes.menu import MenuScene

    ctx, surface = context()
    stack = Stack(MenuScene(ctx), paced=paced)
    stack.draw(surface)
    stack.after_frame(IDLE)
    table = _Still(ctx)
    stack.apply(Push(table))
    for _ in range(RESTED + 2):  # opened, its first picture rehearsed, then shown and at rest
        stack.draw(surface)
        stack.after_frame(IDLE)
    assert stack.showing
    return stack, surface, table


def test_a_move_after_a_rest_is_painted_after_its_frame_and_shown_by_the_next() -> None:
    stack, surface, table = _table()
    painted = table.backdrop.painted
    table.colour = (200, 100, 50)
    stack.draw(surface)
    assert not stack.showing and table.backdrop.painted == painted
    stack.after_frame(IDLE)
    assert table.backdrop.painted == painted + 1
    stack.draw(surface)
    assert stack.showing and surface.get_at((5, 5))[:3] == (200, 100, 50)


def test_a_picture_that_changes_every_frame_is_painted_and_shown_in_each_after_the_first() -> None:
    stack, surface, table = _table()
    shown = []
    for step in range(8):
        table.colour = (step * 20, 40, 60)
        stack.draw(surface)
        shown.append(stack.showing)
        if stack.showing:
            assert surface.get_at((5, 5))[:3] == table.colour
        stack.after_frame(IDLE)
    assert shown == [False, *[True] * 7]


def test_a_change_that_input_made_is_painted_after_its_frame_however_soon_after_the_last() -> None:
    """A lesson's step gone on from a frame after its move was shown, the log read back line after line: each change
    input made is left to the time after its frame, where motion by itself is painted in the frame (above)."""
    stack, surface, table = _table()
    for step in range(4):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
        table.colour = (step * 20, 90, 60)
        stack.draw(surface)
        assert not stack.showing
        stack.after_frame(IDLE)
        stack.draw(surface)
        assert stack.showing and surface.get_at((5, 5))[:3] == table.colour
        stack.after_frame(IDLE)


def test_input_that_changes_the_picture_frame_after_frame_is_shown_in_each_after_the_first() -> None:
    """The log read back with the wheel spun, a line a frame: the first change waits for the time after its frame,
    each one after it is painted in its own frame and shown, none held frame after frame."""
    stack, surface, table = _table()
    shown = []
    for step in range(8):
        stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        table.colour = (step * 20, 40, 90)
        stack.draw(surface)
        shown.append(stack.showing)
        stack.after_frame(IDLE)
    assert shown == [False, *[True] * 7]


def test_a_stack_that_is_not_paced_paints_a_move_in_its_frame() -> None:
    stack, surface, table = _table(paced=False)
    table.colour = (200, 100, 50)
    stack.draw(surface)
    assert stack.showing and surface.get_at((5, 5))[:3] == (200, 100, 50)
