"""The command line's parser (play, screenshot, autoplay, verify, bench), built one sub-command at a time (see
CONTRACTS.md; game/cli/arguments.py reads a plain `play` without it, and game/__main__.py runs what they ask). The
tools' sub-commands are theirs (game/tools/commands.py): game/__main__.py hands them in, and this parser adds them
beside `play`, knowing none of them."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from types import SimpleNamespace
from typing import Any, NoReturn

from game.cli.arguments import UsageError, window_size

Size = Callable[[str], tuple[int, int]]  # the command line's reading of a window's size (WxH), given to the options
AddCommand = Callable[[Any, Size], None]  # adds one sub-command, with its options, to the sub-parsers given


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


def parser(tools: Mapping[str, AddCommand], command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, `play` and the `tools`' sub-commands; given the sub-command asked for, with that one
    alone (building all five costs a launch about a millisecond), else with every one (the help, a mistyped
    command)."""
    whole = _Parser(prog="martial-masters", description="Martial Masters card games.")
    sub = whole.add_subparsers(dest="command")
    every = {"play": _add_play, **tools}
    for name, add in every.items():
        if command not in every or name == command:
            add(sub, _size)
    return whole


def read(tools: Mapping[str, AddCommand], arguments: Sequence[str]) -> SimpleNamespace:
    """What the command line asks for (its `command` and options) as `main` runs it: the parser of the sub-command
    asked for reads it; raises UsageError for bad input (and SystemExit after printing the help). Each parser is
    built once per process (a few milliseconds; `main` may be called many times) and reads every line alike: it
    keeps nothing of the lines it read."""
    asked = arguments[0] if arguments and arguments[0] in ("play", *tools) else None
    built = _BUILT.get(asked)
    if built is None or built[0] is not tools:
        built = _BUILT[asked] = (tools, parser(tools, asked))
    return SimpleNamespace(**vars(built[1].parse_args(arguments)))


_BUILT: dict[str | None, tuple[Mapping[str, AddCommand], argparse.ArgumentParser]] = {}  # by the sub-command asked
# for (None: every one), with the tools' sub-commands it was built with


def _add_play(sub: Any, size: Size) -> None:
    play = sub.add_parser("play", help="open the window on the main menu (the default)")
    play.add_argument("--fullscreen", action="store_true", default=None,
                      help="open full screen (default: as the window was last left)")
    play.add_argument("--size", type=size, default=None, metavar="WxH",
                      help="the window's size (default: as it was last left, first 1280x720 or what fits the screen)")
