"""The long scripted session whose peak resident memory the bench reports, run in a fresh process.

At each window size it runs every scripted scene of the frame benchmark, then a whole campaign played
by the strongest bot through the real scenes (master select, the board with its pickers, the ending),
drawing frames after every command. It prints `rss_mb=X` last. Run as
`python -c "from game.tools.bench.session import main; main()" RIG_FRAMES MAX_COMMANDS FRAMES_PER_COMMAND`.
"""

from __future__ import annotations

import math
import os
import sys
from typing import Any

import pygame

from game.app import make_context
from game.tools.bench.corpus import bot_makers, games
from game.tools.bench.frames import DT, SIZES, build, run_frames, window
from game.tools.bench.scenes import RIGS, motion
from game.campaign import Campaign
from game.context import Context
from game.engine.core import Session
from game.rulesets import ruleset
from game.scenes.base import Pop, Stack

RULESET = "udo"


def peak_rss_mb() -> float:
    """Peak resident memory of this process in MiB; NaN where the platform gives no way to read it."""
    try:
        import resource
    except ImportError:
        return _windows_peak_mb()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB elsewhere


def _windows_peak_mb() -> float:
    if sys.platform != "win32":
        return math.nan
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                    ("PeakWorkingSetSize", ctypes.c_size_t), ("WorkingSetSize", ctypes.c_size_t),
                    ("QuotaPeakPagedPoolUsage", ctypes.c_size_t), ("QuotaPagedPoolUsage", ctypes.c_size_t),
                    ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t), ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
                    ("PagefileUsage", ctypes.c_size_t), ("PeakPagefileUsage", ctypes.c_size_t)]

    counters = Counters()
    counters.cb = ctypes.sizeof(counters)
    try:
        process = ctypes.windll.kernel32.GetCurrentProcess()
        if not ctypes.windll.psapi.GetProcessMemoryInfo(process, ctypes.byref(counters), counters.cb):
            return math.nan
    except (AttributeError, OSError):
        return math.nan
    return counters.PeakWorkingSetSize / 2**20


def _wanted(state: Any) -> str:
    if state.phase == "choose_master":
        return "MasterSelectScene"
    return "EndingScene" if state.over else "ComboBoardScene"


def campaign(ctx: Context, surface: pygame.Surface, seed: int, max_commands: int, frames: int) -> None:
    """A whole campaign chosen by the bot, shown through the scenes the app would show."""
    from game.scenes.udo.routes import scene_for

    rules = ruleset(RULESET)
    levels, make_bot = bot_makers(RULESET)
    bot = make_bot(levels[-1], seed)
    played = Campaign(Session.new(rules, seed), autosave=False)
    stack = Stack(scene_for(ctx, played))
    width, height = surface.get_size()
    for n in range(max_commands):
        if rules.is_over(played.session.state):
            break
        played.submit(bot.choose(rules, played.state))
        while len(stack.scenes) > 1:  # the bot answered what an open picker asked
            stack.apply(Pop(None))
        if type(stack.scenes[0]).__name__ != _wanted(played.session.state):
            stack = Stack(scene_for(ctx, played))
        for f in range(frames):
            stack.handle(motion(((n * 97 + f * 31) % width, (n * 57 + f * 17) % height)))
            stack.update(DT)
            surface.fill((0, 0, 0))
            stack.draw(surface)
            pygame.display.flip()


def session(rig_frames: int, max_commands: int, frames: int) -> float:
    corpus = games(RULESET, 1)
    for size in SIZES:
        for name in RIGS:
            rig, surface = build(name, size, corpus)
            run_frames(rig, surface, rig_frames)
        campaign(make_context(size, autosave=False), window(size), 1, max_commands, frames)
    return peak_rss_mb()


def main(argv: list[str] | None = None) -> None:
    rig_frames, max_commands, frames = (int(arg) for arg in (argv or sys.argv[1:])[:3])
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"rss_mb={session(rig_frames, max_commands, frames):.1f}", flush=True)
