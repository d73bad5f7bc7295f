"""What lies under an overlay is drawn once, dimmed, and after a resize stands in scaled for one frame."""

from __future__ import annotations

import pygame

from game.scenes.base import DIM, Push, Scene, Stack
from tests.scenes.helpers import context

FELT = (200, 100, 50)


class Table(Scene):
    """A scene below an overlay that counts how often it is drawn."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill(FELT)


class Overlay(Scene):
    overlay = True


def dimmed(color: tuple[int, int, int]) -> tuple[int, int, int]:
    return tuple(round(c * d / 255) for c, d in zip(color, DIM, strict=True))  # type: ignore[return-value]


def overlay_on_a_table() -> tuple[Stack, Table, pygame.Surface]:
    ctx, surface = context((640, 360))
    table = Table(ctx)
    stack = Stack(table)
    stack.apply(Push(Overlay(ctx)))
    return stack, table, surface


def resize(stack: Stack, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.display.set_mode(size)
    stack.resized()
    return surface


def test_the_scene_under_an_overlay_is_drawn_once_and_shown_dimmed() -> None:
    stack, table, surface = overlay_on_a_table()
    for _ in range(3):
        stack.draw(surface)
    assert table.draws == 1
    pixel = tuple(surface.get_at((10, 10)))[:3]
    assert all(abs(a - b) <= 1 for a, b in zip(pixel, dimmed(FELT), strict=True))


def test_after_a_resize_the_last_picture_stands_in_for_one_frame_then_the_table_is_drawn_anew() -> None:
    stack, table, surface = overlay_on_a_table()
    stack.draw(surface)
    surface = resize(stack, (800, 450))
    stack.draw(surface)
    assert table.draws == 1  # the resize frame only scales what was there
    assert tuple(surface.get_at((790, 440)))[:3] == tuple(surface.get_at((10, 10)))[:3]  # the whole window covered
    stack.draw(surface)
    assert table.draws == 2  # drawn at the new size in the frame after
    stack.draw(surface)
    assert table.draws == 2


def test_two_resizes_in_a_row_scale_the_picture_again_rather_than_draw_the_table() -> None:
    stack, table, surface = overlay_on_a_table()
    stack.draw(surface)
    for size in ((800, 450), (1024, 600)):
        surface = resize(stack, size)
        stack.draw(surface)
    assert table.draws == 1
    stack.draw(surface)
    assert table.draws == 2


def test_once_the_scenes_change_the_old_picture_never_stands_in() -> None:
    stack, table, surface = overlay_on_a_table()
    stack.draw(surface)
    stack.apply(Push(Overlay(stack.top.ctx)))  # another overlay: what lies under it has changed
    surface = resize(stack, (800, 450))
    stack.draw(surface)
    assert table.draws == 2
