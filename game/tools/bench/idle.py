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
from game.tools.bench.frames import window
from game.tools.bench.rigs import SCENES, shown_by
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest

SHARED = ("menu", "records", "rules", "settings")
AT_REST = ("curtain", "result", "ending")  # how the screenshot names of a game's curtain and finished game end
ONE_NAME = "result"  # every game's finished game under one name: a second name of one of its own, measured once
STEPS = 12  # commands played before a game's scene, unless the frame benchmark's rig of it says otherwise


@dataclass(frozen=True)
class Still:
    """A scene measured at rest: its name in the table, and the screenshot scene it is (game.tools.screenshot)."""

    name: str
    ruleset_id: str
    scene: str
    steps: int = STEPS
    players: int | None = None


def scenes() -> list[Still]:
    """The scenes where nothing moves until the player acts: the menu, Records, Rules, Settings, for each game of the
    registry its main table waiting for the player (its first shot), its curtain and its finished game, and every
    other scene the frame benchmark times (game.tools.bench.rigs.SCENES) that is not one of those: the tables of
    Two-on-Two and the Army of One, the deck builder, the tournament director, Replay, History and a lesson."""
    families = game_families()
    found = [Still(name, families[0].id, name) for name in SHARED]
    for entry in families:
        shots = list(entry.tools().shots)
        found += [Still(shots[0], entry.id, shots[0]),
                  *(Still(name, entry.id, name) for name in shots[1:] if name.endswith(AT_REST) and name != ONE_NAME)]
    named = {still.scene for still in found}
    found += [Still(name, shown_by(scene), scene, steps, players)
              for name, (scene, steps, players) in SCENES.items() if scene not in named]
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


def _frame(stack: Stack, surface: pygame.Surface, dt: float) -> bool:
    """One frame as the game's loop makes it; True if the end of the measurement came among its input."""
    started, ended = time.perf_counter(), False
    for event in pygame.event.get():
        if event.type == END:
            ended = True
        else:
            stack.handle(event)
    stack.update(dt)
    stack.draw(surface)
    pygame.display.flip()
    stack.after_frame(1 / app.FPS - (time.perf_counter() - started))
    return ended


def let_go(stack: Stack) -> None:
    """A card the picture holds (a table's pose, game.tools.shooting.held_over) is carried back where it was picked
    up and let go: nothing is played, and the table waits for the player."""
    drag = getattr(stack.top, "drag", None)
    if drag is not None:
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=drag.start, rel=(0, 0), buttons=(1, 0, 0)))
        stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drag.start, button=1))


def idle(still: Still, seconds: float) -> Idle:
    """The scene shown as the game's loop shows it, once at rest (at most SETTLE_S), for `seconds`."""
    surface = window(SIZE)
    request = ShotRequest(make_context(SIZE, autosave=False), surface, still.ruleset_id, 1, still.steps, 0,
                          still.players)
    stack = scene_stack(request, still.scene)
    let_go(stack)
    stack.paced = True
    settling, dt = time.perf_counter() + SETTLE_S, 0.0
    while time.perf_counter() < settling and not stack.still():  # a frame's time passes for each frame, unwaited
        _frame(stack, surface, dt)
        dt = 1 / app.FPS
    pygame.event.clear()
    clock, warm = pygame.time.Clock(), _WarmedUp()
    frames, cpu, started, ended = 0, time.process_time(), time.perf_counter(), False
    pygame.time.set_timer(END, round(seconds * 1000), loops=1)  # wakes a resting loop at the end, as input would
    while not ended:  # until the frame that takes the end (waiting on elapsed time, a frame that took it just
        # before the time was up would leave the loop resting with nothing more to wake it)
        dt = app.pace(stack, warm, clock)  # type: ignore[arg-type]  # a warm-up that is over
        ended = _frame(stack, surface, dt)
        frames += 1
    pct = 100 * (time.process_time() - cpu) / (time.perf_counter() - started)
    pygame.time.set_timer(END, 0)
    return Idle(still.name, pct, frames)
