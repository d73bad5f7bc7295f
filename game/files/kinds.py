"""The kinds of table a game keeps one game in progress of, as the registry names them (game.games, `tables`):
against the computer and at one screen (hot-seat) for a duel, and each other mode a game's table seats (Two-on-Two,
Army of One); Master's table is against the computer where a computer sits at it, else at one screen. Starting a game
of one kind never ends another kind's. A game with no kinds (a solo campaign) keeps one game in progress.

A kind is read from what a save's header holds (its table and notes, as plain values), so the menu names it from a
glance at the file and a save made before the kinds were kept apart (one per ruleset) is filed as the kind it is
(`settle_old_saves`).
"""

from __future__ import annotations

import os
import weakref
from pathlib import Path
from typing import Any

from game.files import storage
from game.files.paths import CAMPAIGN_SAVE, campaign_path, saves_dir

COMPUTER, HOTSEAT, TEAMS, ARMY = "computer", "hotseat", "2v2", "army"
DUELS = (COMPUTER, HOTSEAT, TEAMS, ARMY)  # the kinds of a game of several modes, in the order its Continue lists them
AGAINST = ("versus", "open")  # a table's mode in a save's notes that seats the computer (a table of two fighters)


def kinds(ruleset_id: str) -> tuple[str, ...]:
    """The kinds of table a ruleset keeps a game in progress of each; none when it keeps one."""
    from game.games import game

    return game(ruleset_id).tables


def kind_of(ruleset_id: str, table: Any, notes: Any) -> str | None:
    """The kind of table of a game of `ruleset_id` whose save's header holds `table` and `notes`: its table's mode
    when that is one of its kinds (Two-on-Two), else against the computer when a computer sits at it (its notes'
    table), else at one screen; None for a ruleset that keeps one game in progress. Anything unreadable is filed as
    hot-seat, as the tables read it."""
    offered = kinds(ruleset_id)
    if not offered:
        return None
    mode = table.get("mode") if isinstance(table, dict) else None
    if isinstance(mode, str) and mode in offered:
        return mode
    kept = notes.get("table") if isinstance(notes, dict) else None
    chairs = kept.get("chairs") if isinstance(kept, dict) else None
    computers = isinstance(chairs, list) and any(isinstance(c, dict) and c.get("kind") == COMPUTER for c in chairs)
    return COMPUTER if computers or (isinstance(kept, dict) and kept.get("mode") in AGAINST) else HOTSEAT


def chosen_kind(ruleset_id: str, table: dict[str, Any]) -> str:
    """The kind of table a set-up's choices make, `table` being what the game will keep of its table in its notes
    (its mode, its chairs): Continue and the question before replacing are of that kind's game in progress, and a
    game of another kind stays."""
    return kind_of(ruleset_id, table, {"table": table}) or HOTSEAT


_UNFILED: weakref.WeakSet[Any] = weakref.WeakSet()  # the sessions continued from a save of before the kinds


def continued(session: Any, path: Path) -> None:
    """Notes that `session` was continued from the save at `path`: from the ruleset's one name of before the kinds
    were kept apart (a save left there, its kind's name being taken), it goes on being saved there."""
    if path == campaign_path(session.ruleset.id):
        _UNFILED.add(session)


def path_of(session: Any) -> Path:
    """Where a session's game in progress is saved: its ruleset's file of its kind of table; the ruleset's one name
    of before the kinds were kept apart for a game continued from there (`continued`), never over the newer game of
    its kind, and while something that is no file (a folder) stands in its kind's file's place: a file of its own,
    where it goes on being saved (and continued from) rather than nowhere."""
    rules_id = session.ruleset.id
    if session in _UNFILED:
        return campaign_path(rules_id)
    return save_place(rules_id, kind_of(rules_id, session.table.start_options(), session.notes))


def save_place(rules_id: str, kind: str | None = None) -> Path:
    """Where a new game of `kind` at the ruleset's table is saved: its kind's file, or the ruleset's one name of
    before the kinds were kept apart while something that is no file (a folder) stands in its kind's file's place."""
    path = campaign_path(rules_id, kind)
    return campaign_path(rules_id) if blocked(path) else path


def blocked(path: Path) -> bool:
    """Whether something that is no file (a folder, a pipe, a link to nothing) stands where a save goes."""
    return os.path.lexists(path) and not os.path.isfile(path)


def settle_old_saves(folder: Path | None = None) -> list[str]:
    """Files each game in progress saved before the kinds were kept apart ("kenpo-campaign.jsonl") under the name of
    its kind, read from its header (game.files.peek); one whose kind's name is taken, or whose header cannot be
    read, is left as it is (Continue explains a damaged one). Messages for the player, one line each. Only the copy
    that owns the user folder calls it."""
    folder = folder or saves_dir()
    messages: list[str] = []
    from game.games import GAMES

    for ruleset_id in (entry.id for entry in GAMES if entry.tables):
        old = folder / f"{ruleset_id}{CAMPAIGN_SAVE}"
        if not os.path.lexists(old):
            continue
        from game.files.peek import peek  # here: only an old save needs its header read

        found = peek(old, ())
        if found is None:
            continue
        header = found[0]
        kind = kind_of(ruleset_id, header.get("table"), header.get("notes"))
        target = folder / f"{ruleset_id}-{kind}{CAMPAIGN_SAVE}"
        problem = _filed(old, target)
        if problem is not None:
            messages.append(f"{old}: {problem}")
    return messages


def _filed(old: Path, target: Path) -> str | None:
    """Gives the file at `old` the name `target`, never over another file; what kept it from it, or None."""
    try:
        if blocked(target):
            return (f"{target.name} is {storage.kind_of(os.lstat(target).st_mode)}, not a save, so this game keeps "
                    f"its old name and goes on being saved there; move {target.name} away")
        if os.path.lexists(target) and not os.path.samefile(old, target):
            return f"a game of the same kind is in progress ({target.name}), so this older one was left as it is"
        if not os.path.lexists(target):
            os.rename(old, target)  # the name was seen free: a kill leaves the one name or the other
        else:
            os.unlink(old)  # filed already, when a kill came before the old name went
    except OSError as error:
        return f"it could not be filed as {target.name} ({storage.reason(error)})"
    return None
