"""The command line's words that a launch needs before its first frame: a plain `play` (what a desktop launch gives,
with at most `--size WxH` and `--fullscreen`, spelt out), read without the parser, and the one-line error a bad
argument gives (see CONTRACTS.md). Anything else goes through the parser of game/cli/parser.py: importing argparse
(with its translations) and building a parser cost a launch about four milliseconds."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2."""


def window_size(text: str) -> tuple[int, int]:
    """The window's size in `--size WxH`; ValueError, with a message for the player, when it is not one."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1280x720, not {text!r}") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise ValueError(f"size {text} is outside 320x240..7680x4320")
    return width, height


def plain_play(arguments: Sequence[str]) -> SimpleNamespace | None:
    """`play` with only its options in full (`--fullscreen`, `--size WxH` or `--size=WxH`) and a good size, as the
    parser would read it; None for anything else, which the parser reads (and explains when it is wrong)."""
    if not arguments or arguments[0] != "play":
        return None
    asked = SimpleNamespace(command="play", fullscreen=None, size=None)
    rest = list(arguments[1:])
    while rest:
        word = rest.pop(0)
        if word == "--fullscreen":
            asked.fullscreen = True
            continue
        if word.startswith("--size="):
            value = word.removeprefix("--size=")
        elif word == "--size" and rest:
            value = rest.pop(0)
        else:
            return None
        try:
            asked.size = window_size(value)
        except ValueError:
            return None
    return asked
