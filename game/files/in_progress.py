"""A game saved in the middle as the menu names it: its Continue button and the line beside it.

The menu reads this before its first frame, so it stays light: each game's files (game.files.<family>'s
`in_progress`) build these from its save files' times and plain text, before anything of the game itself is loaded.
"""

from __future__ import annotations

import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.files import writer
from game.files.paths import campaign_path

if TYPE_CHECKING:
    from datetime import date


class InProgress:
    """A game of this family saved in the middle: which ruleset, a line that names it for the player (how far along
    it is, when that can be read without loading the game), and a short name for its Continue button ("Kai"). A plain
    class: a NamedTuple compiles code for itself and for each field's type at start-up, a tenth of a millisecond."""

    __slots__ = ("ruleset_id", "line", "name", "damaged")

    def __init__(self, ruleset_id: str, line: str, name: str = "", damaged: bool = False) -> None:
        self.ruleset_id = ruleset_id
        self.line = line
        self.name = name
        self.damaged = damaged  # its save cannot be continued: `line` says so and what was kept, with no Continue


def unsound(path: Path, what: str) -> InProgress | None:
    """The save at `path` of the game `what` names ("Hot-seat duel") when it cannot be continued (game.files.peek's
    `damage`): set aside at once under a new name (game.files.damaged), as its Continue would have, and named as
    damaged, with what was kept, never offered to continue. None for a save that looks whole."""
    from game.files.peek import damage  # here: a menu with no game in progress shows its first frame without it

    problem = damage(path)
    if problem is None:
        return None
    from game.files.damaged import put_aside

    return InProgress("", f"{what}: its save {problem} and cannot be continued. {put_aside(path)[0]}", damaged=True)


def saved_stamp(path: Path) -> float | None:
    """When the save at `path` was written (its file's time), once a write of it still waiting is done
    (game.files.writer); None when there is none, and when what is there is no file (a folder: the start-up
    notices tell it, and a Continue for it would open nothing)."""
    writer.wait_for(path)
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime if stat.S_ISREG(info.st_mode) else None


def saved_at(stamp: float, today: date | None = None) -> str:
    """When a save was written (a file's time), as every game's Continue line says it: the time of day ("04:07")
    when it was `today` (by default the day it is), else the day ("26 Nov", with the year when another: "26 Nov
    2025"); a time no calendar of this system holds (a file dated in the year 11476) is "at an unknown time"."""
    from datetime import date, datetime  # here: a menu with no game in progress shows its first frame without it

    try:
        when = datetime.fromtimestamp(stamp)
    except (ValueError, OverflowError, OSError):
        return "at an unknown time"
    today = today or date.today()
    if when.date() == today:
        return f"{when:%H:%M}"
    return f"{when:%d %b}" if when.year == today.year else f"{when:%d %b %Y}"


def whose_turn(chairs: object, seat: int, name: str, noun: str = "turn") -> str:
    """Whose turn a game in progress waits for, from the chairs its save's notes keep ({"kind": ...} each):
    "your turn" when one person plays against computers and it is theirs, "the computer's turn", else "Ana's turn"
    by the seat's `name`; "" when the notes do not say. A `noun` other than "turn" ("move": a seat answering in
    another's turn) is said in its place."""
    if not isinstance(chairs, list) or not 0 <= seat < len(chairs) or not all(isinstance(c, dict) for c in chairs):
        return ""
    people = [k for k, chair in enumerate(chairs) if chair.get("kind") != "computer"]
    if chairs[seat].get("kind") == "computer":
        return f"the computer's {noun}"
    return f"your {noun}" if people == [seat] else f"{name}'s {noun}"


KIND_NAMES = {None: "", "computer": "v. computer", "hotseat": "hot-seat"}  # a game of each kind of table
# (game.files.kinds) as Continue names it; None: one saved before the kinds were kept apart and not filed since


def of_each_kind(ruleset_id: str, what: str, noun: str, progress: Callable[[Path], str | None],
                 unkinded: str = "") -> list[InProgress]:
    """The game in progress of each kind of table (against the computer, at one screen) of a game that keeps one of
    each: how far along it is (`progress`, read without loading it), else when it was saved ("A duel, saved ..." by
    its `noun`), under the key `<ruleset_id>:<kind>` and named by its kind; one saved before the kinds were kept
    apart under `<ruleset_id>`, named `unkinded`; a damaged one named by `what` ("Duel (hot-seat)")."""
    found = []
    for kind, name in KIND_NAMES.items():
        path = campaign_path(ruleset_id, kind)
        stamp = saved_stamp(path)
        if stamp is None:
            continue
        hurt = unsound(path, f"{what} ({name})" if name else what)
        if hurt is not None:
            found.append(hurt)
            continue
        found.append(InProgress(f"{ruleset_id}:{kind}" if kind else ruleset_id,
                                progress(path) or f"A {noun}, saved {saved_at(stamp)}", name or unkinded))
    return found
