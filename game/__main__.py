"""The command line: play (default), screenshot, autoplay, verify (see CONTRACTS.md)."""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

EXIT_OK, EXIT_BUG, EXIT_BAD_INPUT = 0, 1, 2


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2."""


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is outside 320x240..7680x4320")
    return width, height


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="martial-masters", description="Martial Masters card games.")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the window on the main menu (the default)")
    play.add_argument("--fullscreen", action="store_true")
    play.add_argument("--size", type=_size, default=(1280, 720))
    shot = sub.add_parser("screenshot", help="render one frame of a scene to a PNG, headless")
    shot.add_argument("--ruleset", required=True)
    shot.add_argument("--scene", required=True)
    shot.add_argument("--out", required=True, type=Path)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--steps", type=int, default=0)
    shot.add_argument("--size", type=_size, default=(1280, 720))
    shot.add_argument("--seat", type=int, default=0)
    shot.add_argument("--players", type=int, default=None, help="the number of seats, where the game allows several")
    auto = sub.add_parser("autoplay", help="play whole games bot against bot (or the solo bot), headless")
    auto.add_argument("--ruleset", required=True)
    auto.add_argument("--games", type=int, default=100)
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--bots", default="", help="bot levels, one or one per seat (default: the strongest)")
    auto.add_argument("--check", action="store_true")
    auto.add_argument("--mode", default=None, help="the table's mode, where a ruleset has several")
    auto.add_argument("--players", type=int, default=None, help="the number of seats, where the mode allows several")
    verify = sub.add_parser("verify", help="load a saved game, refold it and print its hash")
    verify.add_argument("file", type=Path)
    bench = sub.add_parser("bench", help="run the benchmarks headless; the last line is key=value pairs")
    bench.add_argument("--quick", action="store_true")
    return parser


def _known_ruleset(ruleset_id: str) -> str:
    from game import rulesets

    if ruleset_id not in rulesets.known():
        raise UsageError(f"unknown ruleset {ruleset_id!r}; this build plays: {', '.join(rulesets.known())}")
    return ruleset_id


def _play(args: argparse.Namespace) -> int:
    from game import app

    problems = app.run(args.size, args.fullscreen)
    if problems:  # already shown in the window; a script or a terminal reads them here
        print("martial-masters: " + "\n".join(problems), file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK


def _screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.tools.screenshot import render

    ruleset_id = _known_ruleset(args.ruleset)
    if args.steps < 0:
        raise UsageError("--steps cannot be negative")
    try:
        path = render(ruleset_id, args.scene, args.out, args.seed, args.steps, args.size, args.seat, args.players)
    except KeyError as error:
        raise UsageError(str(error.args[0])) from None
    except OSError as error:
        raise UsageError(f"{args.out}: cannot be written ({error.strerror or error})") from None
    print(f"screenshot {path}")
    return EXIT_OK


def _autoplay(args: argparse.Namespace) -> int:
    from game.tools import autoplay

    ruleset_id = _known_ruleset(args.ruleset)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    from game.engine.core import ScenarioError, table_for
    from game.rulesets import ruleset

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    options = {key: value for key, value in (("mode", args.mode), ("seats", args.players)) if value is not None}
    try:
        table_for(ruleset(ruleset_id), options)
    except ScenarioError as error:
        raise UsageError(str(error)) from None
    try:
        return autoplay.run(ruleset_id, args.games, args.seed, bots, args.check, sys.stdout, options)
    except KeyError as error:
        raise UsageError(f"unknown bot {error.args[0]!r}") from None


def _verify(args: argparse.Namespace) -> int:
    import hashlib

    from game import saves

    try:
        session, warnings = saves.read(args.file)
    except saves.SaveError as error:
        raise UsageError(str(error)) from None
    if warnings:
        raise UsageError(warnings[0])
    digest = hashlib.sha256(saves.dumps(session).encode("utf-8")).hexdigest()[:16]
    print(f"verify ok ruleset={session.ruleset.id} events={len(session.log)} hash={digest}")
    return EXIT_OK


def _bench(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.tools import bench

    return bench.run(args.quick, sys.stdout)


COMMANDS = {"play": _play, "screenshot": _screenshot, "autoplay": _autoplay, "verify": _verify, "bench": _bench}


def main(argv: Sequence[str] | None = None) -> int:
    _give_streams_to_a_windowed_build()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0].startswith("-") and arguments[0] not in ("-h", "--help"):
        arguments.insert(0, "play")
    try:
        args = _parser().parse_args(arguments)
    except SystemExit as stop:
        return EXIT_OK if stop.code == 0 else EXIT_BAD_INPUT
    try:
        return COMMANDS[args.command](args)
    except UsageError as error:
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as error:
        if not _bad_data_file(error):
            return _report_bug()
        print(f"martial-masters: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _bad_data_file(error: Exception) -> bool:
    """A bad card or level file: one message and exit 2. The loaders' error types are looked up, not imported,
    since importing them would load pydantic and the card models before the menu's first frame."""
    kinds = [getattr(sys.modules.get(module), name, None)
             for module, name in (("game.content.loader", "ContentError"), ("game.layout", "LayoutError"))]
    return any(isinstance(kind, type) and isinstance(error, kind) for kind in kinds)


def _give_streams_to_a_windowed_build() -> None:
    """A windowed executable (Windows, the macOS app) started without a console has no stdout or stderr: they are
    None, and writing to them would fail. Give them the null device, so every command still runs."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # open for the rest of the run


def _report_bug() -> int:
    from game.paths import logs_dir

    text = traceback.format_exc()
    try:
        path = logs_dir() / f"crash-{datetime.now():%Y%m%d-%H%M%S}.log"
        path.write_text(text, encoding="utf-8")
        where = str(path)
    except OSError:
        where = "(the log folder could not be written; details follow)\n" + text
    print(f"martial-masters: something went wrong inside the game. Details were written to {where}",
          file=sys.stderr)
    return EXIT_BUG


if __name__ == "__main__":
    sys.exit(main())
