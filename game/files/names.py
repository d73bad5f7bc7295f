"""Names and words read from the player's files or typed by them, as the screen can show them.

A name must have a visible width: `str.isprintable()` passes U+034F, U+17B4 (combining marks with nothing to mark)
and the Hangul fillers, which draw as nothing, while U+200B and the other format characters are not printable at
all. `visible` says whether a text shows anything; `shown` gives the text a screen may draw (unprintable characters
left out, each lone surrogate of a file name that is not UTF-8 shown as U+FFFD), or a fallback when nothing visible
is left; `problem` says why a name cannot be shown as it is.

`drawable` says whether the game's faces draw a character, and `undrawn` why a name typed in the game cannot be
drawn properly: letters no face of it draws (Devanagari, emoji), and letters written right to left in a script the
text layer does not shape (N'Ko); Arabic and Hebrew it draws shaped, right to left (`shaped_script`, game.ui.text).
A name saved before is shown as well as can be.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_right

from game.files.typeface import DRAWN, FALLBACK_DRAWN

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


_STARTS = [first for first, _ in DRAWN]
_FALLBACK_STARTS = [first for first, _ in FALLBACK_DRAWN]
_RIGHT_TO_LEFT = frozenset({"R", "AL"})  # the bidirectional classes of letters written right to left
# The scripts written right to left that the text layer shapes (their letters joined, laid right to left: the faces'
# HarfBuzz, game.ui.text.bidi), by the first word of their letters' Unicode names, with their ISO 15924 codes.
SHAPED_SCRIPTS = {"ARABIC": "Arab", "HEBREW": "Hebr"}


def drawable(char: str) -> bool:
    """Whether the game's typeface, or its fallback face, draws `char` (game.files.typeface, the tables made from the
    fonts): Latin, Greek, Cyrillic, Chinese, Japanese, Korean and more."""
    return _in(_STARTS, DRAWN, ord(char)) or _in(_FALLBACK_STARTS, FALLBACK_DRAWN, ord(char))


def _in(starts: list[int], ranges: tuple[tuple[int, int], ...], code: int) -> bool:
    at = bisect_right(starts, code) - 1
    return at >= 0 and code <= ranges[at][1]


def shaped_script(char: str) -> str | None:
    """The ISO 15924 code of the script `char` is written in when it is a letter written right to left that the
    text layer shapes (Arabic, Hebrew), else None."""
    if unicodedata.bidirectional(char) not in _RIGHT_TO_LEFT:
        return None
    return SHAPED_SCRIPTS.get(unicodedata.name(char, "").split(" ", 1)[0])


def undrawn(text: str) -> str | None:
    """Why the game cannot draw `text` properly, naming what it cannot draw ("the game cannot draw N'Ko letters
    yet", "... Devanagari letters or emoji yet"), or None when it can: a character no face of it draws, or a letter
    written right to left in a script it does not shape, which it would draw backwards and unjoined."""
    kinds: list[str] = []
    for char in text:
        right_to_left = unicodedata.bidirectional(char) in _RIGHT_TO_LEFT
        if not char.isprintable() or drawable(char) and (not right_to_left or shaped_script(char) is not None):
            continue  # an unprintable character is no letter to draw: the callers refuse it as such
        kind = _kind(char)
        if kind not in kinds:
            kinds.append(kind)
    if not kinds:
        return None
    listed = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " or " + kinds[-1]
    return f"the game cannot draw {listed} yet"


def refusal(typed: str) -> str | None:
    """Why a name being typed cannot take `typed`, as a set-up tells it ("The game cannot draw emoji yet, so a name
    cannot hold them."), or None when it can (`undrawn`)."""
    why = undrawn(typed)
    return None if why is None else f"{why[0].upper()}{why[1:]}, so a name cannot hold them."


def _kind(char: str) -> str:
    """What a character is, as `undrawn` names it: its script's letters ("Arabic letters", by its Unicode name),
    emoji, or, where Unicode names no script, the character by its code ("U+E000")."""
    category, name = unicodedata.category(char), unicodedata.name(char, "")
    if category == "So" or 0x1F000 <= ord(char) <= 0x1FAFF or "\ufe0f" == char or "\u200d" == char:
        return "emoji"
    if category[0] in "LMN" and name:
        return f"{name.split()[0].title()} letters"
    return f"U+{ord(char):04X}"
