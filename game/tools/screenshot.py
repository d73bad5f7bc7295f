"""Renders one frame of a scene headless, after K bot-chosen commands from a seeded game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.app import make_context
from game.campaign import Campaign
from game.engine.core import Session
from game.rulesets import ruleset
from game.scenes.base import Scene

SCENES = ("menu", "hero_select", "master_select", "combo_board", "combo_board_forecast", "combo_board_hint",
          "rules", "records", "ending")
KENPO_SCENES = ("ring_arena", "ring_arena_drag", "ring_arena_break", "ring_curtain", "ring_result", "kenpo_setup")


def build_scene(name: str, ctx, campaign: Campaign) -> Scene:
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.udo.ending import EndingScene
    from game.scenes.udo.hero_select import HeroSelectScene
    from game.scenes.udo.master_select import MasterSelectScene
    from game.scenes.menu import MenuScene
    from game.scenes.records import RecordsScene
    from game.scenes.rules import RulesScene

    factories = {
        "menu": lambda: MenuScene(ctx),
        "hero_select": lambda: HeroSelectScene(ctx),
        "master_select": lambda: MasterSelectScene(ctx, campaign),
        "combo_board": lambda: ComboBoardScene(ctx, campaign),
        "combo_board_forecast": lambda: ComboBoardScene(ctx, campaign),
        "combo_board_hint": lambda: ComboBoardScene(ctx, campaign),
        "rules": lambda: RulesScene(ctx),
        "records": lambda: RecordsScene(ctx),
        "ending": lambda: EndingScene(ctx, campaign),
    }
    if name not in factories:
        raise KeyError(f"unknown scene {name!r}; scenes: {', '.join(SCENES)}")
    return factories[name]()


def strongest_bot(ruleset_id: str) -> tuple[str, Callable[[str, int], Any]]:
    """The strongest bot level of a ruleset and its maker: the solo search bot, or for kenpo "hard" once it
    exists, else the last level listed."""
    if ruleset_id == "kenpo":
        from game.ai import kenpo

        return ("hard" if "hard" in kenpo.LEVELS else kenpo.LEVELS[-1]), kenpo.make_bot
    from game.ai import udo

    return "search", udo.make_bot


def played(ruleset_id: str, seed: int, steps: int) -> Session:
    """A game after `steps` commands (fewer if it ends first), each chosen by the strongest bot of the seat to
    act, reading only that seat's view."""
    rules: Any = ruleset(ruleset_id)
    session = Session.new(rules, seed)
    level, make_bot = strongest_bot(ruleset_id)
    bots: dict[int, Any] = {}
    for _ in range(steps):
        seat = rules.to_act(session.state)
        if seat is None or rules.is_over(session.state):
            break
        bot = bots.setdefault(seat, make_bot(level, seed + seat))
        session.submit(bot.choose(rules, rules.view(session.state, seat)))
    return session


def render(ruleset_id: str, scene_name: str, out: Path, seed: int, steps: int, size: tuple[int, int],
           seat: int) -> Path:
    if scene_name in KENPO_SCENES or (ruleset_id == "kenpo" and scene_name not in ("menu", "rules", "records")):
        from game.scenes.kenpo.shots import render_kenpo

        return render_kenpo(ruleset_id, scene_name, out, seed, steps, size, seat)
    pygame.init()
    surface = pygame.display.set_mode(size)
    ctx = make_context(size, autosave=False)
    campaign = Campaign(played(ruleset_id, seed, steps), autosave=False)
    scene = build_scene(scene_name, ctx, campaign)
    scene.update(0.0)
    scene.update(5.0)  # let every animation settle
    surface.fill((0, 0, 0))
    scene.draw(surface)
    if scene_name in POSES:
        POSES[scene_name](scene)
        scene.update(0.0)
        surface.fill((0, 0, 0))
        scene.draw(surface)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    return out


def _pose_forecast(scene: Any) -> None:
    """Mid-drag: a hand card held over the combo it fits best (the longest it may join)."""
    from game.engine.udo.commands import PlayCard

    plays = [c for c in scene.campaign.legal() if isinstance(c, PlayCard)]
    if not plays:
        return
    play = max(plays, key=lambda c: (c.combo < len(scene.state.combos), c.combo))
    start = scene.by_key[play.card].rect.center
    targets = scene._combo_targets()
    goal = targets[play.combo] if play.combo in targets else scene.zones["new_combo"]
    end = scene.ctx.viewport.point(goal.centerx, goal.centery)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))


def _pose_hint(scene: Any) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    scene.hint.wait()
    scene.update(0.0)


POSES = {"combo_board_forecast": _pose_forecast, "combo_board_hint": _pose_hint}
