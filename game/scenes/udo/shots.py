"""Screenshots of the campaign's scenes, headless: the hero and master choices, the combo board (also mid-drag
with its forecast, and with a hint shown) and the ending, after K commands of the search bot."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.campaign import Campaign
from game.scenes.base import Scene, Stack
from game.scenes.front import Shot, ShotRequest
from game.tools.screenshot import played


def _shot(build: Callable[[Any, Campaign], Scene], pose: Callable[[Any], None] | None = None) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        campaign = Campaign(played(request.ruleset_id, request.seed, request.steps), autosave=False)
        scene = build(request.ctx, campaign)
        scene.update(0.0)
        scene.update(5.0)  # let every animation settle
        if pose is not None:
            request.surface.fill((0, 0, 0))
            scene.draw(request.surface)  # lays the board out: the pose reads where the cards are
            pose(scene)
            scene.update(0.0)
        return Stack(scene)

    return shot


def _hero_select(ctx: Any, campaign: Campaign) -> Scene:
    from game.scenes.udo.hero_select import HeroSelectScene

    return HeroSelectScene(ctx)


def _master_select(ctx: Any, campaign: Campaign) -> Scene:
    from game.scenes.udo.master_select import MasterSelectScene

    return MasterSelectScene(ctx, campaign)


def _board(ctx: Any, campaign: Campaign) -> Scene:
    from game.scenes.udo.combo_board import ComboBoardScene

    return ComboBoardScene(ctx, campaign)


def _ending(ctx: Any, campaign: Campaign) -> Scene:
    from game.scenes.udo.ending import EndingScene

    return EndingScene(ctx, campaign)



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


SHOTS: dict[str, Shot] = {  # the table first: the packaged build's smoke check renders each game's first
    "combo_board": _shot(_board),
    "hero_select": _shot(_hero_select),
    "master_select": _shot(_master_select),
    "combo_board_forecast": _shot(_board, _pose_forecast),
    "combo_board_hint": _shot(_board, _pose_hint),
    "ending": _shot(_ending),
}
