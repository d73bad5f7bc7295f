"""Which scene shows a campaign, given where it stands.

The menu reads `saved_campaigns` before its first frame, so this module imports nothing that loads the card models
(saves, the campaign, the rulesets: pydantic and its schemas, about half the start-up): the functions that need
them import them.
"""

from __future__ import annotations

import random
from datetime import datetime
from typing import TYPE_CHECKING

from game.paths import campaign_path
from game.scenes.udo.heroes import HEROES

if TYPE_CHECKING:
    from game.campaign import Campaign
    from game.context import Context
    from game.scenes.base import Scene


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
    from game import saves
    from game.campaign import Campaign
    from game.engine.core import Session
    from game.rulesets import ruleset

    session = Session.new(ruleset(ruleset_id), seed=random.SystemRandom().randrange(2**31))
    if ctx.autosave:
        saves.save(session)
    return scene_for(ctx, Campaign(session, autosave=ctx.autosave))


def saved_campaigns() -> list[tuple[str, str]]:
    """(hero, when it was saved) for each campaign in progress, newest first. Only the files' times are read: the
    menu asks before any card data is loaded."""
    found = []
    for hero in HEROES:
        try:
            stamp = campaign_path(hero).stat().st_mtime
        except OSError:
            continue
        found.append((stamp, hero))
    return [(hero, f"{datetime.fromtimestamp(stamp):%d %b %H:%M}") for stamp, hero in sorted(found, reverse=True)]


def resume_campaign(ctx: Context, hero: str) -> tuple[Scene | None, str | None]:
    """The scene of the saved campaign of `hero`, or None; and a notice (a damaged save set aside)."""
    from game import saves
    from game.campaign import Campaign

    session, notice = saves.resume(hero)
    if session is None:
        return None, notice
    return scene_for(ctx, Campaign(session, autosave=ctx.autosave)), notice
