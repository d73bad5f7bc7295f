"""Renders one frame of a scene headless, after K bot-chosen commands from a seeded game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.ai.udo import make_bot
from game.app import make_context
from game.campaign import Campaign
from game.engine.core import Session
from game.rulesets import ruleset
from game.scenes.base import Scene

SCENES = ("menu", "master_select", "combo_board", "rules", "ending")


def build_scene(name: str, ctx, campaign: Campaign) -> Scene:
    from game.scenes.combo_board import ComboBoardScene
    from game.scenes.ending import EndingScene
    from game.scenes.master_select import MasterSelectScene
    from game.scenes.menu import MenuScene
    from game.scenes.rules import RulesScene

    factories = {
        "menu": lambda: MenuScene(ctx),
        "master_select": lambda: MasterSelectScene(ctx, campaign),
        "combo_board": lambda: ComboBoardScene(ctx, campaign),
        "rules": lambda: RulesScene(ctx),
        "ending": lambda: EndingScene(ctx, campaign),
    }
    if name not in factories:
        raise KeyError(f"unknown scene {name!r}; scenes: {', '.join(SCENES)}")
    return factories[name]()


def played(ruleset_id: str, seed: int, steps: int) -> Session:
    """A game after `steps` commands chosen by the strongest bot (fewer if it ends first)."""
    rules: Any = ruleset(ruleset_id)
    session = Session.new(rules, seed)
    bot = make_bot("search", seed)
    for _ in range(steps):
        if rules.is_over(session.state):
            break
        session.submit(bot.choose(rules, rules.view(session.state, 0)))
    return session


def render(ruleset_id: str, scene_name: str, out: Path, seed: int, steps: int, size: tuple[int, int],
           seat: int) -> Path:
    pygame.init()
    surface = pygame.display.set_mode(size)
    ctx = make_context(size, autosave=False)
    campaign = Campaign(played(ruleset_id, seed, steps), autosave=False)
    scene = build_scene(scene_name, ctx, campaign)
    scene.update(0.0)
    scene.update(5.0)  # let every animation settle
    surface.fill((0, 0, 0))
    scene.draw(surface)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    return out
