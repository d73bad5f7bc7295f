"""A picker shows every card of a pile inside the window, as large as the window lets them all be, and a pile too
large for that scrolls: its panel, its cards and its Close button never run off the window (a discard pile of 16
cards once pushed its third row and the Close button below it)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.base import Stack
from game.scenes.picker import PickerScene
from game.scenes.picker_grid import CARD_H, CARD_W, FOOT
from tests.scenes.helpers import context, frame

WINDOW = pygame.Rect(0, 0, 1280, 720)  # design space


def blank(card: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size)


def pile(count: int, notes: bool = False, ctx=None) -> PickerScene:
    ctx = ctx or context((1280, 720))[0]
    cards = [f"card_{n}" for n in range(count)]
    return PickerScene(ctx, f"A pile ({count})", cards, {card: "a note" for card in cards} if notes else {}, True,
                       selectable=False, face=blank)


def in_sight(picker: PickerScene) -> list[str]:
    return list(picker._rects())


@pytest.mark.parametrize("notes", [False, True], ids=["bare", "noted"])
def test_the_panel_its_cards_and_its_buttons_stay_inside_the_window_for_any_pile(notes: bool) -> None:
    for count in range(1, 131):
        picker = pile(count, notes)
        panel = picker.panel()
        assert WINDOW.contains(panel), count
        rects = picker._rects()
        assert rects, count
        for rect in rects.values():
            assert panel.contains(rect) and rect.bottom <= panel.bottom - FOOT + 10, count
        for button in picker.buttons:
            assert panel.contains(pygame.Rect(button.rect)), count
        if not picker.grid.scrolls:
            assert len(rects) == count  # every card in sight at once


def test_a_pile_that_fits_at_full_size_keeps_its_full_size_cards() -> None:
    for count in range(1, 15):
        assert pile(count).grid.card == (CARD_W, CARD_H)
    assert pile(16).grid.card < (CARD_W, CARD_H) and not pile(16).grid.scrolls


def test_a_pile_too_large_for_the_window_scrolls_to_its_last_card_and_no_further() -> None:
    picker = pile(120)
    grid = picker.grid
    assert grid.scrolls and in_sight(picker)[0] == "card_0"
    assert "Cards 1 to" in picker._instructions() and "of 120" in picker._instructions()
    picker.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert picker.bar.first == 1 and in_sight(picker)[0] == f"card_{grid.per_row}"
    picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert picker.bar.first == grid.rows - grid.shown_rows and in_sight(picker)[-1] == "card_119"
    for _ in range(3):
        picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
        picker.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert picker.bar.first == grid.rows - grid.shown_rows
    picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
    assert picker.bar.first == grid.rows - 2 * grid.shown_rows
    picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert picker.bar.first == 0


def test_the_arrows_scroll_a_pile_that_scrolls_and_move_the_focus_otherwise() -> None:
    ctx, surface = context((1280, 720))
    for count, scrolls in ((120, True), (5, False)):
        picker = pile(count, ctx=ctx)
        stack = Stack(picker)
        frame(stack, surface)
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        assert picker.bar.first == (1 if scrolls else 0)
        assert (picker.focus.find(picker.buttons) is None) == scrolls  # the focus stayed where it was


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_scrolled_pile_draws_inside_its_panel_at_any_window_size(size: tuple[int, int]) -> None:
    ctx, surface = context(size)
    picker = pile(120, ctx=ctx)
    picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    surface.fill((255, 0, 255))
    picker.draw(surface)
    below = ctx.viewport.rect(picker.panel())
    assert surface.get_at((below.centerx, below.bottom + 4))[:3] != (255, 0, 255)  # the veil covers the window
    assert all(ctx.viewport.rect(rect).bottom < below.bottom for rect in picker._rects().values())


@pytest.mark.parametrize("choose", [1, 3])
def test_a_picker_that_asks_for_cards_tells_the_mouse_s_way_and_the_keyboard_s(choose: int) -> None:
    ctx = context((1024, 600))[0]
    cards = [f"card_{n}" for n in range(6)]
    line = PickerScene(ctx, "Guard with", cards, {}, True, face=blank, choose=choose)._instructions()
    assert "click" in line.lower() and "Tab" in line and "Enter" in line
