"""What several ui tests share: the card-face tests of several games (title_sizes), the text tests (a small window
open, and a surface's pixels to compare), and the lines of text a drawing writes (lines_drawn)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest


@pytest.fixture
def display() -> None:
    """A small window open, which rendering text needs. Not autouse: a module imports it by name and asks for it in
    every test with `pytestmark = pytest.mark.usefixtures(display.__name__)`."""
    pygame.init()
    pygame.display.set_mode((320, 200))


def lines_drawn(monkeypatch: Any) -> list[str]:
    """From now on, every line of text drawn (game.ui.text.draw), in the order drawn: filled in as they are."""
    from game.ui import text

    lines: list[str] = []
    real = text.draw

    def draw(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        lines.append(line)
        return real(surface, line, *args, **kwargs)

    monkeypatch.setattr(text, "draw", draw)
    return lines


def rendered(monkeypatch: Any, in_pixels: bool = True) -> list[tuple[str, int]]:
    """From now on, every line rendered (game.ui.text.render), with its size (in pixels, or as asked of the text
    layer): filled in as they are."""
    from game.ui import text

    drawn: list[tuple[str, int]] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, px, color, bold=False: (
        drawn.append((line, text.pixels(px) if in_pixels else px)), real(line, px, color, bold))[1])
    return drawn


def texts_drawn(monkeypatch: Any) -> dict[str, pygame.Rect]:
    """From now on, where each line of text is drawn (game.ui.text.draw), by the line (the last place of one drawn
    twice): filled in as drawn."""
    from game.ui import text

    placed: dict[str, pygame.Rect] = {}
    real = text.draw

    def draw(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        placed[line] = real(surface, line, *args, **kwargs)
        return placed[line]

    monkeypatch.setattr(text, "draw", draw)
    return placed


def picture(surface: pygame.Surface) -> bytes:
    """A surface's pixels, to tell two drawings apart or the same."""
    return pygame.image.tobytes(surface, "RGBA")


def title_sizes(monkeypatch: Any, text_size: str) -> dict[str, int]:
    """At `text_size`, with every face drawn afresh: the size each card title is set at (the title band's lines,
    drawn left-aligned), filled in as faces are drawn."""
    from game.files import settings
    from game.ui import text
    from game.ui.face_cache import forget_pictures

    settings.change(text_size=text_size)
    forget_pictures()
    sizes: dict[str, int] = {}
    real = text.draw_lines

    def draw_lines(surface, lines, size, rect, bold=False, align="center"):  # type: ignore[no-untyped-def]
        if align == "left" and lines:  # the title band's
            sizes[" ".join(line for line, _ in lines)] = size
        return real(surface, lines, size, rect, bold, align)

    monkeypatch.setattr(text, "draw_lines", draw_lines)
    return sizes


def lines_placed(monkeypatch: Any, onto: pygame.Surface) -> list[tuple[str, pygame.Rect]]:
    """From now on, each line of text drawn (game.ui.text.draw) onto `onto` or a part of it, with where it lies on
    `onto`, in the order drawn: filled in as drawn."""
    from game.ui import text

    placed: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        box = real(surface, line, *args, **kwargs)
        if surface is onto or surface.get_abs_parent() is onto:
            placed.append((line, box.move(surface.get_abs_offset())))
        return box

    monkeypatch.setattr(text, "draw", draw)
    return placed
