"""What each game gives its rulebook on the Rules screen: the label of its tab, its glossary page, and the figures
it draws for its book (its screens' `figures`, name -> maker of a picture at a window scale), so the Rules
screen knows no game by name. The book's own text is read by game.ui.book_text.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import cache

import pygame

from game.games import families
from game.ui.face_cache import whole_faces

log = logging.getLogger(__name__)


def books() -> dict[str, str]:
    """Each family's rules book (its folder under assets/) and the label of its tab."""
    return {entry.family: entry.front().short for entry in families()}


@cache
def glossary_text(book: str) -> str:
    """A family's glossary page: every keyword of its game and what it means (its screens' `glossary`, the same
    entries as the tables' tooltips)."""
    entry = next(entry for entry in families() if entry.family == book)
    return entry.front().screens().glossary.page(entry.front().title)


def figure_makers(book: str) -> Mapping[str, Callable[[float], pygame.Surface]]:
    """The figures a family draws for its rules book, by name (its screens' `figures`)."""
    for entry in families():
        if entry.family == book:
            return entry.front().screens().figures
    return {}


def figure_size(book: str, name: str, scale: float) -> tuple[int, int] | None:
    """The size of a book's figure drawn at `scale`, where its game tells it without drawing it (a
    game.ui.sketch.Figure); otherwise None."""
    size = getattr(figure_makers(book).get(name), "size", None)
    return size(scale) if callable(size) else None


def draw_figure(book: str, name: str, scale: float) -> tuple[pygame.Surface | None, str]:
    """A book's figure drawn at `scale` window pixels per design pixel, or None with the reason to show instead."""
    maker = figure_makers(book).get(name)
    if maker is None:
        return None, f"(This edition has no figure named \u201c{name}\u201d.)"
    try:
        with whole_faces():  # the page keeps the figure: no face in it stands in, scaled, after a resize
            return maker(scale), ""
    except Exception as error:  # a figure that fails must not take the rules away with it
        log.exception("figure %s of %s", name, book)
        return None, f"(The figure \u201c{name}\u201d could not be drawn: {error}.)"
