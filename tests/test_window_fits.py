"""The window opens on the screen: a first window, or a saved size larger than the desktop, is fitted to it."""

from __future__ import annotations

import pygame

from game import app


def test_a_first_window_on_a_small_screen_opens_at_the_smallest_supported_size():
    assert app.fitted((1280, 720), (1024, 600)) == (1024, 600)


def test_a_saved_size_larger_than_the_desktop_shrinks_to_the_design_shape_that_fits():
    assert app.fitted((1920, 1080), (1600, 900)) == (1600, 900)
    assert app.fitted((1920, 1080), (1440, 900)) == (1440, 810)


def test_a_size_that_fits_is_kept_and_an_unknown_desktop_changes_nothing():
    assert app.fitted((1280, 720), (1920, 1080)) == (1280, 720)
    assert app.fitted((1600, 900), None) == (1600, 900)


def test_the_game_opens_its_first_window_fitted_to_the_desktop(monkeypatch):
    monkeypatch.setenv(app.FIRST_FRAME_VARIABLE, "1")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    opened: list[tuple[int, int]] = []
    real = app.open_window
    monkeypatch.setattr(app, "open_window", lambda size, full: opened.append(size) or real(size, full))
    app.run(None, False)
    assert opened[0] == (1024, 600)
