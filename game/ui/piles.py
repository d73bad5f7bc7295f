"""Face-down cards and the places where none lie, at any table: a row of backs standing for a hand (another seat's,
or one hidden at the screen), a pile of backs with a few stacked under its top card, each from where the cards lie in
design space and the game's card back (`Back`, a face at a window size); an empty place, outlined, with a word in its
middle, and a place labelled in its top left corner (a table's frame of the cards in play); and a deck, which is a
pile or, once drawn out, its empty place."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from game.ui import palette, text
from game.ui.palette import Rgb
from game.ui.viewport import Viewport

Back = Callable[[tuple[int, int]], pygame.Surface]  # a game's card back, drawn at a size in window pixels
STACKED = 3  # the backs a pile shows under its top card, each 2 design px up and left of the one above it


def draw_backs(surface: pygame.Surface, vp: Viewport, rects: Iterable[pygame.Rect], back: Back) -> None:
    """A face-down card at each of `rects` (design px)."""
    for rect in rects:
        box = vp.rect(rect)
        surface.blit(back(box.size), box)


def draw_pile(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, count: int, back: Back) -> None:
    """A pile of `count` face-down cards (at least one) whose top card lies at `rect` (design px), with as many as
    STACKED more under it."""
    for depth in range(min(count, STACKED + 1) - 1, -1, -1):
        box = vp.rect((rect.x - depth * 2, rect.y - depth * 2, rect.width, rect.height))
        surface.blit(back(box.size), box)


def empty_place(surface: pygame.Surface, vp: Viewport, box: pygame.Rect, word: str = "", size: int | None = None,
                radius: int = 10, edge: Rgb = palette.FELT_LINE) -> None:
    """Where cards go and none lie: a faint outline round `box` (window pixels), its corners rounded `radius` design
    px, with `word` in its middle at `size` px (unless given, legible at 16 design px). Outlined in another `edge`
    (the highlight) over itself, it is lit."""
    pygame.draw.rect(surface, edge, box, width=vp.px(2), border_radius=vp.px(radius))
    if word:
        text.draw(surface, word, size or text.legible(vp.px(16)), palette.DIM_TEXT, center=box.center)


def labelled_place(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, label: str) -> None:
    """Where cards go, outlined as an empty place round `rect` (design px), with `label` in its top left corner."""
    box = vp.rect(rect)
    empty_place(surface, vp, box)
    if label:
        line, size = text.legible_line(label, vp.px(16), box.w - vp.px(16), bold=True)
        text.draw(surface, line, size, palette.DIM_TEXT, bold=True, topleft=(box.x + vp.px(10), box.y + vp.px(6)))


def deck(surface: pygame.Surface, vp: Viewport, rect: pygame.Rect, count: int, back: Back, word: str = "") -> None:
    """A deck of `count` face-down cards at `rect` (design px), a pile (draw_pile); with none, its empty place with
    `word` (empty_place)."""
    if count:
        draw_pile(surface, vp, rect, count, back)
    else:
        empty_place(surface, vp, vp.rect(rect), word)
