"""The campaign's scenes (rulesets `udo` and `kai`): choose a hero, a master, fight on the combo board, the ending.
(The heroes' campaigns in progress, which the menu reads before its first frame, are the player's files':
game.files.udo.)"""

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
    """The scene showing a campaign where it stands (the campaign's scenes reach each other through here)."""
    from game.scenes.udo.routes import scene_for

    return scene_for(ctx, campaign)


def new_campaign(ctx: Context, hero: str) -> Scene:
    from game.scenes.udo.routes import new_campaign

    return new_campaign(ctx, hero)


def _open(ctx: Context) -> Scene:
    from game.scenes.udo.hero_select import HeroSelectScene, playable_heroes

    heroes = playable_heroes()
    if len(heroes) > 1 or in_progress():  # the hero's choice asks before a campaign is replaced
        return HeroSelectScene(ctx)
    return new_campaign(ctx, heroes[0])


def _screens() -> Screens:
    from game.play.udo.puzzle import challenged
    from game.scenes.front import Screens
    from game.scenes.udo import (  # noqa: F401  (ahead)
        combo_board,
        ending,
        hero_select,
        lesson,
        master_select,
        routes,
        watch,
    )
    from game.ui.udo.figures import FIGURES
    from game.words.udo import records
    from game.words.udo.glossary import GLOSSARY

    return Screens(open=_open, resume=routes.resume_campaign, records=records.tabs, figures=FIGURES,
                   lesson=lesson.lesson, watch=watch.BoardWatch, glossary=GLOSSARY,
                   puzzle_table=lambda ctx, campaign, goal: (lesson.table(ctx, challenged(campaign, goal)),
                                                             lesson.PUZZLE_PANEL))


FRONT = Front(title="Master Udo vs. the Four Masters", short="Master Udo & Kai", lessons=("udo", "kai"),
              screens=_screens)  # a lesson for each hero
