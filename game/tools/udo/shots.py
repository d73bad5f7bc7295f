"""Screenshots of the campaign's scenes, headless: the hero and master choices, the combo board (also mid-drag
with its forecast, and with a hint shown), the moment between fights (the campaign's `curtain`: it has no second
player to hand the screen to) and the ending, after K commands of the search bot (`result`: the ending of the
campaign played to its end)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.layout.udo.board import combo_targets
from game.play.campaign import Campaign
from game.scenes.base import Scene, Stack
from game.tools.shooting import Shot, ShotRequest, played


def _shot(build: Callable[[Any, Campaign], Scene], pose: Callable[[Any, pygame.Surface], None] | None = None) -> Shot:
    def shot(request: ShotRequest) -> Stack:
        campaign = Campaign(played(request.ruleset_id, request.seed, request.steps), autosave=False)
        scene = build(request.ctx, campaign)
        scene.update(0.0)
        scene.update(5.0)  # let every animation settle
        if pose is not None:
            request.surface.fill((0, 0, 0))
            scene.draw(request.surface)  # lays the board out: the pose reads where the cards are
            pose(scene, request.surface)
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



MOST_COMMANDS = 400  # a pose plays on at most this many commands to reach its moment
WHOLE_CAMPAIGN = 4000  # commands the campaign is played on at most, to the end of the fight under way


def _played_on(campaign: Campaign, until: Callable[[Any], bool], most: int = MOST_COMMANDS) -> None:
    """The strongest bot plays on through the campaign until `until(state)` holds or the campaign ends."""
    from game.games import game

    bots = game(campaign.rules.id).bots()
    bot = bots.make(bots.strongest, campaign.session.seed)
    for _ in range(most):
        if until(campaign.state) or campaign.rules.is_over(campaign.session.state):
            break
        campaign.submit(bot.choose(campaign.rules, campaign.state))


def _play_on(scene: Any, until: Callable[[Any], bool]) -> bool:
    """The strongest bot plays on through the scene's campaign until `until(state)` holds (or the campaign ends);
    the scene then settles. False when the moment never came."""
    campaign = scene.campaign
    _played_on(campaign, until)
    scene.update(0.0)
    scene.update(5.0)
    return until(campaign.state)


def _fighting(state: Any) -> bool:
    from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS

    return state.phase in (PLAY, RESOLVE_COMBOS, RESOLVE_ATTACKS)


def _between_fights(ctx: Any, campaign: Campaign) -> Scene:
    """Every game's `curtain`: the campaign has one player, so no screen changes hands; what it shows a returning
    player is the moment between fights, where Continue brings a campaign saved there: the bot plays on until a
    master has just been defeated (the grid shows who is down), and the campaign's own scene for that moment."""
    from game.scenes.udo import scene_for

    start = len(campaign.state.defeated)
    _played_on(campaign, lambda state: state.phase == "choose_master" and len(state.defeated) > start,
               most=WHOLE_CAMPAIGN)
    return scene_for(ctx, campaign)


def _pose_fight(scene: Any) -> None:
    """A fight under way: between fights (as at the start) the bot chooses a master first."""
    _play_on(scene, _fighting)


def _pose_forecast(scene: Any, surface: pygame.Surface) -> None:
    """Mid-drag: the bot builds its combos for the turn but the last card, which is held over the combo it was
    going to join, with the forecast of that combo. The bot plays on to Play Combos first."""
    from game.engine.udo.commands import FinishPlaying, PlayCard
    from game.engine.udo.state import PLAY
    from game.games import game

    if not _play_on(scene, lambda state: state.phase == PLAY):
        return
    campaign = scene.campaign
    bots = game(campaign.rules.id).bots()
    bot = bots.make(bots.strongest, campaign.session.seed)
    last: Any = None
    for _ in range(MOST_COMMANDS):
        command = bot.choose(campaign.rules, campaign.state)
        if isinstance(command, FinishPlaying) or not campaign.submit(command).ok:
            break
        last = command if isinstance(command, PlayCard) else None
    if last is not None:
        campaign.undo()
    scene.update(0.0)
    scene.update(5.0)
    surface.fill((0, 0, 0))
    scene.draw(surface)  # lays the board out again: the drag starts where the card now lies
    plays = [c for c in campaign.legal() if isinstance(c, PlayCard)]
    if last not in plays:
        if not plays:
            return
        last = max(plays, key=lambda c: (c.combo < len(scene.state.combos), c.combo))
    start = scene.by_key[last.card].rect.center
    targets = combo_targets(scene.zones, scene.state.combos)
    goal = targets[last.combo] if last.combo in targets else scene.zones["new_combo"]
    end = scene.ctx.viewport.point(goal.centerx, goal.centery)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))


def _pose_hint(scene: Any, surface: pygame.Surface) -> None:
    """The hint shown: the bot plays on to a moment the Hint helps with (Play Combos at the start)."""
    from game.ai.udo.hint import HINTED_PHASES

    _play_on(scene, lambda state: state.phase in HINTED_PHASES)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    scene.hint.wait()
    scene.update(0.0)


SHOTS: dict[str, Shot] = {  # the table first: the packaged build's smoke check renders each game's first
    "combo_board": _shot(_board, lambda scene, surface: _pose_fight(scene)),
    "hero_select": _shot(_hero_select),
    "master_select": _shot(_master_select),
    "combo_board_forecast": _shot(_board, _pose_forecast),
    "combo_board_hint": _shot(_board, _pose_hint),
    "ending": _shot(_ending),
}
SHOTS["table"] = SHOTS["combo_board"]  # every game's table under one name (its Hint: the `hint` scene)
SHOTS["curtain"] = _shot(_between_fights)  # every game's hand-over: here, between fights
WHOLE_CAMPAIGN = 2000  # commands: more than any campaign takes


def _result(request: ShotRequest) -> Stack:
    """The ending of the campaign played to its end, with its summary."""
    return SHOTS["ending"](replace(request, steps=WHOLE_CAMPAIGN))


SHOTS["result"] = _result  # every game's end under one name
