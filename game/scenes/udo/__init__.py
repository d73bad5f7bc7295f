"""The campaign's scenes (rulesets `udo` and `kai`): choose a hero, a master, fight on the combo board, the ending;
and which of them shows a campaign, given where it stands (the campaign's scenes reach each other through here).
(The heroes' campaigns in progress, which the menu reads before its first frame, are the player's files':
game.files.udo; the rules and the saves are imported once a campaign is shown.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.files.udo import in_progress
from game.scenes.manifest import Front

if TYPE_CHECKING:
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import Screens


def scene_for(ctx: Context, campaign: Campaign) -> Scene:
    """The scene showing a campaign where it stands."""
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.udo.ending import EndingScene
    from game.scenes.udo.master_select import MasterSelectScene

    phase = campaign.state.phase
    if phase == "choose_master":
        return MasterSelectScene(ctx, campaign)
    if phase in ("won", "lost"):
        return EndingScene(ctx, campaign)
    return ComboBoardScene(ctx, campaign)


def new_campaign(ctx: Context, ruleset_id: str) -> Scene:
    """Starts a fresh campaign of the hero of `ruleset_id` on a random seed, saves it, and gives the scene that shows
    it."""
    from game.play.campaign import Campaign
    from game.play.chairs import seated_session

    return scene_for(ctx, Campaign(seated_session(ctx, ruleset_id, None), autosave=ctx.autosave))


def resume_campaign(ctx: Context, hero: str) -> tuple[Scene | None, str | None]:
    """The scene of the saved campaign of `hero`, or None; and a notice (a damaged save set aside)."""
    from game.play.campaign import Campaign
    from game.scenes.setting_up import resumed

    return resumed(hero, None, lambda session: scene_for(ctx, Campaign(session, autosave=ctx.autosave)))


def _open(ctx: Context) -> Scene:
    from game.scenes.udo.hero_select import HeroSelectScene
    from game.words.udo.heroes import playable_heroes

    heroes = playable_heroes()
    if len(heroes) > 1 or in_progress():  # the hero's choice asks before a campaign is replaced
        return HeroSelectScene(ctx)
    return new_campaign(ctx, heroes[0])


def _screens() -> Screens:
    from game.play.udo.puzzle import challenged
    from game.scenes.front import Screens
    from game.scenes.udo import (  # noqa: F401  (ahead)
        ending,
        hero_select,
        lesson,
        master_select,
    )
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.watch import TimelineWatch
    from game.ui.udo.figures import FIGURES
    from game.words.udo import records
    from game.words.udo.glossary import GLOSSARY

    return Screens(open=_open, resume=resume_campaign, records=records.tabs, figures=FIGURES, lesson=lesson.lesson,
                   watch=lambda ctx, campaign: TimelineWatch(campaign, ComboBoardScene(ctx, campaign, watched=True)),
                   glossary=GLOSSARY,
                   puzzle_table=lambda ctx, campaign, goal: (lesson.table(ctx, challenged(campaign, goal)),
                                                             lesson.PUZZLE_PANEL))


FRONT = Front(title="Master Udo vs. the Four Masters", short="Master Udo & Kai", lessons=("udo", "kai"),
              screens=_screens)  # a lesson for each hero
