"""A rig: a busy scripted state of a scene that the bench (game.tools.bench) times frame by frame, driven with
synthetic input as a player would. Each is a scene stack standing on a position taken from the bench's recorded bot
games, and a script that gives the input events of frame i. A game's own rigs (its tools' `rigs`) are made with
what is here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.core import Command, Event, Ruleset, Session
from game.play.campaign import Campaign
from game.scenes.base import Stack
from game.scenes.context import Context


@dataclass
class Game:
    """One finished (or capped) game: `states[k]` is the state after the first k + 1 batches."""

    rules: Ruleset[Any]
    seed: int
    commands: list[Command]
    batches: list[list[Event]]
    states: list[Any]

    def session_at(self, k: int) -> Session[Any]:
        """A live session standing where the game stood after k commands (undo works as in play)."""
        return Session(self.rules, self.seed, [list(batch) for batch in self.batches[: k + 1]])

    @property
    def events(self) -> int:
        return sum(len(batch) for batch in self.batches)


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
