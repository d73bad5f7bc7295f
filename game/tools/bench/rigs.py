"""Busy scripted states of scenes, driven frame by frame with synthetic input, as a player would (a rig:
game.tools.rig).

The rigs of the scenes of no game (the menu, Rules) are here; each game's tools add their own (`rigs`: name -> rig
maker, given the recorded games of the family's first ruleset). A game whose tools name no rigs is benched at its
table all the same: its first screenshot scene, mid-game, under a resting mouse that sweeps the window (hover zoom
and highlights, never a click that would play). Every other scene a player spends time in (SCENES) is benched the
same way, built as the `screenshot` tool builds it (game.tools.screenshot).
"""

from __future__ import annotations

import pygame

from game.games import families
from game.scenes.base import Stack
from game.scenes.context import Context
from game.tools.rig import Game, Rig, RigMaker, motion, settled, sweep
from game.tools.shooting import Shot, ShotRequest
from game.ui.viewport import DESIGN_H, DESIGN_W


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


SHOT_STEPS = 24  # commands into the game the table rig of a game with no rigs of its own stands at


def table(ruleset_id: str, name: str, shot: Shot, steps: int = SHOT_STEPS, players: int | None = None) -> RigMaker:
    """The rig of a scene from its screenshot scene (after `steps` commands, at a table of `players` seats), the
    mouse resting on each point of a grid over the window."""

    def make(ctx: Context, games: list[Game], surface: pygame.Surface) -> Rig:
        stack = shot(ShotRequest(ctx, surface, ruleset_id, seed=1, steps=steps, seat=0, players=players))
        points = sweep(ctx, (0, 0, DESIGN_W, DESIGN_H), 6, 10)
        return Rig(name, settled(stack, surface), lambda i: [motion(points[i // 9 % len(points)])], 9 * len(points))

    return make


def screenshot(scene_name: str) -> Shot:
    """A scene as the `screenshot` tool builds it."""
    from game.tools.screenshot import scene_stack

    return lambda request: scene_stack(request, scene_name)


# name: (screenshot scene, commands played first, seats). Two-on-Two and the Army of One (ten panels) with an
# attack held; the tournament director after three matches, a Round Robin of 8 and a Championship of 20 (its
# bracket); the replay of a whole campaign at move 24; the lesson at its first step the player makes, its ring
# pulsing; the hot-seat curtain after the first turns (the game's strongest bot may think long). Each is the scene of
# the first game of the registry that has it (the scenes every game has: of the first game).
SCENES: dict[str, tuple[str, int, int | None]] = {
    "team_table": ("team_table", SHOT_STEPS, None),
    "army_table": ("army_table", SHOT_STEPS, None),
    "deck_builder": ("deck_builder", 0, None),
    "tournament_director": ("tournament", 3, 8),
    "tournament_bracket_20": ("tournament", 3, 20),
    "replay": ("replay", SHOT_STEPS, None),
    "history": ("history", SHOT_STEPS, None),
    "lesson": ("tutorial", 2, None),
    "settings": ("settings", 0, None),
    "curtain": ("ring_curtain", 2, None),
}


def shown_by(scene_name: str) -> str:
    """The ruleset of the first game of the registry whose tools have that screenshot scene (a scene every game has,
    as Replay or Settings: the first game's)."""
    entries = families()
    return next((entry.id for entry in entries if scene_name in entry.tools().shots), entries[0].id)


def all_rigs() -> dict[str, tuple[str | None, RigMaker]]:
    """Every rig by name, with the ruleset whose recorded games it stands on (None: it needs none)."""
    found: dict[str, tuple[str | None, RigMaker]] = {"menu": (None, menu)}
    for entry in families():
        tools = entry.tools()
        own = tools.rigs
        if not own:
            name, shot = next(iter(tools.shots.items()))
            own = {name: table(entry.id, name, shot)}
        for name, maker in own.items():
            found[name] = (entry.id, maker)
    found["rules"] = (None, rules)
    for name, (scene_name, steps, players) in SCENES.items():
        found[name] = (None, table(shown_by(scene_name), name, screenshot(scene_name), steps, players))
    return found
