"""Start-up: `play` shows the menu's first frame without waiting for what that frame does not need.

`python -m game bench` times a fresh launch to its first frame against a floor (pygame opening a window); these
tests keep what it waits for from growing again unnoticed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import parser as cli_parser
from game.cli.arguments import UsageError, plain_play
from game.cli.parser import parser as whole_parser
from game.tools.commands import SUB_COMMANDS

ROOT = Path(__file__).resolve().parent.parent

# What a first launch (no settings, no game in progress) does not need before its menu is shown: the thinking
# process, the warm-up's thread, the card models and maps, the scenes past the menu, the readers of files that are
# not there yet (the bounded JSON reader, the glance at a save), and the command line's parser (a plain play is read
# without it). Each is imported later (after the first frame, or when its scene or file is first opened), or never.
NOT_BEFORE_THE_FIRST_FRAME = (
    "threading", "multiprocessing", "game.scenes.worker", "pydantic", "pytmx", "game.content", "game.layout",
    "game.ai", "game.scenes.front", "game.scenes.lesson", "game.scenes.confirm", "game.scenes.data_problem",
    "json", "datetime", "platformdirs", "argparse", "gettext", "locale", "game.cli.parser", "game.engine.safejson",
    "game.files.peek",
)

# The first frame's modules define no dataclass and no NamedTuple: making one compiles code for it at start-up (a
# dataclass its methods, a NamedTuple its constructor and each field's type), about a tenth of a millisecond a
# NamedTuple and half a millisecond a dataclass (the settings' dozen fields, most of a millisecond). The records loaded
# before the menu's first frame, the registry's entries and the settings are plain classes.

FIRST_FRAME = """
import dataclasses, os, sys
import pygame
def presented(*args, **kwargs):
    ours = [module for name, module in list(sys.modules.items()) if name.split(".")[0] == "game"]
    made = {f"{kind.__module__}.{kind.__qualname__}" for module in ours for kind in vars(module).values()
            if isinstance(kind, type) and kind.__module__.startswith("game")
            and (dataclasses.is_dataclass(kind) or issubclass(kind, tuple) and hasattr(kind, "_fields"))}
    print(" ".join(sorted(sys.modules)))
    print(" ".join(sorted(made)), flush=True)
    os._exit(0)
pygame.display.flip = presented
from game.__main__ import main
sys.exit(main(["play", "--size", "1280x720"]))
"""


@pytest.fixture(scope="module")
def first_frame(tmp_path_factory) -> tuple[set[str], set[str]]:
    """The modules loaded, and the dataclasses and NamedTuples of the game's modules, when a first launch presents its
    first frame."""
    env = {**os.environ, "MARTIAL_MASTERS_HOME": str(tmp_path_factory.mktemp("home")), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=env, check=True)
    modules, records = done.stdout.splitlines()[-2:]  # after pygame's greeting
    return set(modules.split()), set(records.split())


def test_the_first_frame_of_a_first_launch_waits_for_nothing_it_does_not_draw_with(first_frame):
    loaded, _ = first_frame
    assert "game.scenes.menu" in loaded
    assert sorted(name for name in NOT_BEFORE_THE_FIRST_FRAME if name in loaded) == []


def test_the_first_frame_makes_no_dataclass_and_no_named_tuple(first_frame):
    loaded, made = first_frame
    assert "game.ui.widgets" in loaded
    assert sorted(made) == []



def parser(command: str | None = None):
    """The command line's parser as game/__main__.py builds it, with the tools' sub-commands."""
    return whole_parser(SUB_COMMANDS, command)


@pytest.mark.parametrize("arguments", [["play"], ["play", "--size", "1024x600"], ["play", "--fullscreen"],
                                       ["bench", "--quick"], ["verify", "save.jsonl"]])
def test_the_parser_of_one_sub_command_reads_its_arguments_as_the_whole_parser_does(arguments):
    assert vars(parser(arguments[0]).parse_args(arguments)) == vars(parser().parse_args(arguments))


@pytest.mark.parametrize("arguments", [["play", "--size", "5x5"], ["play", "--colour"], ["bench", "--slow"]])
def test_the_parser_of_one_sub_command_refuses_as_the_whole_parser_does(arguments):
    with pytest.raises(UsageError) as alone:
        parser(arguments[0]).parse_args(arguments)
    with pytest.raises(UsageError) as whole:
        parser().parse_args(arguments)
    assert str(alone.value) == str(whole.value)


def test_an_unknown_sub_command_is_refused_with_every_one_named():
    with pytest.raises(UsageError) as refused:
        parser("plya").parse_args(["plya"])
    assert all(name in str(refused.value) for name in ("play", *SUB_COMMANDS))


def test_each_sub_commands_parser_is_built_once_and_reads_every_command_line_as_a_new_one_would(monkeypatch):
    built: list[str | None] = []
    monkeypatch.setattr(cli_parser, "parser", lambda tools, command=None: built.append(command) or
                        whole_parser(tools, command))
    monkeypatch.setattr(cli_parser, "_BUILT", {})
    lines = [["verify", "a.jsonl"], ["bench", "--slow"], ["verify", "b.jsonl"], ["bench", "--quick"], ["plya"],
             ["bench"], ["verify"], ["verify", "a.jsonl"], ["plya", "x"]]
    for arguments in lines:
        try:
            answer: object = vars(whole_parser(SUB_COMMANDS, arguments[0]).parse_args(arguments))
        except UsageError as refused:
            answer = str(refused)
        try:
            assert vars(cli_parser.read(SUB_COMMANDS, arguments)) == answer
        except UsageError as refused:
            assert str(refused) == answer
    assert built == ["verify", "bench", None]


PLAIN_PLAYS = [["play"], ["play", "--size", "1024x600"], ["play", "--size=1920X1080"], ["play", "--fullscreen"],
               ["play", "--fullscreen", "--size", "800x600", "--fullscreen"],
               ["play", "--size", "800x600", "--size", "1280x720"]]


@pytest.mark.parametrize("arguments", PLAIN_PLAYS)
def test_a_plain_play_is_read_without_the_parser_as_the_parser_reads_it(arguments):
    assert vars(plain_play(arguments)) == vars(parser().parse_args(arguments))


@pytest.mark.parametrize("arguments", [["play", "--size", "5x5"], ["play", "--size", "-1280x720"],
                                       ["play", "--size=wide"], ["play", "--size"], ["play", "--size", "--fullscreen"],
                                       ["play", "--colour"], ["play", "--", "--fullscreen"], ["plya"], ["play", "-h"]])
def test_a_play_the_parser_refuses_or_explains_is_left_to_the_parser(arguments):
    assert plain_play(arguments) is None
    with pytest.raises((UsageError, SystemExit)):
        parser().parse_args(arguments)


@pytest.mark.parametrize("arguments", [["play", "--full", "--si", "800x600"], ["bench", "--quick"], ["verify", "x"]])
def test_any_other_command_line_is_left_to_the_parser(arguments):
    assert plain_play(arguments) is None
    assert parser().parse_args(arguments).command == arguments[0]
