"""The Kenpo set-up's words in the smallest window: at every text size each line lies inside the window, and the line
under the seats says what the seats chosen make (the curtain between hot-seat turns, or the colour played against
the computer)."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.scenes.kenpo.setup import KenpoSetupScene
from game.scenes.named_seats import RENAME
from game.ui import text
from game.words.chairs import PERSON
from game.words.kenpo.seating import CURTAIN
from tests.scenes.helpers import context
from tests.ui.helpers import texts_drawn


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("red", [PERSON, "hard"])
def test_every_line_of_the_set_up_lies_inside_the_smallest_window(monkeypatch, text_size, red):
    settings.change(text_size=text_size)
    ctx, surface = context((1024, 600))
    scene = KenpoSetupScene(ctx)
    scene.choices.seat(0, PERSON)
    scene.choices.seat(1, red)
    placed: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(target, line, size, color, bold=False, **anchor):
        rect = real(target, line, size, color, bold, **anchor)
        placed.append((line, text.render(line, size, color, bold).get_rect(**anchor)))
        return rect

    monkeypatch.setattr(text, "draw", draw)
    scene.draw(surface)
    window = surface.get_rect()
    assert all(window.contains(rect) for _, rect in placed), [(line, rect) for line, rect in placed
                                                              if not window.contains(rect)]
    said = {line for line, _ in placed}
    assert (CURTAIN in said) == (red == PERSON)
    assert (red == PERSON) or "You play Yellow against the computer (Hard)" in said


@pytest.mark.parametrize("name", ["Ana", "W" * 14])
def test_a_name_and_the_word_to_rename_it_never_overlap(monkeypatch, name):
    ctx, surface = context((1024, 600))
    scene = KenpoSetupScene(ctx)
    scene.choices.seat(0, PERSON)
    scene.choices.rename(0, name)
    placed = texts_drawn(monkeypatch)
    scene.draw(surface)
    assert RENAME not in placed or not placed[name].colliderect(placed[RENAME])
    assert (RENAME in placed) == (name == "Ana")  # a short name leaves room for it
