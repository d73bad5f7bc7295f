"""Frame benchmarks: the floor frame, the scripted scenes and a profile of the worst one.

A frame is what the app's main loop does: hand the frame's input to the scene stack, update it by
1/60 s, draw the stack and present it (pygame.display.flip). The loop never clears the window: every
scene paints all of it. Only that is timed; the script that makes the frame's input events runs before
the clock starts.

Each frame is timed twice: by the wall clock, and by the CPU time of this thread. With the dummy video
driver all of a frame's work runs on this thread, so on a quiet machine the two agree; on a shared one
the wall clock also counts the time other processes held the CPU, which is why the keys use CPU time
and the table shows the wall-clock p99 beside it.
"""

from __future__ import annotations

import cProfile
import pstats
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.app import make_context
from game.files.paths import bundle_root
from game.tools.bench.corpus import Game
from game.tools.bench.rigs import Rig, all_rigs
from game.tools.bench.stats import percentile
from game.ui import palette
from game.ui.viewport import Viewport

SIZES = ((1280, 720), (1920, 1080))
DT = 1 / 60
FLOOR_CARDS = 60
ROOT = bundle_root()  # the checkout: profile lines name files as game/scenes/...


@dataclass
class FrameStats:
    name: str
    size: tuple[int, int]
    p50_ms: float  # CPU time
    p99_ms: float  # CPU time
    wall_p99_ms: float
    frames: int
    first_ms: float = 0.0  # CPU time of the first scripted frame (the scene opened and drawn once before it)


@dataclass
class Timings:
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def add(self, wall_started: float, cpu_started: float) -> None:
        self.cpu.append(time.thread_time() - cpu_started)
        self.wall.append(time.perf_counter() - wall_started)


def size_name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def window(size: tuple[int, int]) -> pygame.Surface:
    if not pygame.get_init():
        pygame.init()
    surface = pygame.display.get_surface()
    if surface is None or surface.get_size() != size:
        surface = pygame.display.set_mode(size)
    return surface


def _stats(name: str, size: tuple[int, int], timings: Timings) -> FrameStats:
    cpu = timings.cpu
    return FrameStats(name, size, percentile(cpu, 50) * 1000, percentile(cpu, 99) * 1000,
                      percentile(timings.wall, 99) * 1000, len(cpu))


FLOOR_CARD = (110, 154)  # design pixels of the floor's cards: a table card's size


def floor(size: tuple[int, int], frames: int, warmup: int) -> FrameStats:
    """A full-window background and 60 card-sized per-pixel-alpha surfaces, blitted and presented."""
    surface = window(size)
    background = pygame.Surface(size).convert()
    background.fill(palette.FELT_DARK)
    pygame.draw.rect(background, palette.FELT, background.get_rect().inflate(-40, -40), border_radius=20)
    viewport = Viewport(*size)
    card = viewport.rect((0, 0, *FLOOR_CARD))
    cards = []
    for i in range(FLOOR_CARDS):
        image = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(image, (*palette.PAPER, 255), image.get_rect(), border_radius=viewport.px(8))
        pygame.draw.rect(image, (*palette.GOLD, 200), image.get_rect(), width=viewport.px(3),
                         border_radius=viewport.px(8))
        x = (i % 12) * (size[0] - card.width) // 11
        y = (i // 12) * (size[1] - card.height) // 4
        cards.append((image, (x, y)))
    timings = Timings()
    for i in range(warmup + frames):
        wall, cpu = time.perf_counter(), time.thread_time()
        surface.blit(background, (0, 0))
        for image, pos in cards:
            surface.blit(image, pos)
        pygame.display.flip()
        if i >= warmup:
            timings.add(wall, cpu)
    return _stats("floor", size, timings)


def run_frames(rig: Rig, surface: pygame.Surface, frames: int, first: int = 0) -> Timings:
    """Runs frames first .. first + frames - 1 of the rig's script; returns each frame's seconds."""
    timings = Timings()
    stack = rig.stack
    for i in range(first, first + frames):
        events = rig.script(i)
        wall, cpu = time.perf_counter(), time.thread_time()
        for event in events:
            stack.handle(event)
        stack.update(DT)
        stack.draw(surface)
        pygame.display.flip()
        timings.add(wall, cpu)
        stack.after_frame(DT - (time.perf_counter() - wall))  # as the game does, in the time the frame leaves
    return timings


def build(name: str, size: tuple[int, int], corpora: dict[str, list[Game]]) -> tuple[Rig, pygame.Surface]:
    """The rig of that name, standing on the recorded games of its ruleset (`corpora` by ruleset id)."""
    surface = window(size)
    ruleset_id, maker = all_rigs()[name]
    games = corpora[ruleset_id] if ruleset_id is not None else []
    return maker(make_context(size, autosave=False), games, surface), surface


def warm_up(rig: Rig, surface: pygame.Surface, warmup: int, whole_cycle: bool = True) -> tuple[Timings, int]:
    """The untimed frames before the timed ones: `warmup`, or with `whole_cycle` one whole cycle of the rig's script
    if that is longer, so the timed frames meet every picture the script shows already made, however few they are
    (a quick run times a fraction of a cycle, a full one several cycles). The test suite's run, whose figures mean
    nothing, does without the cycle."""
    frames = max(warmup, rig.period if whole_cycle else 0)
    return run_frames(rig, surface, frames), frames


def scene(name: str, size: tuple[int, int], corpora: dict[str, list[Game]], frames: int, warmup: int,
          whole_cycle: bool = True) -> FrameStats:
    rig, surface = build(name, size, corpora)
    warm, first = warm_up(rig, surface, warmup, whole_cycle)
    stats = _stats(name, size, run_frames(rig, surface, frames, first))
    stats.first_ms = warm.cpu[0] * 1000 if warm.cpu else 0.0
    return stats


@dataclass
class ProfileLine:
    where: str  # file:function
    self_share: float  # of all profiled time
    cum_share: float


def profile(name: str, size: tuple[int, int], corpora: dict[str, list[Game]], frames: int, warmup: int,
            whole_cycle: bool = True, top: int = 12) -> tuple[list[ProfileLine], list[ProfileLine]]:
    """cProfile over `frames` frames of one scene: the top functions by own time, and the project's
    own functions by cumulative time (the scene's draw and the helpers under it)."""
    rig, surface = build(name, size, corpora)
    _, first = warm_up(rig, surface, warmup, whole_cycle)
    profiler = cProfile.Profile()
    profiler.enable()
    run_frames(rig, surface, frames, first)
    profiler.disable()
    raw = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = sum(entry[2] for entry in raw.values()) or 1.0
    lines = [ProfileLine(_where(key), entry[2] / total, entry[3] / total) for key, entry in raw.items()]
    by_self = sorted(lines, key=lambda line: -line.self_share)[:top]
    ours = [line for line in lines if line.where.startswith("game/") and not line.where.startswith("game/tools/bench")]
    by_cum = sorted(ours, key=lambda line: -line.cum_share)[:top]
    return by_self, by_cum


def _where(key: tuple[str, int, str]) -> str:
    filename, _, function = key
    if filename == "~":
        return function.strip("<>")
    path = Path(filename)
    try:
        shown = path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        shown = path.name
    return f"{shown}:{function}"
