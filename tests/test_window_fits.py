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


def test_the_game_opens_its_first_window_fitted_to_the_desktop(tmp_path):
    """In a process of its own: the game's run starts threads and quits pygame, which the tests after it need."""
    import os
    import subprocess
    import sys

    code = ("import pygame; from game import app;"
            "pygame.display.get_desktop_sizes = lambda: [(1024, 600)];"
            "real = app.open_window;"
            "app.open_window = lambda size, full: print('opened', *size) or real(size, full);"
            "app.run(None, False)")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", app.FIRST_FRAME_VARIABLE: "1",
           "MARTIAL_MASTERS_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert "opened 1024 600" in out.stdout.splitlines()


def test_a_size_chosen_in_the_settings_larger_than_the_desktop_is_fitted_to_it(monkeypatch):
    from game.files import settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    opened: list[tuple[int, int]] = []
    monkeypatch.setattr(app, "open_window", lambda size, full: opened.append(size) or pygame.Surface(size))
    screen = app.Screen((1024, 600), False)
    screen.follow(settings.current().replaced(window=(1920, 1080)))
    assert opened[-1] == screen.windowed == (1280, 720)
