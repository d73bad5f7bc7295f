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
    if not messages:  # the tables ask every frame: no folder looked up for nothing
        return []
    roots = [str(root) for root in user_roots()]
    found = re.compile("(" + "|".join(re.escape(root) for root in sorted(roots, key=len, reverse=True))
                       + r")" + re.escape(os.sep) + r"[^\s:;,]+")
    named: list[str] = []
    folder = ""
    for message in messages:
        for match in found.finditer(message):
            folder = folder or str(Path(match.group(0)).parent)
        told = found.sub(lambda match: _named(Path(match.group(0)).name), message)
        named.append(_sentence(told))
    if named:
        named[0] = _in_folder(named[0], folder) + (f" {CLOSE}" if closing else "")
    return named


def told_alone(message: str) -> str:
    """One message that goes by itself (a toast at a set-up, Records or the director) as `shown` says it."""
    return shown([message], closing=False)[0]


def about_file(message: str, path: Path | None) -> str:
    """A message about the file at `path` (None: about none) said as the menu's notices say one (`shown`): the file
    by its name (a game's save after its game's title) where the message gives its whole path, a sentence, and the
    folder it is in said once at its end. For example: Saved as “Tiger Style” (in ~/.local/share/martial-masters/
    decks/matcg)."""
    if path is None:
        return _sentence(message)
    return _in_folder(_sentence(message.replace(str(path), _named(path.name))), str(path.parent))


def _sentence(told: str) -> str:
    """Words ending as a sentence: a full stop where they end without one."""
    return told if told.endswith((".", "!", "?")) else f"{told}."


def _in_folder(sentence: str, folder: str) -> str:
    """A sentence with the folder it speaks of said shortly before its last mark, when it speaks of one."""
    return f"{sentence[:-1]} (in {short_folder(folder)}){sentence[-1]}" if folder else sentence


def _named(name: str) -> str:
    """A file by its name, a game's save after its game's title (its kind of table is in its name): "Ancient Arts:
    Kenpo Masters, kenpo-hotseat-campaign.jsonl"."""
    if not name.endswith(CAMPAIGN_SAVE):
        return name
    ruleset_id = name.removesuffix(CAMPAIGN_SAVE).partition("-")[0]
    title = next((entry.title for entry in GAMES if entry.id == ruleset_id), None)
    return name if title is None else f"{title}, {name}"


def short_folder(folder: str) -> str:
    """A folder as said shortly: under the player's home, from ~."""
    home = os.path.expanduser("~")
    return "~" + folder[len(home):] if home not in ("", "~", os.sep) and folder.startswith(home + os.sep) else folder
