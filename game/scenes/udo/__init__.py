"""The campaign's scenes (rulesets `udo` and `kai`): choose a hero, a master, fight on the combo board, the ending.
(The heroes' campaigns in progress, which the menu reads before its first frame, are the player's files':
game.files.udo.)"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.udo import in_progress
from game.scenes.manifest import Front

if TYPE_CHECKING:
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import Screens
    from game.scenes.table import TableScene

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


def _puzzle_table(ctx: Context, campaign: Campaign, goal: Mapping[str, Any]) -> tuple[TableScene,
                                                                                     tuple[int, int, int, int]]:
    """The combo board of a campaign puzzle; one that begins between fights and names its master (as its brief tells
    whom the player faces) begins with that master challenged, the board showing the fight, since the combo board
    has no master to choose."""
    from game.engine.udo import commands as cmd
    from game.engine.udo.state import CHOOSE_MASTER
    from game.scenes.udo.lesson import table

    if campaign.state.phase == CHOOSE_MASTER and isinstance(goal.get("master"), str):
        campaign.submit(cmd.ChooseMaster(master=goal["master"]))
    return table(ctx, campaign), PUZZLE_PANEL


PUZZLE_PANEL = (344, 300, 526, 212)  # the lesson's panel, taller: a brief and its goal readable with the Largest text


def _screens() -> Screens:
    from game.scenes.front import Screens
    from game.scenes.udo import (  # noqa: F401  (ahead)
        ending,
        hero_select,
        kai_lesson,
        lesson,
        master_select,
        routes,
    )
    from game.scenes.udo.combo_board import ComboBoardScene
    from game.scenes.watch import TimelineWatch
    from game.ui.udo.figures import FIGURES
    from game.words.udo import records
    from game.words.udo.glossary import GLOSSARY

    return Screens(open=_open, resume=routes.resume_campaign, records=records.tabs, figures=FIGURES,
                   lesson=lambda ctx, ruleset_id: (kai_lesson if ruleset_id == "kai" else lesson).lesson(ctx),
                   watch=lambda ctx, campaign: TimelineWatch(campaign, ComboBoardScene(ctx, campaign, watched=True)),
                   glossary=GLOSSARY, puzzle_table=_puzzle_table)


FRONT = Front(title="Master Udo vs. the Four Masters", short="Master Udo & Kai", lessons=("udo", "kai"),
              screens=_screens)  # a lesson for each hero
