"""`python -m game bench [--quick]`: frame times, start-up, engine throughput, bot think time and memory,
each next to a floor measured in the same run (the machines are shared and noisy, so goals are ratios); the full
run adds the level table at a few games a pairing (game.tools.levels, which `bench --levels` runs alone).

The helpers live beside this module: corpus (the recorded bot games every part draws on), rigs and frames
(scripted scenes, each game's from its tools, and frame timing), engine (engine and bots), process and session
(what needs a fresh process). Every ruleset of the registry is benched. `run` prints a table, then as its LAST
line `key=value` pairs; a part that fails reports `nan` for its keys and makes the exit code 1.
"""

from __future__ import annotations

import math
import os
import tempfile
import time
import traceback
from array import array
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TextIO

from game.app import keep_for_good
from game.files.paths import HOME_VARIABLE
from game.games import game
from game.rulesets import known
from game.tools.bench import engine as bench_engine
from game.tools.bench import frames as bench_frames
from game.tools.bench import idle as bench_idle
from game.tools.bench import process as bench_process
from game.tools.bench.corpus import MAX_COMMANDS, STRONGEST, Game, bot_makers, bots_at, games
from game.tools.bench.frames import SIZES, FrameStats, size_name
from game.tools.bench.rigs import all_rigs


@dataclass(frozen=True)
class Settings:
    frames: int  # per scene and window size
    warmup: int  # untimed frames before them
    games: int  # recorded bot games per ruleset
    replays: int  # engine passes over the recorded games
    log_repeats: int  # refolds and save/loads of the 1,000-event log
    bot_states: int  # mid-game states each bot decides
    startup_runs: int
    session: tuple[int, int, int]  # memory session: frames per scripted scene, commands, frames per command
    profile_frames: int
    idle_s: float  # seconds each still scene is measured
    monkey_events: int  # the UI monkey's
    bot_level: int = STRONGEST  # which of each ruleset's bot levels plays the games (an index: the last, strongest)
    most_commands: int = MAX_COMMANDS  # commands a recorded game has at most
    whole_cycle: bool = True  # each scripted scene is warmed up over one whole cycle of its script
    level_games: int = 0  # games per pairing of the level table (game.tools.levels); 0 leaves it out


FULL = Settings(600, 90, 8, 5, 21, 60, 5, (150, 5000, 3), 600, 10.0, 3000, level_games=2)
QUICK = Settings(150, 90, 3, 2, 7, 20, 5, (40, 60, 2), 150, 2.0, 1000)


class Report:
    """The table as it is written, the keys of the last line, and what failed."""

    def __init__(self, out: TextIO):
        self.out = out
        self.keys: dict[str, str] = {}
        self.failed: list[str] = []

    def line(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
        for row in [header, *rows]:
            cells = [str(cell).ljust(w) if i == 0 else str(cell).rjust(w) for i, (cell, w) in
                     enumerate(zip(row, widths, strict=True))]
            self.line("  " + "  ".join(cells).rstrip())

    def key(self, name: str, value: float, digits: int) -> None:
        self.keys[name] = "nan" if math.isnan(value) else f"{value:.{digits}f}"

    def part(self, title: str, keys: Sequence[str], body: Callable[[], None]) -> None:
        """Runs one part; if it raises, says where and reports its keys as nan."""
        self.line(title)
        try:
            body()
        except Exception as error:  # a broken part must not hide the others' figures
            self.line(f"  FAILED: {_failure(error)}")
            self.failed.append(title)
            for name in keys:
                self.keys.setdefault(name, "nan")
        self.line()


def _failure(error: BaseException) -> str:
    where = traceback.extract_tb(error.__traceback__)[-1]
    return f"{type(error).__name__}: {error} (at {where.filename}:{where.lineno})"


def _ms(value: float) -> str:
    return f"{value:.2f}"


def frame_keys() -> list[str]:
    return [*(f"{stem}_{h}" for _, h in SIZES for stem in ("floor_ms", "frame_p99_ms", "frame_ratio")),
            "first_frame_ratio"]


def frames_part(report: Report, settings: Settings, corpus: dict[str, list[Game]]) -> list[FrameStats]:
    keep_for_good()  # what exists by now is set apart from the collector of cycles, as the game does once warmed up
    rows, worst_all, first = [], [], 0.0
    for size in SIZES:
        suffix = size[1]
        floor = bench_frames.floor(size, settings.frames, settings.warmup)
        report.key(f"floor_ms_{suffix}", floor.p50_ms, 3)
        rows.append(["floor (background + 60 alpha cards)", size_name(size), _ms(floor.p50_ms), _ms(floor.p99_ms),
                     "1.00", _ms(floor.wall_p99_ms), ""])
        scenes = []
        for name in all_rigs():
            try:
                scenes.append(bench_frames.scene(name, size, corpus, settings.frames, settings.warmup,
                                                 settings.whole_cycle))
            except Exception as error:  # one broken scene must not hide the others
                rows.append([name, size_name(size), "FAILED", _failure(error), "", "", ""])
                report.failed.append(f"{name} at {size_name(size)}")
        if not scenes:
            raise RuntimeError(f"no scene could be drawn at {size_name(size)}")
        for stats in scenes:
            rows.append([stats.name, size_name(size), _ms(stats.p50_ms), _ms(stats.p99_ms),
                         f"{stats.p99_ms / floor.p50_ms:.2f}", _ms(stats.wall_p99_ms), _first(stats)])
        worst = max(scenes, key=lambda s: s.p99_ms)
        worst_all.append(worst)
        first = max([first, *(stats.first_ms / stats.p50_ms for stats in scenes if stats.p50_ms > 0)])
        report.key(f"frame_p99_ms_{suffix}", worst.p99_ms, 3)
        report.key(f"frame_ratio_{suffix}", worst.p99_ms / floor.p50_ms, 2)
    report.key("first_frame_ratio", first, 2)
    report.table(["scene", "size", "p50 ms", "p99 ms", "p99/floor", "wall p99 ms", "first/p50"], rows)
    report.line(f"  {settings.frames} frames per row after {settings.warmup} untimed, or one whole cycle of the "
                "scene's script if longer; p50 and p99 are CPU time of the frame;")
    report.line("  the floor is its median frame; first/p50: the first scripted frame (the scene opened and drawn once "
                "before it) against the median; worst p99: " +
                ", ".join(f"{s.name} at {size_name(s.size)}" for s in worst_all))
    return worst_all


def _first(stats: FrameStats) -> str:
    return f"{stats.first_ms / stats.p50_ms:.2f}" if stats.p50_ms > 0 else "nan"


def profile_part(report: Report, settings: Settings, corpus: dict[str, list[Game]], name: str) -> None:
    size = SIZES[-1]
    by_self, by_cum = bench_frames.profile(name, size, corpus, settings.profile_frames, settings.warmup,
                                           settings.whole_cycle)
    report.line(f"  cProfile of {name} at {size_name(size)}, {settings.profile_frames} frames; share of all time")
    report.table(["own time", "share"], [[line.where, f"{line.self_share:.1%}"] for line in by_self])
    report.table(["project functions, cumulative", "share"], [[line.where, f"{line.cum_share:.1%}"] for line in by_cum])


def idle_part(report: Report, settings: Settings) -> None:
    """Each scene the player waits at, at rest: the worst is `idle_cpu_pct`, named by `idle_cpu_scene`."""
    figures = []
    for still in bench_idle.scenes():
        figures.append(bench_idle.idle(still, settings.idle_s))
    worst = max(figures, key=lambda figure: figure.cpu_pct)
    report.key("idle_cpu_pct", worst.cpu_pct, 2)
    report.keys["idle_cpu_scene"] = worst.name
    report.table(["scene, at rest", "CPU % of a core", "frames drawn"],
                 [[f"{figure.name}", f"{figure.cpu_pct:.2f}", str(figure.frames)] for figure in figures])
    w, h = bench_idle.SIZE
    report.line(f"  {settings.idle_s:g} s of each at {w}x{h} once it has come to rest, paced as the game paces its "
                "frames: process CPU time over wall time (the frame drawn is the one the end wakes); worst: "
                f"{worst.name}")


def engine_part(report: Report, settings: Settings, corpora: dict[str, list[Game]]) -> None:
    rows, refold, save_load = [], [], []
    for ruleset_id, corpus in corpora.items():
        rate = bench_engine.throughput(corpus, settings.replays)
        times = bench_engine.log_times(corpus, settings.log_repeats)
        report.key(f"events_per_s_{ruleset_id}", rate.events_per_s, 0)
        report.key(f"commands_per_s_{ruleset_id}", rate.commands_per_s, 0)
        refold.append(times.refold_ms)
        save_load.append(times.save_load_ms)
        rows.append([ruleset_id, f"{rate.commands_per_s:,.0f}", f"{rate.events_per_s:,.0f}", _ms(times.refold_ms),
                     _ms(times.save_ms), _ms(times.load_ms)])
    report.table(["ruleset", "commands/s", "events/s", "refold 1000 ms", "save ms", "load ms"], rows)
    report.line(f"  the median of {settings.replays} passes over {settings.games} recorded bot games; the 1,000-event "
                "log is campaigns in a row; load = parse + refold; medians of " + str(settings.log_repeats))
    report.key("refold_ms_1000", max(refold), 3)
    report.key("save_load_ms_1000", max(save_load), 3)


def bots_part(report: Report, settings: Settings, corpora: dict[str, list[Game]]) -> None:
    rows = []
    for ruleset_id, corpus in corpora.items():
        for bot in bench_engine.bot_times(ruleset_id, corpus, settings.bot_states):
            report.key(f"bot_p95_s_{ruleset_id}_{bot.level}", bot.p95_s, 4)
            rows.append([f"{ruleset_id} {bot.level}", str(bot.decisions), f"{bot.p50_s:.4f}", f"{bot.p95_s:.4f}"])
        hint = bench_engine.hint_times(corpus, settings.bot_states)
        if hint is not None:
            report.key(f"hint_p95_s_{ruleset_id}", hint.p95_s, 4)
            rows.append([f"{ruleset_id} hint (H)", str(hint.decisions), f"{hint.p50_s:.4f}", f"{hint.p95_s:.4f}"])
    report.table(["bot", "decisions", "p50 s", "p95 s"], rows)
    report.line("  mid-game states (middle third of each recorded game), each met cold: upper bounds for play; "
                "the hint plans a whole turn from Play Combos states")


def bot_keys() -> list[str]:
    hints = [f"hint_p95_s_{r}" for r in known() if game(r).bots().hint is not None]
    return [f"bot_p95_s_{r}_{level}" for r in known() for level in bot_makers(r)[0]] + hints


def startup_part(report: Report, settings: Settings) -> None:
    figures = bench_process.startup(settings.startup_runs)
    report.key("startup_s", figures.game_s, 3)
    report.key("startup_floor_s", figures.floor_s, 3)
    report.key("startup_ratio", figures.ratio, 2)
    w, h = bench_process.STARTUP_SIZE
    report.table(["fresh process, launch to first frame presented", "median s"], [
        [f"game: `play --size {w}x{h}`, first menu frame", f"{figures.game_s:.3f}"],
        ["floor: import pygame, open the window, present one frame", f"{figures.floor_s:.3f}"],
        ["ratio", f"{figures.ratio:.2f}"]])
    report.line(f"  median of {settings.startup_runs} launches each, interleaved, after one untimed launch of each")


def memory_part(report: Report, settings: Settings) -> None:
    rss = bench_process.session_rss_mb(*settings.session, settings.bot_level, settings.most_commands)
    report.key("rss_mb", rss, 1)
    rig_frames, commands, frames = settings.session
    report.line(f"  peak resident memory {rss:.1f} MB: a fresh process running every scripted scene "
                f"({rig_frames} frames each) and a bot campaign through the scenes ({frames} frames a command, "
                f"at most {commands} commands), at {' and '.join(size_name(s) for s in SIZES)}, its modules loaded "
                f"from the bytecode a short run of it wrote first")


MONKEY_SEED = 11  # the seed of the README's long monkey run (tests/reliability/test_ui_monkey.py)
MONKEY_KEYS = ("monkey_worst_group", "monkey_worst_group_frames", "monkey_worst_group_p50_ms",
               "monkey_worst_group_p99_ms", "monkey_worst_group_ratio", "monkey_slowest_frame_ms")


def monkey_part(report: Report, settings: Settings) -> None:
    """The UI monkey (tests/reliability/monkey.py, run from the checkout: it is a test tool the app does not ship):
    random input over every scene, the window resized now and then. Its frames that resize the window are counted
    apart; the others are grouped by the scene on top and the window's size, and its goal is p99 at most
    GROUP_RATIO x p50 in every group of at least GROUP_LEAST frames, and no frame slower than SLOWEST_MS."""
    from tests.reliability import monkey

    run = monkey.run(events=settings.monkey_events, seed=MONKEY_SEED)
    scene, size, frames, p50, p99 = run.worst_group
    report.keys["monkey_worst_group"] = f"{scene}@{size}" if frames else "none"
    report.keys["monkey_worst_group_frames"] = str(frames)
    report.key("monkey_worst_group_p50_ms", p50, 2)
    report.key("monkey_worst_group_p99_ms", p99, 2)
    report.key("monkey_worst_group_ratio", p99 / p50 if p50 > 0 else 0.0, 2)
    report.key("monkey_slowest_frame_ms", run.slowest_frame_ms, 1)
    groups = sorted(((scene, size, ms) for (scene, size), ms in run.groups.items() if len(ms) >= monkey.GROUP_LEAST),
                    key=lambda group: -_ratio(group[2]))
    report.table(["scene on top, window size", "frames", "p50 ms", "p99 ms", "p99/p50"],
                 [[f"{scene} at {size}", str(len(ms)), _ms(monkey.percentile(ms, 0.5)),
                   _ms(monkey.percentile(ms, 0.99)), f"{_ratio(ms):.2f}"] for scene, size, ms in groups])
    report.line(f"  {settings.monkey_events} events from seed {MONKEY_SEED}, wall clock; groups of at least "
                f"{monkey.GROUP_LEAST} frames ({len(groups)} of {len(run.groups)}), {len(run.resize_ms)} resize "
                f"frames apart; worst group: {report.keys['monkey_worst_group']}; slowest frame "
                f"{run.slowest_frame_ms:.1f} ms ({run.slowest_at})")


def _ratio(ms: array) -> float:
    from tests.reliability.monkey import percentile

    p50 = percentile(ms, 0.5)
    return percentile(ms, 0.99) / p50 if p50 > 0 else 0.0


# Ratios to floors of the same run where the figure depends on the machine; every bot and hint decides within
# 1 s at p95 and every ruleset's engine makes 100,000 events a second (goals_part adds those).
GOALS = (("frame_ratio_720", 1.5), ("frame_ratio_1080", 1.5), ("first_frame_ratio", 2.0), ("startup_ratio", 1.3),
         ("refold_ms_1000", 5.0), ("rss_mb", 120.0), ("idle_cpu_pct", 2.0), ("monkey_worst_group_ratio", 2.0),
         ("monkey_slowest_frame_ms", 33.0))


def goals_part(report: Report) -> None:
    rows = []
    timed = ("bot_p95_s_", "hint_p95_s_", "levels_p95_s_")
    limits = [*GOALS, *((name, 1.0) for name in report.keys if name.startswith(timed))]
    for name, limit in limits:
        value = float(report.keys.get(name, "nan"))
        rows.append([name, report.keys.get(name, "nan"), f"<= {limit:g}", "met" if value <= limit else "MISSED"])
    for name, value_text in report.keys.items():
        if name.startswith("events_per_s_"):
            met = float(value_text) >= 100_000
            rows.append([name, value_text, ">= 100000", "met" if met else "MISSED"])
    report.table(["goal", "value", "wanted", ""], rows)


def levels_part(report: Report, settings: Settings) -> None:
    """The level table (game.tools.levels) at `settings.level_games` games per pairing: its keys join the last line."""
    from io import StringIO

    from game.tools import levels

    table = StringIO()
    keys = levels.run(settings.level_games, table)
    for line in table.getvalue().splitlines()[:-1]:
        report.line(line)
    report.keys.update(keys)


@contextmanager
def _private_home() -> Iterator[None]:
    """Points MARTIAL_MASTERS_HOME at a temporary folder, so the bench never reads or writes a player's files."""
    before = os.environ.get(HOME_VARIABLE)
    with tempfile.TemporaryDirectory(prefix="mm-bench-") as home:
        os.environ[HOME_VARIABLE] = home
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(HOME_VARIABLE, None)
            else:
                os.environ[HOME_VARIABLE] = before


def run(quick: bool, out: TextIO, settings: Settings | None = None) -> int:
    """Runs every benchmark and reports on `out`; 0 unless a part failed. `settings` overrides the size."""
    chosen = settings or (QUICK if quick else FULL)
    with _private_home(), bots_at(chosen.bot_level):
        return _run(quick, out, chosen)


def _run(quick: bool, out: TextIO, chosen: Settings) -> int:
    report = Report(out)
    started = time.perf_counter()
    report.line(f"Martial Masters benchmarks ({'quick' if quick else 'full'}), headless, SDL dummy video driver")
    report.line()
    corpora: dict[str, list[Game]] = {}
    worst: list[FrameStats] = []

    def record() -> None:
        for ruleset_id in known():
            corpora[ruleset_id] = games(ruleset_id, chosen.games, level=chosen.bot_level, limit=chosen.most_commands)
        by = "its strongest bot" if chosen.bot_level == STRONGEST else f"its bot level {chosen.bot_level}"
        report.line(f"  {chosen.games} games per ruleset by {by}: " + ", ".join(
            f"{r} {sum(len(g.commands) for g in c)} commands" for r, c in corpora.items()))

    def frames() -> None:
        worst.extend(frames_part(report, chosen, corpora))

    report.part("Recorded bot games", [], record)
    report.part("Frames (one frame = input, update, draw, present)", frame_keys(), frames)
    if worst:
        report.part("Profile of the worst scene at the largest size", [],
                    lambda: profile_part(report, chosen, corpora, worst[-1].name))
    report.part("Idle (a still scene waits for input)", ["idle_cpu_pct", "idle_cpu_scene"],
                lambda: idle_part(report, chosen))
    engine_keys = [f"{s}_{r}" for r in known() for s in ("events_per_s", "commands_per_s")]
    report.part("Engine", [*engine_keys, "refold_ms_1000", "save_load_ms_1000"],
                lambda: engine_part(report, chosen, corpora))
    report.part("Bots", bot_keys(), lambda: bots_part(report, chosen, corpora))
    report.part("Start-up", ["startup_s", "startup_floor_s", "startup_ratio"], lambda: startup_part(report, chosen))
    report.part("Memory", ["rss_mb"], lambda: memory_part(report, chosen))
    report.part("UI monkey (frames by scene and window size)", list(MONKEY_KEYS), lambda: monkey_part(report, chosen))
    if chosen.level_games:
        report.part("Levels (each stronger computer level against a weaker one)", [],
                    lambda: levels_part(report, chosen))
    report.part("Goals", [], lambda: goals_part(report))
    seconds = time.perf_counter() - started
    report.line(f"bench {'quick' if quick else 'full'} took {seconds:.1f} s" +
                (f"; FAILED parts: {', '.join(report.failed)}" if report.failed else ""))
    report.line(" ".join(f"{name}={value}" for name, value in report.keys.items()))
    return 1 if report.failed else 0


def tiny() -> Settings:
    """The smallest run that still reaches every part, every scene and every key (for the test suite): short games
    played by each game's second level, a few frames of each scene."""
    return replace(QUICK, frames=3, warmup=1, games=1, replays=1, log_repeats=1, bot_states=2, startup_runs=1,
                   session=(2, 5, 1), profile_frames=2, idle_s=0.05, monkey_events=20, bot_level=1,
                   most_commands=60, whole_cycle=False)
