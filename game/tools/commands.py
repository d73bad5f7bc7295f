"""The tool commands of the command line (screenshot, autoplay, verify, bench and bench --levels; see CONTRACTS.md):
each one's options, which the command line's parser adds (game/cli/parser.py), and its run (`run`, called by
game/__main__.py). This module is the command line's one door to game.tools.

Tools read what they are given and never write the player's saves, records or settings; they draw and time with the
default settings, whatever the player has set (screenshot at the text size its --text-size names, held in memory).
Input a tool cannot use (an unknown ruleset, a bad --out, a mode the game does not have) is Refused: the command line
says it in one line and exits 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

LEVEL_GAMES = 200  # bench --levels: games per pairing
IMAGE_SUFFIXES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")
Size = Callable[[str], tuple[int, int]]  # the command line's reading of a window's size (WxH), given to the options


class Refused(Exception):
    """Input a tool cannot use, said to the user as it is: one line, exit 2."""


def run(args: SimpleNamespace) -> int:
    """Runs the tool the command line asked for (`args.command`, with its options as its parser read them) and gives
    its exit code; raises Refused for input it cannot use."""
    return RUNS[args.command](args)


def _tool_run(name: str, text_size: str | None = None) -> None:
    """Makes the user folder read-only for this run and draws and times with the default settings (at `text_size`,
    a key of settings.TEXT_SCALES, where given), put in force in memory only."""
    from game.files import settings, storage

    storage.set_read_only(f"{name} never writes the user folder")
    settings.use(settings.Settings() if text_size is None else settings.Settings(text_size=text_size))


def _known_ruleset(ruleset_id: str) -> str:
    from game import rulesets

    if ruleset_id not in rulesets.known():
        raise Refused(f"unknown ruleset {ruleset_id!r}; this build plays: {', '.join(rulesets.known())}")
    return ruleset_id


def _screenshot(args: SimpleNamespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    _tool_run("screenshot", args.text_size)
    out = _output_file(args.out)
    ruleset_id = _known_ruleset(args.ruleset)
    if args.steps < 0 or args.tabs < 0:
        raise Refused("--steps and --tabs cannot be negative")
    import tempfile

    from game.tools.screenshot import ShotError, render

    with tempfile.TemporaryDirectory(prefix="martial-masters-shot-") as private:
        drawn = Path(private) / f"shot{out.suffix.lower() or '.png'}"
        try:
            render(ruleset_id, args.scene, drawn, args.seed, args.steps, args.size, args.seat, args.players,
                   args.tabs, args.pick)
        except ShotError as error:
            raise Refused(str(error)) from None
        _deliver(drawn, out)
    print(f"screenshot {out}")
    return 0


def _output_file(raw: str) -> Path:
    """The --out file, refused in one line when it cannot be one: empty, a folder, too long, not an image name."""
    if not raw.strip():
        raise Refused("--out needs a file name, like shot.png")
    if "\0" in raw:
        raise Refused("--out holds a NUL character")
    out = Path(raw)
    try:
        folder = out.is_dir()
    except OSError as error:  # a name too long for the system, a loop of links
        from game.files.storage import reason

        raise Refused(f"--out cannot name a file here ({reason(error)})") from None
    if raw.endswith(("/", os.sep)) or folder:
        raise Refused(f"--out {raw} is a folder; give a file name inside it, like {out / 'shot.png'}")
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise Refused(f"--out {raw} must end in .png (or {', '.join(IMAGE_SUFFIXES[1:])})")
    return out


def _deliver(drawn: Path, out: Path) -> None:
    """Copies the rendered image to --out; any failure here is the output file's, said in one line."""
    import shutil

    from game.files.storage import reason

    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(drawn, out)
    except OSError as error:
        raise Refused(f"{out}: cannot be written ({reason(error)})") from None


def _autoplay(args: SimpleNamespace) -> int:
    _tool_run("autoplay")
    from game.tools import autoplay

    ruleset_id = _known_ruleset(args.ruleset)
    if args.games < 1:
        raise Refused("--games must be at least 1")
    from game.engine.core import ScenarioError

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    options = {key: value for key, value in (("mode", args.mode), ("seats", args.players)) if value is not None}
    try:
        return autoplay.run(ruleset_id, args.games, args.seed, bots, args.check, sys.stdout, options)
    except ScenarioError as error:  # a mode or a number of seats the game does not have
        raise Refused(str(error)) from None
    except autoplay.BotError as error:
        raise Refused(str(error)) from None


def _verify(args: SimpleNamespace) -> int:
    _tool_run("verify")
    from game.files import saves
    from game.tools.verify import verify

    if not args.file:  # Path("") would be the current folder, told as "is a folder"
        raise Refused("verify needs the name of a saved game's file; the name given is empty")
    try:
        print(verify(Path(args.file)))
    except saves.SaveError as error:
        raise Refused(str(error)) from None
    return 0


def _bench(args: SimpleNamespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    _tool_run("bench")
    from game.tools import bench

    if not args.levels and (args.games is not None or args.ruleset is not None):
        raise Refused("bench: --games and --ruleset go with --levels")
    if args.levels:
        from game.tools import levels

        games = LEVEL_GAMES if args.games is None else args.games
        if games < 1:
            raise Refused("bench: --games must be at least 1")
        ruleset_id = None if args.ruleset is None else _known_ruleset(args.ruleset)
        if ruleset_id is not None and next(levels.tables(ruleset_id), None) is None:
            raise Refused(f"bench: {ruleset_id} has no table of several seats")
        levels.run(games, sys.stdout, ruleset_id)
        return 0
    return bench.run(args.quick, sys.stdout)


RUNS: dict[str, Callable[[SimpleNamespace], int]] = {
    "screenshot": _screenshot, "autoplay": _autoplay, "verify": _verify, "bench": _bench,
}

def _add_screenshot(sub: Any, size: Size) -> None:
    from game.files.settings import TEXT_SCALES, Settings

    shot = sub.add_parser("screenshot", help="render one frame of a scene to a PNG, headless", add_help=False,
                          formatter_class=argparse.RawDescriptionHelpFormatter,
                          description="Renders one frame of a scene of a game, headless (no window opens): the game\n"
                                      "started with seed N, after K commands chosen by the strongest bot of each\n"
                                      "seat, as seat P sees it.")
    shot.add_argument("-h", "--help", action=_SceneHelp, nargs=0, help="show this help, with every scene, and exit")
    shot.add_argument("--ruleset", required=True, metavar="R", help="the game: its ruleset id (listed below)")
    shot.add_argument("--scene", required=True, metavar="NAME", help="the scene to draw (listed below)")
    shot.add_argument("--out", required=True, metavar="FILE.png", help="where to write the picture")
    shot.add_argument("--seed", type=int, default=1, metavar="N",
                      help="the seed of the game the scene shows (default 1): the same seed, the same picture")
    shot.add_argument("--steps", type=int, default=0, metavar="K",
                      help="commands played before the picture (default 0, the start); a scene that needs a moment "
                           "to show (a card held over the table, a hint, a Break) plays on until it comes")
    shot.add_argument("--size", type=size, default=(1280, 720), metavar="WxH",
                      help="the window's size in pixels (default 1280x720)")
    shot.add_argument("--text-size", type=str.lower, choices=tuple(TEXT_SCALES), default=Settings.text_size,
                      metavar="NAME",
                      help=f"the text size the picture is drawn at, as Settings names them: {', '.join(TEXT_SCALES)} "
                           f"(default {Settings.text_size}); the player's own settings are neither read nor written")
    shot.add_argument("--seat", type=int, default=0, metavar="P",
                      help="whose view the picture shows, at a game of several seats (default 0, the first)")
    shot.add_argument("--players", type=int, default=None, metavar="N",
                      help="the number of seats, where the game allows several (master: 2 to 6)")
    shot.add_argument("--tabs", type=int, default=0, metavar="T",
                      help="Tab pressed T times before the picture (default 0): the keyboard's focus is shown "
                           "(at a table it goes through the hand's cards first, a card in focus read enlarged, "
                           "then the buttons)")
    shot.add_argument("--pick", action="store_true",
                      help="Enter pressed after the Tabs: at a table, the card in focus is picked up by the "
                           "keyboard and pointed at the first place it may go, lit with its forecast")


def _add_autoplay(sub: Any, size: Size) -> None:
    auto = sub.add_parser("autoplay", help="play whole games bot against bot (or the solo bot), headless")
    auto.add_argument("--ruleset", required=True)
    auto.add_argument("--games", type=int, default=100)
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--bots", default="", help="bot levels, one or one per seat (default: the strongest)")
    auto.add_argument("--check", action="store_true")
    auto.add_argument("--mode", default=None, help="the table's mode, where a ruleset has several")
    auto.add_argument("--players", type=int, default=None, help="the number of seats, where the mode allows several")


def _add_verify(sub: Any, size: Size) -> None:
    verify = sub.add_parser("verify", help="load a saved game, refold it and print its hash")
    verify.add_argument("file")


def _add_bench(sub: Any, size: Size) -> None:
    bench = sub.add_parser("bench", help="run the benchmarks headless; the last line is key=value pairs")
    bench.add_argument("--quick", action="store_true")
    bench.add_argument("--levels", action="store_true",
                       help="play the level table alone: each stronger computer level against a weaker one at every "
                            "table of several seats")
    bench.add_argument("--games", type=int, default=None, metavar="N",
                       help=f"with --levels, games per pairing (default {LEVEL_GAMES})")
    bench.add_argument("--ruleset", default=None, metavar="R", help="with --levels, that ruleset's tables only")


# Each tool's options, added to the command line's parser: (its sub-parsers, the command line's reading of a size).
SUB_COMMANDS: dict[str, Callable[[Any, Size], None]] = {
    "screenshot": _add_screenshot, "autoplay": _add_autoplay, "verify": _add_verify, "bench": _add_bench,
}


class _SceneHelp(argparse.Action):
    """screenshot --help: the options, then every scene of every ruleset of the registry. The list is made only
    when asked for, since it imports every game's scenes."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: object, values: object,
                 option_string: str | None = None) -> None:
        from game.games import ids
        from game.tools.screenshot import scene_names

        rows = [f"  {ruleset_id}: {', '.join(scene_names(ruleset_id))}" for ruleset_id in ids()]
        parser.epilog = ("scenes, by ruleset (menu, rules and settings belong to no game: any ruleset shows them;\n"
                         "records is Records at the ruleset's own tab, over a lived-in record book made for the\n"
                         "picture; history is the panel over the game's table after K commands; replay is the whole\n"
                         "game watched again, standing at move K; table is the game's table once it waits for\n"
                         "seat P, hint that table with its Hint shown and glossary that table with a card's numbers\n"
                         "and keywords explained beside it; result is the end of the game the computer plays to\n"
                         "its end from the seed, with its summary; coach is that result's Where it turned, the three\n"
                         "moments seat P's choices cost most in a whole game it played at the weakest level, at\n"
                         "its K-th moment;\n"
                         "tutorial is the game's lesson at its step K;\n"
                         "puzzles is the game's Puzzles page, its puzzles listed with their goals, and puzzle\n"
                         "its K-th puzzle (from 1) opened at the game's table, waiting for the player;\n"
                         "curtain is the hand-over to seat P with its news since its last turn, and for udo and\n"
                         "kai, with no second player, the campaign between fights):\n")
        parser.epilog += "\n".join(rows)
        parser.print_help()
        parser.exit()
