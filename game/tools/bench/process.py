"""Benchmarks that need a fresh process: start-up against its floor, and peak memory of a long session.

Start-up is timed in this process from just before the child is launched until the child reports,
on its standard output, that its first frame was presented. The game's child runs the real
`play` command with pygame.display.flip replaced by a function that reports and exits; the floor's
child imports pygame, opens a window of the same size and presents one frame. Both run headless
(SDL's dummy drivers) in a private MARTIAL_MASTERS_HOME, so no player file is read or written.

Both load their modules as an installed program does, from compiled bytecode: the children keep it in a folder
of that home (never beside the sources), written at the untimed launch of each, even where the environment says
not to write bytecode (PYTHONDONTWRITEBYTECODE), which would have every timed launch compile the game's sources.
The memory session loads its modules so too, after a short untimed run of the same session has written their
bytecode: compiling every module from its source in the measured process raised its peak by about 3 MB, which an
installed game never spends.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass

from game.files.paths import bundle_root
from game.tools.bench.stats import median

ROOT = str(bundle_root())  # the checkout: the children import this tree's `game`, not an installed one
MARKER = "presented"
STARTUP_SIZE = (1280, 720)  # the window `play` opens by default
TIMEOUT_S = 120.0  # a launch that has shown nothing by then is stuck
SESSION_TIMEOUT_S = 1800.0  # the memory session records its games and plays a campaign: minutes on a loaded machine

GAME_CHILD = """
import os, sys
import pygame
def _presented(*args, **kwargs):
    sys.stdout.write("{marker}\\n")
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = _presented
pygame.display.update = _presented
from game.__main__ import main
sys.exit(main(["play", "--size", "{w}x{h}"]))
"""

FLOOR_CHILD = """
import os, sys
import pygame
pygame.init()
screen = pygame.display.set_mode(({w}, {h}))
screen.fill((0, 0, 0))
pygame.display.flip()
sys.stdout.write("{marker}\\n")
sys.stdout.flush()
os._exit(0)
"""


class ChildError(RuntimeError):
    """A benchmark child that failed, with the end of what it wrote to stderr."""


def _environment(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               MARTIAL_MASTERS_HOME=home)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [ROOT, env.get("PYTHONPATH")]))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "bytecode")
    return env


def _child(code: str, args: list[str], home: str, wanted: str, timeout_s: float = TIMEOUT_S) -> tuple[float, str]:
    """Launches `python -c code args`; returns the seconds until a line starting with `wanted`, and that line.
    A child that has not reported within `timeout_s` is stopped."""
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=errors,
                                 stdin=subprocess.DEVNULL, cwd=ROOT, env=_environment(home), text=True)
        timer = threading.Timer(timeout_s, child.kill)
        timer.start()
        try:
            assert child.stdout is not None
            for line in child.stdout:
                if line.startswith(wanted):
                    return time.perf_counter() - started, line.strip()
        finally:
            timer.cancel()
            child.kill()
            child.wait()
        errors.seek(0)
        tail = errors.read().decode("utf-8", "replace").strip().splitlines()[-3:]
        raise ChildError(f"the child exited with code {child.returncode} before reporting: {' | '.join(tail)}")


@dataclass
class Startup:
    game_s: float
    floor_s: float

    @property
    def ratio(self) -> float:
        return self.game_s / self.floor_s if self.floor_s > 0 else math.nan


def startup(runs: int) -> Startup:
    """Medians over `runs` launches of each child, interleaved, after one untimed launch of each."""
    if getattr(sys, "frozen", False):
        raise ChildError("start-up cannot be timed from a frozen app (there is no Python to launch)")
    w, h = STARTUP_SIZE
    game_code = GAME_CHILD.format(marker=MARKER, w=w, h=h)
    floor_code = FLOOR_CHILD.format(marker=MARKER, w=w, h=h)
    game, floor = [], []
    with tempfile.TemporaryDirectory(prefix="mm-bench-") as home:
        for i in range(runs + 1):
            floor_s = _child(floor_code, [], home, MARKER)[0]
            game_s = _child(game_code, [], home, MARKER)[0]
            if i:
                floor.append(floor_s)
                game.append(game_s)
    return Startup(median(game), median(floor))


def session_rss_mb(rig_frames: int, max_commands: int, frames: int, level: int, limit: int) -> float:
    """Peak resident memory (MiB) of the long scripted session of game/tools/bench/session.py, in a fresh process
    loading compiled bytecode (in this one, an upper bound, inside a frozen app, which has no Python to launch); its
    scenes stand on games recorded by the bot `level` for at most `limit` commands."""
    numbers = (rig_frames, max_commands, frames, level, limit)
    if getattr(sys, "frozen", False):
        from game.tools.bench.session import session

        return session(*numbers)
    code = "from game.tools.bench.session import main; main()"
    with tempfile.TemporaryDirectory(prefix="mm-bench-") as home:
        # untimed and unmeasured: one frame a scene on games of one command, which imports (and compiles) every module
        _child(code, [str(number) for number in (1, 1, 1, level, 1)], home, "rss_mb=", SESSION_TIMEOUT_S)
        _, line = _child(code, [str(number) for number in numbers], home, "rss_mb=", SESSION_TIMEOUT_S)
    return float(line.split("=", 1)[1])
