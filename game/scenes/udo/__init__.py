"""The campaign's scenes (rulesets `udo` and `kai`): choose a hero, a master, fight on the combo board, the ending.

Here too, what the menu reads before its first frame: the heroes as the hero choice presents them (their names and
their campaigns in progress are the player's files': game.files.udo)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.files.udo import NAMES, in_progress
from game.scenes.manifest import Front, Later

if TYPE_CHECKING:
    from game.files.records import RecordBook
    from game.play.campaign import Campaign
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import RecordTab, Watch
    from game.scenes.lesson import Lesson
    from game.scenes.table import TableScene
    from game.ui.sketch import Figure
    from game.words.glossary import Glossary

# The heroes: name, motto, what sets each apart.
HEROES = {
    "udo": (NAMES["udo"], "Patience builds power.", (
        "Blocks and focus fill the Charge tracker.",
        "Spend Charge to lengthen a combo when it resolves.",
        "The rulebook's hero: the classic campaign.",
    )),
    "kai": (NAMES["kai"], "Her temper is her weapon.", (
        "Every card of hers is double-sided: calm and ENRAGED.",
        "Blocked attacks that grant Charge become rage to ENRAGE cards.",
        "With a hand all ENRAGED, Kai may double one combo's length.",
    )),
}


def scene_for(ctx: Context, campaign: Campaign) -> Scene:
    """The scene showing a campaign where it stands (the campaign's scenes reach each other through here)."""
    from game.scenes.udo.routes import scene_for

    return scene_for(ctx, campaign)


def new_campaign(ctx: Context, hero: str) -> Scene:
    from game.scenes.udo.routes import new_campaign

    return new_campaign(ctx, hero)


def _warm() -> None:
    from game.scenes.udo import (  # noqa: F401
        combo_board,
        ending,
        hero_select,
        kai_lesson,
        lesson,
        master_select,
        records,
        routes,
    )
    from game.ui.udo import figures  # noqa: F401


def _figures() -> Mapping[str, Figure]:
    from game.ui.udo.figures import FIGURES

    return FIGURES


def _open(ctx: Context) -> Scene:
    from game.scenes.udo.hero_select import HeroSelectScene, playable_heroes

    heroes = playable_heroes()
    if len(heroes) > 1 or in_progress():  # the hero's choice asks before a campaign is replaced
        return HeroSelectScene(ctx)
    return new_campaign(ctx, heroes[0])


def _lesson(ctx: Context, ruleset_id: str) -> Lesson:
    from game.scenes.udo import kai_lesson, lesson

    return (kai_lesson if ruleset_id == "kai" else lesson).lesson(ctx)


def _resume(ctx: Context, ruleset_id: str) -> tuple[Scene | None, str | None]:
    from game.scenes.udo.routes import resume_campaign

    return resume_campaign(ctx, ruleset_id)


def _records(book: RecordBook) -> list[RecordTab]:
    from game.scenes.udo.records import tabs

    return tabs(book)


def _watch(ctx: Context, campaign: Campaign) -> Watch:
    from game.scenes.udo.watch import BoardWatch

    return BoardWatch(ctx, campaign)


def _glossary() -> Glossary:
    from game.words.udo.glossary import GLOSSARY

    return GLOSSARY


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


FRONT = Front(
    title="Master Udo vs. the Four Masters",
    short="Master Udo & Kai",
    warm=_warm,
    open=_open,
    resume=_resume,
    records=_records,
    figures=Later(_figures),
    lessons=("udo", "kai"),  # each hero's turn
    lesson=_lesson,
    watch=_watch,
    glossary=_glossary,
    puzzle_table=_puzzle_table,
)
