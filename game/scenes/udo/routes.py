"""Which scene shows a campaign, given where it stands."""

from __future__ import annotations

import random

from game.engine.core import Session
from game.files import saves
from game.play.campaign import Campaign
from game.rulesets import ruleset
from game.scenes.base import Scene
from game.scenes.context import Context
from game.scenes.setting_up import resumed


def scene_for(ctx: Context, campaign: Campaign) -> Scene:
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.udo.ending import EndingScene
    from game.scenes.udo.master_select import MasterSelectScene

    phase = campaign.state.phase
    if phase == "choose_master":
        return MasterSelectScene(ctx, campaign)
    if phase in ("won", "lost"):
        return EndingScene(ctx, campaign)
    return ComboBoardScene(ctx, campaign)


def new_campaign(ctx: Context, ruleset_id: str = "udo") -> Scene:
    """Starts a fresh campaign on a random seed, saves it, and gives the scene that shows it."""
    session = Session.new(ruleset(ruleset_id), seed=random.SystemRandom().randrange(2**31))
    if ctx.autosave:
        saves.autosave(session)
    return scene_for(ctx, Campaign(session, autosave=ctx.autosave))


def resume_campaign(ctx: Context, hero: str) -> tuple[Scene | None, str | None]:
    """The scene of the saved campaign of `hero`, or None; and a notice (a damaged save set aside)."""
    return resumed(hero, None, lambda session: scene_for(ctx, Campaign(session, autosave=ctx.autosave)))
