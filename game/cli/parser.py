"""The command line's parser (play, screenshot, autoplay, verify, bench), built one sub-command at a time (see
CONTRACTS.md; game/cli/arguments.py reads a plain `play` without it, and game/__main__.py runs what they ask)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any, NoReturn

from game.cli.arguments import UsageError, window_size

LEVEL_GAMES = 200  # bench --levels: games per pairing


def _size(text: str) -> tuple[int, int]:
    try:
        return window_size(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (its usage block would make two): "martial-masters: <what>"."""

    def error(self, message: str) -> NoReturn:
        where = self.prog.removeprefix("martial-masters").strip()
        raise UsageError(f"{where}: {message}" if where else message)


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; given the sub-command asked for, with that one alone (building all five costs a
    launch about a millisecond), else with every one (the help, a mistyped command)."""
    whole = _Parser(prog="martial-masters", description="Martial Masters card games.")
    sub = whole.add_subparsers(dest="command")
    for name, add in SUB_COMMANDS.items():
        if command not in SUB_COMMANDS or name == command:
            add(sub)
    return whole


def read(arguments: Sequence[str]) -> SimpleNamespace:
    """What the command line asks for (its `command` and options) as `main` runs it: the parser of the sub-command
    asked for reads it; raises UsageError for bad input (and SystemExit after printing the help)."""
    return SimpleNamespace(**vars(parser(arguments[0] if arguments else None).parse_args(arguments)))


def _add_play(sub: Any) -> None:
    play = sub.add_parser("play", help="open the window on the main menu (the default)")
    play.add_argument("--fullscreen", action="store_true", default=None,
                      help="open full screen (default: as the window was last left)")
    play.add_argument("--size", type=_size, default=None, metavar="WxH",
                      help="the window's size (default: as it was last left, first 1280x720)")


def _add_screenshot(sub: Any) -> None:
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
    shot.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH",
                      help="the window's size in pixels (default 1280x720)")
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


def _add_autoplay(sub: Any) -> None:
    auto = sub.add_parser("autoplay", help="play whole games bot against bot (or the solo bot), headless")
    auto.add_argument("--ruleset", required=True)
    auto.add_argument("--games", type=int, default=100)
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--bots", default="", help="bot levels, one or one per seat (default: the strongest)")
    auto.add_argument("--check", action="store_true")
    auto.add_argument("--mode", default=None, help="the table's mode, where a ruleset has several")
    auto.add_argument("--players", type=int, default=None, help="the number of seats, where the mode allows several")


def _add_verify(sub: Any) -> None:
    verify = sub.add_parser("verify", help="load a saved game, refold it and print its hash")
    verify.add_argument("file", type=Path)


def _add_bench(sub: Any) -> None:
    bench = sub.add_parser("bench", help="run the benchmarks headless; the last line is key=value pairs")
    bench.add_argument("--quick", action="store_true")
    bench.add_argument("--levels", action="store_true",
                       help="play the level table alone: each stronger computer level against a weaker one at every "
                            "table of several seats")
    bench.add_argument("--games", type=int, default=None, metavar="N",
                       help=f"with --levels, games per pairing (default {LEVEL_GAMES})")
    bench.add_argument("--ruleset", default=None, metavar="R", help="with --levels, that ruleset's tables only")


SUB_COMMANDS: dict[str, Callable[[Any], None]] = {
    "play": _add_play, "screenshot": _add_screenshot, "autoplay": _add_autoplay, "verify": _add_verify,
    "bench": _add_bench,
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
