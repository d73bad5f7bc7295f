"""The start-up notices as the menu shows them: short, naming a file by its name and a save by its game, never by a
whole path; the folder they are in is said once, shortly; a click on one or Esc puts them all away (game.scenes.menu).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from game.files.paths import CAMPAIGN_SAVE
from game.files.places import user_roots
from game.games import GAMES

CLOSE = "Esc or a click closes this."


def shown(messages: list[str], closing: bool = True) -> list[str]:
    """`messages` as the menu shows them: each file of the player's folders by its name (a game's save after its
    game's title), each a sentence (a full stop where a message told on stderr ends without one), the folder they are
    in said once within the first, with how to put them away after it unless not `closing` (a set-up's word, which
    goes by itself)."""
    roots = [str(root) for root in user_roots()]
    found = re.compile("(" + "|".join(re.escape(root) for root in sorted(roots, key=len, reverse=True))
                       + r")" + re.escape(os.sep) + r"[^\s:;,]+")
    named: list[str] = []
    folder = ""
    for message in messages:
        for match in found.finditer(message):
            folder = folder or str(Path(match.group(0)).parent)
        told = found.sub(lambda match: _named(Path(match.group(0)).name), message)
        named.append(told if told.endswith((".", "!", "?")) else f"{told}.")
    if named:
        where = f" (in {_short(folder)})" if folder else ""
        named[0] = f"{named[0][:-1]}{where}{named[0][-1]}" + (f" {CLOSE}" if closing else "")
    return named


def _named(name: str) -> str:
    """A file by its name, a game's save after its game's title (its kind of table is in its name): "Ancient Arts:
    Kenpo Masters, kenpo-hotseat-campaign.jsonl"."""
    if not name.endswith(CAMPAIGN_SAVE):
        return name
    ruleset_id = name.removesuffix(CAMPAIGN_SAVE).partition("-")[0]
    title = next((entry.title for entry in GAMES if entry.id == ruleset_id), None)
    return name if title is None else f"{title}, {name}"


def _short(folder: str) -> str:
    """A folder as said shortly: under the player's home, from ~."""
    home = os.path.expanduser("~")
    return "~" + folder[len(home):] if home not in ("", "~", os.sep) and folder.startswith(home + os.sep) else folder
