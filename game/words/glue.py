"""How a card's words are kept together when a face wraps them: no-break spaces inside the names a game keeps whole
and before a value, so wrapped card text breaks between ideas, never inside one. Pure: no pygame."""

from __future__ import annotations

import re

NBSP = "\u00a0"


def keep_together(phrase: str, names: tuple[str, ...] = ()) -> str:
    """`phrase` with no-break spaces inside each of `names` ("Right Arm") and before a value ("Deal X", "Charge +1",
    "size 3")."""
    for name in names:
        phrase = phrase.replace(name, name.replace(" ", NBSP))
    return re.sub(r" (?=[X+\-\d])", NBSP, phrase)
