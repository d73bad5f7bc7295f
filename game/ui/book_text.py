"""A rulebook's text as the Rules page reads it: its file (assets/<family>/rules.md), the file's lines reflowed into
paragraphs, markdown's headings, items and table rows read and styled, and the figures it places.

A line `![figure: NAME] Caption` in a rules.md places the figure NAME there with its caption under it; the game draws
it (game.scenes.rulebook asks it). Knows no game.
"""

from __future__ import annotations

import re
from functools import cache

from game.files.paths import asset
from game.ui import palette

FIGURE = re.compile(r"^!\[figure:\s*([^\]]*?)\s*\]\s*(.*)$")  # ![figure: combo] Its caption


RULES_BYTES = 1024 * 1024  # the longest rulebook shipped is 36 kB


@cache
def rules_text(book: str) -> str:
    """The text of a family's rules.md, read through the door of every file (game.files.reading); a file that cannot
    be read (cut short, not text, a folder in its place) is a page saying so in one line naming it."""
    from game.files import reading, storage

    try:
        return reading.read_text(asset(book, "rules.md"), RULES_BYTES)
    except storage.StorageError as error:
        return f"# Rules\nThe rules cannot be shown: {error}."


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


def figure_names(book: str) -> list[str]:
    """The names of the figures a rules book places, in order."""
    return [found.group(1) for line in rules_text(book).splitlines() if (found := FIGURE.match(line))]
