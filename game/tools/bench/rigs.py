"""Busy scripted states of scenes, driven frame by frame with synthetic input, as a player would.

Each rig is a scene stack standing on a position taken from the recorded bot games, and a script that gives the
input events of frame i. The rigs of the scenes of no game (the menu, Rules) are here; each game's front adds its
own (`rigs`: name -> rig maker, given the recorded games of the family's first ruleset). A game whose front names
no rigs is benched at its table all the same: its first screenshot scene, mid-game, under a resting mouse that
sweeps the window (hover zoom and highlights, never a click that would play).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.campaign import Campaign
from game.context import Context
from game.games import families
from game.scenes.base import Stack
from game.scenes.front import Shot, ShotRequest
from game.tools.bench.corpus import Game
from game.ui.viewport import DESIGN_H, DESIGN_W

Script = Callable[[int], list[pygame.event.Event]]
Point = tuple[int, int]
HOVER_PERIOD = 90  # frames of one drag-drop-hover cycle on a table
RigMaker = Callable[[Context, list[Game], pygame.Surface], "Rig"]


@dataclass
class Rig:
    name: str
    stack: Stack
    script: Script
    period: int = 0  # frames after which the script gives the same input again (0: it never repeats)


def motion(pos: Point, held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def button(kind: int, pos: Point) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)



def pick(games: list[Game], accept: Callable[[Any], bool], score: Callable[[Any], float]) -> tuple[Game, int]:
    """The position with the highest score among accepted ones (the last position of the first game if none)."""
    best: tuple[float, Game, int] | None = None
    for game in games:
        for k, state in enumerate(game.states):
            if accept(state) and (best is None or score(state) > best[0]):
                best = (score(state), game, k)
    if best is None:
        return games[0], len(games[0].states) - 1
    return best[1], best[2]


def campaign_at(games: list[Game], accept: Callable[[Any], bool], score: Callable[[Any], float]) -> Campaign:
    game, k = pick(games, accept, score)
    return Campaign(game.session_at(k), autosave=False)


FIRST_LOOK = 18  # frames, 0.3 s at 60 a second: no player acts on a scene sooner than this after it shows


def settled(stack: Stack, surface: pygame.Surface) -> Stack:
    """The stack's top scene shown, and looked at for FIRST_LOOK frames before the script's first input: the game
    makes ahead in them what it makes once a frame is shown (Stack.after_frame)."""
    stack.update(0.0)
    stack.draw(surface)  # places every sprite, so hit tests and positions below are valid
    for _ in range(FIRST_LOOK):
        stack.after_frame(1 / 60)
    return stack


def sweep(ctx: Context, area: tuple[float, float, float, float], rows: int, columns: int) -> list[Point]:
    """Window points on a rows x columns grid over a design-space area, row by row: where the mouse rests."""
    x, y, w, h = area
    return [ctx.viewport.point(x + w * (col + 0.5) / columns, y + h * (row + 0.5) / rows)
            for row in range(rows) for col in range(columns)]


def menu(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.menu import MenuScene

    ctx.notices.append("Your last campaign was saved. This notice is a toast drawn over the menu.")
    scene = MenuScene(ctx)
    centres = [b.screen_rect(ctx.viewport).center for b in scene.buttons]
    return Rig("menu", settled(Stack(scene), surface), lambda i: [motion(centres[i // 15 % len(centres)])],
               15 * len(centres))


def rules(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
    from game.scenes.rules import RulesScene

    scene = RulesScene(ctx)
    direction, last = [-1], [-1.0]

    def script(i: int) -> list[pygame.event.Event]:  # scroll down to the end, back up to the top, and again
        if scene.scroll == last[0]:
            direction[0] = -direction[0]
        last[0] = scene.scroll
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=direction[0], flipped=False, precise_x=0.0,
                                   precise_y=float(direction[0]))
        return [wheel, motion(ctx.viewport.point(640, 360))]

    return Rig("rules", settled(Stack(scene), surface), script)


SHOT_STEPS = 24  # commands into the game the table rig of a front with no rigs of its own stands at


def table(ruleset_id: str, name: str, shot: Shot) -> RigMaker:
    """The rig of a table from its screenshot scene, the mouse resting on each point of a grid over the window."""

    def make(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
        stack = shot(ShotRequest(ctx, surface, ruleset_id, seed=1, steps=SHOT_STEPS, seat=0))
        points = sweep(ctx, (0, 0, DESIGN_W, DESIGN_H), 6, 10)
        return Rig(name, settled(stack, surface), lambda i: [motion(points[i // 9 % len(points)])], 9 * len(points))

    return make


def all_rigs() -> dict[str, tuple[str | None, RigMaker]]:
    """Every rig by name, with the ruleset whose recorded games it stands on (None: it needs none)."""
    found: dict[str, tuple[str | None, RigMaker]] = {"menu": (None, menu)}
    for entry in families():
        front = entry.front()
        own = getattr(front, "rigs", None)
        if own is None:
            name, shot = next(iter(front.shots.items()))
            own = {name: table(entry.id, name, shot)}
        for name, maker in own.items():
            found[name] = (entry.id, maker)
    found["rules"] = (None, rules)
    return found
