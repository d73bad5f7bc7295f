"""Searches held at a gate the test opens, across processes: the searches think in a process of their own
(game/scenes/worker.py), which imports this module (and no pygame) to run them. The gate is a file named after the
test's process, the thinking process's parent."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.ai.udo.hint import Hinter, find
from game.scenes.computer import make_bot


def _path(pid: int) -> Path:
    return Path(tempfile.gettempdir()) / f"martial-masters-test-gate-{pid}"


class Gate:
    """In the test: closed when made, opened by `open()`, cleared on exit."""

    def __init__(self) -> None:
        self.path = _path(os.getpid())
        self.path.unlink(missing_ok=True)

    def open(self) -> None:
        self.path.touch()

    def __enter__(self) -> Gate:
        return self

    def __exit__(self, *exc: object) -> None:
        self.path.unlink(missing_ok=True)


def wait_at_gate(seconds: float = 30.0) -> None:
    """In the thinking process: blocks until the test opens its gate."""
    path, end = _path(os.getppid()), time.monotonic() + seconds
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.01)


def gated_find(hinter: Hinter, view: Any) -> Any:
    wait_at_gate()
    return find(hinter, view)


class GatedBot:
    def __init__(self, bot: Any):
        self.bot, self.name = bot, bot.name

    def choose(self, rules: Any, view: Any) -> Any:
        wait_at_gate()
        return self.bot.choose(rules, view)


def gated_bot(ruleset_id: str, level: str, seed: int) -> GatedBot:
    return GatedBot(make_bot(ruleset_id, level, seed))
