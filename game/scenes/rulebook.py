"""A game's rulebook as the Rules screen reads it: its text (assets/<family>/rules.md, or its glossary page), the
file's lines reflowed into paragraphs, markdown's headings, items and table rows read, and the figures its game draws
for it.

A line `![figure: NAME] Caption` in a rules.md places the figure NAME there with its caption under it: the game
draws it (its FRONT's optional `figures`, name -> maker of a picture at a window scale), so the Rules screen knows no
game by name.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from functools import cache

import pygame

from game.files.paths import asset
from game.games import families
from game.ui import palette
from game.ui.face_cache import whole_faces

FIGURE = re.compile(r"^!\[figure:\s*([^\]]*?)\s*\]\s*(.*)$")  # ![figure: combo] Its caption

log = logging.getLogger(__name__)


@cache
def rules_text(book: str) -> str:
    try:
        return asset(book, "rules.md").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return f"# Rules\nThe rules file could not be read ({error})."


STARTS = re.compile(r"^(#|- |\d+\. |\||!\[)")  # a line that starts its own: a heading, an item, a row, a figure
ENDS = re.compile(r"^(#|\||!\[)")  # a line nothing continues: a heading, a table's row, a figure


def paragraphs(book_text: str) -> list[str]:
    """The lines of a rules.md as the page shows them: a paragraph or a list's item whose words the file breaks over
    several lines joined into one, to be wrapped to the page's width (the file's own breaks, made for a text editor,
    broke lines mid-sentence on the page); headings, items, tables, figures and blank lines stay as they are."""
    shown: list[str] = []
    for raw in book_text.splitlines():
        words = raw.strip()
        if words and shown and shown[-1].strip() and not STARTS.match(words) and not ENDS.match(shown[-1]):
            shown[-1] = f"{shown[-1]} {words}"
        else:
            shown.append(raw)
    return shown


EMPHASIS = re.compile(r"\*{1,2}(?=\S)|(?<=\S)\*{1,2}")  # markdown's bold and italic marks, around the words


def styled(line: str) -> tuple[str, int, bool, tuple[int, int, int], int]:
    """A markdown line as (text, design size, bold, colour, indent); its bold and italic marks go (a line is shown
    in one style)."""
    plain = EMPHASIS.sub("", line)
    if plain.startswith("# "):
        return plain[2:], 40, True, palette.GOLD, 0
    if plain.startswith("## "):
        return plain[3:], 28, True, palette.GOLD_LIGHT, 0
    if plain.startswith("### "):
        return plain[4:], 22, True, palette.GOLD_LIGHT, 0
    if plain.startswith("- "):
        return "\u2022 " + plain[2:], 19, False, palette.TEXT, 18
    return plain, 19, False, palette.TEXT, 0


def cells(raw: str) -> list[str] | None:
    """The cells of a markdown table's row, or None for the rule under its header."""
    if set(raw) <= set("|-: "):
        return None
    return [EMPHASIS.sub("", cell.strip()).replace("`", "") for cell in raw.strip().strip("|").split("|")]


def books() -> dict[str, str]:
    """Each family's rules book (its folder under assets/) and the label of its tab."""
    return {entry.family: entry.front().short for entry in families()}


@cache
def glossary_text(book: str) -> str:
    """A family's glossary page: every keyword of its game and what it means (its front's `glossary`, the same
    entries as the tables' tooltips)."""
    entry = next(entry for entry in families() if entry.family == book)
    return entry.front().glossary().page(entry.front().title)


def figure_makers(book: str) -> Mapping[str, Callable[[float], pygame.Surface]]:
    """The figures a family draws for its rules book, by name (none when its FRONT has no `figures`)."""
    for entry in families():
        if entry.family == book:
            return entry.front().figures
    return {}


def figure_names(book: str) -> list[str]:
    """The names of the figures a rules book places, in order."""
    return [found.group(1) for line in rules_text(book).splitlines() if (found := FIGURE.match(line))]


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
