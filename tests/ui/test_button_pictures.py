"""Buttons are drawn from parts kept apart: a body for each way a button looks (its colour and size), shared by every
button that looks so, and the lines of its label, laid out once; the busiest scene paints its bodies once, and one
more for a button the pointer moves to; a large window keeps no more than its share of bodies; a button looks as it
did when it was one picture."""

from __future__ import annotations

import pygame
import pytest

from game.app import make_context
from game.games import game
from game.tools.shooting import ShotRequest
from game.ui import palette, widgets
from game.ui.face_cache import forget_pictures
from game.ui.viewport import Viewport

SIZE = (1920, 1080)


@pytest.fixture
def drawn(monkeypatch) -> dict[str, list[str]]:
    """What is painted anew rather than taken from what is kept: the bodies (by colour) and the labels laid out."""
    pygame.init()
    pygame.display.set_mode(SIZE)
    forget_pictures()
    widgets._BODIES.clear()  # kept through a new text size: emptied here so every body is painted in the test
    monkeypatch.setattr(widgets._BODIES, "_largest", 0)  # as in a game whose largest window is this one
    monkeypatch.setattr(widgets, "_LAYOUTS", {})
    made: dict[str, list[str]] = {"bodies": [], "labels": []}
    body, laid_out = widgets._body, widgets._laid_out

    def painted(fill, *args) -> pygame.Surface:
        made["bodies"].append(str(fill))
        return body(fill, *args)

    def set_out(label: str, *args) -> tuple[widgets.Line, ...]:
        made["labels"].append(label)
        return laid_out(label, *args)

    monkeypatch.setattr(widgets, "_body", painted)
    monkeypatch.setattr(widgets, "_laid_out", set_out)
    return made


def test_the_busiest_set_up_paints_its_bodies_once_and_a_button_hovered_at_most_once_more(drawn) -> None:
    surface = pygame.display.get_surface()
    request = ShotRequest(make_context(SIZE, autosave=False), surface, "matcg", seed=1, steps=0, seat=0)
    stack = game("matcg").tools().shots["team_setup"](request)
    buttons = stack.top.focusable()
    assert len(buttons) >= 15
    stack.draw(surface)
    assert len(drawn["bodies"]) < len(buttons)  # buttons of one colour and size share their body
    for _ in range(2):
        for button in buttons:
            pos = button.screen_rect(request.ctx.viewport).center
            stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            bodies, labels = len(drawn["bodies"]), len(drawn["labels"])
            stack.draw(surface)
            assert len(drawn["bodies"]) - bodies <= 1  # the one hovered, the first time a button of its size is
            assert len(drawn["labels"]) == labels  # a label is laid out once, whatever its colour
            bodies = len(drawn["bodies"])
            stack.draw(surface)
            assert len(drawn["bodies"]) == bodies  # a frame in which nothing changed paints nothing


def test_the_bodies_kept_hold_at_most_their_share_of_the_window(drawn) -> None:
    viewport = make_context(SIZE, autosave=False).viewport
    surface = pygame.display.get_surface()
    for n in range(400):
        widgets.Button(f"Button {n}", (20, 20, 240 + n, 60), lambda: None).draw(surface, viewport)
    kept = widgets._BODIES.pixels
    assert kept <= widgets.BUTTON_WINDOWS * SIZE[0] * SIZE[1]
    assert len(widgets._BODIES) < 400


def test_a_button_drawn_from_its_parts_looks_as_its_one_picture_did() -> None:
    """Its body blitted, then its label's lines over it, on the window's felt: each pixel as when the lines were first
    painted into the body and that picture was blitted (a label with its key, one on two lines, one on one line)."""
    pygame.init()
    window = pygame.display.set_mode((1024, 600))
    viewport = Viewport(1024, 600)
    for label, hotkey, box in (("<< Turn", "PgUp", (10, 10, 110, 42)), ("1920\u00d71080", "", (10, 10, 150, 38)),
                               ("Continue DGM Army of One", "", (10, 10, 150, 70))):
        button = widgets.Button(label, box, lambda: None, hotkey=hotkey)
        rect, sizes = button._place(viewport)
        body = widgets._body(palette.PAPER_SHADE, rect.size, sizes[0], sizes[1])
        lines = widgets._laid_out(label, hotkey, rect.size, sizes, None)
        picture = body.copy()
        for line in lines:
            picture.blit(widgets.text.render(line.words, line.size, palette.INK, line.bold), line.at, line.part)
        once, parts = pygame.Surface(window.get_size()).convert(), pygame.Surface(window.get_size()).convert()
        once.fill(palette.FELT)
        once.blit(picture.convert_alpha(), rect)
        parts.fill(palette.FELT)
        button.draw(parts, viewport)
        assert pygame.image.tobytes(once, "RGB") == pygame.image.tobytes(parts, "RGB"), label


def test_a_narrow_buttons_name_and_key_are_readable_in_the_smallest_window_and_cut_rather_than_shrunk():
    """"Take hint" over "H or Enter" in a button 90 design px wide, at 1024x600: both at least 11 px, each inside the
    button (cut after as many letters as fit, the whole name being said by the scene's words)."""
    from game.files import settings
    from game.ui import text

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
        lines = laid_out("Take hint", "H or Enter", (72, 40))
    finally:
        text.render = real
    assert len(drawn) == 2 and min(text.pixels(size) for _, size, _ in drawn) >= text.LEAST_PX, drawn
    assert all(text.width(line, size, bold) <= 72 for line, size, bold in drawn)
    assert sorted(line.words for line in lines) == sorted(line for line, _, _ in drawn)


def laid_out(label: str, hotkey: str, size: tuple[int, int]) -> tuple[widgets.Line, ...]:
    """The lines of a button of `size` (window pixels) at 1024x600, its label at the usual size."""
    viewport = Viewport(1024, 600)
    sizes = tuple(viewport.px(length) for length in (8, 3, 12, 22, 13))
    return widgets._laid_out(label, hotkey, size, sizes, None)


def rendered_in(label: str, hotkey: str, size: tuple[int, int], text_size: str) -> list[tuple[str, pygame.Surface]]:
    """Each line of a button at 1024x600 at the text size: (words, the line drawn whole)."""
    from game.files import settings
    from game.ui import text

    settings.change(text_size=text_size)
    forget_pictures()
    pygame.init()
    return [(line.words, text.render(line.words, line.size, (0, 0, 0), line.bold)) for line in laid_out(label, hotkey,
                                                                                                        size)]


def test_a_narrow_buttons_name_and_key_are_drawn_whole_at_the_largest_text_where_the_least_legible_size_holds_them():
    """Martial Arts' table Menu button (52 px wide at 1024x600) read "Me..." at the Largest text: the name and the key
    are set smaller, down to 11 px, before a letter is cut."""
    drawn = rendered_in("Menu", "Esc", (52, 36), "largest")
    assert [line for line, _ in drawn] == ["Esc", "Menu"]
    assert all(surface.get_width() <= 52 for _, surface in drawn)


def test_a_buttons_name_and_key_stand_inside_it_together_at_the_largest_text():
    """The replay's buttons (33 px tall at 1024x600) drew their key under a name set at its full size at the Largest
    text, running past the button's foot: the name is set smaller until both stand inside the button."""
    for label, hotkey, size in (("|<", "Home", (50, 33)), ("<< Turn", "PgUp", (87, 33))):
        drawn = rendered_in(label, hotkey, size, "largest")
        assert [line for line, _ in drawn] == [hotkey, label]
        assert sum(surface.get_height() for _, surface in drawn) <= size[1], (label, drawn)
        assert all(surface.get_width() <= size[0] for _, surface in drawn), (label, drawn)
