"""The long scripted session whose peak resident memory the bench reports, run in a fresh process.

At each window size it runs every scripted scene of the frame benchmark, then each game's walk (its tools'
`walk`, where it has one: a whole game played by the strongest bot through the real scenes), drawing frames after
every command. As in the game, whose computer players think in a process of their own, no bot thinks in this one:
the recorded games are played in another (corpus.games_played_apart), the moments the scripted scenes stand at are
reached there too (`set_ups_played_apart`) and replayed here, and the walk's bot thinks in the thinking process.
It prints `rss_mb=X` last. Run as
`python -c "from game.tools.bench.session import main; main()" RIG_FRAMES MAX_COMMANDS FRAMES_PER_COMMAND [LEVEL LIMIT]`
(LEVEL and LIMIT: which bot level records the games the scenes stand on, and for how many commands at most).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
from concurrent.futures import ProcessPoolExecutor

from game.app import keep_for_good, make_context
from game.engine.core import Command
from game.games import families
from game.scenes.base import scenes_left
from game.tools import shooting
from game.tools.bench.corpus import MAX_COMMANDS, STRONGEST, Game, bots_at, games_played_apart, replay
from game.tools.bench.frames import SIZES, build, run_frames, window
from game.tools.bench.rigs import all_rigs
from game.ui.face_cache import own_mappings_for_large_surfaces


def peak_rss_mb() -> float:
    """Peak resident memory of this process in MiB; NaN where the platform gives no way to read it.

    On Linux it is the high-water mark of the process's own memory (VmHWM): getrusage's ru_maxrss also counts the
    resident memory of the process that launched it, as it stood at the launch (the kernel carries it over the
    exec), so a session launched by the bench, after its frames and bots, reported the bench's size."""
    linux = _linux_peak_mb()
    if linux is not None:
        return linux
    try:
        import resource
    except ImportError:
        return _windows_peak_mb()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB elsewhere


def _linux_peak_mb() -> float | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024  # KiB
    except (OSError, ValueError, IndexError):
        pass
    return None


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




def _scene(name: str, size: tuple[int, int], corpora: dict[str, list[Game]], frames: int) -> None:
    """One scripted scene, its frames drawn."""
    rig, surface = build(name, size, corpora)
    run_frames(rig, surface, frames)


def _set_ups(commands: dict[str, list[list[Command]]], level: int) -> shooting.Remembered:
    """In a process of its own: every scripted scene built once, at the first window size, on the recorded games
    (their `commands`), with the bot `level`; what its bots chose to reach each scene's moment."""
    corpora = {ruleset_id: [replay(ruleset_id, 1 + i, game) for i, game in enumerate(games)]
               for ruleset_id, games in commands.items()}
    with bots_at(level):
        for name in all_rigs():
            build(name, SIZES[0], corpora)
            scenes_left()
    return shooting.remembered()


def set_ups_played_apart(corpora: dict[str, list[Game]], level: int) -> None:
    """The moments the scripted scenes stand at (a game played some commands into, a tournament some matches into)
    reached by their bots in a process of their own and remembered here (game.tools.shooting.recall): what the
    searches made and let go of never lies in this process's memory, as the computer's never lies in the game's."""
    commands = {ruleset_id: [game.commands for game in games] for ruleset_id, games in corpora.items()}
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        shooting.recall(pool.submit(_set_ups, commands, level).result())


def session(rig_frames: int, max_commands: int, frames: int, level: int = STRONGEST,
            limit: int = MAX_COMMANDS) -> float:
    own_mappings_for_large_surfaces()  # as the game does once its first frame is shown (game.app.after_first_frame)
    rigs = all_rigs()
    corpora = games_played_apart((ruleset_id for ruleset_id, _ in rigs.values() if ruleset_id is not None), 1,
                                 level, limit)
    set_ups_played_apart(corpora, level)
    keep_for_good()  # as the game does once warmed up: the collector's passes as scenes leave walk only what is new
    for size in SIZES:
        for name in rigs:
            _scene(name, size, corpora, rig_frames)
            scenes_left()  # the scene is let go of, as the game lets go of a scene it leaves
        for entry in families():
            walk = entry.tools().walk
            if walk is not None:
                walk(make_context(size, autosave=False), window(size), 1, max_commands, frames)
                scenes_left()
    return peak_rss_mb()


def main(argv: list[str] | None = None) -> None:
    numbers = [int(arg) for arg in (argv or sys.argv[1:])[:5]]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with bots_at(numbers[3] if len(numbers) > 3 else STRONGEST):
        rss = session(*numbers)
    print(f"rss_mb={rss:.1f}", flush=True)
