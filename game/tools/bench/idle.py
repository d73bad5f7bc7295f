"""What a scene the player waits at costs while nothing on it moves: the game's own pacing of frames (game.app.pace:
a still picture waits for input rather than being drawn again) showing one scene, measured as the process's CPU
time over the wall time, in percent of one core."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from game import app
from game.app import make_context
from game.games import families as game_families
from game.scenes.base import Stack
from game.scenes.front import ShotRequest
from game.tools.bench.frames import window
from game.tools.screenshot import scene_stack

SHARED = ("menu", "records", "rules", "settings")
AT_REST = ("curtain", "result", "ending")  # how the screenshot names of a game's curtain and finished game end
ONE_NAME = "result"  # every game's finished game under one name: a second name of one of its own, measured once


def scenes() -> list[tuple[str, str]]:
    """The scenes where nothing moves until the player acts, as (ruleset, screenshot scene name): the menu, Records,
    Rules, Settings, and for each game of the registry its main table waiting for the player (its first shot), its
    curtain and its finished game."""
    families = game_families()
    found = [(families[0].id, name) for name in SHARED]
    for entry in families:
        shots = list(entry.front().shots)
        found += [(entry.id, shots[0]), *((entry.id, name) for name in shots[1:]
                                          if name.endswith(AT_REST) and name != ONE_NAME)]
    return found


SIZE = (1280, 720)
END = pygame.event.custom_type()  # the end of a measurement
SETTLE_S = 10.0  # seconds a scene has at most to come to rest before it is measured (a computer may play first)


class _WarmedUp:
    """The loop rests only once its warm-up is over (game.app.resting): here there is none."""

    done = True


@dataclass(frozen=True)
class Idle:
    name: str
    cpu_pct: float  # process CPU time over wall time, percent of one core
    frames: int  # frames drawn while it was measured


def _frame(stack: Stack, surface: pygame.Surface, dt: float) -> None:
    started = time.perf_counter()
    for event in pygame.event.get():
        stack.handle(event)
    stack.update(dt)
    stack.draw(surface)
    pygame.display.flip()
    stack.after_frame(1 / app.FPS - (time.perf_counter() - started))


def idle(ruleset_id: str, scene_name: str, seconds: float) -> Idle:
    """The scene shown as the game's loop shows it, once at rest (at most SETTLE_S), for `seconds`."""
    surface = window(SIZE)
    stack = scene_stack(ShotRequest(make_context(SIZE, autosave=False), surface, ruleset_id, 1, 12, 0), scene_name)
    stack.paced = True
    clock, warm, dt = pygame.time.Clock(), _WarmedUp(), 0.0
    settling = time.perf_counter() + SETTLE_S
    while time.perf_counter() < settling and not stack.still():
        _frame(stack, surface, dt)
        dt = clock.tick(app.FPS) / 1000.0
    pygame.event.clear()
    pygame.time.set_timer(END, round(seconds * 1000), loops=1)  # wakes a resting loop at the end, as input would
    frames, cpu, started = 0, time.process_time(), time.perf_counter()
    while time.perf_counter() - started < seconds:
        dt = app.pace(stack, warm, clock)  # type: ignore[arg-type]  # a warm-up that is over
        _frame(stack, surface, dt)
        frames += 1
    pct = 100 * (time.process_time() - cpu) / (time.perf_counter() - started)
    pygame.time.set_timer(END, 0)
    return Idle(scene_name, pct, frames)
