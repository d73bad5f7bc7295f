"""Where the game's files are: bundled data (source tree or frozen app) and the player's folders."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

from game.files.places import HOME_VARIABLE, home, inside, place


def bundle_root() -> Path:
    """The folder holding assets/ and levels/, found the same way from source, the one-folder app and the single file.

    PyInstaller names it in `sys._MEIPASS`: the one-folder app's `_internal/`, or the folder the single file
    unpacks itself into (deleted when it exits, so nothing of the player's is ever written there: see
    `_user_dir`). From source it is the checkout, the folder above `game/`.
    """
    unpacked = getattr(sys, "_MEIPASS", None)
    if unpacked:
        return Path(unpacked)
    if getattr(sys, "frozen", False):  # frozen by another tool: the data sits beside the executable
        return Path(sys.executable).resolve().parent
    return _checkout()


@cache
def _checkout() -> Path:
    """The folder above `game/`, found once (resolving it walks every folder of the path)."""
    return Path(__file__).resolve().parents[2]


def asset(*parts: str) -> Path:
    return bundle_root().joinpath("assets", *parts)


def level(name: str) -> Path:
    return bundle_root() / "levels" / name


def _user_dir(kind: str) -> Path:
    """The player's folder for `kind`: the platform's user folders, never beside the executable or in the bundle.

    Never raises: a folder that cannot be made is reported once as a notice (see `user_folder_problems`), and
    the reads and writes that follow fail one by one with a message naming their file."""
    return _ensure(place(kind))


def saves_dir() -> Path:
    return _ensure(inside(_user_dir("data"), "saves"))


def decks_dir(family: str) -> Path:
    """The folder of a game family's named decks (game.files.decks), one plain-text file per deck."""
    return _ensure(inside(_user_dir("data"), "decks", family))


def finished_dir() -> Path:
    """The finished games kept for Replays (game.files.finished)."""
    return _ensure(inside(_user_dir("data"), "finished"))


def config_dir() -> Path:
    return _user_dir("config")


def logs_dir() -> Path:
    return _user_dir("logs")


def _ensure(path: Path) -> Path:
    """Makes the folder when this copy may write; a problem becomes one notice, never an exception."""
    from game.files import storage

    if storage.read_only() is None:
        problem = _folder_problem(path)
        if problem is not None:
            storage.notice(problem)
    return path


def _folder_problem(path: Path) -> str | None:
    if str(path).startswith("~"):  # HOME_VARIABLE's "~name" of no user here: never made as a folder of that name
        return f"{path}: {path.parts[0]} names no home folder on this computer{_blame()}; nothing can be saved"
    if os.path.isdir(path):  # most often: one look, where making it would fail and look again
        return None
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        if os.path.islink(path):
            return (f"{path}: is a link to {os.readlink(path)}, which is not a folder that exists{_blame()}; "
                    f"nothing can be saved")
        return f"{path}: is a file where the game keeps a folder{_blame()}; nothing can be saved"
    except OSError as error:
        from game.files.storage import reason

        return f"{path}: the folder cannot be made ({reason(error)}){_blame()}; nothing can be saved"
    return None


def _blame() -> str:
    return f" (set by {HOME_VARIABLE})" if os.environ.get(HOME_VARIABLE) else ""


def user_folder_problems() -> list[str]:
    """What keeps the game from saving in the user folders, one line each: a folder that is a file, one that
    cannot be made, one that cannot be written. Empty when all is well. Makes the folders; writes a probe."""
    named = home()
    if named and os.path.lexists(named) and not os.path.isdir(named):
        return [f"{named}: is a file, not a folder (set by {HOME_VARIABLE}); nothing can be saved"]
    problems: list[str] = []
    data = place("data")
    for folder in (data, data / "saves", place("config"), place("logs")):
        problem = _folder_problem(folder)
        if problem is None:
            problem = _write_problem(folder)
        if problem is not None:
            problems.append(problem)
            if folder == data:
                break  # the folders inside it fail for the same reason
    return problems


def _write_problem(folder: Path) -> str | None:
    import tempfile

    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        from game.files.storage import reason

        return f"{folder}: the folder cannot be written ({reason(error)}){_blame()}; nothing can be saved"
    return None


def user_file_problems() -> list[str]:
    """The player's files that are something else than a file where the game keeps one (a folder, a pipe), one
    line each: the settings, and every name of the game's own files in the data folder and the saves folder (the
    record book, the puzzles solved, each game in progress, a tournament and its match). Saving to those fails (and
    is told again) while the rest of the game goes on; a deck's is told where the decks are listed."""
    problems: list[str] = []
    for path in (settings_path(), *_own_files(_user_dir("data")), *_own_files(saves_dir())):
        try:
            if os.path.islink(path) and not os.path.exists(path):
                problems.append(f"{path}: is a link to {os.readlink(path)}, which does not exist; move it away")
            elif os.path.lexists(path) and not path.is_file():
                problems.append(f"{path}: is not a file, so it cannot be read or saved; move it away")
        except OSError:
            continue
    return problems


def _own_files(folder: Path) -> list[Path]:
    """The entries of `folder` named as the game's own JSON files ("records.json", "udo-campaign.jsonl") and their
    locks ("records.json.lock": with a folder there, no record could be added), sorted; a temporary file of a write
    (".records.json.x1y2z3a4.tmp") or a file set aside ("records.json.bak") is not."""
    from game.files import storage

    return sorted(folder / name for name in storage.names(folder)
                  if name.endswith((".json", ".jsonl", ".lock")) and not name.startswith("."))


def settings_path(made: bool = True) -> Path:
    """The player's settings (game.files.settings); with `made` False, where they go without making or checking the
    folder (a write handed to the writer's thread, which makes it, keyed by it)."""
    return inside(config_dir() if made else place("config"), "settings.json")


def records_path() -> Path:
    """The record book of finished campaigns."""
    return inside(_user_dir("data"), "records.json")


def solved_path() -> Path:
    """The puzzles the player has solved (game.files.solved)."""
    return inside(_user_dir("data"), "puzzles-solved.json")


CAMPAIGN_SAVE = "-campaign.jsonl"  # after a ruleset's id, and the kind of table (game.files.kinds) where it has several


def campaign_path(ruleset_id: str, kind: str | None = None) -> Path:
    """Where the game in progress of a ruleset is saved: of each kind of table it is played at ("kenpo-hotseat-…"),
    or its one game in progress ("udo-…", and every game's before the kinds were kept apart)."""
    return inside(saves_dir(), f"{ruleset_id}-{kind}{CAMPAIGN_SAVE}" if kind else f"{ruleset_id}{CAMPAIGN_SAVE}")


def campaign_saves(folder: Path) -> list[Path]:
    """The entries of `folder` named as campaigns in progress (files, or anything else by mistake; a second copy's
    own with them: game.files.storage.names), sorted; none when the folder cannot be listed. Matched by their
    ending, not by a glob pattern, whose compiling cost the first frame a few tenths of a millisecond."""
    from game.files import storage

    return sorted(folder / name for name in storage.names(folder) if name.endswith(CAMPAIGN_SAVE))


def lock_path() -> Path:
    """The file whose lock says which copy of the game owns the user folder (it holds the owner's pid)."""
    return inside(_user_dir("data"), "martial-masters.lock")
