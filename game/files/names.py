"""Names and words read from the player's files or typed by them, as the screen can show them.

A name must have a visible width: `str.isprintable()` passes U+034F, U+17B4 (combining marks with nothing to mark)
and the Hangul fillers, which draw as nothing, while U+200B and the other format characters are not printable at
all. `visible` says whether a text shows anything; `shown` gives the text a screen may draw (unprintable characters
left out, each lone surrogate of a file name that is not UTF-8 shown as U+FFFD), or a fallback when nothing visible
is left; `problem` says why a name cannot be shown as it is.
"""

from __future__ import annotations

import unicodedata

_NO_WIDTH_CATEGORIES = frozenset({"Mn", "Me", "Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")  # letters by category that draw as blank space


def visible(text: str) -> bool:
    """Whether `text` shows at least one mark: some character that is neither a space, a format or control
    character, a combining mark, a surrogate nor a blank filler."""
    return any(unicodedata.category(char) not in _NO_WIDTH_CATEGORIES and char not in _FILLERS for char in text)


def shown(text: str, fallback: str) -> str:
    """`text` as a screen may draw it: unprintable characters (NUL, U+200B) left out, lone surrogates (a file name
    that is not UTF-8) shown as U+FFFD and runs of spaces made one; `fallback` when nothing visible is left."""
    kept = " ".join("".join("\ufffd" if unicodedata.category(char) == "Cs" else char for char in text
                            if char.isprintable() or char == " " or unicodedata.category(char) == "Cs").split())
    return kept if visible(kept) else fallback


def problem(text: str) -> str | None:
    """Why `text` cannot be a name a screen shows, or None when it can."""
    if any(unicodedata.category(char) == "Cs" for char in text):
        return "is not UTF-8 text"
    if not all(char.isprintable() for char in text):
        return "holds a character that cannot be printed"
    if not visible(text):
        return "shows nothing: it has no visible letter"
    return None
