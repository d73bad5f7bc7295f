"""Buttons are drawn once each way they look and kept by the pixels they hold, not by their number: the busiest
scene draws its buttons once, and one more for a button the pointer moves to; a large window keeps no more than its
share of buttons."""

from __future__ import annotations

import pygame
import pytest

from game.app import make_context
from game.games import game
from game.tools.shooting import ShotRequest
from game.ui import widgets
from game.ui.face_cache import forget_pictures

SIZE = (1920, 1080)


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """The labels of the buttons whose pictures are drawn (not taken from those kept)."""
    pygame.init()
    pygame.display.set_mode(SIZE)
    forget_pictures()
    monkeypatch.setattr(widgets._PICTURES, "_largest", 0)  # as in a game whose largest window is this one
    labels: list[str] = []
    picture = widgets._picture

    def counted(label: str, *args, **kwargs) -> pygame.Surface:
        labels.append(label)
        return picture(label, *args, **kwargs)

    monkeypatch.setattr(widgets, "_picture", counted)
    return labels


def test_the_busiest_set_up_draws_its_buttons_once_and_a_button_hovered_at_most_once_more(drawn) -> None:
    surface = pygame.display.get_surface()
    request = ShotRequest(make_context(SIZE, autosave=False), surface, "matcg", seed=1, steps=0, seat=0)
    stack = game("matcg").tools().shots["team_setup"](request)
    buttons = stack.top.focusable()
    assert len(buttons) >= 15
    for _ in range(2):
        for button in buttons:
            pos = button.screen_rect(request.ctx.viewport).center
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            before = len(drawn)
            stack.draw(surface)
            assert len(drawn) - before <= 2  # the one hovered, and the one it was before it was hovered
            before = len(drawn)
            stack.draw(surface)
            assert len(drawn) == before  # a frame in which nothing changed draws no button


def test_the_buttons_kept_hold_at_most_their_share_of_the_window(drawn) -> None:
    viewport = make_context(SIZE, autosave=False).viewport
    surface = pygame.display.get_surface()
    for n in range(400):
        widgets.Button(f"Button {n}", (20, 20, 240, 60), lambda: None).draw(surface, viewport)
    kept = widgets._PICTURES.pixels
    assert kept <= widgets.BUTTON_WINDOWS * SIZE[0] * SIZE[1]
    assert len(widgets._PICTURES) < 400


def test_a_narrow_buttons_name_and_key_are_readable_in_the_smallest_window_and_cut_rather_than_shrunk():
    """"Take hint" over "H or Enter" in a button 90 design px wide, at 1024x600: both at least 11 px, each inside the
    button (cut after as many letters as fit, the whole name being said by the scene's words)."""
    from game.files import settings
    from game.ui import text
    from game.ui.viewport import Viewport

    settings.change(text_size="normal")
    forget_pictures()
    pygame.init()
    drawn: list[tuple[str, int, bool]] = []
    real = text.render

    def render(line: str, size: int, color, bold: bool = False) -> pygame.Surface:
        drawn.append((line, size, bold))
        return real(line, size, color, bold)

    text.render = render
    try:
        picture = widgets._picture("Take hint", "H or Enter", 22, (200, 200, 200), (0, 0, 0), (72, 40),
                                   Viewport(1024, 600))
    finally:
        text.render = real
    assert len(drawn) == 2 and min(text.pixels(size) for _, size, _ in drawn) >= text.LEAST_PX, drawn
    assert all(text.width(line, size, bold) <= picture.get_width() for line, size, bold in drawn)


def rendered_in(label: str, hotkey: str, size: tuple[int, int], text_size: str) -> tuple[pygame.Surface, list]:
    """A button's picture at 1024x600 at the text size, and each text it rendered: (words, surface)."""
    from game.files import settings
    from game.ui import text
    from game.ui.viewport import Viewport

    settings.change(text_size=text_size)
    forget_pictures()
    pygame.init()
    drawn: list[tuple[str, pygame.Surface]] = []
    real = text.render

    def render(line: str, size: int, color, bold: bool = False) -> pygame.Surface:
        drawn.append((line, real(line, size, color, bold)))
        return drawn[-1][1]

    text.render = render
    try:
        picture = widgets._picture(label, hotkey, 22, (200, 200, 200), (0, 0, 0), size, Viewport(1024, 600))
    finally:
        text.render = real
    return picture, drawn


def test_a_narrow_buttons_name_and_key_are_drawn_whole_at_the_largest_text_where_the_least_legible_size_holds_them():
    """Martial Arts' table Menu button (52 px wide at 1024x600) read "Me..." at the Largest text: the name and the key
    are set smaller, down to 11 px, before a letter is cut."""
    picture, drawn = rendered_in("Menu", "Esc", (52, 36), "largest")
    assert [line for line, _ in drawn] == ["Esc", "Menu"]
    assert all(surface.get_width() <= picture.get_width() for _, surface in drawn)


def test_a_buttons_name_and_key_stand_inside_it_together_at_the_largest_text():
    """The replay's buttons (33 px tall at 1024x600) drew their key under a name set at its full size at the Largest
    text, running past the button's foot: the name is set smaller until both stand inside the button."""
    for label, hotkey, size in (("|<", "Home", (50, 33)), ("<< Turn", "PgUp", (87, 33))):
        picture, drawn = rendered_in(label, hotkey, size, "largest")
        assert [line for line, _ in drawn] == [hotkey, label]
        assert sum(surface.get_height() for _, surface in drawn) <= size[1], (label, drawn)
        assert all(surface.get_width() <= picture.get_width() for _, surface in drawn), (label, drawn)
