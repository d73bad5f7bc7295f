"""The command line: play (default), screenshot, autoplay, verify (see CONTRACTS.md).

Only `play` writes the user folder, and only the copy that owns it (game/files/userlock.py); a second copy, and every
tool (screenshot, autoplay, verify, bench), runs read-only: nothing of the player's is written, moved or removed.
The tools' options and runs are theirs: the command line reaches them through one door, game/tools/commands.py.
Bad arguments and unusable files answer in one line with exit 2; a bug writes its traceback to a crash log of its
own (never following a link planted at its name) and exits 1.
"""

from __future__ import annotations

import gc
import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType, SimpleNamespace

from game.cli.arguments import UsageError, plain_play

EXIT_OK, EXIT_BUG, EXIT_BAD_INPUT = 0, 1, 2


def _play(args: SimpleNamespace) -> int:
    gc.disable()  # until the first frame is shown (game.app.after_first_frame), see there
    from game import app  # here, not at the top: the tools never import the window's code

    try:
        folder_problems = _claim_user_folder()
        problems = app.run(args.size, args.fullscreen)
    except app.NoDisplay as error:
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    finally:
        gc.enable()
    if problems:  # already shown in the window; a script or a terminal reads them here
        print("martial-masters: " + "\n".join(problems), file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_BAD_INPUT if folder_problems else EXIT_OK


def _claim_user_folder() -> list[str]:
    """Makes this copy the owner of the user folder, or read-only with a notice when it cannot be: the folder is
    unusable (a file, not writable) or another copy owns it. Then the owner tidies up after a killed copy: stale
    temporary files go, and a finished campaign whose record was not yet written is recorded.
    Returns the folder's problems (each already told on stderr and kept in storage.notices())."""
    from game.files import adopt, paths, storage, userlock

    problems = paths.user_folder_problems()
    for problem in problems:
        storage.notice(problem)
    if problems:
        storage.set_read_only("the user folder cannot be used")
        return problems
    claim = userlock.claim()
    if not claim.owned:
        storage.notice(claim.message or "another copy of Martial Masters owns the user folder")
        storage.set_read_only(userlock.READ_ONLY)
        userlock.watch()
        return []
    if os.path.isdir(adopt.others()):  # what second copies closed before this one made: theirs joins the folder
        for message in adopt.adopt_free(adopt.NEWER_WINS):
            storage.notice(message)
    if _an_old_save_waits(paths.saves_dir()):  # rare: a game saved before the kinds of table were kept apart
        from game.files import kinds

        for message in kinds.settle_old_saves():
            storage.notice(message)
    problems = paths.user_file_problems()
    for problem in problems:
        storage.notice(problem)
    for folder in (paths.saves_dir(), paths.finished_dir(), paths.records_path().parent, paths.config_dir()):
        storage.remove_stale_temporaries(folder)
    if _a_finished_campaign_waits(paths.saves_dir()):  # rare: the card models load only then, not at every start
        from game.play.campaign import record_finished_saves

        for message in record_finished_saves():
            storage.notice(message)
    return problems


def _an_old_save_waits(folder: Path) -> bool:
    """Whether a duel's save is named as before each kind of table kept its own ("kenpo-campaign.jsonl")."""
    from game.files import paths
    from game.games import GAMES

    old = {f"{entry.id}{paths.CAMPAIGN_SAVE}" for entry in GAMES if entry.tables}
    return any(path.name in old for path in paths.campaign_saves(folder))


def _a_finished_campaign_waits(folder: Path) -> bool:
    """Whether a save's header says its campaign ended (a game killed before it recorded it), read cheaply."""
    from game.files import paths, reading, storage

    for path in paths.campaign_saves(folder):
        from game.engine import safejson  # here: a launch with no game in progress reads no JSON

        try:
            header = safejson.loads(reading.first_line(path, 64 * 1024 * 1024))
        except (storage.StorageError, safejson.JsonError, OSError):
            continue
        notes = header.get("notes") if isinstance(header, dict) else None
        if isinstance(notes, dict) and "ended" in notes:
            return True
    return False


def _tools() -> ModuleType:
    """The command line's one door to the tools (game/tools/commands.py): their sub-commands' options and runs."""
    from game.tools import commands

    return commands


def _tool(args: SimpleNamespace) -> int:
    """A tool's command (screenshot, autoplay, verify, bench), run through the tools' door; what a tool refuses is
    bad input."""
    commands = _tools()
    try:
        return commands.run(args)
    except commands.Refused as error:
        raise UsageError(str(error)) from None


COMMANDS = {"play": _play}  # every other command is a tool's (_tool)


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # a PyInstaller build: its thinking process (game/scenes/worker.py) starts
        import multiprocessing  # here, and freeze_support runs it and never returns (from source, it does nothing)

        multiprocessing.freeze_support()
    _give_streams_to_a_windowed_build()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0].startswith("-") and arguments[0] not in ("-h", "--help"):
        arguments.insert(0, "play")
    try:
        args = plain_play(arguments) or _parsed(arguments)
    except SystemExit as stop:
        return EXIT_OK if stop.code == 0 else EXIT_BAD_INPUT
    except UsageError as error:
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        return COMMANDS.get(args.command, _tool)(args)
    except UsageError as error:
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as error:
        if not _bad_data_file(error):
            return _report_bug()
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    finally:
        _leave_user_folder()


def _parsed(arguments: list[str]) -> SimpleNamespace:
    """Any command line but a plain play, read by the parser (argparse is imported only for it) with the tools'
    sub-commands."""
    from game.cli.parser import read

    return read(_tools().SUB_COMMANDS, arguments)


def _leave_user_folder() -> None:
    """Finishes every write still waiting (game.files.writer), then hands the user folder back and lifts read-only, so
    `main` called again in one process starts afresh. A write that failed in a way its code did not expect (a bug)
    is reported as any bug is, and the folder is handed back all the same. A second copy tries the folder a last time
    first: if the copy that owned it has closed, what was played here is written now."""
    writer, userlock = sys.modules.get("game.files.writer"), sys.modules.get("game.files.userlock")
    if userlock is not None:
        userlock.take_over()
    if writer is not None:
        try:
            writer.wait_for()
        except Exception:  # noqa: BLE001 - told to the player and logged, in main's last step
            _report_bug()
    storage = sys.modules.get("game.files.storage")
    if userlock is not None:
        userlock.release()
    if storage is not None:
        storage.set_read_only(None)


def _bad_data_file(error: Exception) -> bool:
    """A bad card, level or user file: one message and exit 2. The loaders' error types are looked up, not imported,
    since importing them would load pydantic and the card models before the menu's first frame."""
    kinds = [getattr(sys.modules.get(module), name, None)
             for module, name in (("game.content.loader", "ContentError"), ("game.layout", "LayoutError"),
                                  ("game.files.storage", "StorageError"))]
    return any(isinstance(kind, type) and isinstance(error, kind) for kind in kinds)


def _give_streams_to_a_windowed_build() -> None:
    """A windowed executable (Windows, the macOS app) started without a console has no stdout or stderr: they are
    None, and writing to them would fail. Give them the null device, so every command still runs."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # open for the rest of the run


def _report_bug() -> int:
    text = traceback.format_exc()
    path = _crash_log(text)
    where = str(path) if path else "(no log file could be written; details follow)\n" + text
    print(f"martial-masters: something went wrong inside the game. Details were written to {where}",
          file=sys.stderr)
    return EXIT_BUG


def _crash_log(text: str) -> Path | None:
    """Writes `text` to a new crash log: in the logs folder (the system's temporary folder for tools, which never
    touch the user folder, or when that fails). The name is unique (time, process, a counter) and the file is
    created exclusively without following links, so a second crash never shares a file and a link planted at the
    name is never written through."""
    import tempfile
    from datetime import datetime

    from game.files import storage

    folders: list[Path] = []
    if storage.read_only() is None:
        from game.files.paths import logs_dir

        folders.append(logs_dir())
    folders.append(Path(tempfile.gettempdir()))
    stamp = f"crash-{datetime.now():%Y%m%d-%H%M%S}-{os.getpid()}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    data = text.encode("utf-8", errors="replace")
    for folder in folders:
        for number in range(100):
            path = folder / (f"{stamp}.log" if number == 0 else f"{stamp}-{number}.log")
            try:
                handle = os.open(path, flags, 0o600)
            except FileExistsError:
                continue
            except OSError:
                break  # this folder cannot take it (a link at the name raises ELOOP/EEXIST): the next folder
            try:
                with os.fdopen(handle, "wb") as out:
                    out.write(data)
            except OSError:
                break
            return path
    return None


if __name__ == "__main__":
    sys.exit(main())
